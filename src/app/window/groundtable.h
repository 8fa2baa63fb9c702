// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The table of the rulesets played on the ground map (rules/other-systems.md), shown in the
// one window (TableWindow) like the body diagram's: the map in the middle; the Action dock (weapon,
// fire mode, situations, the system's numbers, dice, the exact odds and the button); the Figures
// dock (each figure with its distance, range band, state, last result and blast-ring odds); the
// Tracker dock (the round's order); the Roll Log dock with each outcome's dice drawn and its
// working. The File, Edit, View and Help menus, the dice record in the status bar and the
// typed-dice dialog are the body diagram's table's (documentui.h). Everything that changes the
// scene undoes.

#include "app/document/groundscene.h"
#include "app/window/documentui.h"

#include <QMainWindow>

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QListWidget;
class QPushButton;
class QSpinBox;
class QTableWidget;
class QTextBrowser;

namespace hitspread {

class DiceStrip;
class DockLayout;
class GroundTrackerPanel;
class MapView;
class GroundMapModel;

class GroundTable : public QMainWindow {
    Q_OBJECT
public:
    explicit GroundTable(QWidget* parent = nullptr);
    ~GroundTable() override;

    // Loads a ground-map ruleset; on error keeps the current one and returns the messages.
    QStringList openRuleset(const QString& directory);
    GroundScene* scene() { return m_scene; }
    MapView* view() { return m_view; }
    // Resolves the action as set up (the Resolve button): with Hitspread's dice, or with the
    // dice the player rolls, asked for one at a time. An empty string on success or when the
    // dialog is cancelled, else why it was refused.
    QString resolveNow();
    // Resolves the action with dice rolled by hand, in order; an empty string on success.
    QString resolveWith(const std::vector<int>& faces);
    // Starts a new round of the tracker, its initiative rolled by Hitspread or asked for one
    // die at a time; why it cannot, or an empty string (also when the dialog is cancelled).
    QString startRoundNow();
    GroundTrackerPanel* trackerPanel() const { return m_tracker; }
    // Opens a ground session file, first loading the ruleset it was played with when that is
    // another one; the messages when it cannot be read (nothing changes then).
    QStringList openSession(const QString& path);
    // After a crash: offers the autosaved session, then removes the autosave.
    void offerRecovery();
    // The dice of the roll log's selected entry, as drawn.
    DiceStrip* diceStrip() const { return m_dice; }

signals:
    // The user chose a ruleset or a session file of the body hex diagram, its changes here
    // saved or given up: the window puts the body diagram's table in this one's place
    // (TableWindow).
    void otherTableAsked(const QString& ruleset, const QString& session);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    void buildMenus();
    QWidget* buildActionPanel();
    void rebuildChoices(); // after a ruleset: weapons, situations
    void rebuildOptions(); // the system's numbers for this action
    void readPanel(); // the panel → the scene's action
    void refresh(); // the scene → the map, the tables, the odds
    void refreshFigures(const GroundScene::Odds& odds);
    void refreshLog();
    void showEntry(int row);
    void useRuleset(const QString& directory);
    void reloadRuleset();
    void landed(); // after an action: its log entry shown, a throw's flight played
    void openSessionAsked(const QString& path); // opens it, or says why not
    bool maybeSave();
    void updateTitle();
    const GroundLogEntry* shownEntry() const;

    GroundScene* m_scene;
    GroundMapModel* m_mapModel;
    MapView* m_view;
    QComboBox* m_procedure = nullptr;
    QComboBox* m_weapon = nullptr;
    QComboBox* m_mode = nullptr;
    QComboBox* m_target = nullptr;
    QListWidget* m_situations = nullptr;
    QSpinBox* m_modifier = nullptr;
    QFormLayout* m_optionForm = nullptr;
    std::vector<std::pair<std::string, QSpinBox*>> m_options;
    QCheckBox* m_showOdds = nullptr;
    QLabel* m_oddsLabel = nullptr;
    QPushButton* m_resolve = nullptr;
    QTableWidget* m_figures = nullptr;
    QListWidget* m_log = nullptr;
    DiceStrip* m_dice = nullptr;
    GroundTrackerPanel* m_tracker = nullptr;
    QTextBrowser* m_working = nullptr;
    DockLayout* m_docks = nullptr; // their widths, and the layout saved per language
    bool m_updating = false;
};

// The file dialogs' words for ground sessions.
DocumentFileKind groundSessionKind();

} // namespace hitspread
