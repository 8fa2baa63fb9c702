// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"

#include <QDialog>

#include <functional>
#include <memory>
#include <vector>

namespace Ui {
class DiceEntryDialog;
}

namespace hitspread {

class Session;

// "I roll my dice": asks for exactly the faces the shot needs, one die at a time, naming
// each (success, damage, penetration, then direction only if the shot deviates). Only the
// faces 1–6 can be given; Cancel leaves everything as it was.
class DiceEntryDialog : public QDialog {
    Q_OBJECT
public:
    explicit DiceEntryDialog(const Session* session, QWidget* parent = nullptr);
    // For a request other than the panel's (influences picked at the table), going on from
    // faces already entered.
    DiceEntryDialog(const Session* session, AttackRequest request, std::vector<int> faces,
        QWidget* parent = nullptr);
    // For any roll: `trial` resolves with the faces so far and throws DiceExhausted, naming
    // the die, while it needs more (a grenade's throw, say).
    using Trial = std::function<void(const std::vector<int>&)>;
    DiceEntryDialog(Trial trial, std::vector<int> faces, QWidget* parent = nullptr);
    ~DiceEntryDialog() override;

    const std::vector<int>& faces() const { return m_faces; }
    QString prompt() const;
    void enterFace(int face);

private:
    void advance(); // asks the rules what the next die is for, or finishes

    std::unique_ptr<Ui::DiceEntryDialog> m_ui;
    Trial m_trial;
    std::vector<int> m_faces;
};

} // namespace hitspread
