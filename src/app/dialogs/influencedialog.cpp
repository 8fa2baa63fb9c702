// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/influencedialog.h"
#include "qs.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace hitspread {

namespace {
    const char* const faceNames[]
        = { QT_TRANSLATE_NOOP("hitspread::InfluenceDialog", "upper right"),
              QT_TRANSLATE_NOOP("hitspread::InfluenceDialog", "lower right"),
              QT_TRANSLATE_NOOP("hitspread::InfluenceDialog", "down"),
              QT_TRANSLATE_NOOP("hitspread::InfluenceDialog", "lower left"),
              QT_TRANSLATE_NOOP("hitspread::InfluenceDialog", "upper left"),
              QT_TRANSLATE_NOOP("hitspread::InfluenceDialog", "up") };
}

InfluenceDialog::InfluenceDialog(
    const Ruleset& rs, int bullet, int rolledFace, Hex from, int distance, QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(tr("Influence the burst"));
    auto* layout = new QVBoxLayout(this);
    auto* intro
        = new QLabel(tr("Bullet %1: the direction die shows <b>%2</b> (%3). Turn it by one face?")
                         .arg(bullet)
                         .arg(rolledFace)
                         .arg(tr(faceNames[rolledFace - 1])),
            this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    for (int change : { -1, 0, 1 }) {
        const int face = shiftFace(rolledFace, change);
        const Hex landing = step(from, face, distance);
        const int sub = rs.body.subLocationAt(landing);
        const QString where = sub < 0
            ? tr("empty space, a miss")
            : tr("%1 (%2)").arg(qs(rs.body.subLocations[static_cast<std::size_t>(sub)].name),
                qs(rs.body
                        .locations[static_cast<std::size_t>(
                            rs.body.subLocations[static_cast<std::size_t>(sub)].location)]
                        .name));
        const QString label = change == 0 ? tr("As rolled") : (change < 0 ? tr("−1") : tr("+1"));
        auto* button
            = new QPushButton(tr("%1: face %2 (%3) → %4, %5")
                                  .arg(label)
                                  .arg(face)
                                  .arg(tr(faceNames[face - 1]))
                                  .arg(QString::fromStdString(hitspread::label(landing)), where),
                this);
        button->setObjectName(QStringLiteral("influence%1").arg(change + 1));
        button->setAccessibleName(label);
        connect(button, &QPushButton::clicked, this, [this, change] { choose(change); });
        layout->addWidget(button);
        m_choices.emplace_back(landing, label);
        if (change == 0)
            button->setDefault(true);
    }
    auto* cancel = new QDialogButtonBox(QDialogButtonBox::Cancel, this);
    connect(cancel, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(cancel);
}

void InfluenceDialog::choose(int influence)
{
    m_influence = std::clamp(influence, -1, 1);
    accept();
}

} // namespace hitspread
