// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/main/language.h"

#include "shownname.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

namespace hitspread {

namespace {
    // Where the build embeds the compiled translations (qt_add_lrelease + qt_add_resources).
    const QString TranslationsResource = QStringLiteral(":/i18n");
    const QString LanguageKey = QStringLiteral("language");

    QString inUse = QStringLiteral("en");
    QPointer<QTranslator> installedOwn;
    QPointer<QTranslator> installedQt;

    void removeInstalled(QCoreApplication& app)
    {
        for (QPointer<QTranslator>* t : { &installedOwn, &installedQt }) {
            if (*t) {
                app.removeTranslator(*t);
                delete t->data();
            }
        }
    }
}

QStringList shippedLanguages()
{
    return { QStringLiteral("en"), QStringLiteral("de") };
}

QString chosenLanguage()
{
    const QString language = QSettings().value(LanguageKey).toString();
    return shippedLanguages().contains(language) ? language : QString();
}

void setChosenLanguage(const QString& language)
{
    QSettings settings;
    if (language.isEmpty())
        settings.remove(LanguageKey);
    else
        settings.setValue(LanguageKey, language);
}

QString languageInUse()
{
    return inUse;
}

QString installTranslators(QCoreApplication& app, const QString& language)
{
    removeInstalled(app);
    inUse = QStringLiteral("en");
    const QLocale locale = language.isEmpty() ? QLocale() : QLocale(language);
    auto* own = new QTranslator(&app);
    // The locale's languages in the user's order (de_AT tries hitspread_de_AT, then
    // hitspread_de); none of them shipped: English, with its plural forms.
    if (!own->load(locale, QStringLiteral("hitspread"), QStringLiteral("_"), TranslationsResource)
        && !own->load(QStringLiteral("hitspread_en"), TranslationsResource)) {
        delete own;
        setNameLanguage({});
        return QStringLiteral("en");
    }
    app.installTranslator(own);
    installedOwn = own;
    const QString used = QLocale(own->language()).name().section('_', 0, 0);
    // The ruleset's names in the language the window speaks, as close to the locale as the
    // ruleset gives them (de_AT, else de); English speaks the names' own English.
    const QString localeName = locale.name();
    setNameLanguage(used == QLatin1String("en")     ? std::string()
            : localeName.section('_', 0, 0) == used ? localeName.toStdString()
                                                    : used.toStdString());
    inUse = used;
    if (used == QLatin1String("en"))
        return used;
    // Qt's own texts (the buttons of standard dialogs, the file dialog) from the system's Qt
    // translations, when they are installed (Debian: qt6-translations-l10n).
    auto* qt = new QTranslator(&app);
    if (qt->load(QLocale(used), QStringLiteral("qtbase"), QStringLiteral("_"),
            QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        app.installTranslator(qt);
        installedQt = qt;
    } else {
        delete qt;
    }
    return used;
}

} // namespace hitspread
