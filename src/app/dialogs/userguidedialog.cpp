// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/userguidedialog.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace hitspread {

QString userGuideMarkdown()
{
    QFile file(QStringLiteral(":/docs/user-guide.md"));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(file.readAll());
}

UserGuideDialog::UserGuideDialog(QWidget* parent)
    : QDialog(parent)
    , m_browser(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("userGuideDialog"));
    setWindowTitle(tr("Hitspread User Guide"));
    m_browser->setObjectName(QStringLiteral("userGuideBrowser"));
    // Links to the web open in the desktop's browser; the guide itself stays here.
    m_browser->setOpenExternalLinks(true);
    // Pictures the guide names by a relative path are looked up beside it in the resource.
    m_browser->setSearchPaths({ QStringLiteral(":/docs") });
    const QString markdown = userGuideMarkdown();
    if (markdown.isEmpty())
        m_browser->setPlainText(tr("This build of Hitspread carries no user guide."));
    else
        m_browser->setMarkdown(markdown);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(760, 700);
}

} // namespace hitspread
