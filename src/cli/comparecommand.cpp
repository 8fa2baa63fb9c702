// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparecommand.h"

#include "attackflags.h"
#include "cliparse.h"
#include "commands.h"
#include "compare.h"

#include <QJsonArray>
#include <QJsonObject>

namespace hitspread::cli {

namespace {
    // One --choice: weapon=ID,ammo=ID,mode=MODE,aims=N, each key at most once; what it leaves
    // out is the other options' (or the weapon's first ammo).
    WeaponChoice choiceFrom(
        const Ruleset& rs, const AttackRequest& base, const QString& text, int number)
    {
        WeaponChoice choice { base.weapon, base.ammo, base.mode, base.aims };
        QStringList seen;
        for (const QString& item : text.split(',', Qt::SkipEmptyParts)) {
            const qsizetype eq = item.indexOf('=');
            const QString key = item.left(eq).trimmed();
            const QString value = item.mid(eq + 1).trimmed();
            const QString where = QString("--choice %1").arg(number);
            if (eq <= 0 || value.isEmpty())
                throw BadInput { where + " takes KEY=VALUE items (weapon, ammo, mode, aims), not '"
                    + item + "'" };
            if (seen.contains(key))
                throw BadInput { where + " names '" + key + "' twice" };
            seen << key;
            if (key == "weapon") {
                if (!rs.weapon(value.toStdString()))
                    throw BadInput { where + ": unknown weapon '" + value + "'" };
                choice.weapon = value.toStdString();
                if (!seen.contains("ammo"))
                    choice.ammo.clear();
            } else if (key == "ammo") {
                choice.ammo = value.toStdString();
            } else if (key == "mode") {
                const auto mode = fireModeFromString(value.toStdString());
                if (!mode || *mode == FireMode::Double)
                    throw BadInput { where + ": mode must be single, semi, burst or full, not '"
                        + value + "'" };
                choice.mode = *mode;
            } else if (key == "aims") {
                bool ok = false;
                choice.aims = value.toInt(&ok);
                if (!ok || choice.aims < 0 || choice.aims > 6)
                    throw BadInput { where + ": aims must be 0 to 6, not '" + value + "'" };
            } else {
                throw BadInput { where + ": unknown key '" + key
                    + "' (it takes weapon, ammo, mode and aims)" };
            }
        }
        if (!seen.contains("weapon") && base.weapon.empty())
            throw BadInput { QString("--choice %1 names no weapon").arg(number) };
        return choice;
    }

    QJsonArray interval(double value, double halfWidth)
    {
        return QJsonArray { value - halfWidth, value + halfWidth };
    }

