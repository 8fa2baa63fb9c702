// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/rulesetmenu.h"

#include "rulesetreader.h"

#include <QCoreApplication>
#include <QDesktopServices>
#include <QDir>
#include <QFileInfo>
#include <QMenu>
#include <QStandardPaths>
#include <QUrl>

namespace hitspread {

std::vector<std::string> rulesetFolders()
{
    // The installed data folder relative to this program, so an installed tree may move.
    const QString relocated
        = QDir::cleanPath(QDir(QCoreApplication::applicationDirPath())
                              .filePath(QStringLiteral(HITSPREAD_RELATIVE_DATA_DIR)));
    return rulesetSearchPath(HITSPREAD_INSTALLED_DATA_DIR, relocated.toStdString());
}

QString userRulesetFolder()
{
    return QStandardPaths::writableLocation(QStandardPaths::GenericDataLocation)
        + QStringLiteral("/hitspread/rulesets");
}

QString rulesetDialogFolder(const QString& current)
{
    if (QFileInfo(userRulesetFolder()).isDir())
        return userRulesetFolder();
    if (current.isEmpty())
        return QDir::homePath();
    return QFileInfo(current).absolutePath(); // the folder beside the ruleset in use
}

void keepRulesetMenu(
    QMenu* menu, std::function<QString()> current, std::function<void(const QString&)> open)
{
    QObject::connect(menu, &QMenu::aboutToShow, menu,
        [menu, current = std::move(current), open = std::move(open)] {
            menu->clear();
            const QString inUse = QFileInfo(current()).canonicalFilePath();
            const std::vector<RulesetEntry> found = listRulesets(rulesetFolders());
            for (const RulesetEntry& entry : found) {
                const QString dir = QString::fromStdString(entry.directory);
                QAction* action = menu->addAction(
                    QString::fromStdString(entry.id).replace('&', QStringLiteral("&&")));
                action->setCheckable(true);
                action->setChecked(!inUse.isEmpty() && QFileInfo(dir).canonicalFilePath() == inUse);
                action->setStatusTip(QDir::toNativeSeparators(dir));
                action->setToolTip(QDir::toNativeSeparators(dir));
                QObject::connect(action, &QAction::triggered, menu, [open, dir] { open(dir); });
            }
            if (found.empty())
                menu->addAction(QCoreApplication::translate("RulesetMenu", "No rulesets found"))
                    ->setEnabled(false);
            menu->addSeparator();
            menu->addAction(
                QCoreApplication::translate("RulesetMenu", "Show My Rulesets Folder"), menu, [] {
                    QDir().mkpath(userRulesetFolder());
                    QDesktopServices::openUrl(QUrl::fromLocalFile(userRulesetFolder()));
                });
        });
    menu->setToolTipsVisible(true);
}

} // namespace hitspread
