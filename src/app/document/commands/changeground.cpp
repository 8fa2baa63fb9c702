// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/commands/changeground.h"

namespace hitspread {

ChangeGround::ChangeGround(GroundScene* scene, const QString& text, GroundState after)
    : QUndoCommand(text)
    , m_scene(scene)
    , m_shooter(after.scene.shooter)
    , m_aim(after.scene.aim)
    , m_dice(after.dice)
{
    const GroundState& now = scene->state();
    if (after.log.size() == now.log.size() + 1) {
        m_adds = true;
        m_added = std::make_unique<GroundLogEntry>(std::move(after.log.back()));
    }
    const auto rare = [this]() -> Rare& {
        if (!m_rare)
            m_rare = std::make_unique<Rare>();
        return *m_rare;
    };
    if (!(after.scene.sides == now.scene.sides))
        rare().sides = std::move(after.scene.sides);
    if (!(after.round == now.round))
        rare().round = std::move(after.round);
    if (!(after.initiativeWorking == now.initiativeWorking))
        rare().initiativeWorking = std::move(after.initiativeWorking);
    auto& to = after.scene.figures;
    const auto& from = now.scene.figures;
    if (from.size() != to.size()) {
        rare().figures = std::move(to);
    } else {
        for (std::size_t i = 0; i < from.size(); ++i)
            if (!(from[i] == to[i]))
                m_changed.emplace_back(i, from[i], std::move(to[i]));
    }
    if (m_shooter != now.scene.shooter)
        m_panelBefore = scene->sharedAction();
}

void ChangeGround::swapWith(GroundState& state)
{
    if (m_rare && m_rare->figures)
        std::swap(*m_rare->figures, state.scene.figures);
    for (FigurePatch& patch : m_changed)
        patch.swapWith(state.scene.figures.at(patch.index));
    if (m_rare && m_rare->sides)
        std::swap(*m_rare->sides, state.scene.sides);
    if (m_rare && m_rare->round)
        std::swap(*m_rare->round, state.round);
    if (m_rare && m_rare->initiativeWorking)
        std::swap(*m_rare->initiativeWorking, state.initiativeWorking);
    std::swap(m_shooter, state.scene.shooter);
    std::swap(m_aim, state.scene.aim);
    std::swap(m_dice, state.dice);
}

ChangeGround::FigurePatch::FigurePatch(
    std::size_t at, const ground::Figure& now, ground::Figure after)
    : index(at)
{
    const auto part = [](auto& slot, const auto& was, auto& will) {
        if (!(was == will))
            slot = std::move(will);
    };
    part(position, now.position, after.position);
    part(side, now.side, after.side);
    for (std::string ground::Figure::*word : { &ground::Figure::character, &ground::Figure::name,
             &ground::Figure::weapon, &ground::Figure::mode })
        if (now.*word != after.*word)
            words.emplace_back(word, std::move(after.*word));
    for (const auto& [key, value] : now.state) {
        const auto it = after.state.find(key);
        if (it == after.state.end())
            state.emplace_back(key, std::nullopt);
        else if (it->second != value)
            state.emplace_back(key, it->second);
    }
    for (const auto& [key, value] : after.state)
        if (!now.state.count(key))
            state.emplace_back(key, value);
}

void ChangeGround::FigurePatch::swapWith(ground::Figure& figure)
{
    const auto part = [](auto& slot, auto& field) {
        if (slot)
            std::swap(*slot, field);
    };
    part(position, figure.position);
    part(side, figure.side);
    for (auto& [word, text] : words)
        std::swap(text, figure.*word);
    for (auto& [key, value] : state) {
        const auto it = figure.state.find(key);
        const std::optional<int> held
            = it == figure.state.end() ? std::nullopt : std::optional<int>(it->second);
        if (value)
            figure.state[key] = *value;
        else if (it != figure.state.end())
            figure.state.erase(it);
        value = held;
    }
}

void ChangeGround::undo()
{
    m_scene->changeState([this](GroundState& state) {
        swapWith(state);
        if (m_adds) {
            m_added = std::make_unique<GroundLogEntry>(std::move(state.log.back()));
            state.log.pop_back();
        }
    });
    if (m_panelBefore)
        m_scene->setAction(*m_panelBefore);
}

void ChangeGround::redo()
{
    m_scene->changeState([this](GroundState& state) {
        swapWith(state);
        if (m_adds) {
            state.log.push_back(std::move(*m_added));
            m_added.reset();
        }
    });
    // The one the step gives the turn to takes up its readiness again.
    if (m_panelBefore)
        m_scene->takeUpReadiness();
}

} // namespace hitspread
