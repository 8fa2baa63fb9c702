// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "text.h"

#include <QString>

namespace hitspread {

// A word the core names things with (toString of a location's condition, a character's
// status, a range band; what a die is rolled for), in the language of the window. The
// core's words stay English: files, JSON and the command line use them.
QString coreTerm(const char* word);

// A sentence of the core in the language of the window: its template translated (context
// "core"; an untranslated one stays English) and its arguments filled in, each translated
// in its turn unless it is a number or a name; a ruleset's name in the language of the
// window where the ruleset gives one (shownname.h).
QString translated(const Text& text);

// Hits (or Incap) left of a total as the window shows them: "7/15"; past zero, what went
// beyond it instead of a negative number: "0/15, 54 beyond" (§7: overflow on a location,
// Incap 10 or more beyond its total is fatal).
QString hitsLeft(int left, int total, const QString& separator = QStringLiteral("/"));

// A name the core gives a choice (a fire mode, a procedure, a blast ring …), which is either a
// name of the ruleset's or a word of the core's: the ruleset's name in the language of the
// window where the ruleset gives one, else the word translated like coreTerm().
QString shownTerm(const Name& name);

struct LoadError;
// A problem in a file as "file:line:column: message", the message in the language of the
// window (LoadError::text() is the English one).
QString translated(const LoadError& error);

} // namespace hitspread
