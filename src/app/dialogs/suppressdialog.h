// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "suppress.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace hitspread {

class Session;

// Suppressive fire (rules §6): the one who acts sprays an area with the weapon of its Shooter
// dock, and the target crosses it. Asks which skill the crossing figure rolls (Dodge or
// Acrobatics) and the GM's modifier; says before anyone rolls what each roll must reach, or
// why there is no suppressive fire (a weapon without full auto).
class SuppressDialog : public QDialog {
    Q_OBJECT
public:
    explicit SuppressDialog(const Session* session, QWidget* parent = nullptr);

    SuppressRequest request() const;
    void setEvasion(EvasionSkill evasion);
    void setModifier(int modifier);
    QString note() const;
    QPushButton* fireButton() const { return m_fire; }

private:
    void update();

    const Session* m_session;
    QComboBox* m_evasion;
    QSpinBox* m_modifier;
    QLabel* m_note;
    QPushButton* m_fire;
};

} // namespace hitspread
