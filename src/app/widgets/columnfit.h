// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QFontMetrics>
#include <QList>
#include <QModelIndex>
#include <QObject>
#include <QStringList>

#include <vector>

class QTableView;

namespace hitspread {

// Fits a table's columns into its width, so that a dock's table never needs sideways
// scrolling: each column as wide as its header and cells when they all fit (the last one
// takes what is left); else the widest columns narrow alike, their cells and headers
// wrapping between words (rows of up to two lines). Where even their longest words do not
// fit, the columns the table can spare are left out until it is wider, and a word still too
// long is cut short with "…" and said whole in a tooltip. It follows the table's contents
// and size.
class ColumnFit : public QObject {
    Q_OBJECT
public:
    // `spare`: the columns left out first when the table is narrow, the first first;
    // `rows`: how many rows it shows at least, its header above them.
    explicit ColumnFit(QTableView* table, const QList<int>& spare = {}, int rows = 0);

    // The widths columns get in `room` pixels: their `natural` widths (their text on one
    // line) when these fit; else as narrow as breaking lines between words allows, no
    // narrower than their longest word (`words`) while these fit; else the first column's
    // longest word whole where the others can give, none below its `least`.
    static std::vector<int> share(const std::vector<int>& natural, const std::vector<int>& words,
        const std::vector<int>& least, int room);

protected:
    bool eventFilter(QObject* watched, QEvent* event) override;

private:
    void schedule();
    void fit();
    void readHeaders();
    int headerWidth(const QString& text) const;
    int textMargin() const; // a cell's, both sides of its text together
    int decorationWidth(const QModelIndex& index) const; // a cell's icon or colour swatch
    QFontMetrics metricsOf(const QModelIndex& index) const; // of a cell's font
    int longestHeaderWord(int column) const; // its text's width
    int longestCellWord(int column) const; // the width a cell needs to show it
    QString wrapped(const QString& text, int width) const; // the header's lines in `width`

    QTableView* m_table;
    // The table's viewport, whose events are watched: kept, since while the table is torn
    // down (its viewport deleted as a child) it is no longer a table to ask for it.
    QWidget* m_viewport;
    QStringList m_headers; // as the panel wrote them
    QList<int> m_spare;
    int m_rows;
    bool m_pending = false;
    bool m_writing = false; // the headers being set from here
};

// Lets `table`'s columns fit its width (a ColumnFit owned by the table), leaving out the
// `spare` ones, the first first, where they do not fit; it keeps `rows` rows in view.
void fitColumns(QTableView* table, const QList<int>& spare = {}, int rows = 0);

} // namespace hitspread
