// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
// System successpool's own flags of `resolve` and `throw`, on top of the ground map's shared
// ones (groundcommands.cpp). The command's scene is a fresh fight: the shooter receives the
// priority as it acts, its actions refreshed to its lineage's, and the target has had no turn,
// so no action to evade with (successpoolengine.h: a figure's own "actions" and "priority" are
// the only count of its actions). These flags set that count, to play an action later in a
// round: the target's actions left for a reaction (an evasion or a parry costs one), and the
// shooter's left in its turn (full auto fires a shot for each).
#include "cliparse.h"
#include "successpoolengine.h"
#include "systemflags.h"

#include <utility>

namespace hitspread::cli {

namespace {
    // The figure state keys of successpoolengine.h.
    const char* const actionsKey = "actions";
    const char* const priorityKey = "priority";

    const successpool::Engine& engineOf(const ground::Engine& engine)
    {
        const auto* played = dynamic_cast<const successpool::Engine*>(&engine);
        if (!played)
            throw BadInput { "system successpool's options given to system "
                + qs(engine.system()) };
        return *played;
    }

    // The value of --`option`, from 0 to the actions a round of the figure's lineage.
    int actionsLeft(const QCommandLineParser& p, const char* option,
        const successpool::Engine& engine, const ground::Figure& figure)
    {
        const successpool::Rules& rules = engine.rules();
        const successpool::Character* character = rules.character(figure.character);
        if (!character)
            throw BadInput { "no character '" + qs(figure.character) + "' in the ruleset" };
        const int most = rules.actions(*character);
        const auto lineage = rules.lineages.find(character->lineage);
        const QString lineageName
            = lineage == rules.lineages.end() ? qs(character->lineage) : qs(lineage->second.name);
        bool ok = false;
        const int value = p.value(option).toInt(&ok);
        if (!ok || value < 0 || value > most)
            throw BadInput { QString(
                "--%1 must be a whole number from 0 to %2 (the lineage of %3, %4, has %2 "
                "actions a round), not '%5'")
                                 .arg(option)
                                 .arg(most)
                                 .arg(qs(figure.name), lineageName, p.value(option)) };
        return value;
    }

    class SuccessPoolFlags final : public SystemFlags {
    public:
        void addOptions(QCommandLineParser& p, bool isThrow) const override
        {
            p.addOption({ "shooter-actions",
                QString("The actions the %1 has left this turn, from 0 to its lineage's "
                        "(default: all of them, its turn beginning).")
                    .arg(isThrow ? "thrower" : "shooter"),
                "N" });
            if (isThrow)
                return;
            p.addOption({ "target-actions",
                "The actions the target has left for reactions such as evading (--option "
                "evades=1) or parrying (--option parries=1), from 0 to its lineage's (default 0: "
                "it has had no turn yet).",
                "N" });
        }

        void read(const QCommandLineParser& p, const ground::Engine& engine, ground::Scene& scene,
            ground::Action& action) const override
        {
            // The engine's own refusal ("no action left to evade with") does not say how a
            // script gives the target one.
            const std::pair<const char*, const char*> reactions[]
                = { { "evades", "evade" }, { "parries", "parry" } };
            for (const auto& [option, verb] : reactions)
                if (!action.isThrow && action.option(option, 0) != 0 && !p.isSet("target-actions"))
                    throw BadInput { QString("--option %1=1 needs --target-actions N: the target "
                                             "of the command's fresh fight has had no turn, so "
                                             "no action to %2 with")
                                         .arg(option, verb) };
            // A throw has no --target-actions: asking the parser of a throw for it only warns.
            const bool targetActions = !action.isThrow && p.isSet("target-actions");
            if (!p.isSet("shooter-actions") && !targetActions)
                return;
            const successpool::Engine& played = engineOf(engine);
            if (p.isSet("shooter-actions")) {
                ground::Figure& shooter = scene.figures.at(static_cast<std::size_t>(scene.shooter));
                shooter.state[actionsKey] = actionsLeft(p, "shooter-actions", played, shooter);
                // Its turn has begun (the refresh is behind it): the count given is what it has.
                shooter.state[priorityKey] = 1;
            }
            if (targetActions) {
                ground::Figure& target = scene.figures.at(static_cast<std::size_t>(action.target));
                // Actions kept for reactions: whether its turn was earlier this round or in the
                // last, its own refreshes them again only when it comes.
                target.state[actionsKey] = actionsLeft(p, "target-actions", played, target);
            }
        }
    };
}

const SystemFlags& successPoolFlags()
{
    static const SuccessPoolFlags flags;
    return flags;
}

} // namespace hitspread::cli
