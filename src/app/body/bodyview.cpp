// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "bodyview.h"

#include "session.h"

#include <QHelpEvent>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>

namespace hitspread {

BodyView::BodyView(Session* session, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Body hex diagram"));
    setAccessibleDescription(tr("Click a hex or use the arrow keys to aim; Enter fires."));
    setMinimumSize(240, 300);
    auto repaint = [this] { update(); };
    connect(session, &Session::rulesetChanged, this, [this] {
        m_renderer.setBody(m_session->ruleset() ? &m_session->ruleset()->body : nullptr);
        if (m_hovered) {
            m_hovered.reset();
            emit hexHovered(std::nullopt);
        }
        relayout();
        update();
    });
    connect(session, &Session::settingsChanged, this, repaint);
    connect(session, &Session::targetChanged, this, [this] {
        if (m_others.size() != m_session->others().size())
            relayout();
        update();
    });
    connect(session, &Session::selectedEntryChanged, this, repaint);
    connect(session, &Session::revealedChanged, this, repaint);
}

std::optional<Hex> BodyView::selectedHex() const
{
    if (!m_session->ruleset())
        return std::nullopt;
    return m_session->settings().target;
}

void BodyView::setHeat(std::optional<std::map<Hex, double>> heat)
{
    m_heat = std::move(heat);
    update();
}

void BodyView::setAimMap(std::optional<AimOverlay> overlay)
{
    m_aim = std::move(overlay);
    update();
}

std::vector<ShotMarkers> BodyView::shownShots(int target) const
{
    std::vector<ShotMarkers> markers;
    const int index = m_session->selectedEntry();
    const Ruleset* rs = m_session->ruleset();
    if (!rs || index < 0 || index >= static_cast<int>(m_session->log().size()))
        return markers;
    const LogEntry& entry = m_session->log()[static_cast<std::size_t>(index)];
    if (entry.grenade)
        return throwMarkers(entry, target);
    const Outcome& outcome = entry.outcome;
    const double revealed = m_session->revealed();
    const int whole
        = revealed < 0 ? static_cast<int>(outcome.shots.size()) : static_cast<int>(revealed);
    const double travel = revealed < 0 ? 0.0 : revealed - whole;
    for (int i = 0; i < static_cast<int>(outcome.shots.size()); ++i) {
        if (i > whole || (i == whole && travel <= 0))
            break;
        const ShotTrace& shot = outcome.shots[static_cast<std::size_t>(i)];
        if (shot.target != target || shot.stray)
            continue;
        ShotMarkers m;
        m.firstOfAction = i == 0 || shot.randomAim.has_value();
        m.aimed = shot.fromHex.value_or(shot.aimHex);
        m.landing = shot.landing;
        m.onBody = !shot.hits.empty();
        m.deviation = shot.deviation;
        m.direction = shot.face ? shot.face : shot.direction;
        m.travel = i == whole ? travel : 1.0;
        m.latest = i == whole - 1;
        if (shot.templateRadius > 0) {
            m.templateHexes = shot.hexes;
            for (const HitResult& hit : shot.hits) {
                const auto found = std::find_if(shot.hexes.begin(), shot.hexes.end(),
                    [&](Hex h) { return rs->body.locationAt(h) == hit.location; });
                if (found == shot.hexes.end())
                    continue;
                m.notes.emplace_back(*found,
                    tr("%1: DAM %2, %3 to the body")
                        .arg(QString::fromStdString(
                            rs->body.locations[static_cast<std::size_t>(hit.location)].name))
                        .arg(hit.dam)
                        .arg(hit.bodyDamage));
            }
        }
        markers.push_back(std::move(m));
    }
    return markers;
}

std::vector<ShotMarkers> BodyView::throwMarkers(const LogEntry& entry, int target) const
{
    // §9: the grenade flies from the intended point to where the d6 deviation takes it, then,
    // beyond optimum range, straight down by the drift. On the floor each character's point
    // deviates on its own dice.
    std::vector<ShotMarkers> markers;
    const std::optional<ThrowOutcome>& thrown = entry.grenadeOutcome.thrown;
    if (!thrown || target < 0 || target >= static_cast<int>(thrown->characters.size()))
        return markers;
    const BlastTrace& blast = thrown->characters[static_cast<std::size_t>(target)];
    const double revealed = m_session->revealed();
    const int whole = revealed < 0 ? entry.steps() : static_cast<int>(revealed);
    const double travel = revealed < 0 ? 0.0 : revealed - whole;
    auto reveal = [&](int stepIndex, ShotMarkers m) {
        if (stepIndex > whole || (stepIndex == whole && travel <= 0))
            return;
        m.travel = stepIndex == whole ? travel : 1.0;
        markers.push_back(std::move(m));
    };
    ShotMarkers flight;
    flight.aimed = thrown->intended;
    flight.landing = thrown->onFloor ? blast.impact : thrown->deviated;
    flight.deviation = thrown->onFloor ? blast.deviation : thrown->deviation;
    flight.direction = thrown->onFloor ? blast.direction : thrown->direction;
    reveal(0, flight);
    if (!thrown->onFloor && thrown->drift > 0) {
        ShotMarkers drift;
        drift.aimed = thrown->deviated;
        drift.landing = thrown->impact;
        drift.deviation = thrown->drift;
        drift.direction = 3;
        drift.firstOfAction = false;
        reveal(1, drift);
    }
    return markers;
}

std::optional<BlastZone> BodyView::shownBlast(int target) const
{
    const int index = m_session->selectedEntry();
    if (index < 0 || index >= static_cast<int>(m_session->log().size()))
        return std::nullopt;
    const LogEntry& entry = m_session->log()[static_cast<std::size_t>(index)];
    const std::optional<ThrowOutcome>& thrown = entry.grenadeOutcome.thrown;
    if (!entry.grenade || !thrown || target < 0
        || target >= static_cast<int>(thrown->characters.size()))
        return std::nullopt;
    if (m_session->revealed() >= 0 && m_session->revealed() < entry.steps())
        return std::nullopt; // still in the air
    const BlastTrace& blast = thrown->characters[static_cast<std::size_t>(target)];
    return BlastZone { blast.impact, blast.radius, thrown->type };
}

void BodyView::setChoices(
    std::vector<std::pair<Hex, QString>> choices, std::optional<Hex> from, int target)
{
    m_choices = std::move(choices);
    m_choiceFrom = from;
    m_choiceTarget = target;
    update();
}

void BodyView::setZoom(double zoom)
{
    zoom = std::clamp(zoom, 1.0, 6.0);
    if (qFuzzyCompare(zoom, m_zoom))
        return;
    m_zoom = zoom;
    emit zoomChanged(zoom);
}

void BodyView::relayout()
{
    // The first target, and walking fire's further targets side by side with it.
    const Ruleset* rs = m_session->ruleset();
    const std::size_t others = rs ? m_session->others().size() : 0;
    m_others.resize(others, BodyRenderer(rs ? &rs->body : nullptr));
    // With several bodies, a band on top names each of them.
    const QRectF area = QRectF(rect()).adjusted(4, others ? 22 : 4, -4, -4);
    const qreal width = area.width() / static_cast<qreal>(others + 1);
    m_renderer.fitTo(QRectF(area.left(), area.top(), width, area.height()));
    for (std::size_t i = 0; i < others; ++i) {
        m_others[i].setBody(&rs->body);
        m_others[i].fitTo(QRectF(
            area.left() + width * static_cast<qreal>(i + 1), area.top(), width, area.height()));
    }
}

void BodyView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    BodyPaintState state;
    state.selected = selectedHex();
    state.hovered = m_hovered;
    state.dark = palette().color(QPalette::Base).lightness() < 128;
    state.character = m_session->ruleset() ? &m_session->shownTarget() : nullptr;
    state.shots = shownShots();
    state.blast = shownBlast(0);
    if (m_choiceTarget == 0) {
        state.choices = m_choices;
        state.choiceFrom = m_choiceFrom;
    }
    if (m_session->revealed() >= 0) {
        // The location just hit lights up and fades as the next bullet sets off.
        const double travel = m_session->revealed() - static_cast<int>(m_session->revealed());
        state.flash = std::max(0.0, 1.0 - 3 * travel);
    }
    if (m_heat)
        state.heat = &*m_heat;
    if (m_aim) {
        state.aim = &m_aim->shade;
        state.bestAims = m_aim->best;
    }
    if (m_session->ruleset()) {
        switch (m_session->shownTarget().status(*m_session->ruleset())) {
        case CharacterStatus::Dead:
            state.banner = tr("DEAD");
            break;
        case CharacterStatus::Unconscious:
            state.banner = tr("UNCONSCIOUS");
            break;
        case CharacterStatus::Ok:
            break;
        }
    }
    m_renderer.paint(painter, state);
    if (!m_others.empty()) {
        painter.setPen(palette().color(QPalette::Text));
        const QRectF frame = m_renderer.fieldRect();
        painter.drawText(QRectF(frame.left(), 2, frame.width(), 20), Qt::AlignCenter,
            tr("Target 1: %1").arg(m_session->shownName(0)));
    }
    for (std::size_t i = 0; i < m_others.size() && i < m_session->others().size(); ++i) {
        BodyPaintState other;
        other.dark = state.dark;
        other.character = &m_session->shownOther(i);
        other.shots = shownShots(static_cast<int>(i) + 1);
        other.blast = shownBlast(static_cast<int>(i) + 1);
        other.flash = state.flash;
        if (m_choiceTarget == static_cast<int>(i) + 1) {
            other.choices = m_choices;
            other.choiceFrom = m_choiceFrom;
        }
        if (other.character->status(*m_session->ruleset()) == CharacterStatus::Dead)
            other.banner = tr("DEAD");
        else if (other.character->status(*m_session->ruleset()) == CharacterStatus::Unconscious)
            other.banner = tr("UNCONSCIOUS");
        m_others[i].paint(painter, other);
        // Whose body this is.
        painter.setPen(palette().color(QPalette::Text));
        const QRectF frame = m_others[i].fieldRect();
        painter.drawText(QRectF(frame.left(), 2, frame.width(), 20), Qt::AlignCenter,
            tr("Target %1: %2").arg(i + 2).arg(m_session->shownName(i + 1)));
    }
}

