// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset.h"

#include <QDialog>

#include <memory>
#include <optional>

class QPushButton;
class QSpinBox;

namespace Ui {
class CharacterEditor;
}

namespace hitspread {

class Session;

// The character editor: stats, the derived values of §2 worked out live with the ruleset's
// formulas, skills, advantages, hits per location, Incap, armour and weapons. What it would
// save is checked by the same reader that loads character files, and refused in place with
// the reader's message; a valid character can be saved, or put into play as the shooter or
// the target (undoably).
class CharacterEditor : public QDialog {
    Q_OBJECT
public:
    explicit CharacterEditor(Session* session, QWidget* parent = nullptr);
    ~CharacterEditor() override;

    void setSheet(const CharacterSheet& sheet);
    CharacterSheet sheet() const; // what the form says, checked or not
    QString message() const; // why the character cannot be saved, or nothing
    QString derivedText() const;
    QSpinBox* statSpin(const QString& stat) const; // "str", "dex", … for tests
    QSpinBox* skillSpin(const QString& skill) const;
    QSpinBox* hitsSpin(const QString& location) const;
    QPushButton* saveButton() const { return m_save; }

    QStringList openFile(const QString& path); // the reader's errors, or nothing
    QString saveFile(const QString& path); // an error, or nothing

private:
    void fillChoices();
    void refresh();
    void openDialog();
    void saveDialog();

    std::unique_ptr<Ui::CharacterEditor> m_ui;
    Session* m_session;
    CharacterSheet m_base; // what the form does not edit (the key, a Vevaphon's chosen PV)
    QPushButton* m_save;
    QPushButton* m_open;
    QPushButton* m_asShooter;
    QPushButton* m_asTarget;
    bool m_filling = false;
};

} // namespace hitspread
