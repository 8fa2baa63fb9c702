// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appearance.h"
#include "groundwindow.h"
#include "language.h"
#include "mainwindow.h"
#include "rulesetmenu.h"
#include "rulesetreader.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QElapsedTimer>
#include <QMessageBox>

int main(int argc, char* argv[])
{
    QApplication app(argc, argv);
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
    parser.addOption({ QStringLiteral("session"),
        QCoreApplication::translate("main", "Open a session file."), QStringLiteral("FILE") });
    parser.addOption({ QStringLiteral("screenshot"),
        QCoreApplication::translate("main", "Save a picture of the window to FILE and quit."),
        QStringLiteral("FILE") });
    parser.process(app);

    const std::string wanted = parser.value(QStringLiteral("ruleset")).toStdString();
    const std::string dir = hitspread::findRuleset(wanted, hitspread::rulesetFolders());
    // The 3d System plays on the body hex diagram, the other systems on the ground map.
    QStringList errors;
    QMainWindow* window = nullptr;
    if (dir.empty()) {
        errors << QCoreApplication::translate("main", "No ruleset '%1' was found.")
                      .arg(QString::fromStdString(wanted));
        window = new hitspread::MainWindow;
        window->setAttribute(Qt::WA_DeleteOnClose);
        window->show();
    } else {
        window = hitspread::showWindowFor(QString::fromStdString(dir), &errors);
    }
    if (!errors.isEmpty())
        QMessageBox::warning(
            window, QCoreApplication::translate("main", "Ruleset not loaded"), errors.join('\n'));
    if (parser.isSet(QStringLiteral("screenshot"))) {
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
    auto* main = qobject_cast<hitspread::MainWindow*>(window);
    if (main && parser.isSet(QStringLiteral("session"))) {
        const QStringList sessionErrors
            = main->openSessionFrom(parser.value(QStringLiteral("session")));
        if (!sessionErrors.isEmpty())
            QMessageBox::warning(main, QCoreApplication::translate("main", "Session not opened"),
                sessionErrors.join('\n'));
    } else if (main) {
        main->offerRecovery();
    }
    auto* ground = qobject_cast<hitspread::GroundWindow*>(window);
    if (ground && parser.isSet(QStringLiteral("session"))) {
        const QStringList sessionErrors
            = ground->openSession(parser.value(QStringLiteral("session")));
        if (!sessionErrors.isEmpty())
            QMessageBox::warning(ground, QCoreApplication::translate("main", "Session not opened"),
                sessionErrors.join('\n'));
    } else if (ground) {
        ground->offerRecovery();
    }
    return app.exec();
}
