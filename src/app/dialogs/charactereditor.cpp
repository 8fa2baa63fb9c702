// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/dialogs/charactereditor.h"

#include "qs.h"

#include "app/document/coreterms.h"
#include "app/document/savefile.h"
#include "app/document/session.h"
#include "derived.h"
#include "rulesetreader.h"
#include "ui_charactereditor.h"

#include <QFile>
#include <QFileDialog>
#include <QHeaderView>
#include <QMessageBox>
#include <QPushButton>
#include <QSpinBox>

namespace hitspread {

namespace {
    const char* const CharacterFilter = QT_TRANSLATE_NOOP(
        "hitspread::CharacterEditor", "Character files (*.yaml);;All files (*)");

    QSpinBox* rankSpin(int maximum)
    {
        auto* spin = new QSpinBox;
        spin->setRange(0, maximum);
        spin->setFrame(false);
        return spin;
    }
}

CharacterEditor::CharacterEditor(Session* session, QWidget* parent)
    : QDialog(parent)
    , m_ui(std::make_unique<Ui::CharacterEditor>())
    , m_session(session)
{
    m_ui->setupUi(this);
    m_open = m_ui->buttons->addButton(tr("&Open…"), QDialogButtonBox::ActionRole);
    m_save = m_ui->buttons->addButton(tr("&Save As…"), QDialogButtonBox::ActionRole);
    m_asShooter = m_ui->buttons->addButton(tr("Use as S&hooter"), QDialogButtonBox::ApplyRole);
    m_asTarget = m_ui->buttons->addButton(tr("Use as &Target"), QDialogButtonBox::ApplyRole);
    connect(m_ui->buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_open, &QPushButton::clicked, this, &CharacterEditor::openDialog);
    connect(m_save, &QPushButton::clicked, this, &CharacterEditor::saveDialog);
    connect(m_asShooter, &QPushButton::clicked, this, [this] { m_session->useShooter(sheet()); });
    connect(m_asTarget, &QPushButton::clicked, this, [this] {
        const CharacterSheet s = sheet();
        m_session->changeTarget(
            CharacterState::fromSheet(*m_session->ruleset(), s), tr("Target %1").arg(qs(s.name)));
    });

    for (QSpinBox* spin : m_ui->statsBox->findChildren<QSpinBox*>())
        connect(spin, &QSpinBox::valueChanged, this, &CharacterEditor::refresh);
    connect(m_ui->incapSpin, &QSpinBox::valueChanged, this, &CharacterEditor::refresh);
    connect(m_ui->nameEdit, &QLineEdit::textChanged, this, &CharacterEditor::refresh);
    connect(m_ui->speciesEdit, &QLineEdit::textChanged, this, &CharacterEditor::refresh);
    connect(m_ui->regeneratesCheck, &QCheckBox::toggled, this, &CharacterEditor::refresh);
    for (QListWidget* list : { m_ui->advantagesList, m_ui->armourList, m_ui->weaponsList })
        connect(list, &QListWidget::itemChanged, this, &CharacterEditor::refresh);

    fillChoices();
    if (const Ruleset* rs = m_session->ruleset())
        setSheet(m_session->shooter().name.empty() && !rs->characters.empty()
                ? rs->characters.begin()->second
                : m_session->shooter());
}

CharacterEditor::~CharacterEditor() = default;

void CharacterEditor::fillChoices()
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return;
    m_filling = true;
    // Skills: every skill of the ruleset with its rank (0: the character lacks it).
    m_ui->skillsTable->setColumnCount(1);
    m_ui->skillsTable->setHorizontalHeaderLabels({ tr("Rank") });
    m_ui->skillsTable->setRowCount(static_cast<int>(rs->skills.size()));
    int row = 0;
    for (const auto& [id, name] : rs->skills) {
        auto* header = new QTableWidgetItem(qs(name));
        header->setData(Qt::UserRole, qs(id));
        m_ui->skillsTable->setVerticalHeaderItem(row, header);
        QSpinBox* spin = rankSpin(30);
        spin->setObjectName(QStringLiteral("skill_") + qs(id));
        spin->setAccessibleName(tr("%1 rank").arg(qs(name)));
        connect(spin, &QSpinBox::valueChanged, this, &CharacterEditor::refresh);
        m_ui->skillsTable->setCellWidget(row++, 0, spin);
    }
    m_ui->skillsTable->horizontalHeader()->setStretchLastSection(true);
    // Hits: one row per location of the body.
    m_ui->hitsTable->setColumnCount(1);
    m_ui->hitsTable->setHorizontalHeaderLabels({ tr("Hits") });
    m_ui->hitsTable->setRowCount(static_cast<int>(rs->body.locations.size()));
    for (std::size_t i = 0; i < rs->body.locations.size(); ++i) {
        m_ui->hitsTable->setVerticalHeaderItem(
            static_cast<int>(i), new QTableWidgetItem(qs(rs->body.locations[i].name)));
        QSpinBox* spin = rankSpin(999);
        spin->setObjectName(QStringLiteral("hits_") + qs(rs->body.locations[i].id));
        spin->setAccessibleName(tr("Hits of the %1").arg(qs(rs->body.locations[i].name)));
        connect(spin, &QSpinBox::valueChanged, this, &CharacterEditor::refresh);
        m_ui->hitsTable->setCellWidget(static_cast<int>(i), 0, spin);
    }
    m_ui->hitsTable->horizontalHeader()->setStretchLastSection(true);
    auto checkable
        = [](QListWidget* list, const QString& text, const QString& id, const QString& tip) {
              auto* item = new QListWidgetItem(text, list);
              item->setData(Qt::UserRole, id);
              item->setToolTip(tip);
              item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable | Qt::ItemIsSelectable);
              item->setCheckState(Qt::Unchecked);
          };
    for (const auto& [id, name] : rs->advantages)
        checkable(m_ui->advantagesList, qs(name), qs(id), {});
    for (const Armour& a : rs->armour) {
        QStringList covers;
        for (std::size_t i = 0; i < a.idByLocation.size() && i < rs->body.locations.size(); ++i) {
            if (a.idByLocation[i] >= 0)
                covers << tr("%1 ID %2").arg(qs(rs->body.locations[i].name)).arg(a.idByLocation[i]);
        }
        const QString text
            = tr("%1 — PV %2, dodge %3").arg(qs(a.name)).arg(a.pv).arg(a.dodgeModifier);
        checkable(m_ui->armourList, text, qs(a.id), covers.join(", "));
    }
    for (const Weapon& w : rs->weapons)
        checkable(m_ui->weaponsList,
            tr("%1 — PEN %2, DAM %3").arg(qs(w.name)).arg(w.pen).arg(w.dam), qs(w.id), {});
    m_filling = false;
}

