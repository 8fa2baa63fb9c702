// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// Opening and saving a long fight: 20 combatants on two sides and 500 logged actions, read from
// a session file of format 3 (every action replayed) and written back.
#include "encounter.h"
#include "testsupport.h"

#include <QElapsedTimer>
#include <QTest>

#include <malloc.h>
#include <sys/resource.h>

using namespace hitspread;

namespace {

// Ten Operatives against ten Frothers, shooting each other in turn; whoever goes down stands
// up fresh before the next shot at it (an edit between actions, so the file says `before:`).
Encounter longFight(const Ruleset& rs, int actions = 500)
{
    Encounter e;
    e.rulesetId = rs.id;
    e.sides = { { "Operatives", "#2f6fb0" }, { "Frothers", "#b03a2f" } };
    e.dice.seed = 20261124;
    for (int i = 0; i < 10; ++i) {
        joinEncounter(e, rs, rs.characters.at("operative"), 0);
        joinEncounter(e, rs, rs.characters.at("frother"), 1);
    }
    for (int n = 0; n < actions; ++n) {
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

    // What a session costs to read per log entry, in time and memory (heap in use after the
    // read, the text and the ruleset aside): 5,000 actions of the same fight. The README
    // states the bound this gives for the largest file a session may be.
    void costPerLogEntry()
    {
        const Ruleset& rs = test::shippedRuleset();
        const Encounter fight = longFight(rs, 5000);
        const std::string text = writeEncounter(rs, fight);
        QElapsedTimer clock;
        const std::size_t heapBefore = mallinfo2().uordblks;
        rusage usage {};
        getrusage(RUSAGE_SELF, &usage);
        const long peakBefore = usage.ru_maxrss; // KiB
        clock.start();
        EncounterLoad load = readEncounter(rs, text, "fight.yaml");
        const qint64 ms = clock.elapsed();
        const std::size_t heapAfter = mallinfo2().uordblks;
        getrusage(RUSAGE_SELF, &usage);
        QVERIFY(load.encounter);
        const double entries = static_cast<double>(load.encounter->log.size());
        // The peak while the YAML was parsed, at least: the process's peak grew by this much.
        const double peakGrowth = 1024.0 * static_cast<double>(usage.ru_maxrss - peakBefore);
        qInfo("%zu log entries, %zu bytes of file (%.0f an entry): %.3f ms and %.0f bytes of "
              "memory kept an entry; the peak grew by %.0f bytes (%.1f a byte of file)",
            load.encounter->log.size(), text.size(), text.size() / entries, ms / entries,
            (static_cast<double>(heapAfter) - static_cast<double>(heapBefore)) / entries,
            peakGrowth, peakGrowth / static_cast<double>(text.size()));
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
