// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;

namespace hitspread {

class Session;

// Jumping on a grenade (§9): who throws themselves on it, and the arithmetic of what their
// chest and abdomen stop and what passes on to the others, worked out before anyone commits.
class JumpDialog : public QDialog {
    Q_OBJECT
public:
    explicit JumpDialog(const Session* session, QWidget* parent = nullptr);

    int jumper() const; // 0 the first target, 1 … the further targets
    void setJumper(int index);
    QString working() const;
    QPushButton* jumpButton() const { return m_jump; }

private:
    void showWorking();

    const Session* m_session;
    QComboBox* m_who;
    QLabel* m_working;
    QPushButton* m_jump;
};

} // namespace hitspread
