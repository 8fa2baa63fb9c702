// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/main/appearance.h"

#include <QApplication>
#include <QPainter>
#include <QPalette>
#include <QProxyStyle>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleOption>

#include <algorithm>

namespace hitspread {

namespace {
    const QString Key = QStringLiteral("appearance/palette");

    // The desktop's style, as the program started with it.
    const QString& desktopStyle()
    {
        static const QString kept = QApplication::style()->name();
        return kept;
    }

    // Fusion draws a check box's box (and an item view's) in the base colour with an outline
    // a shade darker than the window: on a dark window neither shows. The dark palette's boxes
    // get an outline in the text's colour, as bright as the labels beside them.
    class MarkedIndicators final : public QProxyStyle {
    public:
        explicit MarkedIndicators(QStyle* fusion)
            : QProxyStyle(fusion)
        {
        }
        void drawPrimitive(PrimitiveElement element, const QStyleOption* option, QPainter* painter,
            const QWidget* widget) const override
        {
            QProxyStyle::drawPrimitive(element, option, painter, widget);
            if (element != PE_IndicatorCheckBox && element != PE_IndicatorItemViewItemCheck)
                return;
            // A square in the middle of the rectangle the box is drawn in.
            const int side = std::min(option->rect.width(), option->rect.height());
            QRect outline(0, 0, side - 1, side - 1);
            outline.moveCenter(option->rect.center());
            QColor ink = option->palette.color(QPalette::Text);
            if (!(option->state & State_Enabled))
                ink = option->palette.color(QPalette::Disabled, QPalette::Text);
            painter->save();
            painter->setRenderHint(QPainter::Antialiasing, false);
            painter->setBrush(Qt::NoBrush);
            painter->setPen(QPen(ink, 1));
            painter->drawRect(outline);
            painter->restore();
        }
    };

    QPalette darkPalette()
    {
        QPalette p;
        const QColor window(0x2b, 0x2d, 0x31), base(0x1f, 0x21, 0x24), text(0xe8, 0xe8, 0xe8);
        const QColor disabled(0x80, 0x80, 0x86), highlight(0x3d, 0x7a, 0xc6);
        p.setColor(QPalette::Window, window);
        p.setColor(QPalette::WindowText, text);
        p.setColor(QPalette::Base, base);
        p.setColor(QPalette::AlternateBase, window);
        p.setColor(QPalette::ToolTipBase, window);
        p.setColor(QPalette::ToolTipText, text);
        p.setColor(QPalette::PlaceholderText, disabled);
        p.setColor(QPalette::Text, text);
        p.setColor(QPalette::Button, window);
        p.setColor(QPalette::ButtonText, text);
        p.setColor(QPalette::BrightText, QColor(0xff, 0x60, 0x60));
        p.setColor(QPalette::Light, window.lighter(130));
        p.setColor(QPalette::Midlight, window.lighter(115));
        p.setColor(QPalette::Mid, window.darker(120));
        p.setColor(QPalette::Dark, window.darker(150));
        p.setColor(QPalette::Shadow, Qt::black);
        p.setColor(QPalette::Highlight, highlight);
        p.setColor(QPalette::HighlightedText, Qt::white);
        p.setColor(QPalette::Link, QColor(0x7a, 0xb4, 0xf0));
        p.setColor(QPalette::LinkVisited, QColor(0xb0, 0x90, 0xe0));
        for (QPalette::ColorRole role : { QPalette::WindowText, QPalette::Text,
                 QPalette::ButtonText, QPalette::HighlightedText })
            p.setColor(QPalette::Disabled, role, disabled);
        p.setColor(QPalette::Disabled, QPalette::Highlight, window.lighter(120));
        return p;
    }
}

QString chosenPalette()
{
    const QString chosen = QSettings().value(Key).toString();
    return chosen == QLatin1String("light") || chosen == QLatin1String("dark") ? chosen : QString();
}

void setChosenPalette(const QString& palette)
{
    QSettings().setValue(Key, palette);
}

void applyPalette(const QString& palette)
{
    const QString& original = desktopStyle();
    if (palette == QLatin1String("dark") || palette == QLatin1String("light")) {
        QStyle* fusion = QStyleFactory::create(QStringLiteral("Fusion"));
        if (palette == QLatin1String("dark")) {
            QApplication::setStyle(new MarkedIndicators(fusion));
            QApplication::setPalette(darkPalette());
        } else {
            QApplication::setStyle(fusion);
            QApplication::setPalette(QApplication::style()->standardPalette());
        }
        return;
    }
    QApplication::setStyle(QStyleFactory::create(original));
    // A palette with no colour of its own: every role comes from the desktop's theme, now and
    // whenever the desktop changes it.
    QApplication::setPalette(QPalette());
}

} // namespace hitspread
