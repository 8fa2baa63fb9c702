// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDialog>

#include <memory>

class QComboBox;

namespace Ui {
class PreferencesDialog;
}

namespace hitspread {

// Edit ▸ Preferences: the language (the system's, English or German), kept in QSettings
// and used from the next start on; the colours (the desktop's, light or dark), at once.
class PreferencesDialog : public QDialog {
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget* parent = nullptr);
    ~PreferencesDialog() override;

    QComboBox* languageBox() const;
    QComboBox* paletteBox() const;
    void accept() override;

private:
    std::unique_ptr<Ui::PreferencesDialog> m_ui;
};

} // namespace hitspread
