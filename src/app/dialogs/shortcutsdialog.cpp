// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/shortcutsdialog.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QToolBar>
#include <QVBoxLayout>

#include <algorithm>
#include <set>
#include <utility>

namespace hitspread {

namespace {
    // Walks the menus, toolbars and the window's own actions, taking each action once where
    // it is met first, and remembers the order in which the places were entered, so that a
    // menu's entries stay together even when a submenu sits among them.
    class ShortcutWalk {
    public:
        void menu(const QMenu* menu, const QString& place)
        {
            rankOf(place);
            for (QAction* action : menu->actions()) {
                if (action->isSeparator() || !action->isVisible())
                    continue;
                if (const QMenu* submenu = action->menu()) {
                    if (m_seen.insert(action).second)
                        this->menu(submenu,
                            place + QStringLiteral(" ▸ ") + withoutMnemonics(action->text()));
                    continue;
                }
                add(action, place);
            }
        }

        void add(QAction* action, const QString& place)
        {
            if (action->isSeparator() || !action->isVisible() || !m_seen.insert(action).second)
                return;
            const QString keys = nativeKeys(action->shortcuts());
            if (!keys.isEmpty())
                m_entries.push_back(
                    { rankOf(place), { place, withoutMnemonics(action->text()), keys } });
        }

        std::vector<ShortcutEntry> entries()
        {
            std::stable_sort(m_entries.begin(), m_entries.end(),
                [](const auto& a, const auto& b) { return a.first < b.first; });
            std::vector<ShortcutEntry> sorted;
            for (auto& [rank, entry] : m_entries)
                sorted.push_back(std::move(entry));
            return sorted;
        }

    private:
        int rankOf(const QString& place)
        {
            const auto found = std::find(m_places.begin(), m_places.end(), place);
            if (found != m_places.end())
                return static_cast<int>(found - m_places.begin());
            m_places.push_back(place);
            return static_cast<int>(m_places.size()) - 1;
        }

        std::set<const QAction*> m_seen;
        std::vector<QString> m_places;
        std::vector<std::pair<int, ShortcutEntry>> m_entries;
    };
}

QString nativeKeys(const QList<QKeySequence>& shortcuts)
{
    QStringList keys;
    for (const QKeySequence& shortcut : shortcuts) {
        const QString text = shortcut.toString(QKeySequence::NativeText);
        if (!text.isEmpty() && !keys.contains(text))
            keys << text;
    }
    return keys.join(QStringLiteral(", "));
}

QString withoutMnemonics(const QString& text)
{
    // An action's text may carry its shortcut after a tab ("&Open\tCtrl+O").
    const QString label = text.section(QLatin1Char('\t'), 0, 0);
    QString plain;
    plain.reserve(label.size());
    for (qsizetype i = 0; i < label.size(); ++i) {
        if (label[i] == QLatin1Char('&')) {
            if (i + 1 < label.size() && label[i + 1] == QLatin1Char('&'))
                plain += label[++i];
            continue;
        }
        plain += label[i];
    }
    return plain;
}

std::vector<ShortcutEntry> actionShortcuts(const QMainWindow* window)
{
    ShortcutWalk walk;
    if (const auto* bar = qobject_cast<const QMenuBar*>(window->menuWidget()))
        for (QAction* top : bar->actions())
            if (const QMenu* menu = top->menu(); menu && top->isVisible())
                walk.menu(menu, withoutMnemonics(top->text()));
    for (const QToolBar* toolBar : window->findChildren<QToolBar*>()) {
        const QString title = toolBar->windowTitle();
        const QString place = title.isEmpty() ? ShortcutsDialog::tr("Toolbar")
                                              : ShortcutsDialog::tr("%1 toolbar").arg(title);
        for (QAction* action : toolBar->actions())
            walk.add(action, place);
    }
    for (QAction* action : window->actions())
        walk.add(action, ShortcutsDialog::tr("Window"));
    return walk.entries();
}

ShortcutsDialog::ShortcutsDialog(QMainWindow* window, ViewKeys viewKeys)
    : QDialog(window)
    , m_window(window)
    , m_viewKeys(std::move(viewKeys))
    , m_table(new QTableWidget(this))
{
    setObjectName(QStringLiteral("shortcutsDialog"));
    setWindowTitle(tr("Keyboard Shortcuts"));
    m_table->setObjectName(QStringLiteral("shortcutTable"));
    m_table->setColumnCount(3);
    m_table->setHorizontalHeaderLabels({ tr("Menu"), tr("Action"), tr("Shortcut") });
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setAlternatingRowColors(true);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    if (!m_viewKeys.keys.empty()) {
        auto* note = new QLabel(
            tr("The keys listed under “%1” work while it has the keyboard focus: click it first.")
                .arg(m_viewKeys.view),
            this);
        note->setWordWrap(true);
        layout->addWidget(note);
    }
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 600);
    refresh();
}

void ShortcutsDialog::refresh()
{
    std::vector<ShortcutEntry> entries = actionShortcuts(m_window);
    for (const ViewKey& key : m_viewKeys.keys)
        entries.push_back({ m_viewKeys.view, key.meaning, key.keys });
    m_table->setRowCount(static_cast<int>(entries.size()));
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const ShortcutEntry& e = entries[i];
        const int row = static_cast<int>(i);
        m_table->setItem(row, 0, new QTableWidgetItem(e.place));
        m_table->setItem(row, 1, new QTableWidgetItem(e.action));
        m_table->setItem(row, 2, new QTableWidgetItem(e.keys));
    }
    m_table->resizeColumnsToContents();
}

} // namespace hitspread
