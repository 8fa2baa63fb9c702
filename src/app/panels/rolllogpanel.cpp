// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/panels/rolllogpanel.h"

#include "qs.h"

#include "app/document/coreterms.h"
#include "app/document/session.h"
#include "app/widgets/docklayout.h"
#include "app/window/burstplayer.h"
#include "app/window/resultcard.h"
#include "working.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QListWidget>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStyle>
#include <QTextBrowser>
#include <QToolButton>
#include <QVBoxLayout>

namespace hitspread {

namespace {
    // A throw on the result card: its Throwing roll, and the 6 hexes of §9 pulled back by
    // the aiming points to the deviated point (the drift for range is in the working).
    std::optional<ShotTrace> throwCard(const LogEntry& entry)
    {
        const std::optional<ThrowOutcome>& thrown = entry.grenadeOutcome.thrown;
        if (!thrown || !thrown->roll)
            return std::nullopt;
        ShotTrace card;
        card.roll = *thrown->roll;
        card.aimHex = thrown->intended;
        card.landing = thrown->deviated;
        card.spread = 6;
        card.aimingPoints = thrown->aimingPoints;
        card.deviation = thrown->deviation;
        card.direction = thrown->direction;
        return card;
    }

    QString grenadeSummary(const Ruleset& rs, const LogEntry& entry)
    {
        const GrenadeOutcome& g = entry.grenadeOutcome;
        const Grenade* grenade = rs.grenade(entry.grenade->request.grenade);
        const QString name = grenade ? qs(grenade->name) : qs(entry.grenade->request.grenade);
        if (g.jump)
            return RollLogPanel::tr("%1 jumps on the %2 → %3 passes on")
                .arg(qs(g.jump->name), name)
                .arg(g.jump->passedOn);
        if (!g.thrown)
            return name;
        int caught = 0, damage = 0;
        for (const BlastTrace& t : g.thrown->characters) {
            caught += t.locations.empty() ? 0 : 1;
            damage += t.incapDamage + t.bruising;
        }
        const QString where = g.thrown->onFloor
            ? RollLogPanel::tr("%1 on the floor at %2").arg(name, qs(label(g.thrown->intended)))
            : RollLogPanel::tr("%1 at %2 → %3")
                  .arg(name, qs(label(g.thrown->intended)), qs(label(g.thrown->impact)));
        return RollLogPanel::tr("%1; %n caught", nullptr, caught).arg(where)
            + RollLogPanel::tr(" (%1 damage)").arg(damage);
    }
}

RollLogPanel::RollLogPanel(Session* session, BurstPlayer* player, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_card(new ResultCard(this))
    , m_list(new QListWidget(this))
    , m_working(new QTextBrowser(this))
{
    m_list->setAccessibleName(tr("Roll log"));
    m_working->setAccessibleName(tr("Working of the selected shot"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_card);
    // Replay controls for an action of several shots.
    auto* controls = new QHBoxLayout;
    auto button = [&](QStyle::StandardPixmap icon, const QString& name, auto slot) {
        auto* b = new QToolButton(this);
        b->setIcon(style()->standardIcon(icon));
        b->setText(name);
        b->setAccessibleName(name);
        b->setToolTip(name);
        connect(b, &QToolButton::clicked, player, slot);
        controls->addWidget(b);
        return b;
    };
    button(QStyle::SP_MediaPlay, tr("Play"), &BurstPlayer::play);
    button(QStyle::SP_MediaPause, tr("Pause"), &BurstPlayer::pause);
    button(QStyle::SP_MediaSeekForward, tr("One shot further"), &BurstPlayer::step);
    button(QStyle::SP_MediaSkipForward, tr("Skip to the end"), &BurstPlayer::skipToEnd);
    button(QStyle::SP_BrowserReload, tr("Replay from the first shot"), &BurstPlayer::replay);
    auto* speed = new QComboBox(this);
    speed->setAccessibleName(tr("Replay speed"));
    for (double s : { 0.25, 0.5, 1.0, 2.0, 4.0 })
        speed->addItem(tr("%1×").arg(s), s);
    speed->setCurrentIndex(2);
    connect(speed, &QComboBox::activated, player,
        [player, speed] { player->setSpeed(speed->currentData().toDouble()); });
    controls->addWidget(speed);
    controls->addStretch();
    layout->addLayout(controls);
    // The entries break into lines in a narrow dock; the working below them gets the more
    // room.
    wrapEntries(m_list);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_list);
    split->addWidget(m_working);
    split->setStretchFactor(0, 2);
    split->setStretchFactor(1, 3);
    layout->addWidget(split, 1);
    connect(session, &Session::logChanged, this, &RollLogPanel::showLog);
    connect(session, &Session::rulesetChanged, this, &RollLogPanel::showLog);
    connect(session, &Session::selectedEntryChanged, this, &RollLogPanel::showSelected);
    connect(player, &BurstPlayer::revealedChanged, this, [this, player] {
        // The card shows the shot the replay has reached (the first, for later bullets).
        const int index = m_session->selectedEntry();
        if (index < 0 || index >= static_cast<int>(m_session->log().size()))
            return;
        if (m_session->log()[static_cast<std::size_t>(index)].grenade)
            return; // a grenade's card stays: one roll
        const Outcome& outcome = m_session->log()[static_cast<std::size_t>(index)].outcome;
        const double revealed = player->revealed();
        const int last = static_cast<int>(outcome.shots.size()) - 1;
        if (last < 0)
            return;
        // While replaying, the bullet it has reached, with the roll it belongs to; after it,
        // the last roll.
        const int reached
            = revealed < 0 ? last : std::clamp(static_cast<int>(std::ceil(revealed)) - 1, 0, last);
        int roll = reached;
        while (roll > 0 && !outcome.shots[static_cast<std::size_t>(roll)].carriesRoll)
            --roll;
        if (revealed >= 0 && last > 0)
            m_card->setBullet(outcome.shots[static_cast<std::size_t>(roll)],
                outcome.shots[static_cast<std::size_t>(reached)], reached + 1, last + 1);
        else
            m_card->setShot(outcome.shots[static_cast<std::size_t>(roll)]);
    });
    connect(m_list, &QListWidget::currentRowChanged, session, &Session::selectEntry);
}

QString RollLogPanel::workingText() const
{
    return m_working->toPlainText();
}

void RollLogPanel::showLog()
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    const Ruleset* rs = m_session->ruleset();
    int n = 0;
    for (const LogEntry& entry : m_session->log()) {
        ++n;
        if (entry.grenade && rs) {
            m_list->addItem(tr("#%1 %2").arg(n).arg(grenadeSummary(*rs, entry)));
            continue;
        }
        const Weapon* w = rs ? rs->weapon(entry.request.weapon) : nullptr;
        QString text
            = tr("#%1 %2 at %3")
                  .arg(n)
                  .arg(w ? qs(w->name) : qs(entry.request.weapon), qs(label(entry.request.target)));
        if (entry.outcome.shots.size() > 1 && rs) {
            // Several shots or bullets: how many hit and what they did in all.
            int hits = 0, damage = 0;
            for (const ShotTrace& shot : entry.outcome.shots) {
                hits += shot.hits.empty() ? 0 : 1;
                for (const HitResult& h : shot.hits)
                    damage += h.bodyDamage;
            }
            text += tr(" → %1 of %2 on the body (%3 damage)")
                        .arg(hits)
                        .arg(entry.outcome.shots.size())
                        .arg(damage);
        } else if (!entry.outcome.shots.empty() && rs) {
            const ShotTrace& shot = entry.outcome.shots.front();
            if (shot.location >= 0) {
                int damage = 0;
                for (const HitResult& h : shot.hits)
                    damage += h.bodyDamage;
                text
                    += tr(" → %1, %2 (%3 damage)")
                           .arg(qs(label(*shot.landing)),
                               qs(rs->body.locations[static_cast<std::size_t>(shot.location)].name))
                           .arg(damage);
            } else {
                text += shot.landing ? tr(" → %1, miss").arg(qs(label(*shot.landing)))
                                     : tr(" → miss");
            }
        }
        m_list->addItem(text);
    }
    // Who acted on whom: the encounter's entries name them, after the entry's number.
    const Encounter& e = m_session->data();
    for (int i = 0; i < m_list->count() && i < static_cast<int>(e.log.size()); ++i) {
        const EncounterEntry& entry = e.log[static_cast<std::size_t>(i)];
        const Combatant* actor = e.find(entry.actor);
        const Combatant* target = entry.targets.empty() ? nullptr : e.find(entry.targets.front());
        if (!actor || !target)
            continue;
        QListWidgetItem* item = m_list->item(i);
        const QString number = QStringLiteral("#%1 ").arg(i + 1);
        item->setText(number
            + tr("%1 → %2: %3")
                  .arg(qs(actor->name), qs(target->name), item->text().mid(number.size())));
    }
    showSelected(m_session->selectedEntry());
}

void RollLogPanel::showSelected(int index)
{
    const QSignalBlocker blocker(m_list);
    m_list->setCurrentRow(index);
    if (index < 0 || index >= static_cast<int>(m_session->log().size()) || !m_session->ruleset()) {
        m_card->setShot(std::nullopt);
        m_working->clear();
        return;
    }
    const LogEntry& entry = m_session->log()[static_cast<std::size_t>(index)];
    QStringList lines;
    const Ruleset& rs = *m_session->ruleset();
    if (entry.grenade) {
        const GrenadeOutcome& g = entry.grenadeOutcome;
        int caught = 0;
        if (g.thrown)
            for (const BlastTrace& c : g.thrown->characters)
                caught += c.affected() ? 1 : 0;
        m_card->setThrow(throwCard(entry), caught);
        for (const Text& line :
            g.jump ? describeJumpText(rs, *g.jump) : describeThrowText(rs, *g.thrown))
            lines << translated(line);
    } else {
        m_card->setShot(entry.outcome.shots.empty()
                ? std::nullopt
                : std::optional<ShotTrace>(entry.outcome.shots.front()));
        for (const Text& line : describeOutcomeText(rs, entry.outcome))
            lines << translated(line);
    }
    QStringList dice;
    for (int face : entry.dice)
        dice << QString::number(face);
    lines << (dice.isEmpty() ? tr("No dice.") : tr("Dice used: %1.").arg(dice.join(", ")));
    m_working->setPlainText(lines.join('\n'));
}

} // namespace hitspread
