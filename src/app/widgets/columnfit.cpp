// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/widgets/columnfit.h"

#include <QEvent>
#include <QHeaderView>
#include <QHelpEvent>
#include <QRegularExpression>
#include <QStyle>
#include <QStyleOptionHeader>
#include <QTableView>
#include <QToolTip>

#include <algorithm>
#include <numeric>

namespace hitspread {

namespace {
    int total(const std::vector<int>& widths)
    {
        return std::accumulate(widths.begin(), widths.end(), 0);
    }

    // Each column between its `lower` and `upper` width, the widest ones narrowed alike to
    // fill `room` (which holds all the lower widths).
    std::vector<int> fill(const std::vector<int>& lower, const std::vector<int>& upper, int room)
    {
        auto capped = [&](int cap) {
            std::vector<int> widths(lower.size());
            for (std::size_t i = 0; i < lower.size(); ++i)
                widths[i] = std::max(lower[i], std::min(upper[i], cap));
            return widths;
        };
        int low = 0;
        int high = *std::max_element(upper.begin(), upper.end());
        while (low < high) {
            const int mid = (low + high + 1) / 2;
            if (total(capped(mid)) <= room)
                low = mid;
            else
                high = mid - 1;
        }
        std::vector<int> widths = capped(low);
        // The pixels left over go to the narrowed columns, one each.
        int rest = room - total(widths);
        for (std::size_t i = 0; rest > 0 && i < widths.size(); ++i) {
            if (widths[i] < upper[i]) {
                ++widths[i];
                --rest;
            }
        }
        return widths;
    }

    // The widest part of `text` a line break does not split: a word, or numbers joined by
    // slashes ("1 / 1 / 0" is read as one).
    int widestWord(const QFontMetrics& metrics, QString text)
    {
        static const QRegularExpression space(QStringLiteral("[ \\t\\n]+"));
        text.replace(QStringLiteral(" / "), QStringLiteral("\u00a0/\u00a0"));
        int widest = 0;
        for (const QString& word : text.split(space, Qt::SkipEmptyParts))
            widest = std::max(widest, metrics.horizontalAdvance(word));
        return widest;
    }
}

ColumnFit::ColumnFit(QTableView* table, const QList<int>& spare, int rows)
    : QObject(table)
    , m_table(table)
    , m_viewport(table->viewport())
    , m_spare(spare)
    , m_rows(rows)
{
    table->setWordWrap(true);
    table->setTextElideMode(Qt::ElideRight);
    QHeaderView* header = table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Fixed);
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(8); // the style's least is wider than a "—" column
    // The header's lines are broken and cut short here; its own eliding would take the
    // lines for one.
    header->setTextElideMode(Qt::ElideNone);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    // Two lines at most: a row of a long text does not push the others out of view.
    table->verticalHeader()->setMaximumSectionSize(2 * table->fontMetrics().lineSpacing() + 8);
    m_viewport->installEventFilter(this);
    const QAbstractItemModel* model = table->model();
    connect(model, &QAbstractItemModel::modelReset, this, &ColumnFit::schedule);
    connect(model, &QAbstractItemModel::layoutChanged, this, &ColumnFit::schedule);
    connect(model, &QAbstractItemModel::dataChanged, this, &ColumnFit::schedule);
    for (auto signal : { &QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved,
             &QAbstractItemModel::columnsInserted, &QAbstractItemModel::columnsRemoved })
        connect(model, signal, this, &ColumnFit::schedule);
    connect(model, &QAbstractItemModel::headerDataChanged, this, [this](Qt::Orientation o) {
        if (o == Qt::Horizontal && !m_writing) {
            readHeaders();
            schedule();
        }
    });
    readHeaders();
    schedule();
}

void fitColumns(QTableView* table, const QList<int>& spare, int rows)
{
    new ColumnFit(table, spare, rows);
}

