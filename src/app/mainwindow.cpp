// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "mainwindow.h"

#include "aboutdialog.h"
#include "bodyview.h"
#include "rulesetreader.h"

#include <QFileDialog>
#include <QIcon>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>

namespace hitspread {

MainWindow::MainWindow(QWidget* parent)
    : QMainWindow(parent)
    , m_view(new BodyView(this))
    , m_selectedLabel(new QLabel(this))
{
    setWindowIcon(QIcon(QStringLiteral(":/icons/hitspread.svg")));
    setCentralWidget(m_view);
    statusBar()->addPermanentWidget(m_selectedLabel);
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("Open &Ruleset…"), this, [this] {
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Open Ruleset"));
        if (dir.isEmpty())
            return;
        const QStringList errors = openRuleset(dir);
        if (!errors.isEmpty())
            QMessageBox::warning(this, tr("Ruleset not loaded"),
                tr("The ruleset has errors; the current one stays in use.\n\n%1").arg(errors.join('\n')));
    });
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Hitspread"), this, [this] { AboutDialog(m_ruleset.get(), this).exec(); });
    connect(m_view, &BodyView::hexHovered, this, &MainWindow::showHex);
    connect(m_view, &BodyView::hexSelected, this, [this](Hex hex) {
        m_selectedLabel->setText(tr("Aim: %1").arg(describeHex(hex)));
    });
    resize(900, 760);
}

QStringList MainWindow::openRuleset(const QString& directory)
{
    RulesetLoad load = loadRuleset(directory.toStdString());
    if (!load.ruleset) {
        QStringList errors;
        for (const auto& e : load.errors)
            errors << QString::fromStdString(e.text());
        return errors;
    }
    m_ruleset = std::make_unique<Ruleset>(std::move(*load.ruleset));
    m_view->setBody(&m_ruleset->body);
    setWindowTitle(tr("Hitspread — %1").arg(QString::fromStdString(m_ruleset->name)));
    if (m_view->selectedHex())
        m_selectedLabel->setText(tr("Aim: %1").arg(describeHex(*m_view->selectedHex())));
    return {};
}

QString MainWindow::describeHex(Hex hex) const
{
    QString text = QString::fromStdString(label(hex));
    if (!m_ruleset)
        return text;
    const int sub = m_ruleset->body.subLocationAt(hex);
    if (sub < 0)
        return tr("%1 — empty space").arg(text);
    const SubLocation& s = m_ruleset->body.subLocations[static_cast<std::size_t>(sub)];
    return tr("%1 — %2 (%3)").arg(text, QString::fromStdString(s.name),
        QString::fromStdString(m_ruleset->body.locations[static_cast<std::size_t>(s.location)].name));
}

void MainWindow::showHex(std::optional<Hex> hex)
{
    if (hex)
        statusBar()->showMessage(describeHex(*hex));
    else
        statusBar()->clearMessage();
}

} // namespace hitspread
