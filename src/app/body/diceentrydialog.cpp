// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "diceentrydialog.h"

#include "coreterms.h"
#include "session.h"
#include "ui_diceentrydialog.h"

#include <QPushButton>
#include <QRegularExpression>

namespace hitspread {

DiceEntryDialog::DiceEntryDialog(const Session* session, QWidget* parent)
    : DiceEntryDialog(session, session->settings(), {}, parent)
{
}

DiceEntryDialog::DiceEntryDialog(
    const Session* session, AttackRequest request, std::vector<int> faces, QWidget* parent)
    : DiceEntryDialog([session, request = std::move(request)](
                          const std::vector<int>& tried) { session->tryFaces(request, tried); },
        std::move(faces), parent)
{
}

DiceEntryDialog::DiceEntryDialog(Trial trial, std::vector<int> faces, QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::DiceEntryDialog>())
    , m_trial(std::move(trial))
    , m_faces(std::move(faces))
{
    m_ui->setupUi(this);
    QPushButton* buttons[]
        = { m_ui->face1, m_ui->face2, m_ui->face3, m_ui->face4, m_ui->face5, m_ui->face6 };
    for (int face = 1; face <= 6; ++face)
        connect(buttons[face - 1], &QPushButton::clicked, this, [this, face] { enterFace(face); });
    advance();
}

DiceEntryDialog::~DiceEntryDialog() = default;

QString DiceEntryDialog::prompt() const
{
    return m_ui->promptLabel->text();
}

void DiceEntryDialog::enterFace(int face)
{
    if (face < 1 || face > 6)
        return;
    m_faces.push_back(face);
    advance();
}

void DiceEntryDialog::advance()
{
    QStringList entered;
    for (int f : m_faces)
        entered << QString::number(f);
    m_ui->enteredLabel->setText(
        entered.isEmpty() ? tr("No dice entered yet.") : tr("Entered: %1").arg(entered.join(", ")));
    try {
        m_trial(m_faces);
        accept(); // the roll has every die it needs
    } catch (const DiceExhausted& e) {
        m_ui->promptLabel->setText(tr("Roll a d6 for the <b>%1</b> (die %2) and click its face.")
                                       .arg(coreTerm(e.purpose().c_str()))
                                       .arg(e.position() + 1));
    } catch (const Refused& e) {
        m_ui->promptLabel->setText(tr("This cannot be rolled: %1").arg(translated(e.text())));
        for (QPushButton* b : findChildren<QPushButton*>(QRegularExpression("^face")))
            b->setEnabled(false);
    } catch (const std::exception& e) {
        m_ui->promptLabel->setText(
            tr("This cannot be rolled: %1").arg(QString::fromStdString(e.what())));
        for (QPushButton* b : findChildren<QPushButton*>(QRegularExpression("^face")))
            b->setEnabled(false);
    }
}

} // namespace hitspread