QSpinBox* CharacterEditor::statSpin(const QString& stat) const
{
    return findChild<QSpinBox*>(stat + QStringLiteral("Spin"));
}

QSpinBox* CharacterEditor::skillSpin(const QString& skill) const
{
    return findChild<QSpinBox*>(QStringLiteral("skill_") + skill);
}

QSpinBox* CharacterEditor::hitsSpin(const QString& location) const
{
    return findChild<QSpinBox*>(QStringLiteral("hits_") + location);
}

void CharacterEditor::setSheet(const CharacterSheet& sheet)
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return;
    m_filling = true;
    m_base = sheet;
    m_ui->nameEdit->setText(qs(sheet.name));
    m_ui->speciesEdit->setText(qs(sheet.species));
    m_ui->incapSpin->setValue(sheet.incap);
    m_ui->regeneratesCheck->setChecked(sheet.regenerates);
    m_ui->strSpin->setValue(sheet.stats.str);
    m_ui->dexSpin->setValue(sheet.stats.dex);
    m_ui->diaSpin->setValue(sheet.stats.dia);
    m_ui->concSpin->setValue(sheet.stats.conc);
    m_ui->chaSpin->setValue(sheet.stats.cha);
    m_ui->coolSpin->setValue(sheet.stats.cool);
    for (const auto& [id, name] : rs->skills) {
        if (QSpinBox* spin = skillSpin(qs(id)))
            spin->setValue(sheet.skill(id));
    }
    for (std::size_t i = 0; i < rs->body.locations.size(); ++i) {
        if (QSpinBox* spin = hitsSpin(qs(rs->body.locations[i].id)))
            spin->setValue(i < sheet.hits.size() ? sheet.hits[i] : 0);
    }
    auto check = [](QListWidget* list, auto has) {
        for (int i = 0; i < list->count(); ++i)
            list->item(i)->setCheckState(
                has(list->item(i)->data(Qt::UserRole).toString().toStdString()) ? Qt::Checked
                                                                                : Qt::Unchecked);
    };
    check(m_ui->advantagesList, [&](const std::string& id) { return sheet.has(id); });
    check(m_ui->armourList, [&](const std::string& id) {
        return std::any_of(sheet.armour.begin(), sheet.armour.end(),
            [&](const WornArmour& w) { return w.id == id; });
    });
    check(m_ui->weaponsList, [&](const std::string& id) {
        return std::find(sheet.weapons.begin(), sheet.weapons.end(), id) != sheet.weapons.end();
    });
    m_filling = false;
    refresh();
}

