// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;

namespace hitspread {

class BodyView;
class BurstPlayer;
class Session;

// The player display (View > Player Display): a window of its own for a second screen or a
// projector. It shows the bodies in play as the main window's view does and replays each
// action as it lands (it watches the same session, so the same replay), with the names of the
// targets and the last result in large words, and nothing to click: no odds, no heat or aim
// map, no docks, menus or buttons. It is a view, never a second document.
class PlayerDisplay : public QWidget {
    Q_OBJECT
public:
    PlayerDisplay(Session* session, BurstPlayer* player, QWidget* parent = nullptr);
    ~PlayerDisplay() override;

    BodyView* view() const { return m_view; }
    QString namesText() const;
    QString resultText() const;

signals:
    void closed();

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void showNames();
    void showResult();
    void saveGeometrySetting() const;

    Session* m_session;
    BurstPlayer* m_player; // what a replay has revealed
    BodyView* m_view;
    QLabel* m_names;
    QLabel* m_result;
};

} // namespace hitspread
