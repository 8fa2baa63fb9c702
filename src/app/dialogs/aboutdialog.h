// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset.h"

#include <QDialog>

#include <memory>

namespace Ui {
class AboutDialog;
}

namespace hitspread {

// Help ▸ About: the version and which ruleset is loaded, from where.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    AboutDialog(const Ruleset* ruleset, QWidget* parent = nullptr);
    ~AboutDialog() override;

    QString rulesetText() const;

private:
    std::unique_ptr<Ui::AboutDialog> m_ui;
};

} // namespace hitspread
