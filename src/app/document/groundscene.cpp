// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/document/groundscene.h"
#include "qs.h"

#include "app/document/commands/changeground.h"

#include "app/document/coreterms.h"
#include "app/document/savefile.h"
#include "dicerun.h"
#include "refused.h"
#include "rulesetreader.h"
#include "uniquenames.h"

namespace hitspread {

namespace {
    // A figure's name, unique in the scene ("Thug", "Thug 2", …).
    std::string uniqueName(const ground::Scene& scene, const std::string& name)
    {
        UniqueNames names;
        for (const ground::Figure& f : scene.figures)
            names.take(f.name);
        return names.take(name);
    }
}

GroundScene::GroundScene(QObject* parent)
    : Document(QStringLiteral("ground-autosave.yaml"), QStringLiteral("recentGroundFiles"), parent)
{
    m_state.dice.seed = freshSeed();
}

GroundScene::~GroundScene() = default;

QStringList GroundScene::loadRuleset(const QString& directory)
{
    RulesetLoad load = hitspread::loadRuleset(directory.toStdString());
    if (!load.ruleset) {
        QStringList errors;
        for (const LoadError& e : load.errors)
            errors << translated(e);
        return errors;
    }
    if (!load.ruleset->ground)
        return { tr("Ruleset '%1' plays on the body hex diagram, not on the ground map.")
                     .arg(QString::fromStdString(load.ruleset->id)) };
    m_ruleset = std::make_unique<Ruleset>(std::move(*load.ruleset));
    m_directory = directory;
    newSession();
    emit rulesetChanged();
    emit actionChanged();
    emit changed();
    return {};
}

void GroundScene::newSession()
{
    if (!engine())
        return;
    const ground::Engine& e = *engine();

    // The table as the ground map starts it: the shooter at the bottom, 10 m below the
    // intended point, the target standing on it.
    GroundState start;
    std::string shooter = e.defaultShooter();
    std::string target = e.defaultTarget();
    const std::vector<ground::Choice> characters = e.characters();
    if (shooter.empty() && !characters.empty())
        shooter = characters.front().id;
    if (target.empty() && !characters.empty())
        target = characters.back().id;
    if (!shooter.empty()) {
        ground::Figure f = e.figure(shooter);
        f.position = { 0, 10 };
        start.scene.figures.push_back(f);
    }
    if (!target.empty()) {
        ground::Figure f = e.figure(target);
        f.name = uniqueName(start.scene, f.name);
        f.position = { 0, 0 };
        f.side = 1;
        start.scene.figures.push_back(f);
    }
    // The one acting has the priority: its turn is under way.
    if (!start.scene.figures.empty())
        start.scene.figures.front() = e.receivesPriority(start.scene.figures.front());
    start.dice.seed = freshSeed();
    m_state = start;
    startDocument(QString());
    m_action = {};
    const std::vector<ground::WeaponChoice> weapons = e.weapons();
    for (const ground::WeaponChoice& w : weapons) {
        if (w.kind == ground::WeaponKind::Ranged) {
            m_action.weapon = w.id;
            break;
        }
    }
    if (m_action.weapon.empty() && !weapons.empty())
        m_action.weapon = weapons.front().id;
    m_action.target = m_state.scene.figures.size() > 1 ? 1 : -1;
    emit actionChanged();
    emit diceChanged();
    emit changed();
    emit documentChanged();
}

bool GroundScene::isThrown(const std::string& weapon) const
{
    if (!engine())
        return false;
    for (const ground::WeaponChoice& w : engine()->weapons())
        if (w.id == weapon)
            return w.kind == ground::WeaponKind::Thrown;
    return false;
}

void GroundScene::keepReadiness(ground::Scene& scene, int figure) const
{
    // A throw leaves the weapon in hand as it was; a procedure uses none.
    if (figure < 0 || figure >= static_cast<int>(scene.figures.size()) || m_action.weapon.empty()
        || !m_action.procedure.empty() || m_action.isThrow)
        return;
    ground::Figure& f = scene.figures[static_cast<std::size_t>(figure)];
    f.weapon = m_action.weapon;
    f.mode = m_action.mode;
}

void GroundScene::setAction(const ground::Action& action)
{
    if (action == m_action)
        return;
    m_action = action;
    emit actionChanged();
    emit changed();
}

void GroundScene::push(const QString& text, GroundState after)
{
    undoStack()->push(new ChangeGround(this, text, std::move(after)));
}

void GroundScene::apply(const GroundState& state)
{
    changeState([&state](GroundState& table) { table = state; });
}

void GroundScene::changeState(const std::function<void(GroundState&)>& change)
{
    const DiceSettings dice = m_state.dice;
    change(m_state);
    const bool diceMove = !(dice == m_state.dice);
    const int count = static_cast<int>(m_state.scene.figures.size());
    if (m_action.target >= count || m_action.target == m_state.scene.shooter) {
        m_action.target = -1;
        for (int i = 0; i < count && m_action.target < 0; ++i)
            if (i != m_state.scene.shooter)
                m_action.target = i;
        emit actionChanged();
    }
    if (diceMove)
        emit diceChanged();
    emit changed();
}

void GroundScene::applyDice(const DiceSettings& dice)
{
    m_state.dice = dice;
    emit diceChanged();
    emit changed();
}

void GroundScene::addFigure(const std::string& character, Hex at)
{
    if (!engine())
        return;
    GroundState after = m_state;
    ground::Figure f = engine()->figure(character);
    f.name = uniqueName(after.scene, f.name);
    f.position = at;
    f.side = std::min(1, static_cast<int>(after.scene.sides.size()) - 1);
    after.scene.figures.push_back(f);
    push(tr("Add %1").arg(qs(f.name)), std::move(after));
}

void GroundScene::setSide(int index, int side)
{
    if (index < 0 || index >= static_cast<int>(m_state.scene.figures.size()) || side < 0
        || side >= static_cast<int>(m_state.scene.sides.size())
        || m_state.scene.figures[static_cast<std::size_t>(index)].side == side)
        return;
    GroundState after = m_state;
    ground::Figure& f = after.scene.figures[static_cast<std::size_t>(index)];
    f.side = side;
    const QString text
        = tr("%1 joins %2")
              .arg(qs(f.name), qs(after.scene.sides[static_cast<std::size_t>(side)].name));
    push(text, std::move(after));
}

void GroundScene::removeFigure(int index)
{
    if (index < 0 || index >= static_cast<int>(m_state.scene.figures.size())
        || index == m_state.scene.shooter)
        return;
    GroundState after = m_state;
    const QString name = qs(after.scene.figures[static_cast<std::size_t>(index)].name);
    after.scene.figures.erase(after.scene.figures.begin() + index);
    if (after.scene.shooter > index)
        --after.scene.shooter;
    if (m_action.target == index)
        m_action.target = -1;
    else if (m_action.target > index)
        --m_action.target;
    push(tr("Remove %1").arg(name), std::move(after));
}

QString GroundScene::moveFigure(int index, Hex to)
{
    if (index < 0 || index >= static_cast<int>(m_state.scene.figures.size())
        || m_state.scene.figures[static_cast<std::size_t>(index)].position == to)
        return {};
    if (!engine())
        return tr("No ruleset is loaded.");
    if (const auto why = ground::whyCannotMove(*engine(), m_state.scene, index, to))
        return translated(*why);
    GroundState after = m_state;
    ground::Figure& f = after.scene.figures[static_cast<std::size_t>(index)];
    f.position = to;
    // The text first: `after` is moved into the command.
    const QString text = tr("Move %1").arg(qs(f.name));
    push(text, std::move(after));
    return {};
}

void GroundScene::setAim(Hex at)
{
    if (m_state.scene.aim == at)
        return;
    GroundState after = m_state;
    after.scene.aim = at;
    push(tr("Move the intended point"), std::move(after));
}

bool GroundScene::canGivePriority(int index) const
{
    if (!engine() || index < 0 || index >= static_cast<int>(m_state.scene.figures.size()))
        return false;
    const ground::Figure& f = m_state.scene.figures[static_cast<std::size_t>(index)];
    return index != m_state.scene.shooter || engine()->receivesPriority(f) != f;
}

void GroundScene::setShooter(int index)
{
    if (!canGivePriority(index))
        return;
    GroundState after = m_state;
    keepReadiness(after.scene, m_state.scene.shooter);
    after.scene.shooter = index;
    ground::Figure& acting = after.scene.figures[static_cast<std::size_t>(index)];
    acting = engine()->receivesPriority(acting);
    if (m_action.target == index)
        m_action.target = -1;
    const QString text
        = tr("%1 acts").arg(qs(after.scene.figures[static_cast<std::size_t>(index)].name));
    push(text, std::move(after));
    takeUpReadiness();
}

void GroundScene::setTarget(int index)
{
    if (index < 0 || index >= static_cast<int>(m_state.scene.figures.size())
        || index == m_state.scene.shooter)
        return;
    ground::Action a = m_action;
    a.target = index;
    setAction(a);
}

void GroundScene::healAll()
{
    GroundState after = m_state;
    for (ground::Figure& f : after.scene.figures)
        f.state.clear();
    push(tr("Heal everyone"), std::move(after));
}

namespace {
    // The scene as a new round finds it: what lasts a round worn off every figure.
    ground::Scene wornOff(const ground::Engine& engine, ground::Scene scene)
    {
        for (ground::Figure& f : scene.figures)
            f = engine.newRound(f);
        return scene;
    }

