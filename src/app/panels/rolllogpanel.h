// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QListWidget;
class QTextBrowser;

namespace hitspread {

class BurstPlayer;
class ResultCard;
class Session;

// The Roll log dock: every outcome with its full working. Selecting an entry shows that
// shot again on the diagram and on the result card.
class RollLogPanel : public QWidget {
    Q_OBJECT
public:
    RollLogPanel(Session* session, BurstPlayer* player, QWidget* parent = nullptr);

    QListWidget* list() const { return m_list; }
    ResultCard* card() const { return m_card; }
    QString workingText() const;

private:
    void showLog();
    void showSelected(int index);

    Session* m_session;
    ResultCard* m_card;
    QListWidget* m_list;
    QTextBrowser* m_working;
};

} // namespace hitspread
