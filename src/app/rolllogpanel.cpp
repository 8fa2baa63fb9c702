// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "rolllogpanel.h"

#include "resultcard.h"
#include "session.h"
#include "working.h"

#include <QListWidget>
#include <QSignalBlocker>
#include <QSplitter>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hitspread {

namespace {
    QString qs(const std::string& s) { return QString::fromStdString(s); }
}

RollLogPanel::RollLogPanel(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_card(new ResultCard(this))
    , m_list(new QListWidget(this))
    , m_working(new QTextBrowser(this))
{
    m_list->setAccessibleName(tr("Roll log"));
    m_working->setAccessibleName(tr("Working of the selected shot"));
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(2, 2, 2, 2);
    layout->addWidget(m_card);
    auto* split = new QSplitter(Qt::Vertical, this);
    split->addWidget(m_list);
    split->addWidget(m_working);
    layout->addWidget(split, 1);
    connect(session, &Session::logChanged, this, &RollLogPanel::showLog);
    connect(session, &Session::rulesetChanged, this, &RollLogPanel::showLog);
    connect(session, &Session::selectedEntryChanged, this, &RollLogPanel::showSelected);
    connect(m_list, &QListWidget::currentRowChanged, session, &Session::selectEntry);
}

QString RollLogPanel::workingText() const { return m_working->toPlainText(); }

void RollLogPanel::showLog()
{
    const QSignalBlocker blocker(m_list);
    m_list->clear();
    const Ruleset* rs = m_session->ruleset();
    int n = 0;
    for (const LogEntry& entry : m_session->log()) {
        ++n;
        const Weapon* w = rs ? rs->weapon(entry.request.weapon) : nullptr;
        QString text = tr("#%1 %2 at %3").arg(n).arg(w ? qs(w->name) : qs(entry.request.weapon), qs(label(entry.request.target)));
        if (!entry.outcome.shots.empty() && rs) {
            const ShotTrace& shot = entry.outcome.shots.front();
            if (shot.location >= 0) {
                int damage = 0;
                for (const HitResult& h : shot.hits)
                    damage += h.bodyDamage;
                text += tr(" → %1, %2 (%3 damage)")
                            .arg(qs(label(*shot.landing)), qs(rs->body.locations[static_cast<std::size_t>(shot.location)].name))
                            .arg(damage);
            } else {
                text += shot.landing ? tr(" → %1, miss").arg(qs(label(*shot.landing))) : tr(" → miss");
            }
        }
        m_list->addItem(text);
    }
    showSelected(m_session->selectedEntry());
}

void RollLogPanel::showSelected(int index)
{
    const QSignalBlocker blocker(m_list);
    m_list->setCurrentRow(index);
    if (index < 0 || index >= static_cast<int>(m_session->log().size()) || !m_session->ruleset()) {
        m_card->setShot(std::nullopt);
        m_working->clear();
        return;
    }
    const LogEntry& entry = m_session->log()[static_cast<std::size_t>(index)];
    m_card->setShot(entry.outcome.shots.empty() ? std::nullopt : std::optional<ShotTrace>(entry.outcome.shots.front()));
    QStringList lines;
    for (const std::string& line : describeOutcome(*m_session->ruleset(), entry.outcome))
        lines << qs(line);
    QStringList dice;
    for (int face : entry.dice)
        dice << QString::number(face);
    lines << tr("Dice used: %1.").arg(dice.join(", "));
    m_working->setPlainText(lines.join('\n'));
}

} // namespace hitspread