    // The round's current turn begins, or the next one whose figure is still in the fight:
    // its figure becomes the one acting and receives the priority. False when none is left.
    bool beginTurn(const ground::Engine& engine, GroundState& state)
    {
        return ground::beginTurn(engine, state.scene, state.round);
    }
}

namespace {
    // A new round as the rules open it, all with one roll of dice: the end of the round before
    // (when there was one), what lasts a round worn off, then the order.
    struct RoundOpening {
        ground::Scene scene;
        ground::Initiative initiative;
        std::vector<Text> working;
    };

    RoundOpening openRound(const ground::Engine& engine, const GroundState& state, DiceSource& dice)
    {
        RoundOpening opening;
        ground::Scene scene = state.scene;
        if (state.round.number > 0) {
            ground::RoundEnd end = engine.endRound(scene, dice);
            scene = std::move(end.scene);
            opening.working = std::move(end.working);
        }
        opening.scene = wornOff(engine, std::move(scene));
        opening.initiative = engine.initiative(opening.scene, state.round.turns, dice);
        opening.working.insert(opening.working.end(), opening.initiative.working.begin(),
            opening.initiative.working.end());
        return opening;
    }
}

QString GroundScene::whatStopped(const std::function<QString()>& work)
{
    try {
        return work();
    } catch (const Refused& e) {
        return translated(e.text());
    } catch (const DiceExhausted& e) {
        return tr("The typed dice do not do: %1").arg(QString::fromStdString(e.what()));
    } catch (const std::invalid_argument& e) {
        return tr("The typed dice do not do: %1").arg(QString::fromStdString(e.what()));
    }
}

DiceSupply GroundScene::supplyFor(const std::optional<std::vector<int>>& typed) const
{
    return typed ? DiceSupply::typed(*typed, engine()->maxFace())
                 : DiceSupply::seeded(m_state.dice.seed, m_state.dice.facesUsed);
}

void GroundScene::tryInitiative(const std::vector<int>& faces) const
{
    if (!engine())
        return;
    runWithDice(DiceSupply::typed(faces, engine()->maxFace()),
        [&](DiceSource& dice) { return openRound(*engine(), m_state, dice); });
}

QString GroundScene::startRound(const std::optional<std::vector<int>>& typed)
{
    if (!engine())
        return tr("No ruleset is loaded.");
    return whatStopped([&]() -> QString {
        auto run = runWithDice(supplyFor(typed),
            [&](DiceSource& dice) { return openRound(*engine(), m_state, dice); });
        if (!run.leftOver.empty())
            return tr("Dice typed but not rolled: %1. Type exactly the dice the action rolls.")
                .arg(static_cast<int>(run.leftOver.size()));
        GroundState after = m_state;
        after.scene = std::move(run.outcome.scene);
        if (!typed)
            after.dice.facesUsed += run.faces.size();
        after.round = { m_state.round.number + 1, run.outcome.initiative.turns, 0 };
        after.initiativeWorking = std::move(run.outcome.working);
        if (!beginTurn(*engine(), after))
            return tr("Nobody is in a state to act: the round cannot start.");
        const int number = after.round.number;
        push(tr("Round %1").arg(number), std::move(after));
        followTurn();
        return {};
    });
}

QString GroundScene::nextTurn()
{
    if (!engine())
        return tr("No ruleset is loaded.");
    const ground::Round& round = m_state.round;
    if (round.number == 0)
        return tr("No round is under way: start one first.");
    GroundState after = m_state;
    ++after.round.current;
    if (after.round.current >= static_cast<int>(round.turns.size()) || !beginTurn(*engine(), after))
        return tr("Every turn of round %1 is taken: start the next round.").arg(round.number);
    const QString name
        = qs(after.scene.figures[static_cast<std::size_t>(after.scene.shooter)].name);
    push(tr("%1's turn").arg(name), std::move(after));
    followTurn();
    return {};
}

void GroundScene::takeUpReadiness()
{
    // The one who acts now takes up its readiness: the weapon in hand and its mode.
    const int shooter = m_state.scene.shooter;
    if (shooter < 0 || shooter >= static_cast<int>(m_state.scene.figures.size()))
        return;
    const ground::Figure& f = m_state.scene.figures[static_cast<std::size_t>(shooter)];
    if (f.weapon.empty() || (f.weapon == m_action.weapon && f.mode == m_action.mode))
        return;
    ground::Action a = m_action;
    a.weapon = f.weapon;
    a.mode = f.mode;
    a.isThrow = isThrown(f.weapon);
    a.procedure.clear();
    setAction(a);
}

void GroundScene::followTurn()
{
    takeUpReadiness();
    // d6-modern: a turn rolled alike with the one before acts at the same time (the seed's
    // "they take their actions simultaneously"); any other opens a new initiative step.
    const ground::Round& round = m_state.round;
    if (round.number == 0 || round.turns.empty())
        return;
    for (const ground::OptionSpec& o : engine()->options(m_action))
        if (o.id == "simultaneous") {
            ground::Action a = m_action;
            a.options["simultaneous"]
                = round.turns[static_cast<std::size_t>(round.current)].withPrevious ? 1 : 0;
            setAction(a);
        }
}

QString GroundScene::resolve(const std::optional<std::vector<int>>& typed)
{
    if (!engine())
        return tr("No ruleset is loaded.");
    return whatStopped([&]() -> QString {
        auto run = runWithDice(supplyFor(typed),
            [&](DiceSource& dice) { return engine()->act(m_state.scene, m_action, dice); });
        if (!run.leftOver.empty())
            return tr("Dice typed but not rolled: %1. Type exactly the dice the action rolls.")
                .arg(static_cast<int>(run.leftOver.size()));
        ground::Outcome out = std::move(run.outcome);
        GroundState after = m_state;
        if (!typed)
            after.dice.facesUsed += run.faces.size();
        after.scene = out.after;
        keepReadiness(after.scene, m_state.scene.shooter);
        after.log.push_back({ m_action, out, m_state.scene });
        // The one whose turn it is acted: when its turn is spent the next one begins, in the
        // same step (undone together).
        bool passed = false;
        if (ground::turnPasses(*engine(), after.round, m_state.scene.shooter,
                after.scene.figures[static_cast<std::size_t>(m_state.scene.shooter)], m_action)) {
            GroundState next = after;
            ++next.round.current;
            if (beginTurn(*engine(), next)) {
                after = std::move(next);
                passed = true;
            }
        }
        const QString what = !m_action.procedure.empty() ? procedureName(m_action.procedure)
            : m_action.isThrow                           ? tr("Throw")
                                                         : tr("Attack");
        push(what, std::move(after));
        if (passed)
            followTurn();
        return {};
    });
}

void GroundScene::tryFaces(const std::vector<int>& faces) const
{
    if (!engine())
        return;
    runWithDice(DiceSupply::typed(faces, engine()->maxFace()),
        [&](DiceSource& dice) { return engine()->act(m_state.scene, m_action, dice); });
}

GroundScene::Odds GroundScene::odds() const
{
    Odds odds;
    if (!engine())
        return odds;
    try {
        // A dry run first: whatever the rules refuse, the odds refuse too.
        OnesDice dryRun;
        engine()->act(m_state.scene, m_action, dryRun);
        if (!m_action.procedure.empty())
            return odds; // a procedure has no chance to hit
        odds.hit = engine()->hitChance(m_state.scene, m_action);
        if (m_action.isThrow)
            odds.landing = ground::landingOdds(*engine(), m_state.scene, m_action);
    } catch (const Refused& e) {
        odds.hit.reset();
        odds.landing.clear();
        odds.refusal = translated(e.text());
    }
    return odds;
}

QString GroundScene::procedureName(const std::string& id) const
{
    if (engine())
        for (const ground::Choice& c : engine()->procedures())
            if (c.id == id)
                return shownTerm(c.name);
    return QString::fromStdString(id);
}

} // namespace hitspread
