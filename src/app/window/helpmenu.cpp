// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/helpmenu.h"

#include "app/dialogs/aboutdialog.h"
#include "app/dialogs/userguidedialog.h"

#include <QAction>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

#include <utility>

namespace hitspread {

namespace {
    void bringUp(QDialog* dialog)
    {
        dialog->show();
        dialog->raise();
        dialog->activateWindow();
    }
}

QMenu* addHelpMenu(QMainWindow* window, std::function<const Ruleset*()> ruleset, ViewKeys viewKeys)
{
    QMenu* help = window->menuBar()->addMenu(QCoreApplication::translate("HelpMenu", "&Help"));

    // The dialogs stay children of the window once opened: closing hides them, and the
    // next time they come back (the list read afresh) instead of piling up.
    QAction* shortcuts
        = help->addAction(QCoreApplication::translate("HelpMenu", "&Keyboard Shortcuts"), window,
            [window, viewKeys = std::move(viewKeys)] {
                auto* dialog
                    = window->findChild<ShortcutsDialog*>(QString(), Qt::FindDirectChildrenOnly);
                if (dialog)
                    dialog->refresh();
                else
                    dialog = new ShortcutsDialog(window, viewKeys);
                bringUp(dialog);
            });
    shortcuts->setObjectName(QStringLiteral("keyboardShortcutsAction"));
    // Ctrl+/ is what many programs list their shortcuts with, and neither window uses it.
    shortcuts->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_Slash));

    QAction* guide = help->addAction(QCoreApplication::translate("HelpMenu", "&User Guide"),
        QKeySequence::HelpContents, window, [window] {
            auto* dialog
                = window->findChild<UserGuideDialog*>(QString(), Qt::FindDirectChildrenOnly);
            bringUp(dialog ? dialog : new UserGuideDialog(window));
        });
    guide->setObjectName(QStringLiteral("userGuideAction"));

    help->addSeparator();
    QAction* about = help->addAction(QCoreApplication::translate("HelpMenu", "&About Hitspread"),
        window, [window, ruleset = std::move(ruleset)] { AboutDialog(ruleset(), window).exec(); });
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
    return help;
}

} // namespace hitspread