CharacterSheet CharacterEditor::sheet() const
{
    CharacterSheet s = m_base;
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return s;
    s.name = m_ui->nameEdit->text().trimmed().toStdString();
    s.species = m_ui->speciesEdit->text().trimmed().toStdString();
    s.incap = m_ui->incapSpin->value();
    s.regenerates = m_ui->regeneratesCheck->isChecked();
    s.stats = { m_ui->strSpin->value(), m_ui->dexSpin->value(), m_ui->diaSpin->value(),
        m_ui->concSpin->value(), m_ui->chaSpin->value(), m_ui->coolSpin->value() };
    s.skills.clear();
    for (const auto& [id, name] : rs->skills) {
        if (const QSpinBox* spin = skillSpin(qs(id)); spin && spin->value() > 0)
            s.skills[id] = spin->value();
    }
    s.hits.assign(rs->body.locations.size(), 0);
    for (std::size_t i = 0; i < rs->body.locations.size(); ++i) {
        if (const QSpinBox* spin = hitsSpin(qs(rs->body.locations[i].id)))
            s.hits[i] = spin->value();
    }
    auto checked = [](const QListWidget* list) {
        std::vector<std::string> ids;
        for (int i = 0; i < list->count(); ++i) {
            if (list->item(i)->checkState() == Qt::Checked)
                ids.push_back(list->item(i)->data(Qt::UserRole).toString().toStdString());
        }
        return ids;
    };
    const auto advantages = checked(m_ui->advantagesList);
    s.advantages = std::set<std::string>(advantages.begin(), advantages.end());
    // Armour keeps a piece's chosen PV (a Vevaphon's) when it stays on.
    std::vector<WornArmour> armour;
    for (const std::string& id : checked(m_ui->armourList)) {
        auto kept = std::find_if(m_base.armour.begin(), m_base.armour.end(),
            [&](const WornArmour& w) { return w.id == id; });
        armour.push_back(kept != m_base.armour.end() ? *kept : WornArmour { id, std::nullopt });
    }
    s.armour = std::move(armour);
    s.weapons = checked(m_ui->weaponsList);
    return s;
}

void CharacterEditor::refresh()
{
    const Ruleset* rs = m_session->ruleset();
    if (m_filling || !rs)
        return;
    const CharacterSheet s = sheet();
    const DerivedValues d = deriveValues(*rs, s);
    m_ui->derivedLabel->setText(tr("<table>"
                                   "<tr><td>PHYS</td><td align=right>%1</td></tr>"
                                   "<tr><td>KNOW</td><td align=right>%2</td></tr>"
                                   "<tr><td>Actions per round</td><td align=right>%3</td></tr>"
                                   "<tr><td>INI</td><td align=right>%4</td></tr>"
                                   "<tr><td>Wound threshold</td><td align=right>%5</td></tr>"
                                   "<tr><td>STR bonus</td><td align=right>%6</td></tr>"
                                   "<tr><td>Free parries</td><td align=right>%7</td></tr></table>")
                                    .arg(d.phys)
                                    .arg(d.know)
                                    .arg(d.actions)
                                    .arg(d.ini)
                                    .arg(d.woundThreshold)
                                    .arg(d.strBonus)
                                    .arg(d.freeParries));
    // The reader that loads character files decides what can be saved.
    QString problem;
    if (s.name.empty()) {
        problem = tr("A character needs a name.");
    } else {
        const CharacterLoad check = readCharacterText(
            *rs, writeCharacter(*rs, s), s.key.empty() ? "character.yaml" : s.key + ".yaml");
        if (!check.sheet && !check.errors.empty())
            problem = translated(check.errors.front().message);
    }
    m_ui->messageLabel->setText(problem);
    m_ui->messageLabel->setVisible(!problem.isEmpty());
    for (QPushButton* b : { m_save, m_asShooter, m_asTarget })
        b->setEnabled(problem.isEmpty());
}

QString CharacterEditor::message() const
{
    return m_ui->messageLabel->text();
}

QString CharacterEditor::derivedText() const
{
    return m_ui->derivedLabel->text();
}

QStringList CharacterEditor::openFile(const QString& path)
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return { tr("No ruleset is loaded.") };
    const CharacterLoad load = loadCharacter(*rs, path.toStdString());
    if (!load.sheet) {
        QStringList errors;
        for (const LoadError& e : load.errors)
            errors << translated(e);
        return errors;
    }
    setSheet(*load.sheet);
    return {};
}

QString CharacterEditor::saveFile(const QString& path)
{
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return tr("No ruleset is loaded.");
    if (!message().isEmpty())
        return message();
    if (QString error
        = hitspread::saveFile(path, QByteArray::fromStdString(writeCharacter(*rs, sheet())));
        !error.isEmpty())
        return error;
    m_base.key = QFileInfo(path).completeBaseName().toStdString();
    return {};
}

void CharacterEditor::openDialog()
{
    const QString path
        = QFileDialog::getOpenFileName(this, tr("Open Character"), QString(), tr(CharacterFilter));
    if (path.isEmpty())
        return;
    const QStringList errors = openFile(path);
    if (!errors.isEmpty()) {
        QMessageBox box(QMessageBox::Warning, tr("Character not opened"),
            tr("The file has errors; the character being edited stays."), QMessageBox::Ok, this);
        box.setInformativeText(errors.join('\n'));
        box.exec();
    }
}

void CharacterEditor::saveDialog()
{
    QString path = QFileDialog::getSaveFileName(this, tr("Save Character"),
        qs(m_base.key.empty() ? m_base.name : m_base.key) + ".yaml", tr(CharacterFilter));
    if (path.isEmpty())
        return;
    if (QFileInfo(path).suffix().isEmpty())
        path += QStringLiteral(".yaml");
    const QString error = saveFile(path);
    if (!error.isEmpty())
        QMessageBox::warning(this, tr("Character not saved"), error);
}

} // namespace hitspread
