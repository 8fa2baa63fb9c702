// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/widgets/docklayout.h"

#include "app/main/language.h"

#include <QAction>
#include <QComboBox>
#include <QDockWidget>
#include <QEvent>
#include <QLabel>
#include <QLayout>
#include <QListView>
#include <QMainWindow>
#include <QScrollBar>
#include <QSettings>
#include <QStyle>
#include <QTabBar>

#include <algorithm>

namespace hitspread {

DockLayout::DockLayout(QMainWindow* window, const QString& key, SideWidth left, SideWidth right)
    : QObject(window)
    , m_window(window)
    , m_key(key)
    , m_left(left)
    , m_right(right)
{
    window->installEventFilter(this);
}

QString DockLayout::stateKey() const
{
    return m_key + QStringLiteral("/docks/") + languageInUse();
}

void DockLayout::restore()
{
    m_default = m_window->saveState();
    QSettings settings;
    // The layout saved for every language alike before: it may hold the other language's
    // widths.
    settings.remove(m_key + QStringLiteral("/state"));
    const QByteArray saved = settings.value(stateKey()).toByteArray();
    m_restored = !saved.isEmpty() && m_window->restoreState(saved, Version);
    if (!saved.isEmpty() && !m_restored)
        settings.remove(stateKey()); // an older default's layout: not worth keeping
}

void DockLayout::save() const
{
    QSettings().setValue(stateKey(), m_window->saveState(Version));
}

void DockLayout::reset()
{
    m_window->restoreState(m_default);
    applyStartSizes();
}

bool DockLayout::eventFilter(QObject* watched, QEvent* event)
{
    const bool settles = (event->type() == QEvent::Show && !m_shown)
        || (event->type() == QEvent::Resize && m_shown);
    if (watched == m_window && settles && !m_pending) {
        // The window lays itself out after the event: look at the docks once it has.
        m_pending = true;
        QMetaObject::invokeMethod(this, &DockLayout::settle, Qt::QueuedConnection);
    }
    return QObject::eventFilter(watched, event);
}

void DockLayout::settle()
{
    m_pending = false;
    if (m_shown) {
        keepMiddle();
        return;
    }
    m_shown = true;
    if (!m_restored) {
        applyStartSizes();
        return;
    }
    const QWidget* middle = m_window->centralWidget();
    if (middle && 2 * middle->width() < m_window->width()) {
        // Saved at another size, or by a version whose docks were wider: not worth keeping.
        QSettings().remove(stateKey());
        m_restored = false;
        reset();
    }
}

QList<QDockWidget*> DockLayout::sideDocks(Qt::DockWidgetArea area, bool tabbed) const
{
    QList<QDockWidget*> docks;
    for (QDockWidget* dock : m_window->findChildren<QDockWidget*>(Qt::FindDirectChildrenOnly)) {
        // Open: in view, or (`tabbed`) behind another dock's tab too (the window keeps those
        // out of its bounds rather than hidden).
        const bool open = tabbed
            ? dock->toggleViewAction()->isChecked()
            : dock->isVisible() && m_window->rect().intersects(dock->geometry());
        if (!dock->isFloating() && open && m_window->dockWidgetArea(dock) == area)
            docks << dock;
    }
    return docks;
}

int DockLayout::sideWidth(Qt::DockWidgetArea area) const
{
    QRect all;
    for (const QDockWidget* dock : sideDocks(area))
        all |= dock->geometry();
    return all.width();
}

int DockLayout::leastWidth(Qt::DockWidgetArea area) const
{
    int least = 0;
    for (const QDockWidget* dock : sideDocks(area, true))
        least = std::max(least, dock->minimumSizeHint().width());
    // The titles of tabbed docks whole, not cut short.
    for (const QTabBar* bar : m_window->findChildren<QTabBar*>(Qt::FindDirectChildrenOnly)) {
        if (!bar->isVisible())
            continue;
        const QPoint centre = bar->mapTo(m_window, bar->rect().center());
        for (const QDockWidget* dock : sideDocks(area))
            if (dock->geometry().left() <= centre.x() && centre.x() <= dock->geometry().right())
                least = std::max(least, bar->sizeHint().width());
    }
    return least;
}

void DockLayout::setStartHeights(const QList<QDockWidget*>& docks, const QList<int>& stretch)
{
    m_stacked = docks;
    m_stretch = stretch;
}

void DockLayout::applyStartSizes()
{
    int height = 0;
    int parts = 0;
    for (qsizetype i = 0; i < m_stacked.size() && i < m_stretch.size(); ++i) {
        height += m_stacked[i]->height();
        parts += m_stretch[i];
    }
    if (parts > 0) {
        QList<int> heights;
        for (qsizetype i = 0; i < m_stacked.size() && i < m_stretch.size(); ++i)
            heights << height * m_stretch[i] / parts;
        m_window->resizeDocks(m_stacked, heights, Qt::Vertical);
    }

    const QList<QDockWidget*> left = sideDocks(Qt::LeftDockWidgetArea);
    const QList<QDockWidget*> right = sideDocks(Qt::RightDockWidgetArea);
    const int width = m_window->width();
    auto start = [width](const SideWidth& side) {
        return std::clamp(static_cast<int>(side.share * width), side.least, side.most);
    };
    // No narrower than their controls and tab titles need.
    const int leftLeast = leastWidth(Qt::LeftDockWidgetArea);
    const int rightLeast = leastWidth(Qt::RightDockWidgetArea);
    int leftWidth = left.isEmpty() ? 0 : std::max(start(m_left), leftLeast);
    int rightWidth = right.isEmpty() ? 0 : std::max(start(m_right), rightLeast);
    // Half the window for the middle. Where both sides would take more, the left docks (the
    // set-up panels, which scroll) narrow first, the right ones (the tables) keep the rest.
    const int separator = m_window->style()->pixelMetric(QStyle::PM_DockWidgetSeparatorExtent);
    const int room = width / 2 - 2 * separator;
    if (leftWidth + rightWidth > room) {
        leftWidth = left.isEmpty() ? 0 : std::max(leftLeast, room - rightWidth);
        rightWidth = right.isEmpty() ? 0 : std::max(rightLeast, room - leftWidth);
    }
    QList<QDockWidget*> docks;
    QList<int> widths;
    if (!left.isEmpty()) {
        docks << left.first();
        widths << leftWidth;
    }
    if (!right.isEmpty()) {
        docks << right.first();
        widths << rightWidth;
    }
    if (!docks.isEmpty())
        m_window->resizeDocks(docks, widths, Qt::Horizontal);
}

void DockLayout::keepMiddle()
{
    const QWidget* middle = m_window->centralWidget();
    if (!middle)
        return;
    const int deficit = (m_window->width() + 1) / 2 - middle->width();
    if (deficit <= 0)
        return;
    const QList<QDockWidget*> left = sideDocks(Qt::LeftDockWidgetArea);
    const QList<QDockWidget*> right = sideDocks(Qt::RightDockWidgetArea);
    const int leftWidth = sideWidth(Qt::LeftDockWidgetArea);
    const int rightWidth = sideWidth(Qt::RightDockWidgetArea);
    // Each side gives up in proportion to the width it has above what its controls need.
    const int leftSpare
        = left.isEmpty() ? 0 : std::max(0, leftWidth - leastWidth(Qt::LeftDockWidgetArea));
    const int rightSpare
        = right.isEmpty() ? 0 : std::max(0, rightWidth - leastWidth(Qt::RightDockWidgetArea));
    if (leftSpare + rightSpare == 0)
        return;
    const int cut = std::min(deficit, leftSpare + rightSpare);
    const int leftCut = static_cast<int>(double(cut) * leftSpare / (leftSpare + rightSpare));
    QList<QDockWidget*> docks;
    QList<int> widths;
    if (leftSpare > 0) {
        docks << left.first();
        widths << leftWidth - leftCut;
    }
    if (rightSpare > 0) {
        docks << right.first();
        widths << rightWidth - (cut - leftCut);
    }
    m_window->resizeDocks(docks, widths, Qt::Horizontal);
}

DockScrollArea::DockScrollArea(QWidget* panel, QWidget* parent)
    : QScrollArea(parent)
{
    setWidget(panel);
    // Sized here: QScrollArea would give a panel whose lines wrap its preferred height, never
    // less, and the panel would scroll where its lists could have given room.
    setWidgetResizable(false);
    setFrameShape(QFrame::NoFrame);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    panel->installEventFilter(this);
}

int DockScrollArea::leastWidth() const
{
    const QWidget* panel = widget();
    return panel ? std::max(panel->minimumSize().width(), panel->minimumSizeHint().width()) : 0;
}

int DockScrollArea::leastHeight(int width) const
{
    const QWidget* panel = widget();
    const QLayout* layout = panel->layout();
    if (layout && layout->hasHeightForWidth())
        return std::max(panel->minimumSize().height(), layout->totalMinimumHeightForWidth(width));
    return std::max(panel->minimumSize().height(), panel->minimumSizeHint().height());
}

void DockScrollArea::fitPanel()
{
    QWidget* panel = widget();
    if (!panel)
        return;
    // The viewport's whole room, or less the scroll bar when the panel needs more height.
    const QSize room = maximumViewportSize();
    int width = std::max(room.width(), leastWidth());
    int height = std::max(room.height(), leastHeight(width));
    if (height > room.height()) {
        width = std::max(room.width() - verticalScrollBar()->sizeHint().width(), leastWidth());
        height = std::max(room.height(), leastHeight(width));
    }
    panel->resize(width, height);
}

QSize DockScrollArea::minimumSizeHint() const
{
    return { leastWidth() + verticalScrollBar()->sizeHint().width(),
        QScrollArea::minimumSizeHint().height() };
}

QSize DockScrollArea::sizeHint() const
{
    const QWidget* panel = widget();
    if (!panel)
        return QScrollArea::sizeHint();
    return panel->sizeHint() + QSize(verticalScrollBar()->sizeHint().width(), 0);
}

void DockScrollArea::resizeEvent(QResizeEvent* event)
{
    QScrollArea::resizeEvent(event);
    fitPanel();
}

bool DockScrollArea::eventFilter(QObject* watched, QEvent* event)
{
    // The panel's needs changed (a ruleset loaded, a row shown): sized anew, and the dock
    // asks for its least width anew.
    if (watched == widget() && event->type() == QEvent::LayoutRequest) {
        updateGeometry();
        fitPanel();
    }
    return QScrollArea::eventFilter(watched, event);
}

void letNarrow(QWidget* panel)
{
    // A field's label breaks between words rather than widen the dock.
    for (QLabel* label : panel->findChildren<QLabel*>())
        if (label->buddy())
            label->setWordWrap(true);
    for (QComboBox* combo : panel->findChildren<QComboBox*>()) {
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(4);
        // The entry may show cut short: its whole text on hovering, unless the combo box has a
        // tooltip of its own.
        const char* shown = "hitspreadEntryTip";
        auto tell = [combo, shown](const QString& text) {
            if (combo->toolTip().isEmpty() || combo->toolTip() == combo->property(shown)) {
                combo->setToolTip(text);
                combo->setProperty(shown, text);
            }
        };
        QObject::connect(combo, &QComboBox::currentTextChanged, combo, tell);
        tell(combo->currentText());
    }
}

void wrapEntries(QListView* list)
{
    list->setWordWrap(true);
    list->setResizeMode(QListView::Adjust);
    list->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

} // namespace hitspread
