// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/jumpdialog.h"
#include "qs.h"

#include "app/document/coreterms.h"
#include "app/document/session.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace hitspread {

JumpDialog::JumpDialog(const Session* session, QWidget* parent)
    : QDialog(parent)
    , m_session(session)
    , m_who(new QComboBox(this))
    , m_working(new QLabel(this))
{
    setWindowTitle(tr("Jump on the Grenade"));
    m_who->setAccessibleName(tr("Who jumps on the grenade"));
    m_working->setWordWrap(true);
    m_working->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_working->setAccessibleName(tr("The arithmetic of the jump"));
    m_working->setMinimumWidth(420);
    auto* form = new QFormLayout;
    form->addRow(tr("&Who jumps:"), m_who);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    m_jump = buttons->addButton(tr("&Jump"), QDialogButtonBox::AcceptRole);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_working, 1);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    // Each by its name in the roster.
    auto add = [this](const QString& name) {
        m_who->addItem(name.isEmpty() ? tr("Target %1").arg(m_who->count() + 1) : name);
    };
    add(session->targetName());
    for (std::size_t i = 0; i < session->others().size(); ++i)
        add(session->otherName(i));
    connect(m_who, &QComboBox::currentIndexChanged, this, &JumpDialog::showWorking);
    showWorking();
}

int JumpDialog::jumper() const
{
    return m_who->currentIndex();
}

void JumpDialog::setJumper(int index)
{
    m_who->setCurrentIndex(index);
}

QString JumpDialog::working() const
{
    return m_working->text();
}

void JumpDialog::showWorking()
{
    const Ruleset* rs = m_session->ruleset();
    const int who = m_who->currentIndex();
    if (!rs || who < 0)
        return;
    const CharacterState& jumper = who == 0
        ? m_session->target()
        : m_session->others().at(static_cast<std::size_t>(who - 1));
    try {
        const JumpOutcome jump
            = jumpOnGrenade(*rs, jumper, m_session->grenadeAction().request.grenade);
        QStringList lines;
        for (const Text& line : describeJumpText(*rs, jump))
            lines << translated(line);
        m_working->setText(lines.join('\n'));
        m_jump->setEnabled(true);
    } catch (const Refused& e) {
        m_working->setText(tr("Impossible: %1").arg(translated(e.text())));
        m_jump->setEnabled(false);
    }
}

} // namespace hitspread