std::vector<int> ColumnFit::share(const std::vector<int>& natural, const std::vector<int>& words,
    const std::vector<int>& least, int room)
{
    if (natural.empty() || total(natural) <= room)
        return natural;
    // Lines broken between words, no word cut short.
    if (total(words) <= room)
        return fill(words, natural, room);
    if (total(least) >= room)
        return least;
    // Words cut short, but the first column's (the names) whole while the others can give.
    std::vector<int> lower = least;
    if (total(least) - least[0] + words[0] <= room)
        lower[0] = words[0];
    return fill(lower, words, room);
}

void ColumnFit::readHeaders()
{
    const QAbstractItemModel* model = m_table->model();
    m_headers.clear();
    for (int c = 0; c < model->columnCount(); ++c)
        m_headers << model->headerData(c, Qt::Horizontal).toString();
}

void ColumnFit::schedule()
{
    if (m_pending)
        return;
    m_pending = true;
    QMetaObject::invokeMethod(this, &ColumnFit::fit, Qt::QueuedConnection);
}

int ColumnFit::headerWidth(const QString& text) const
{
    const QHeaderView* header = m_table->horizontalHeader();
    QStyleOptionHeader option;
    option.initFrom(header);
    option.orientation = Qt::Horizontal;
    option.text = text;
    option.textAlignment = header->defaultAlignment();
    return header->style()
        ->sizeFromContents(QStyle::CT_HeaderSection, &option, QSize(), header)
        .width();
}

int ColumnFit::textMargin() const
{
    return 2 * (m_table->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, m_table) + 1);
}

int ColumnFit::decorationWidth(const QModelIndex& index) const
{
    if (!index.data(Qt::DecorationRole).isValid())
        return 0;
    const QSize icon = m_table->iconSize();
    const int side = icon.isValid()
        ? icon.width()
        : m_table->style()->pixelMetric(QStyle::PM_SmallIconSize, nullptr, m_table);
    return side + textMargin() + 2; // the icon or swatch and the gap after it
}

QFontMetrics ColumnFit::metricsOf(const QModelIndex& index) const
{
    const QVariant font = index.data(Qt::FontRole);
    return QFontMetrics(font.isValid() ? font.value<QFont>() : m_table->font());
}

int ColumnFit::longestHeaderWord(int column) const
{
    return widestWord(m_table->horizontalHeader()->fontMetrics(), m_headers.value(column));
}

int ColumnFit::longestCellWord(int column) const
{
    // Beside the text: its margins, an icon or swatch, the grid line and a pixel or two the
    // style's text layout takes.
    const int beside = textMargin() + 4;
    int widest = 0;
    const QAbstractItemModel* model = m_table->model();
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex index = model->index(row, column);
        const int word = widestWord(metricsOf(index), index.data().toString());
        widest = std::max(widest, word + beside + decorationWidth(index));
    }
    return widest;
}

QString ColumnFit::wrapped(const QString& text, int width) const
{
    const QFontMetrics metrics = m_table->horizontalHeader()->fontMetrics();
    const int inner = width - headerWidth(QStringLiteral(" ")) + metrics.horizontalAdvance(' ');
    QStringList lines;
    QString line;
    for (const QString& word : text.split(' ', Qt::SkipEmptyParts)) {
        const QString longer = line.isEmpty() ? word : line + ' ' + word;
        if (line.isEmpty() || metrics.horizontalAdvance(longer) <= inner) {
            line = longer;
        } else {
            lines << line;
            line = word;
        }
    }
    lines << line;
    for (QString& l : lines)
        l = metrics.elidedText(l, Qt::ElideRight, inner);
    return lines.join('\n');
}

