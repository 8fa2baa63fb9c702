// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/window/bodyview.h"

#include "app/window/burstplayer.h"
#include "qs.h"

#include "app/document/coreterms.h"
#include "app/document/session.h"

#include <QHelpEvent>

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QScrollBar>
#include <QToolTip>
#include <QWheelEvent>
#include <algorithm>

namespace hitspread {

BodyView::BodyView(Session* session, BurstPlayer* player, QWidget* parent)
    : QWidget(parent)
    , m_session(session)
    , m_player(player)
{
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAccessibleName(tr("Body hex diagram"));
    setAccessibleDescription(tr("Click a hex or use the arrow keys to aim; Enter fires."));
    setMinimumSize(240, 300);
    auto repaint = [this] { update(); };
    // A view made after the ruleset was loaded (the player display) draws it at once.
    if (session->ruleset())
        m_renderer.setBody(&session->ruleset()->body);
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
    connect(player, &BurstPlayer::revealedChanged, this, repaint);
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
    const int index = m_session->selectedEntry();
    const Ruleset* rs = m_session->ruleset();
    if (!rs || index < 0 || index >= static_cast<int>(m_session->log().size()) || target < 0
        || !m_player->showsSelectedEntryAt(static_cast<std::size_t>(target)))
        return {};
    const LogEntry& entry = m_session->log()[static_cast<std::size_t>(index)];
    if (entry.grenade) {
        if (!entry.grenadeOutcome.thrown)
            return {};
        return throwMarkers(*entry.grenadeOutcome.thrown, target, m_player->revealed());
    }
    return shotMarkers(*rs, entry.outcome, target, m_player->revealed(),
        [](const QString& location, int dam, int bodyDamage) {
            return tr("%1: DAM %2, %3 to the body").arg(location).arg(dam).arg(bodyDamage);
        });
}

std::optional<BlastZone> BodyView::shownBlast(int target) const
{
    const int index = m_session->selectedEntry();
    if (index < 0 || index >= static_cast<int>(m_session->log().size()) || target < 0
        || !m_player->showsSelectedEntryAt(static_cast<std::size_t>(target)))
        return std::nullopt;
    const LogEntry& entry = m_session->log()[static_cast<std::size_t>(index)];
    if (!entry.grenade || !entry.grenadeOutcome.thrown)
        return std::nullopt;
    return blastZone(*entry.grenadeOutcome.thrown, target, m_player->revealed());
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
    const std::vector<QRectF> areas = sceneAreas(QRectF(rect()), others + 1);
    m_renderer.fitTo(areas[0]);
    for (std::size_t i = 0; i < others; ++i) {
        m_others[i].setBody(&rs->body);
        m_others[i].fitTo(areas[i + 1]);
    }
}

void BodyView::setReadOnly(bool readOnly)
{
    m_readOnly = readOnly;
    setMouseTracking(!readOnly);
    setFocusPolicy(readOnly ? Qt::NoFocus : Qt::StrongFocus);
    if (readOnly)
        setAccessibleDescription(tr("The bodies in play and where the shots landed."));
    m_hovered.reset();
    update();
}

std::vector<SceneBody> BodyView::scene() const
{
    std::vector<SceneBody> bodies;
    const Ruleset* rs = m_session->ruleset();
    if (!rs)
        return bodies;
    auto banner = [rs](const CharacterState& character) {
        switch (character.status(*rs)) {
        case CharacterStatus::Dead:
            return tr("DEAD");
        case CharacterStatus::Unconscious:
            return tr("UNCONSCIOUS");
        case CharacterStatus::Ok:
            break;
        }
        return QString();
    };
    double flash = 0;
    if (m_player->revealed() >= 0) {
        // The location just hit lights up and fades as the next bullet sets off.
        const double travel = m_player->revealed() - static_cast<int>(m_player->revealed());
        flash = std::max(0.0, 1.0 - 3 * travel);
    }
    const bool dark = palette().color(QPalette::Base).lightness() < 128;
    const std::size_t others = std::min(m_others.size(), m_session->others().size());
    for (std::size_t i = 0; i <= others; ++i) {
        SceneBody body;
        BodyPaintState& state = body.state;
        state.dark = dark;
        state.character = i == 0 ? &m_player->shownTarget() : &m_player->shownOther(i - 1);
        state.shots = shownShots(static_cast<int>(i));
        state.blast = shownBlast(static_cast<int>(i));
        state.flash = flash;
        state.banner = banner(*state.character);
        if (m_choiceTarget == static_cast<int>(i)) {
            state.choices = m_choices;
            state.choiceFrom = m_choiceFrom;
        }
        if (i == 0) {
            if (!m_readOnly)
                state.selected = selectedHex();
            if (m_heat)
                state.heat = &*m_heat;
            if (m_aim) {
                state.aim = &m_aim->shade;
                state.bestAims = m_aim->best;
            }
        }
        body.name = tr("Target %1: %2").arg(i + 1).arg(m_player->shownName(i));
        bodies.push_back(std::move(body));
    }
    return bodies;
}

void BodyView::paintEvent(QPaintEvent*)
{
    QPainter painter(this);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    std::vector<SceneBody> bodies = scene();
    if (bodies.empty()) {
        m_renderer.paint(painter, BodyPaintState {});
        return;
    }
    bodies[0].state.hovered = m_hovered;
    const QColor ink = palette().color(QPalette::Text);
    for (std::size_t i = 0; i < bodies.size(); ++i) {
        const BodyRenderer& renderer = i == 0 ? m_renderer : m_others[i - 1];
        renderer.paint(painter, sceneState(bodies, i));
        if (bodies.size() > 1)
            paintSceneName(painter, renderer, bodies[i].name, ink);
    }
}

void BodyView::resizeEvent(QResizeEvent*)
{
    relayout();
}

void BodyView::mouseMoveEvent(QMouseEvent* event)
{
    if (m_readOnly)
        return;
    const auto hex = m_renderer.hexAt(event->position());
    if (hex != m_hovered) {
        // Only the two hexes are painted again (the diagram's kept layer does the rest).
        for (const auto& h : { m_hovered, hex })
            if (h)
                update(m_renderer.hexPolygon(*h).boundingRect().toAlignedRect().adjusted(
                    -3, -3, 3, 3));
        m_hovered = hex;
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
    if (event->button() != Qt::LeftButton || m_readOnly)
        return;
    setFocus(Qt::MouseFocusReason);
    if (const auto hex = m_renderer.hexAt(event->position())) {
        aimAt(*hex);
        return;
    }
    // A click on a further target's body makes it the target (it and the target trade places).
    if (m_player->revealed() >= 0)
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
    if (m_readOnly) {
        QWidget::keyPressEvent(event);
        return;
    }
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
    if (m_readOnly || !(event->modifiers() & Qt::ControlModifier)) {
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
    const CharacterState& target = m_player->shownTarget();
    QString armour;
    for (const ArmourLayer& layer : target.armour) {
        if (layer.idLeft[loc] >= 0)
            armour += tr(", PV %1 ID %2").arg(layer.pv).arg(layer.idLeft[loc]);
    }
    return tr("%1 — %2 (%3)%4, hits left %5")
        .arg(text, qs(s.name), qs(rs->body.locations[loc].name), armour,
            hitsLeft(target.locations[loc].hits, target.locations[loc].maxHits));
}

bool BodyView::event(QEvent* event)
{
    if (event->type() == QEvent::ToolTip && !m_readOnly) {
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
