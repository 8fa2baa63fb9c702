// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "retiredoptions.h"

namespace hitspread {

namespace {
    constexpr RetiredOption retiredOptions[] = {
        // successpool's "actions_left": the shooter's actions left before the action, which
        // overrode the figure's own count; the window wrote its spin box's value into every
        // action. Read as nothing now: the figure's own "actions", refreshed when it receives
        // the priority, is the only count of its actions (successpoolengine.h; seed, "Start
        // of the combat": "All participants of the combat have no actions available at the
        // beginning of the combat. Only when they receive the priority for the first time do
        // their actions refresh"). A number typed into a spin box is no record of the figure:
        // honouring it would give back actions the rules had spent.
        { "successpool", "actions_left", 0, 20 },
    };
}

const RetiredOption* retiredOption(const std::string& system, const std::string& id)
{
    for (const RetiredOption& option : retiredOptions)
        if (system == option.system && id == option.id)
            return &option;
    return nullptr;
}

} // namespace hitspread
