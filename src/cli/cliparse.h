// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every hitspread-cli command shares: messages, options, the ruleset, character files
// and the dice.

#include "dicerun.h"
#include "loaderror.h"
#include "qs.h"
#include "ruleset.h"

#include <QCommandLineParser>
#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <cstdio>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace hitspread::cli {

// A message for the user: the command stops with exit code 2.
struct BadInput {
    QString message;
};

void print(FILE* stream, const QString& text);
// Stops with a loader's errors, one a line, each with its file:line:column.
[[noreturn]] void refuseLoad(const std::vector<LoadError>& errors);

void addRulesetOption(QCommandLineParser& parser);
// Where `--ruleset ID` is looked for (rulesetSearchPath for this program).
std::vector<std::string> rulesetFolders();
// Parses the arguments; prints the help and throws 0 for --help, BadInput on an error (an
// argument beyond the first `positionals` that are not options among them).
void parseOrThrow(QCommandLineParser& parser, const QStringList& args, int positionals = 0);
Ruleset loadRulesetOrThrow(const QCommandLineParser& parser);
// The ruleset `wanted`: a folder, or the id of an installed ruleset.
Ruleset loadRulesetOrThrow(const std::string& wanted);
int intValue(const QCommandLineParser& parser, const char* name, int min, int max);
// --range BAND or --distance METRES (not both) of a 3d System attack or throw; throws BadInput.
void readRange(
    const QCommandLineParser& p, std::optional<RangeBand>& range, std::optional<double>& distance);
CharacterSheet sheetFromFile(const Ruleset& ruleset, const QString& file);
// The ruleset's default character by key; `what` names the role in the message.
const CharacterSheet& defaultSheet(
    const Ruleset& ruleset, const std::string& key, const char* what);

// The dice of `--dice LIST` or `--seed N` (a fresh seed when neither is given), and the typed
// faces a run left over.
struct DiceChoice {
    DiceSupply supply = DiceSupply::seeded(0);
    std::optional<quint64> seed;
    std::vector<int> leftOver;
};
// Typed dice may show up to `maxFace` (12 for a ruleset that rolls a d12).
DiceChoice diceFrom(const QCommandLineParser& parser, int maxFace = 6);
// Names typed dice that were not used in a warning on stderr.
void warnLeftOverDice(const DiceChoice& choice);

// Runs a resolver with the chosen dice (dicerun.h): a refusal of the rules becomes
// "impossible: …", typed dice that run out "--dice: …"; the faces left over are kept in
// `choice` for the warning.
template <typename Resolve> auto resolveWith(DiceChoice& choice, Resolve&& resolve)
{
    try {
        auto run = runWithDice(choice.supply, std::forward<Resolve>(resolve));
        choice.leftOver = std::move(run.leftOver);
        return std::move(run.outcome);
    } catch (const Refused& e) {
        throw BadInput { "impossible: " + qs(e.what()) };
    } catch (const DiceExhausted& e) {
        throw BadInput { "--dice: " + qs(e.what()) };
    }
}

// Whole numbers (dice faces) as a JSON array.
QJsonArray jsonArray(const std::vector<int>& numbers);
// Prints a JSON document, indented.
void printJson(const QJsonObject& json);
// Prints the outcome: the JSON (with the seed) under --json, else the seed and the working;
// then warns of typed dice left over.
void finish(const QCommandLineParser& parser, const DiceChoice& choice, QJsonObject json,
    const std::vector<Text>& working);
void finish(const QCommandLineParser& parser, const DiceChoice& choice, QJsonObject json,
    const std::vector<std::string>& working);

} // namespace hitspread::cli