    QJsonObject effectJson(const EffectOdds& e)
    {
        QJsonObject states;
        for (std::size_t i = 0; i < TargetStates; ++i)
            states.insert(toString(static_cast<TargetState>(i)), e.states[i]);
        // The chance of each number of hits taken off the body, fewest first.
        QJsonArray distribution;
        for (const auto& [lost, chance] : e.damageDistribution)
            distribution.append(QJsonObject { { "hits", lost }, { "chance", chance } });
        QJsonObject json { { "exact", e.exact }, { "down", e.down() }, { "damage", e.damage },
            { "stuck", e.stuck }, { "states", states }, { "damage_distribution", distribution } };
        if (e.exact) {
            json.insert("sequences", QString::number(e.sequences));
            // As odds prints them: each state's dice sequences out of 6^n, as text.
            if (e.denominator != 0) {
                QJsonObject weights;
                for (std::size_t i = 0; i < TargetStates; ++i)
                    weights.insert(
                        toString(static_cast<TargetState>(i)), QString::number(e.stateWeights[i]));
                json.insert("denominator", QString::number(e.denominator));
                json.insert("state_weights", weights);
            }
        } else {
            json.insert("trials", e.trials);
            json.insert("seed", QString::number(e.seed));
            json.insert("down_interval", interval(e.down(), e.downHalfWidth()));
            json.insert("damage_interval", interval(e.damage, e.damageHalfWidth));
            json.insert("stuck_interval", interval(e.stuck, e.stuckHalfWidth));
            QJsonObject intervals;
            for (std::size_t i = 0; i < TargetStates; ++i)
                intervals.insert(toString(static_cast<TargetState>(i)),
                    interval(e.states[i], e.statesHalfWidth[i]));
            json.insert("state_intervals", intervals);
        }
        return json;
    }
}

int compareCommand(const QStringList& args)
{
    QCommandLineParser p;
    p.addHelpOption();
    addRulesetOption(p);
    addAttackOptions(p);
    p.addOptions({
        { "choice",
            "A choice to compare, e.g. weapon=fen-gunhead,mode=full,aims=1 (keys weapon, ammo, "
            "mode, aims; repeatable, up to four).",
            "LIST" },
        { "trials", "Trials of an action that is not one shot (default 100000, at most 1000000).",
            "N" },
        { "seed", "Seed of the trials' dice (default 1).", "N" },
        { "json", "Print the comparison as JSON." },
    });
    parseOrThrow(p, args);
    const Ruleset rs = loadRulesetOrThrow(p);
    if (rs.ground)
        throw BadInput { "ruleset '" + qs(rs.id) + "' (system " + qs(rs.system)
            + ") has no body: compare plays the 3d System" };
    const QStringList choices = p.values("choice");
    if (choices.isEmpty() && !p.isSet("weapon"))
        throw BadInput { "give the choices to compare: --choice weapon=ID,… (up to four)" };
    if (choices.size() > static_cast<qsizetype>(MaxChoices))
        throw BadInput { QString("compare takes up to %1 choices, not %2")
                             .arg(static_cast<int>(MaxChoices))
                             .arg(choices.size()) };
    const int trials = p.isSet("trials") ? intValue(p, "trials", 1, MaxCompareTrials) : 100'000;
    const std::uint64_t seed
        = p.isSet("seed") ? static_cast<std::uint64_t>(intValue(p, "seed", 0, 2'000'000'000)) : 1;
    std::string firstWeapon;
    if (!choices.isEmpty()) {
        const qsizetype at = choices.first().indexOf("weapon=");
        if (at >= 0)
            firstWeapon = choices.first().mid(at + 7).section(',', 0, 0).trimmed().toStdString();
    }
    const AttackRequest base = requestFrom(p, rs, rs.body.standardAim, firstWeapon);
    const CharacterState target = targetFrom(p, rs);
    const std::vector<CharacterState> others = othersFrom(p, rs);

    std::vector<WeaponChoice> wanted;
    const QStringList texts = choices.isEmpty() ? QStringList { QString() } : choices;
    for (qsizetype c = 0; c < texts.size(); ++c)
        wanted.push_back(texts[c].isEmpty()
                ? WeaponChoice { base.weapon, base.ammo, base.mode, base.aims }
                : choiceFrom(rs, base, texts[c], static_cast<int>(c + 1)));
    const Comparison comparison
        = compare(rs, target, base, wanted, trials, seed, nullptr, {}, others);

    QJsonArray results;
    QStringList lines;
    lines << QString("Against %1 (aimed at %2): the chance to put it down and the hits taken "
                     "off its body, by range band")
                 .arg(qs(target.sheet ? target.sheet->name : std::string("the target")),
                     qs(label(base.target)));
    for (std::size_t c = 0; c < comparison.choices.size(); ++c) {
        const ChoiceComparison& compared = comparison.choices[c];
        const WeaponChoice& choice = compared.choice;
        QJsonArray bands;
        QString line = QString("%1. %2 %3, %4 aims:")
                           .arg(c + 1)
                           .arg(qs(choice.weapon), qs(toString(choice.mode)))
                           .arg(choice.aims);
        for (const BandComparison& band : compared.bands) {
            // The shipped rules refuse a choice at every band or at none (a mode the weapon
            // lacks, a scope set beyond its design band): nothing is left to compare.
            if (band.impossible)
                throw BadInput { QString("--choice %1 at %2 range: impossible: %3")
                                     .arg(c + 1)
                                     .arg(
                                         qs(toString(band.band)), qs(band.impossible->english())) };
            const EffectOdds& e = *band.effect;
            QJsonObject b = effectJson(e);
            b.insert("band", toString(band.band));
            bands.append(b);
            line += QString("  %1 %2 % down, %3 hits%4")
                        .arg(qs(toString(band.band)))
                        .arg(100 * e.down(), 0, 'f', 1)
                        .arg(e.damage, 0, 'f', 1)
                        .arg(e.exact ? QString()
                                     : QString(" (±%1 %)").arg(100 * e.downHalfWidth(), 0, 'f', 1));
        }
        results.append(QJsonObject { { "weapon", qs(choice.weapon) }, { "ammo", qs(choice.ammo) },
            { "mode", toString(choice.mode) }, { "aims", choice.aims }, { "bands", bands } });
        lines << line;
    }
    if (p.isSet("json")) {
        const QJsonObject json { { "ruleset", qs(rs.id) },
            { "target", qs(target.sheet ? target.sheet->key : std::string()) },
            { "aim", qs(label(base.target)) }, { "choices", results } };
        printJson(json);
        return ExitOk;
    }
    print(stdout, lines.join('\n'));
    return ExitOk;
}

} // namespace hitspread::cli
