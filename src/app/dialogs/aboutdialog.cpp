// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/aboutdialog.h"
#include "qs.h"

#include "ui_aboutdialog.h"

#include <QApplication>
#include <QIcon>

namespace hitspread {

AboutDialog::AboutDialog(const Ruleset* ruleset, QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::AboutDialog>())
{
    m_ui->setupUi(this);
    m_ui->iconLabel->setPixmap(QIcon(QStringLiteral(":/icons/hitspread.svg")).pixmap(64, 64));
    m_ui->titleLabel->setText(tr("<h2>Hitspread %1</h2>").arg(QApplication::applicationVersion()));
    if (ruleset) {
        m_ui->rulesetLabel->setText(
            tr("Ruleset: %1 (%2)\nFrom: %3\n%4 weapons, %5 characters, %6 body hexes")
                .arg(qs(ruleset->name), QString::fromStdString(ruleset->id),
                    QString::fromStdString(ruleset->directory))
                .arg(ruleset->weapons.size())
                .arg(ruleset->characters.size())
                .arg(ruleset->body.bodyHexes().size()));
    } else {
        m_ui->rulesetLabel->setText(tr("No ruleset is loaded."));
    }
}

AboutDialog::~AboutDialog() = default;

QString AboutDialog::rulesetText() const
{
    return m_ui->rulesetLabel->text();
}

} // namespace hitspread
