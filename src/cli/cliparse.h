// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What every hitspread-cli command shares: messages, options, the ruleset, character files
// and the dice.

#include "dice.h"
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
inline QString qs(const std::string& s)
{
    return QString::fromStdString(s);
}

void addRulesetOption(QCommandLineParser& parser);
// Where `--ruleset ID` is looked for (rulesetSearchPath for this program).
std::vector<std::string> rulesetFolders();
// Parses the arguments; prints the help and throws 0 for --help, BadInput on an error.
void parseOrThrow(QCommandLineParser& parser, const QStringList& args);
Ruleset loadRulesetOrThrow(const QCommandLineParser& parser);
int intValue(const QCommandLineParser& parser, const char* name, int min, int max);
CharacterSheet sheetFromFile(const Ruleset& ruleset, const QString& file);
// The ruleset's default character by key; `what` names the role in the message.
const CharacterSheet& defaultSheet(
    const Ruleset& ruleset, const std::string& key, const char* what);

// The dice of `--dice LIST` or `--seed N` (a fresh seed when neither is given).
struct DiceChoice {
    std::unique_ptr<DiceSource> dice;
    std::optional<quint64> seed;
};
// Typed dice may show up to `maxFace` (12 for a ruleset that rolls a d12).
DiceChoice diceFrom(const QCommandLineParser& parser, int maxFace = 6);
// Names typed dice that were not used in a warning on stderr.
void warnLeftOverDice(const DiceSource& dice);

// Whole numbers (dice faces) as a JSON array.
QJsonArray jsonArray(const std::vector<int>& numbers);
// Prints a JSON document, indented.
void printJson(const QJsonObject& json);
// Prints the outcome: the JSON (with the seed) under --json, else the seed and the working;
// then warns of typed dice left over.
void finish(const QCommandLineParser& parser, const DiceChoice& choice, QJsonObject json,
    const std::vector<Text>& working);

} // namespace hitspread::cli