void ColumnFit::fit()
{
    m_pending = false;
    QAbstractItemModel* model = m_table->model();
    QHeaderView* header = m_table->horizontalHeader();
    if (m_headers.size() != model->columnCount())
        readHeaders();
    std::vector<int> columns;
    std::vector<int> natural;
    std::vector<int> words;
    std::vector<int> least;
    // A header may be cut to a few letters (it says itself whole in its tooltip) before a
    // cell's word is.
    const int tight = headerWidth(QStringLiteral("MM"));
    const int shortHeader = headerWidth(QStringLiteral("MMM…"));
    for (int c = 0; c < model->columnCount(); ++c) {
        const int cells = static_cast<const QAbstractItemView*>(m_table)->sizeHintForColumn(c);
        const int wanted = std::max(headerWidth(m_headers[c]), cells);
        columns.push_back(c);
        natural.push_back(wanted);
        const int word = std::max(longestCellWord(c),
            std::min(shortHeader, headerWidth(QString()) + longestHeaderWord(c)));
        words.push_back(std::min(wanted, word));
        least.push_back(std::min(words.back(), tight));
    }
    if (columns.empty())
        return;
    const int room = m_table->viewport()->width();
    // Too narrow for every word: the spare columns go, one after the other.
    std::vector<bool> shown(columns.size(), true);
    auto wordsShown = [&] {
        int sum = 0;
        for (std::size_t i = 0; i < columns.size(); ++i)
            sum += shown[i] ? words[i] : 0;
        return sum;
    };
    for (const int spare : m_spare)
        if (spare >= 0 && spare < static_cast<int>(columns.size()) && wordsShown() > room)
            shown[static_cast<std::size_t>(spare)] = false;
    for (std::size_t i = 0; i < columns.size(); ++i)
        header->setSectionHidden(columns[i], !shown[i]);
    auto keep = [&](const std::vector<int>& all) {
        std::vector<int> kept;
        for (std::size_t i = 0; i < all.size(); ++i)
            if (shown[i])
                kept.push_back(all[i]);
        return kept;
    };
    columns = keep(columns);
    std::vector<int> widths = share(keep(natural), keep(words), keep(least), room);
    const int used = total(widths);
    if (used < room)
        widths.back() += room - used; // the last column reaches the table's edge
    m_writing = true;
    for (std::size_t i = 0; i < columns.size(); ++i) {
        const int c = columns[i];
        header->resizeSection(c, widths[i]);
        const QString& whole = m_headers[c];
        const QString shown = widths[i] < headerWidth(whole) ? wrapped(whole, widths[i]) : whole;
        if (model->headerData(c, Qt::Horizontal).toString() != shown) {
            model->setHeaderData(c, Qt::Horizontal, shown);
            model->setHeaderData(c, Qt::Horizontal,
                shown.contains(QChar(0x2026)) ? QVariant(whole) : QVariant(), Qt::ToolTipRole);
        }
    }
    m_writing = false;
    // The header's height follows its lines; the rows asked for show below it.
    QMetaObject::invokeMethod(m_table, "updateGeometries");
    if (m_rows > 0) {
        // The first rows as tall as their lines make them.
        const QHeaderView* side = m_table->verticalHeader();
        const auto* view = static_cast<const QAbstractItemView*>(m_table);
        int rows = 0;
        for (int r = 0; r < m_rows; ++r)
            rows += r < model->rowCount()
                ? std::min(view->sizeHintForRow(r), side->maximumSectionSize())
                : side->defaultSectionSize();
        m_table->setMinimumHeight(header->sizeHint().height() + rows + 2 * m_table->frameWidth());
    }
}

bool ColumnFit::eventFilter(QObject* watched, QEvent* event)
{
    if (watched != m_viewport)
        return QObject::eventFilter(watched, event);
    if (event->type() == QEvent::Resize) {
        schedule();
    } else if (event->type() == QEvent::ToolTip) {
        // A cell whose text does not show whole says it in a tooltip.
        const auto* help = static_cast<QHelpEvent*>(event);
        const QModelIndex index = m_table->indexAt(help->pos());
        if (index.isValid() && !index.data(Qt::ToolTipRole).isValid()) {
            const QString text = index.data(Qt::DisplayRole).toString();
            const QRect cell = m_table->visualRect(index);
            const int room = std::max(1, cell.width() - textMargin() - decorationWidth(index));
            const QRect lines
                = metricsOf(index).boundingRect(QRect(0, 0, room, 100000), Qt::TextWordWrap, text);
            if (lines.width() > room || lines.height() > cell.height()) {
                QToolTip::showText(help->globalPos(), text, m_table->viewport(), cell);
                return true;
            }
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace hitspread
