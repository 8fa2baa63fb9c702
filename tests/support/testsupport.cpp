// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "rulesetreader.h"

#include <QDir>

#include <cstdio>
#include <cstdlib>

namespace hitspread::test {

QString dataPath(const QString& relative) { return QStringLiteral(HITSPREAD_TEST_DATA "/") + relative; }

QString rulesetPath(const QString& id) { return QStringLiteral(HITSPREAD_SOURCE_RULESETS "/") + id; }

QString artifactPath(const QString& name)
{
    QDir().mkpath(QStringLiteral(HITSPREAD_ARTIFACTS));
    return QStringLiteral(HITSPREAD_ARTIFACTS "/") + name;
}

namespace {
    Ruleset loadOrDie(const QString& dir)
    {
        RulesetLoad load = loadRuleset(dir.toStdString());
        if (!load.ruleset) {
            for (const auto& e : load.errors)
                std::fprintf(stderr, "%s\n", e.text().c_str());
            std::abort();
        }
        return std::move(*load.ruleset);
    }
}

const Ruleset& shippedRuleset()
{
    static const Ruleset ruleset = loadOrDie(rulesetPath(QStringLiteral("3d-system")));
    return ruleset;
}

const Ruleset& minimalRuleset()
{
    static const Ruleset ruleset = loadOrDie(dataPath(QStringLiteral("valid/minimal")));
    return ruleset;
}

} // namespace hitspread::test
