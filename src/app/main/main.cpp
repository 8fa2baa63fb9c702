// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/main/appearance.h"
#include "app/main/arguments.h"
#include "app/main/language.h"
#include "app/window/rulesetmenu.h"
#include "app/window/tablewindow.h"
#include "rulesetreader.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMessageBox>

#include <cstdio>

int main(int argc, char* argv[])
{
    // --session FILE reaches the program as --open FILE (arguments.h).
    hitspread::ProgramArguments arguments(argc, argv);
    QApplication app(arguments.argc(), arguments.argv());
    QApplication::setApplicationName(QStringLiteral("Hitspread"));
    QApplication::setOrganizationName(QStringLiteral("Hitspread"));
    QApplication::setApplicationVersion(QStringLiteral(HITSPREAD_VERSION));
    QGuiApplication::setDesktopFileName(
        QStringLiteral(HITSPREAD_APP_ID)); // the installed .desktop file
    // The system's language or the one picked in the Preferences (the settings need the names
    // above).
    hitspread::installTranslators(app);
    hitspread::applyPalette(); // the desktop's, or the light or dark one picked

    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "main", "Hex hit-location combat aid for tabletop role-playing games"));
    parser.addHelpOption();
    parser.addVersionOption();
    parser.addOption({ QStringLiteral("ruleset"),
        QCoreApplication::translate("main",
            "Ruleset folder, or the id of an installed one or of your own in "
            "~/.local/share/hitspread/rulesets (default 3d-system)."),
        QStringLiteral("DIR"), QStringLiteral("3d-system") });
    parser.addOption(hitspread::openSessionOption());
    parser.addOption({ QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a picture of the window to FILE and quit."),
        QStringLiteral("FILE") });
    parser.process(app);

    const std::string wanted = parser.value(QStringLiteral("ruleset")).toStdString();
    const std::string dir = hitspread::findRuleset(wanted, hitspread::rulesetFolders());
    // The 3d System plays on the body hex diagram, the other systems on the ground map.
    // One window for every system: the table in it is the one the ruleset plays on.
    auto* window = new hitspread::TableWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    QStringList errors = window->openRuleset(QString::fromStdString(dir));
    if (dir.empty()) // the body diagram's table, empty: this says why better than the loader
        errors = QStringList { QCoreApplication::translate("main", "No ruleset '%1' was found.")
                                   .arg(QString::fromStdString(wanted)) };
    window->show();
    const bool screenshot = parser.isSet(QStringLiteral("screenshot"));
    // A picture is taken without a person to close a message: what went wrong is printed.
    const auto warn = [&](const QString& title, const QStringList& messages) {
        if (messages.isEmpty())
            return;
        if (screenshot)
            std::fprintf(stderr, "%s\n", qPrintable(messages.join('\n')));
        else
            QMessageBox::warning(window, title, messages.join('\n'));
    };
    warn(QCoreApplication::translate("main", "Ruleset not loaded"), errors);
    if (parser.isSet(QStringLiteral("open")))
        warn(QCoreApplication::translate("main", "Session not opened"),
            window->openSession(parser.value(QStringLiteral("open"))));
    else if (!screenshot)
        window->offerRecovery();
    if (screenshot) {
        // The picture once the window has settled: the docks take their widths from the
        // window's first resizes, a few turns of the event loop after it is shown.
        QElapsedTimer settling;
        settling.start();
        while (settling.elapsed() < 500)
            QApplication::processEvents(QEventLoop::AllEvents, 50);
        const bool saved = window->grab().save(parser.value(QStringLiteral("screenshot")));
        delete window;
        return saved ? 0 : 1;
    }
    return app.exec();
}
