// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "appearance.h"

#include <QApplication>
#include <QPalette>
#include <QSettings>
#include <QStyle>
#include <QStyleFactory>

namespace hitspread {

namespace {
    const QString Key = QStringLiteral("appearance/palette");

    // The desktop's style, as the program started with it.
    const QString& desktopStyle()
    {
        static const QString kept = QApplication::style()->name();
        return kept;
    }

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
        QApplication::setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
        QApplication::setPalette(palette == QLatin1String("dark")
                ? darkPalette()
                : QApplication::style()->standardPalette());
        return;
    }
    QApplication::setStyle(QStyleFactory::create(original));
    // A palette with no colour of its own: every role comes from the desktop's theme, now and
    // whenever the desktop changes it.
    QApplication::setPalette(QPalette());
}

} // namespace hitspread
