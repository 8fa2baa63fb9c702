// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <memory>

namespace Ui {
class ShooterPanel;
}

namespace hitspread {

class Session;

// The Shooter dock: who fires what, how, from how far. It shows the session's settings and
// turns every edit into an undoable change; it never holds state of its own.
class ShooterPanel : public QWidget {
    Q_OBJECT
public:
    explicit ShooterPanel(Session* session, QWidget* parent = nullptr);
    ~ShooterPanel() override;

    QString statusText() const;

signals:
    void fireRequested();

private:
    void populate(); // lists from the ruleset
    void showSettings(); // the session's settings into the widgets
    void edited(const QString& what);

    std::unique_ptr<Ui::ShooterPanel> m_ui;
    Session* m_session;
    bool m_updating = false;
};

} // namespace hitspread
