// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Help ▸ User Guide: docs/user-guide.md, which the program carries as a resource
// (:/docs/user-guide.md), so the guide reads offline and always fits the version running.

#include <QDialog>
#include <QString>

class QTextBrowser;

namespace hitspread {

// The guide's Markdown as the program carries it; empty when the resource is missing.
QString userGuideMarkdown();

class UserGuideDialog : public QDialog {
    Q_OBJECT
public:
    explicit UserGuideDialog(QWidget* parent = nullptr);

    QTextBrowser* browser() const { return m_browser; }

private:
    QTextBrowser* m_browser;
};

} // namespace hitspread
