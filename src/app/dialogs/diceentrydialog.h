// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <functional>
#include <memory>
#include <vector>

class QPushButton;

namespace Ui {
class DiceEntryDialog;
}

namespace hitspread {

// "I roll my dice", in both windows: asks for exactly the faces a roll needs, one die at a
// time, naming each (a d6 for the success die, a d12 for the direction …) and offering the
// faces of that die only. A face is clicked or typed: keys 1–9, and on a die of ten or more
// sides 10–12 as two digits; Backspace takes back the last die. Cancel leaves everything as
// it was.
class DiceEntryDialog : public QDialog {
    Q_OBJECT
public:
    // `trial` resolves the roll with the faces so far: it throws DiceExhausted, naming the
    // next die and its sides, while it needs more, and Refused (or another exception) when the
    // roll cannot be made. `faces` are faces entered before (the dialog goes on from them).
    using Trial = std::function<void(const std::vector<int>&)>;
    DiceEntryDialog(Trial trial, std::vector<int> faces, QWidget* parent = nullptr);
    ~DiceEntryDialog() override;

    const std::vector<int>& faces() const { return m_faces; }
    QString prompt() const;
    int sides() const { return m_sides; } // of the die asked for now
    // A face of the die asked for; anything else is ignored.
    void enterFace(int face);
    // Takes back the last face entered (or the first digit typed of a two-digit face).
    void takeBack();

protected:
    void keyPressEvent(QKeyEvent* event) override;

private:
    void advance(); // asks the rules what the next die is for, or finishes
    void showEntered();
    void typeDigit(int digit);

    std::unique_ptr<Ui::DiceEntryDialog> m_ui;
    Trial m_trial;
    std::vector<int> m_faces;
    std::vector<QPushButton*> m_buttons; // faces 1–12
    int m_sides = 6;
    bool m_tensTyped = false; // a "1" typed that may begin 10, 11 or 12
};

} // namespace hitspread
