// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QByteArray>
#include <QObject>
#include <QScrollArea>
#include <QString>

class QDockWidget;
class QListView;
class QMainWindow;

namespace hitspread {

// How wide the docks of one side of a window start: a share of the window's width, kept
// between `least` and `most` pixels (a dock whose controls need more gets more).
struct SideWidth {
    double share = 0.25;
    int least = 200;
    int most = 400;
};

// The docks of a window with the body diagram or the ground map in the middle. The middle
// keeps at least half the window's width: the side docks start at their SideWidth for the
// size the window is first shown at, and after a resize that would leave the middle less
// they give up width (down to what their controls need). The dock layout the user leaves
// is saved per language, since the German texts need other widths than the English ones;
// a saved layout that would leave the middle less than half the window is dropped
// for the default one.
class DockLayout : public QObject {
    Q_OBJECT
public:
    // `key` names the settings group ("window": "window/docks/de"). Create it after the
    // window's docks, before the window is shown.
    DockLayout(QMainWindow* window, const QString& key, SideWidth left, SideWidth right);

    // The default layout's version: a layout saved under an older one is not put back (2: the
    // tracker and the roll log each in its own dock, both in view).
    static constexpr int Version = 2;

    // Puts back the layout saved for the language in use; the window's default stays at hand.
    void restore();
    void save() const;
    // The settings key of the layout saved for the language in use.
    QString stateKey() const;
    // Whether the docks took their widths after the window was shown or resized.
    bool settled() const { return m_shown && !m_pending; }
    // Docks stacked in one area start with heights in these proportions.
    void setStartHeights(const QList<QDockWidget*>& docks, const QList<int>& stretch);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void reset(); // the docks as the window made them, at the widths for its present size
    void applyStartSizes();
    void keepMiddle(); // the docks give up width until the middle has half the window
    void settle(); // after a show or a resize, once the window is laid out
    QList<QDockWidget*> sideDocks(Qt::DockWidgetArea area, bool tabbed = false) const;
    int sideWidth(Qt::DockWidgetArea area) const;
    int leastWidth(Qt::DockWidgetArea area) const;

    QMainWindow* m_window;
    QString m_key;
    SideWidth m_left;
    SideWidth m_right;
    QList<QDockWidget*> m_stacked;
    QList<int> m_stretch;
    QByteArray m_default;
    bool m_restored = false;
    bool m_shown = false;
    bool m_pending = false;
};

// The scroll area a dock's panel sits in: the panel fills the dock, and where the dock is
// shorter than the panel's least height (its lists and tables at their least) it scrolls up
// and down, never sideways; it asks the dock for the panel's least width, so that the
// panel's controls are never cut off at the side.
class DockScrollArea : public QScrollArea {
    Q_OBJECT
public:
    explicit DockScrollArea(QWidget* panel, QWidget* parent = nullptr);
    QSize minimumSizeHint() const override;
    QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent* event) override;
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void fitPanel(); // the viewport's width, its height or the least the panel needs there
    int leastWidth() const;
    int leastHeight(int width) const;
};

// Lets `panel` be narrow in a dock: the labels of its fields break between words, and its
// combo boxes ask for room for a few characters only, not for their longest entry (their
// lists still open as wide as the entries, and each says its whole entry in its tooltip).
void letNarrow(QWidget* panel);

// A list's entries break into lines in a narrow dock rather than scroll sideways.
void wrapEntries(QListView* list);

} // namespace hitspread
