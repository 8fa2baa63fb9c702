// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Opening and saving a long fight: 20 combatants on two sides and 500 logged actions, read from
// a session file of format 3 (every action replayed) and written back.
#include "encounter.h"
#include "testsupport.h"

#include <QTest>

using namespace hitspread;

namespace {

// Ten Operatives against ten Frothers, shooting each other in turn; whoever goes down stands
// up fresh before the next shot at it (an edit between actions, so the file says `before:`).
Encounter longFight(const Ruleset& rs)
{
    Encounter e;
    e.rulesetId = rs.id;
    e.sides = { { "Operatives", "#2f6fb0" }, { "Frothers", "#b03a2f" } };
    e.dice.seed = 20261124;
    for (int i = 0; i < 10; ++i) {
        joinEncounter(e, rs, rs.characters.at("operative"), 0);
        joinEncounter(e, rs, rs.characters.at("frother"), 1);
    }
    for (int n = 0; n < 500; ++n) {
        Combatant& actor = e.combatants[static_cast<std::size_t>(n % 20)];
        Combatant& target = e.combatants[static_cast<std::size_t>((n * 7 + 1) % 20)];
        if (actor.id == target.id)
            continue;
        for (Combatant* c : { &actor, &target }) {
            if (c->state.status(rs) != CharacterStatus::Ok)
                c->state = CharacterState::fromSheet(rs, *c->state.sheet);
        }
        const std::string weapon = actor.state.sheet->weapons.back();
        EncounterAction action;
        action.request.weapon = weapon;
        action.request.aims = 1;
        action.request.target = rs.body.standardAim;
        action.request.shooter
            = ShooterProfile::fromSheet(rs, *actor.state.sheet, *rs.weapon(weapon));
        rollAction(rs, e, actor.id, { target.id }, action);
    }
    return e;
}

} // namespace

class BenchEncounter : public QObject {
    Q_OBJECT
private slots:
    void openTwentyCombatantsFiveHundredActions()
    {
        const Ruleset& rs = test::shippedRuleset();
        const Encounter fight = longFight(rs);
        QVERIFY(fight.log.size() >= 450);
        const std::string text = writeEncounter(rs, fight);
        std::size_t entries = 0;
        QBENCHMARK
        {
            const EncounterLoad load = readEncounter(rs, text, "fight.yaml");
            QVERIFY(load.encounter);
            entries += load.encounter->log.size();
        }
        QVERIFY(entries >= fight.log.size());
        qInfo("%zu combatants, %zu log entries, %zu bytes", fight.combatants.size(),
            fight.log.size(), text.size());
    }

    void saveTwentyCombatantsFiveHundredActions()
    {
        const Ruleset& rs = test::shippedRuleset();
        const Encounter fight = longFight(rs);
        std::size_t bytes = 0;
        QBENCHMARK
        {
            bytes += writeEncounter(rs, fight).size();
        }
        QVERIFY(bytes > 0);
    }
};

QTEST_GUILESS_MAIN(BenchEncounter)
#include "bench_encounter.moc"