void BodyView::resizeEvent(QResizeEvent*)
{
    relayout();
}

void BodyView::mouseMoveEvent(QMouseEvent* event)
{
    const auto hex = m_renderer.hexAt(event->position());
    if (hex != m_hovered) {
        m_hovered = hex;
        update();
        emit hexHovered(hex);
    }
}

void BodyView::aimAt(Hex hex)
{
    AttackRequest settings = m_session->settings();
    if (settings.target == hex)
        return;
    settings.target = hex;
    m_session->changeSettings(settings, tr("Aim at %1").arg(QString::fromStdString(label(hex))));
}

void BodyView::mousePressEvent(QMouseEvent* event)
{
    if (event->button() != Qt::LeftButton)
        return;
    setFocus(Qt::MouseFocusReason);
    if (const auto hex = m_renderer.hexAt(event->position())) {
        aimAt(*hex);
        return;
    }
    // A click on a further target's body makes it the target (it and the target trade places).
    if (m_session->revealed() >= 0)
        return;
    for (std::size_t i = 0; i < m_others.size() && i < m_session->data().others.size(); ++i) {
        if (m_others[i].fieldRect().contains(event->position())) {
            m_session->pickTarget(m_session->data().others[i]);
            return;
        }
    }
}

void BodyView::leaveEvent(QEvent*)
{
    if (m_hovered) {
        m_hovered.reset();
        update();
        emit hexHovered(std::nullopt);
    }
}

