// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset.h"

#include <QMainWindow>

#include <memory>
#include <optional>

class QLabel;

namespace hitspread {

class BodyView;

// The window a referee keeps open at the table: the target's body hex diagram.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget* parent = nullptr);

    // Loads a ruleset folder; on error keeps the current one and returns the messages.
    QStringList openRuleset(const QString& directory);
    const Ruleset* ruleset() const { return m_ruleset.get(); }
    BodyView* bodyView() const { return m_view; }

private:
    void showHex(std::optional<Hex> hex);
    QString describeHex(Hex hex) const;

    std::unique_ptr<Ruleset> m_ruleset;
    BodyView* m_view = nullptr;
    QLabel* m_selectedLabel = nullptr;
};

} // namespace hitspread
