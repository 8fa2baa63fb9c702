// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/diceentrydialog.h"

#include "app/document/coreterms.h"
#include "dice.h"
#include "refused.h"
#include "ui_diceentrydialog.h"

#include <QGridLayout>
#include <QKeyEvent>
#include <QPushButton>

namespace hitspread {

namespace {
    // The largest die a button is offered for: the d12 of a clock direction.
    constexpr int MaxButtonFace = 12;
}

DiceEntryDialog::DiceEntryDialog(Trial trial, std::vector<int> faces, QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::DiceEntryDialog>())
    , m_trial(std::move(trial))
    , m_faces(std::move(faces))
{
    m_ui->setupUi(this);
    for (int face = 1; face <= MaxButtonFace; ++face) {
        auto* button = new QPushButton(
            face <= 9 ? QStringLiteral("&%1").arg(face) : QString::number(face), this);
        button->setObjectName(QStringLiteral("face%1").arg(face));
        button->setAccessibleName(tr("Face %1").arg(face));
        button->setMinimumSize(44, 44);
        button->setAutoDefault(false);
        m_ui->faces->addWidget(button, (face - 1) / 6, (face - 1) % 6);
        connect(button, &QPushButton::clicked, this, [this, face] { enterFace(face); });
        m_buttons.push_back(button);
    }
    connect(m_ui->backButton, &QPushButton::clicked, this, &DiceEntryDialog::takeBack);
    advance();
}

DiceEntryDialog::~DiceEntryDialog() = default;

QString DiceEntryDialog::prompt() const
{
    return m_ui->promptLabel->text();
}

void DiceEntryDialog::enterFace(int face)
{
    if (face < 1 || face > m_sides || result() == QDialog::Accepted)
        return;
    m_tensTyped = false;
    m_faces.push_back(face);
    advance();
}

void DiceEntryDialog::takeBack()
{
    if (m_tensTyped)
        m_tensTyped = false;
    else if (!m_faces.empty())
        m_faces.pop_back();
    advance();
}

void DiceEntryDialog::typeDigit(int digit)
{
    if (m_tensTyped) {
        m_tensTyped = false;
        if (10 + digit <= m_sides) {
            enterFace(10 + digit);
            return;
        }
        // Not a face of this die: the 1 was a face of its own, the digit goes on.
        enterFace(1);
        if (result() == QDialog::Accepted)
            return;
    }
    if (digit == 1 && m_sides >= 10) {
        m_tensTyped = true;
        showEntered();
        return;
    }
    enterFace(digit);
}

void DiceEntryDialog::keyPressEvent(QKeyEvent* event)
{
    const int key = event->key();
    if (key >= Qt::Key_0 && key <= Qt::Key_9 && !(event->modifiers() & ~Qt::KeypadModifier)) {
        typeDigit(key - Qt::Key_0);
        return;
    }
    if (key == Qt::Key_Backspace) {
        takeBack();
        return;
    }
    if ((key == Qt::Key_Return || key == Qt::Key_Enter) && m_tensTyped) {
        enterFace(1); // the number ends: the 1 alone
        return;
    }
    QDialog::keyPressEvent(event);
}

void DiceEntryDialog::showEntered()
{
    QStringList entered;
    for (int f : m_faces)
        entered << QString::number(f);
    if (m_tensTyped)
        entered << QStringLiteral("1…");
    m_ui->enteredLabel->setText(
        entered.isEmpty() ? tr("No dice entered yet.") : tr("Entered: %1").arg(entered.join(", ")));
    m_ui->backButton->setEnabled(!entered.isEmpty());
}

void DiceEntryDialog::advance()
{
    const auto refuse = [this](const QString& why) {
        m_ui->promptLabel->setText(tr("This cannot be rolled: %1").arg(why));
        for (QPushButton* b : m_buttons)
            b->setEnabled(false);
        m_ui->keysLabel->clear();
    };
    try {
        m_trial(m_faces);
        showEntered();
        accept(); // the roll has every die it needs
        return;
    } catch (const DiceExhausted& e) {
        m_sides = e.sides();
        // A roll of everyone in turn names whose die it is (the initiative of each).
        m_ui->promptLabel->setText(e.whose().empty()
                ? tr("Roll a d%1 for the <b>%2</b> (die %3) and click its face.")
                      .arg(m_sides)
                      .arg(coreTerm(e.purpose().c_str()))
                      .arg(e.position() + 1)
                : tr("Roll a d%1 for <b>%2</b>: the <b>%3</b> (die %4), and click its face.")
                      .arg(m_sides)
                      .arg(QString::fromStdString(e.whose()).toHtmlEscaped(),
                          coreTerm(e.purpose().c_str()))
                      .arg(e.position() + 1));
        for (std::size_t i = 0; i < m_buttons.size(); ++i) {
            m_buttons[i]->setVisible(static_cast<int>(i) < m_sides);
            m_buttons[i]->setEnabled(true);
        }
        m_ui->keysLabel->setText(m_sides >= 10
                ? tr("Or type it: 1 to 9, 10 to %1 as two digits; Backspace takes back the "
                     "last die.")
                      .arg(std::min(m_sides, MaxButtonFace))
                : tr("Or type it: 1 to %1; Backspace takes back the last die.").arg(m_sides));
    } catch (const Refused& e) {
        refuse(translated(e.text()));
    } catch (const std::exception& e) {
        refuse(QString::fromStdString(e.what()));
    }
    showEntered();
}

} // namespace hitspread
