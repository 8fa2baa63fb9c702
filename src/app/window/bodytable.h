// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "attack.h"
#include "encounter.h"

#include <QMainWindow>
#include <QPageSize>
#include <QPointer>

#include <functional>
#include <optional>
#include <vector>

class QAction;
class QMenu;

namespace hitspread {

class BodyView;
class BurstPlayer;
class GrenadePanel;
class AimPanel;
class OddsPanel;
class PlayerDisplay;
class RollLogPanel;
class Session;
class ShooterPanel;
class TargetPanel;
class TrackerPanel;
class CombatantsPanel;
class CompareWindow;
class DockLayout;
class FightMapModel;
class MapView;

// The table of a ruleset of body locations (the 3d System), shown in the one window
// (TableWindow): the map of the fight and the body hex diagram of the one aimed at in the
// middle, the Shooter, Target, Roll log and Odds docks around them. A QMainWindow for its
// docks, menus and status bar, held as the window's central widget (or alone in a test).
class BodyTable : public QMainWindow {
    Q_OBJECT
public:
    explicit BodyTable(QWidget* parent = nullptr);
    ~BodyTable() override;

    // Loads a ruleset folder; on error keeps the current one and returns the messages.
    QStringList openRuleset(const QString& directory);

    Session* session() const { return m_session; }
    BodyView* bodyView() const { return m_view; }
    // The map of the fight beside the body diagram: everyone where it stands.
    MapView* mapView() const { return m_map; }
    FightMapModel* mapModel() const { return m_mapModel; }
    ShooterPanel* shooterPanel() const { return m_shooter; }
    TargetPanel* targetPanel() const { return m_target; }
    RollLogPanel* rollLog() const { return m_log; }
    OddsPanel* oddsPanel() const { return m_odds; }
    BurstPlayer* player() const { return m_player; }
    GrenadePanel* grenadePanel() const { return m_grenades; }
    TrackerPanel* trackerPanel() const { return m_tracker; }
    CombatantsPanel* combatantsPanel() const { return m_combatants; }
    // The player display while it is open (View > Player Display), else null.
    PlayerDisplay* playerDisplay() const;
    QAction* playerDisplayAction() const { return m_displayAction; }
    // View > Compare Weapons while it is open, else null.
    CompareWindow* compareWindow() const;

    // File operations without dialogs (the menu actions and the tests use them).
    QString saveSessionTo(const QString& path);
    QStringList openSessionFrom(const QString& path);
    QString autosavePath() const;
    // The combat sheet of the target as it stands now, or a blank one, as a PDF.
    QString exportSheet(const QString& path, bool blank, QPageSize::PageSizeId page);
    // The roll log as CSV or JSON (by the file's extension), and the body diagram as shown as
    // PNG or SVG, written atomically: empty when written, else why not (the file already there
    // is left as it was).
    QString exportRollLog(const QString& path);
    QString exportDiagram(const QString& path);
    // Writes the autosave file now if anything changed since the last one.
    bool autosave();
    // Offers to restore an autosave left by a session that did not close cleanly.
    void offerRecovery();

public slots:
    void fire();
    // §9: throws the Grenade panel's grenade (or sets it off on the floor) into the scene.
    void throwGrenade();
    // §9: asks who jumps on the grenade, showing the arithmetic, and applies it.
    void jumpOnGrenade();
    void treatTarget(); // first aid or a bullet extracted, the shooter as the medic
    // A dodge the target makes before the attacks (§8), or the one who acts in its turn.
    void dodgeTarget(DefenceKind kind, bool actor = false);
    void clearJam(); // the actor's jammed weapon, a Weapons Maintenance roll (§11)
    // §6: the actor lays suppressive fire over an area the target crosses (SuppressDialog).
    void suppressTarget();
    // §10: a new round of the combat tracker, initiative rolled by Hitspread or typed in.
    void startRound();
    // Ends the actor's turn (Session::endTurn); with no round running, starts one.
    void endTurn();
    // Opens View > Compare Weapons, or brings it to the front.
    void compareWeapons();

signals:
    // The user chose a ruleset or a session file of the ground map, its changes here saved or
    // given up: the window puts the ground map's table in this one's place (TableWindow).
    void otherTableAsked(const QString& ruleset, const QString& session);

protected:
    void closeEvent(QCloseEvent* event) override;

private:
    // The faces for an action of the session: typed into a dialog that asks until `tryFaces`
    // takes them (none when cancelled), or, with Hitspread's dice, the `seeded` ones.
    std::optional<std::vector<int>> facesFor(
        const std::function<void(const std::vector<int>&)>& tryFaces,
        const std::function<std::vector<int>()>& seeded);
    // An action asked for in a dialog (first aid, suppressive fire): its faces typed or
    // Hitspread's, applied with `apply`; its working (`tryFaces`, which throws when the faces
    // do not do) in the status bar, or why it was refused in a message titled `refusedTitle`.
    void carryOut(const QString& refusedTitle,
        const std::function<std::vector<Text>(const std::vector<int>&)>& tryFaces,
        const std::function<std::vector<int>()>& seeded,
        const std::function<QString(const std::vector<int>&)>& apply);
    void createActions();
    void createDocks();
    void updateTitle();
    void showHovered(std::optional<Hex> hex);
    bool maybeSave();
    void newSession();
    void openSession();
    void openSessionAsked(const QString& path); // opens it, or says why not
    bool save();
    bool saveAs();
    void openRulesetDialog();
    void useRuleset(const QString& directory); // asks to save first; keeps the old one on errors
    void reloadRuleset();
    void printSheet();
    void exportSheetDialog(bool blank);
    void exportRollLogDialog();
    void exportDiagramDialog();
    void setPlayerDisplayShown(bool shown);
    void showErrors(const QString& title, const QString& intro, const QStringList& errors);
    std::optional<std::vector<int>> askFaces(const AttackRequest& request, std::vector<int> faces);

    Session* m_session;
    BurstPlayer* m_player;
    BodyView* m_view;
    FightMapModel* m_mapModel;
    MapView* m_map;
    ShooterPanel* m_shooter;
    TargetPanel* m_target;
    RollLogPanel* m_log;
    OddsPanel* m_odds;
    AimPanel* m_aim;
    GrenadePanel* m_grenades;
    TrackerPanel* m_tracker;
    CombatantsPanel* m_combatants;
    DockLayout* m_docks = nullptr; // their widths, and the layout saved per language
    QMenu* m_viewMenu = nullptr;
    QAction* m_heatAction = nullptr;
    QAction* m_displayAction = nullptr;
    QPointer<PlayerDisplay> m_display; // a window of its own, not a child: closed with this one
    QPointer<CompareWindow> m_compare; // a window of its own over this one, deleted on close
    CombatantId m_shownActor = 0; // whose turn the docks show
};

} // namespace hitspread
