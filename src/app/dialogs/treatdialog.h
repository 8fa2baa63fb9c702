// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "treatment.h"

#include <QDialog>

class QComboBox;
class QLabel;
class QPushButton;
class QSpinBox;

namespace hitspread {

class Session;

// Treating the target (the seed's "First Aid"): close a wound or extract a stuck bullet, the
// shooter as the medic with its Paramedic rank. Says before anyone rolls why a treatment is
// impossible (no wound there, no bullet stuck there), and what the roll must reach.
class TreatDialog : public QDialog {
    Q_OBJECT
public:
    explicit TreatDialog(const Session* session, QWidget* parent = nullptr);

    TreatRequest request() const;
    void setTreatment(Treatment treatment);
    void setLocation(const std::string& id);
    void setSkill(int skill);
    QString note() const;
    QPushButton* treatButton() const { return m_treat; }

private:
    void update();

    const Session* m_session;
    QComboBox* m_treatment;
    QComboBox* m_location;
    QSpinBox* m_skill;
    QSpinBox* m_medicWounds;
    QSpinBox* m_modifier;
    QLabel* m_note;
    QPushButton* m_treat;
};

} // namespace hitspread
