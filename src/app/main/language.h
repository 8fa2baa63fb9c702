// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QStringList>

class QCoreApplication;

namespace hitspread {

// The languages Hitspread ships ("en" carries only English plural forms, the source texts
// are English).
QStringList shippedLanguages();

// The language the user picked in the Preferences (QSettings key "language"): a language
// code such as "de", or empty to follow the system's locale.
QString chosenLanguage();
void setChosenLanguage(const QString& language);

// Installs Hitspread's translator for `language` (empty: the system's locale; a language
// Hitspread does not speak falls back to English) and Qt's own, so that standard dialogs
// speak it too. The translators installed by an earlier call are removed first, so a test
// can switch back and forth. Returns the language now in use, e.g. "de" or "en".
QString installTranslators(QCoreApplication& app, const QString& language);
inline QString installTranslators(QCoreApplication& app)
{
    return installTranslators(app, chosenLanguage());
}

// The language the last installTranslators() put in use ("en" before any): what the window
// texts are written in, so that what depends on their lengths (the docks' layout) is kept
// per language.
QString languageInUse();

} // namespace hitspread
