// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/preferencesdialog.h"

#include "app/main/appearance.h"
#include "app/main/language.h"
#include "ui_preferencesdialog.h"

namespace hitspread {

PreferencesDialog::PreferencesDialog(QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::PreferencesDialog>())
{
    m_ui->setupUi(this);
    m_ui->languageCombo->addItem(tr("System language"), QString());
    // Each language by its own name, so that whoever reads the list finds theirs.
    m_ui->languageCombo->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_ui->languageCombo->addItem(QStringLiteral("Deutsch"), QStringLiteral("de"));
    m_ui->languageCombo->setCurrentIndex(
        std::max(0, m_ui->languageCombo->findData(chosenLanguage())));
    m_ui->paletteCombo->addItem(tr("The desktop's"), QString());
    m_ui->paletteCombo->addItem(tr("Light"), QStringLiteral("light"));
    m_ui->paletteCombo->addItem(tr("Dark"), QStringLiteral("dark"));
    m_ui->paletteCombo->setCurrentIndex(std::max(0, m_ui->paletteCombo->findData(chosenPalette())));
}

QComboBox* PreferencesDialog::paletteBox() const
{
    return m_ui->paletteCombo;
}

PreferencesDialog::~PreferencesDialog() = default;

QComboBox* PreferencesDialog::languageBox() const
{
    return m_ui->languageCombo;
}

void PreferencesDialog::accept()
{
    setChosenLanguage(m_ui->languageCombo->currentData().toString());
    // The colours change at once.
    const QString palette = m_ui->paletteCombo->currentData().toString();
    if (palette != chosenPalette()) {
        setChosenPalette(palette);
        applyPalette(palette);
    }
    QDialog::accept();
}

} // namespace hitspread
