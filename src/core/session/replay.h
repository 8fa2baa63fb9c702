// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the session readers: a log entry is replayed with the dice it recorded, so a
// file never disagrees with the rules (both maps' sessions keep the request and the dice,
// never the outcome).

#include "dicerun.h"
#include "text.h"

#include <exception>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

namespace hitspread::detail {

// "5, 6, 4" for a message.
inline std::string facesText(const std::vector<int>& faces)
{
    std::string text;
    for (int face : faces)
        text += (text.empty() ? "" : ", ") + std::to_string(face);
    return text;
}

// Runs `resolve(DiceSource&)` with exactly `faces`: the outcome, or none with `why` saying
// why `what` (the entry, "log entry 3") does not replay — the rules refuse it, dice are
// missing or left over, or a face cannot be the die rolled.
template <typename Resolve>
auto replayWithDice(const std::vector<int>& faces, int maxFace, const Text& what, Text& why,
    Resolve&& resolve) -> std::optional<std::invoke_result_t<Resolve&, DiceSource&>>
{
    try {
        auto run = runWithDice(DiceSupply::typed(faces, maxFace), resolve);
        if (run.leftOver.empty())
            return std::move(run.outcome);
        const auto& left = run.leftOver;
        why = left.size() == 1 ? say(HS_TEXT("core", "%1 does not replay: %2 die left over (%3)"),
                  what, left.size(), facesText(left))
                               : say(HS_TEXT("core", "%1 does not replay: %2 dice left over (%3)"),
                                   what, left.size(), facesText(left));
    } catch (const Refused& e) {
        why = say(HS_TEXT("core", "%1 does not replay: %2"), what, e.text());
    } catch (const DiceOutOfRange& e) {
        why = say(HS_TEXT("core", "%1 does not replay: %2"), what, literal(e.what()));
    } catch (const DiceExhausted& e) {
        why = say(HS_TEXT("core", "%1 does not replay: %2"), what,
            say(HS_TEXT("core", "not enough dice: die %1 (%2) is missing"), e.position() + 1,
                term(e.purpose())));
    } catch (const std::exception& e) {
        why = say(HS_TEXT("core", "%1 does not replay: %2"), what, literal(e.what()));
    }
    return std::nullopt;
}

} // namespace hitspread::detail
