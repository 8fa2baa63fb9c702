// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/documentui.h"

#include "app/document/document.h"

#include <QAction>
#include <QActionGroup>
#include <QCoreApplication>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QIcon>
#include <QInputDialog>
#include <QLabel>
#include <QMenu>
#include <QMessageBox>
#include <QStatusBar>

namespace hitspread {

bool askToKeepChanges(QWidget* window, Document& document, const DocumentFileKind& kind)
{
    if (!document.isModified())
        return true;
    const auto answer = QMessageBox::question(window,
        QCoreApplication::translate("DocumentUi", "Unsaved session"),
        QCoreApplication::translate(
            "DocumentUi", "The session has changes that are not saved. Save them?"),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return saveDocument(window, document, kind, false);
    return answer == QMessageBox::Discard;
}

bool saveDocument(
    QWidget* window, Document& document, const DocumentFileKind& kind, bool askForPath)
{
    QString path = document.filePath();
    if (askForPath || path.isEmpty()) {
        path = QFileDialog::getSaveFileName(window,
            QCoreApplication::translate("DocumentUi", "Save Session"),
            path.isEmpty() ? kind.untitled : path, kind.filter);
        if (path.isEmpty())
            return false;
        if (QFileInfo(path).suffix().isEmpty())
            path += kind.suffix;
    }
    const QString error = document.saveTo(path);
    if (!error.isEmpty()) {
        QMessageBox::warning(
            window, QCoreApplication::translate("DocumentUi", "Session not saved"), error);
        return false;
    }
    return true;
}

void showNotOpened(QWidget* window, const QString& title, const QStringList& errors)
{
    QMessageBox box(QMessageBox::Warning, title,
        QCoreApplication::translate(
            "DocumentUi", "The file cannot be opened; the session at the table stays as it was."),
        QMessageBox::Ok, window);
    box.setInformativeText(errors.mid(0, 12).join('\n')
        + (errors.size() > 12 ? QCoreApplication::translate(
               "DocumentUi", "\n… and %n more.", nullptr, static_cast<int>(errors.size() - 12))
                              : QString()));
    box.setDetailedText(errors.join('\n'));
    box.exec();
}

void offerRecovery(
    QWidget* window, Document& document, const std::function<QStringList(const QString&)>& open)
{
    const std::optional<QString> path = document.recoveryFile();
    if (!path)
        return;
    const auto answer = QMessageBox::question(window,
        QCoreApplication::translate("DocumentUi", "Recover session"),
        QCoreApplication::translate("DocumentUi",
            "Hitspread did not close cleanly last time. Restore the session it saved then?"),
        QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes);
    if (answer == QMessageBox::Yes) {
        const QStringList errors = open(*path);
        if (!errors.isEmpty())
            showNotOpened(
                window, QCoreApplication::translate("DocumentUi", "Session not recovered"), errors);
    }
    QFile::remove(*path);
}

void keepRecentMenu(QMenu* menu, Document* document, std::function<void(const QString&)> open)
{
    auto fill = [menu, document, open = std::move(open)] {
        menu->clear();
        const QStringList files = document->recentFiles();
        for (const QString& path : files)
            menu->addAction(QFileInfo(path).fileName(), menu, [open, path] { open(path); })
                ->setToolTip(path);
        menu->setEnabled(!files.isEmpty());
    };
    QObject::connect(document, &Document::recentFilesChanged, menu, fill);
    fill();
}

void addDiceActions(QMenu* menu, Document* document, QWidget* window)
{
    auto* group = new QActionGroup(menu);
    QAction* seeded
        = menu->addAction(QCoreApplication::translate("DocumentUi", "&Hitspread Rolls the Dice"));
    QAction* typed = menu->addAction(QCoreApplication::translate("DocumentUi", "&I Roll My Dice"));
    seeded->setObjectName(QStringLiteral("seededDiceAction"));
    typed->setObjectName(QStringLiteral("typedDiceAction"));
    for (QAction* a : { seeded, typed }) {
        a->setCheckable(true);
        group->addAction(a);
    }
    auto show = [document, seeded, typed] {
        seeded->setChecked(!document->dice().typed);
        typed->setChecked(document->dice().typed);
    };
    show();
    QObject::connect(document, &Document::diceChanged, menu, show);
    QObject::connect(seeded, &QAction::triggered, document,
        [document] { document->setDiceMode(false, document->dice().seed); });
    QObject::connect(typed, &QAction::triggered, document,
        [document] { document->setDiceMode(true, document->dice().seed); });
    menu->addAction(
        QCoreApplication::translate("DocumentUi", "Set the &Seed…"), window, [document, window] {
            bool ok = false;
            const QString text
                = QInputDialog::getText(window, QCoreApplication::translate("DocumentUi", "Seed"),
                    QCoreApplication::translate("DocumentUi",
                        "The seed of Hitspread's dice (the same seed rolls the same dice):"),
                    QLineEdit::Normal, QString::number(document->dice().seed), &ok);
            if (!ok)
                return;
            const quint64 seed = text.trimmed().toULongLong(&ok);
            if (!ok) {
                QMessageBox::warning(window, QCoreApplication::translate("DocumentUi", "Seed"),
                    QCoreApplication::translate(
                        "DocumentUi", "'%1' is not a seed: give a whole number from 0 up.")
                        .arg(text));
                return;
            }
            document->setDiceMode(false, seed);
        });
}

QString diceRecordText(const Document& document)
{
    const DiceSettings& d = document.dice();
    return d.typed
        ? QCoreApplication::translate("DocumentUi", "Dice: yours")
        : QCoreApplication::translate("DocumentUi", "Dice: Hitspread, seed %1 (%2 rolled)")
              .arg(d.seed)
              .arg(d.facesUsed);
}

QLabel* addDiceLabel(QStatusBar* bar, Document* document)
{
    auto* label = new QLabel(bar);
    label->setObjectName(QStringLiteral("diceLabel"));
    auto show = [label, document] { label->setText(diceRecordText(*document)); };
    show();
    QObject::connect(document, &Document::diceChanged, label, show);
    QObject::connect(document, &Document::documentChanged, label, show);
    bar->addPermanentWidget(label);
    return label;
}

QList<QKeySequence> endTurnKeys(bool withCtrlT)
{
    QList<QKeySequence> keys { QKeySequence(Qt::CTRL | Qt::Key_E) };
    if (withCtrlT)
        keys << QKeySequence(Qt::CTRL | Qt::Key_T);
    return keys;
}

QList<QKeySequence> redoKeys()
{
    QList<QKeySequence> keys { QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z) };
    for (const QKeySequence& key : QKeySequence::keyBindings(QKeySequence::Redo))
        if (!keys.contains(key))
            keys << key;
    return keys;
}

void addUndoRedo(QMenu* menu, Document* document, QWidget* window)
{
    QAction* undo = document->undoStack()->createUndoAction(
        window, QCoreApplication::translate("DocumentUi", "&Undo"));
    undo->setShortcuts(QKeySequence::Undo);
    undo->setIcon(QIcon::fromTheme("edit-undo"));
    undo->setObjectName(QStringLiteral("undoAction"));
    QAction* redo = document->undoStack()->createRedoAction(
        window, QCoreApplication::translate("DocumentUi", "&Redo"));
    redo->setShortcuts(redoKeys());
    redo->setIcon(QIcon::fromTheme("edit-redo"));
    redo->setObjectName(QStringLiteral("redoAction"));
    menu->addAction(undo);
    menu->addAction(redo);
}

} // namespace hitspread