void BodyView::keyPressEvent(QKeyEvent* event)
{
    const Body* body = m_renderer.body();
    const auto selected = selectedHex();
    if (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter) {
        emit fireRequested();
        return;
    }
    if (!body || !selected) {
        QWidget::keyPressEvent(event);
        return;
    }
    // Arrow keys walk the aim: up and down along the column, left and right across.
    OffsetCoord c = toOffset(*selected);
    switch (event->key()) {
    case Qt::Key_Up:
        --c.row;
        break;
    case Qt::Key_Down:
        ++c.row;
        break;
    case Qt::Key_Left:
        --c.col;
        break;
    case Qt::Key_Right:
        ++c.col;
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    if (body->inField(c))
        aimAt(fromOffset(c));
}

void BodyView::wheelEvent(QWheelEvent* event)
{
    if (!(event->modifiers() & Qt::ControlModifier)) {
        event->ignore(); // plain wheel scrolls the area
        return;
    }
    setZoom(m_zoom * (event->angleDelta().y() > 0 ? 1.15 : 1 / 1.15));
    event->accept();
}

QString BodyView::describeHex(Hex hex) const
{
    const Ruleset* rs = m_session->ruleset();
    QString text = QString::fromStdString(label(hex));
    if (!rs)
        return text;
    const int sub = rs->body.subLocationAt(hex);
    if (sub < 0)
        return tr("%1 — empty space").arg(text);
    const SubLocation& s = rs->body.subLocations[static_cast<std::size_t>(sub)];
    const std::size_t loc = static_cast<std::size_t>(s.location);
    const CharacterState& target = m_session->shownTarget();
    QString armour;
    for (const ArmourLayer& layer : target.armour) {
        if (layer.idLeft[loc] >= 0)
            armour += tr(", PV %1 ID %2").arg(layer.pv).arg(layer.idLeft[loc]);
    }
    return tr("%1 — %2 (%3)%4, hits left %5 of %6")
        .arg(text, QString::fromStdString(s.name),
            QString::fromStdString(rs->body.locations[loc].name), armour)
        .arg(target.locations[loc].hits)
        .arg(target.locations[loc].maxHits);
}

bool BodyView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip) {
        const auto* help = static_cast<QHelpEvent*>(event);
        if (const auto hex = m_renderer.hexAt(help->pos()))
            QToolTip::showText(help->globalPos(), describeHex(*hex), this);
        else
            QToolTip::hideText();
        return true;
    }
    return QWidget::event(event);
}

BodyScrollArea::BodyScrollArea(BodyView* view, QWidget* parent)
    : QScrollArea(parent)
    , m_view(view)
{
    setWidget(view);
    setWidgetResizable(false);
    setAlignment(Qt::AlignCenter);
    setFrameShape(QFrame::NoFrame);
    connect(view, &BodyView::zoomChanged, this, [this] { fitView(); });
}

void BodyScrollArea::resizeEvent(QResizeEvent* event)
{
    QScrollArea::resizeEvent(event);
    fitView();
}

void BodyScrollArea::fitView()
{
    // Keep the point under the centre of the viewport where it was while zooming.
    const double fx = horizontalScrollBar()->maximum()
        ? double(horizontalScrollBar()->value()) / horizontalScrollBar()->maximum()
        : 0.5;
    const double fy = verticalScrollBar()->maximum()
        ? double(verticalScrollBar()->value()) / verticalScrollBar()->maximum()
        : 0.5;
    m_view->resize(viewport()->size() * m_view->zoom());
    horizontalScrollBar()->setValue(static_cast<int>(fx * horizontalScrollBar()->maximum()));
    verticalScrollBar()->setValue(static_cast<int>(fy * verticalScrollBar()->maximum()));
}

} // namespace hitspread
