// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset.h"

#include <QString>

namespace hitspread::test {

QString dataPath(const QString& relative); // under tests/data
QString rulesetPath(const QString& id); // under the source tree's rulesets/
QString artifactPath(const QString& name); // where tests leave pictures to look at
// The shipped 3d System ruleset, loaded once; the test fails loudly if it does not load.
const Ruleset& shippedRuleset();
const Ruleset& minimalRuleset();

} // namespace hitspread::test
