// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset.h"

#include <QDialog>

namespace hitspread {

// Asks how to influence one deviation of a burst (§6): the face the die shows, or one step
// either way. Each choice names the hex it lands on and what is there.
class InfluenceDialog : public QDialog {
    Q_OBJECT
public:
    InfluenceDialog(const Ruleset& ruleset, int bullet, int rolledFace, Hex from, int distance,
        QWidget* parent = nullptr);

    int influence() const { return m_influence; } // −1, 0 or +1 once accepted
    void choose(int influence);
    // The three landings, for the diagram: the hex and its label ("−1", "as rolled", "+1").
    std::vector<std::pair<Hex, QString>> choices() const { return m_choices; }

private:
    int m_influence = 0;
    std::vector<std::pair<Hex, QString>> m_choices;
};

} // namespace hitspread
