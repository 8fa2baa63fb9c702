// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "cliparse.h"

#include "rulesetreader.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonDocument>

#include <cmath>
#include <map>
#include <random>
#include <type_traits>

namespace hitspread::cli {

void refuseLoad(const std::vector<LoadError>& errors)
{
    QStringList lines;
    for (const LoadError& e : errors)
        lines << qs(e.text());
    throw BadInput { lines.join('\n') };
}

void print(FILE* stream, const QString& text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, static_cast<std::size_t>(bytes.size()), stream);
    std::fputc('\n', stream);
}

void addRulesetOption(QCommandLineParser& p)
{
    p.addOption({ "ruleset",
        "The ruleset folder, or the id of an installed one or of your own in "
        "~/.local/share/hitspread/rulesets (default 3d-system).",
        "DIR" });
}

std::vector<std::string> rulesetFolders()
{
    // The installed data folder relative to this program, so an installed tree may move.
    const QString relocated
        = QDir::cleanPath(QDir(QCoreApplication::applicationDirPath())
                              .filePath(QStringLiteral(HITSPREAD_RELATIVE_DATA_DIR)));
    return rulesetSearchPath(HITSPREAD_INSTALLED_DATA_DIR, relocated.toStdString());
}

void parseOrThrow(QCommandLineParser& parser, const QStringList& args, int positionals)
{
    if (!parser.parse(args))
        throw BadInput { parser.errorText() };
    if (parser.isSet("help")) {
        print(stdout, parser.helpText());
        throw 0;
    }
    if (parser.positionalArguments().size() > positionals)
        throw BadInput { "unexpected argument '" + parser.positionalArguments().at(positionals)
            + "'" };
}

Ruleset loadRulesetOrThrow(const QCommandLineParser& parser)
{
    return loadRulesetOrThrow(
        parser.isSet("ruleset") ? parser.value("ruleset").toStdString() : "3d-system");
}

Ruleset loadRulesetOrThrow(const std::string& wanted)
{
    const std::string dir = findRuleset(wanted, rulesetFolders());
    if (dir.empty())
        throw BadInput { "no ruleset '" + qs(wanted)
            + "' (a folder holding ruleset.yaml, or an installed ruleset id)" };
    // A command loads one ruleset; a process that runs many commands (the CLI's fuzz target)
    // loads each folder once.
    static std::map<std::string, Ruleset> loaded;
    if (const auto known = loaded.find(dir); known != loaded.end())
        return known->second;
    RulesetLoad load = loadRuleset(dir);
    if (!load.ruleset) {
        QStringList lines;
        for (const auto& e : load.errors)
            lines << qs(e.text());
        throw BadInput { lines.join('\n') };
    }
    return loaded.emplace(dir, std::move(*load.ruleset)).first->second;
}

int intValue(const QCommandLineParser& p, const char* name, int min, int max)
{
    bool ok = false;
    const int v = p.value(name).toInt(&ok);
    if (!ok || v < min || v > max)
        throw BadInput { QString("--%1 must be a whole number from %2 to %3, not '%4'")
                             .arg(name)
                             .arg(min)
                             .arg(max)
                             .arg(p.value(name)) };
    return v;
}

CharacterSheet sheetFromFile(const Ruleset& rs, const QString& file)
{
    CharacterLoad load = loadCharacter(rs, file.toStdString());
    if (!load.sheet) {
        QStringList lines;
        for (const auto& e : load.errors)
            lines << qs(e.text());
        throw BadInput { lines.join('\n') };
    }
    return *load.sheet;
}

const CharacterSheet& defaultSheet(const Ruleset& rs, const std::string& key, const char* what)
{
    auto it = rs.characters.find(key);
    if (it == rs.characters.end())
        throw BadInput { QString("the ruleset names no default %1; give one").arg(what) };
    return it->second;
}

DiceChoice diceFrom(const QCommandLineParser& p, int maxFace)
{
    if (p.isSet("dice") && p.isSet("seed"))
        throw BadInput { "give --dice or --seed, not both" };
    DiceChoice choice;
    if (p.isSet("dice")) {
        try {
            choice.supply = DiceSupply::typed(
                TypedDice::parseList(p.value("dice").toStdString(), maxFace), maxFace);
        } catch (const std::invalid_argument& e) {
            throw BadInput { "--dice: " + qs(e.what()) };
        }
        return choice;
    }
    if (p.isSet("seed")) {
        bool ok = false;
        choice.seed = p.value("seed").toULongLong(&ok);
        if (!ok)
            throw BadInput { "--seed must be a whole number from 0 up, not '" + p.value("seed")
                + "'" };
    } else {
        choice.seed
            = (static_cast<quint64>(std::random_device {}()) << 32) | std::random_device {}();
    }
    choice.supply = DiceSupply::seeded(*choice.seed);
    return choice;
}

void warnLeftOverDice(const DiceChoice& choice)
{
    if (choice.leftOver.empty())
        return;
    QStringList left;
    for (int face : choice.leftOver)
        left << QString::number(face);
    print(stderr, "warning: dice left over and not used: " + left.join(','));
}

QJsonArray jsonArray(const std::vector<int>& numbers)
{
    QJsonArray a;
    for (int n : numbers)
        a.append(n);
    return a;
}

void printJson(const QJsonObject& json)
{
    print(stdout, QString::fromUtf8(QJsonDocument(json).toJson(QJsonDocument::Indented)).trimmed());
}

namespace {
    template <typename Line>
    void finishWith(const QCommandLineParser& p, const DiceChoice& choice, QJsonObject json,
        const std::vector<Line>& working)
    {
        if (p.isSet("json")) {
            if (choice.seed)
                json.insert("seed", QString::number(*choice.seed));
            printJson(json);
        } else {
            if (choice.seed)
                print(stdout, QString("Seed %1.").arg(*choice.seed));
            for (const Line& line : working) {
                if constexpr (std::is_same_v<Line, Text>)
                    print(stdout, qs(line.english()));
                else
                    print(stdout, qs(line));
            }
        }
        std::fflush(stdout);
        warnLeftOverDice(choice);
    }
}

void finish(const QCommandLineParser& p, const DiceChoice& choice, QJsonObject json,
    const std::vector<Text>& working)
{
    finishWith(p, choice, std::move(json), working);
}

void finish(const QCommandLineParser& p, const DiceChoice& choice, QJsonObject json,
    const std::vector<std::string>& working)
{
    finishWith(p, choice, std::move(json), working);
}

void readRange(
    const QCommandLineParser& p, std::optional<RangeBand>& range, std::optional<double>& distance)
{
    if (p.isSet("range") && p.isSet("distance"))
        throw BadInput { "give --range or --distance, not both" };
    if (p.isSet("range")) {
        auto band = rangeBandFromString(p.value("range").toStdString());
        if (!band)
            throw BadInput { "--range must be optimum, medium, long or extreme, not '"
                + p.value("range") + "'" };
        range = *band;
    }
    if (p.isSet("distance")) {
        bool ok = false;
        const double d = p.value("distance").toDouble(&ok);
        if (!ok || !std::isfinite(d) || d < 0 || d > 1e6)
            throw BadInput { "--distance must be a distance in metres, not '" + p.value("distance")
                + "'" };
        distance = d;
    }
}

} // namespace hitspread::cli
