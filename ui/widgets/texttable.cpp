// A table of short texts, a label per cell.
#include "ui/widgets/texttable.h"

#include "ui/widgets/captionlabel.h"
#include "ui/widgets/style.h"

#include <QGridLayout>
#include <QPainter>

#include <algorithm>

namespace rope::ui {

namespace {
// A row's cells start this far below the rule above them, and its note ends this far above the
// next rule: a third of a line, as the HTML table's 6 px padding was at scale 1.
int padding(const QWidget* w) { return w->fontMetrics().height() / 3; }

// A cell asks for its text on one line, as an HTML table's column does, and wraps only when the
// table is narrower: QLabel's own hint for wrapped text is a narrower box of a few lines, which
// broke every short heading in two beside spare width.
class Cell : public CaptionLabel {
public:
    QSize sizeHint() const override
    {
        const QMargins m = contentsMargins();
        const int width = fontMetrics().size(0, text()).width() + m.left() + m.right() + 2 * margin() + 1;
        return {width, heightForWidth(width)};
    }
};
} // namespace

TextTable::TextTable(QWidget* parent) : QWidget(parent), m_grid(new QGridLayout(this))
{
    setFont(style::captionFont());
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setHorizontalSpacing(fontMetrics().horizontalAdvance(QLatin1Char('M')));
    m_grid->setVerticalSpacing(2);
}

QLabel* TextTable::cellLabel(bool bold)
{
    auto* label = new Cell;
    QFont f = font();
    f.setBold(bold);
    label->setFont(f);
    label->setTextFormat(Qt::PlainText);
    label->setWordWrap(true);
    label->setAlignment(Qt::AlignLeft | Qt::AlignTop);
    return label;
}

void TextTable::setTable(const QStringList& header, const std::vector<Row>& rows)
{
    const qsizetype columns = header.size();
    const bool sameShape = qsizetype(m_header.size()) == columns && m_rows.size() == rows.size();
    if (!sameShape) {
        // Columns: the swatch, the cells, then one that takes the spare width, so that the cells keep
        // the width their texts ask for and the notes may run further.
        while (QLayoutItem* item = m_grid->takeAt(0)) {
            delete item->widget();
            delete item;
        }
        m_header.clear();
        m_rows.clear();
        for (int c = 0; c < m_grid->columnCount(); ++c)
            m_grid->setColumnStretch(c, 0);
        for (qsizetype c = 0; c < columns; ++c) {
            m_header.push_back(cellLabel(true));
            // The first heading names the rows, swatch included.
            m_grid->addWidget(m_header.back(), 0, c == 0 ? 0 : int(c) + 1, 1, c == 0 ? 2 : 1);
        }
        const int pad = padding(this);
        for (size_t r = 0; r < rows.size(); ++r) {
            RowLabels labels{cellLabel(true), {}, cellLabel(false)};
            const int gridRow = 1 + 2 * int(r);
            labels.swatch->setText(QStringLiteral("■"));
            labels.swatch->setWordWrap(false);
            labels.swatch->setContentsMargins(0, pad, 0, 0);
            m_grid->addWidget(labels.swatch, gridRow, 0);
            for (qsizetype c = 0; c < columns; ++c) {
                labels.cells.push_back(cellLabel(c == 0));
                labels.cells.back()->setContentsMargins(0, pad, 0, 0);
                m_grid->addWidget(labels.cells.back(), gridRow, int(c) + 1);
            }
            labels.note->setContentsMargins(0, 0, 0, pad);
            m_grid->addWidget(labels.note, gridRow + 1, 1, 1, int(columns) + 1);
            m_rows.push_back(labels);
        }
        m_grid->setColumnStretch(int(columns) + 1, 1);
    }
    for (qsizetype c = 0; c < columns; ++c)
        m_header[size_t(c)]->setText(header[c]);
    for (size_t r = 0; r < rows.size(); ++r) {
        const Row& row = rows[r];
        RowLabels& labels = m_rows[r];
        labels.swatch->setVisible(row.swatch.isValid());
        if (row.swatch.isValid()) {
            QPalette palette = labels.swatch->palette();
            palette.setColor(QPalette::WindowText, row.swatch);
            labels.swatch->setPalette(palette);
        }
        for (qsizetype c = 0; c < columns; ++c)
            labels.cells[size_t(c)]->setText(c < row.cells.size() ? row.cells[c] : QString());
        labels.note->setText(row.note);
        labels.note->setVisible(!row.note.isEmpty());
    }
    update();
}

QString TextTable::text() const
{
    QStringList lines;
    QStringList heads;
    for (const QLabel* label : m_header)
        heads << label->text();
    lines << heads.join(QLatin1Char('\t'));
    for (const RowLabels& row : m_rows) {
        QStringList cells;
        for (const QLabel* label : row.cells)
            cells << label->text();
        lines << cells.join(QLatin1Char('\t'));
        if (!row.note->text().isEmpty())
            lines << row.note->text();
    }
    return lines.join(QLatin1Char('\n'));
}

void TextTable::paintEvent(QPaintEvent* /*event*/)
{
    if (m_rows.empty())
        return;
    // A light rule above each row, across the cells (the notes under them may run further). Read
    // from the labels: the grid's cellRect is not valid in a figure rendered without being shown.
    int right = 0;
    for (const QLabel* label : m_header)
        right = std::max(right, label->geometry().right());
    QPainter painter(this);
    painter.setPen(QPen(QColor(0xc8, 0xc8, 0xc8), 1));
    for (const RowLabels& row : m_rows) {
        if (row.cells.empty())
            continue;
        const int y = row.cells.front()->geometry().top();
        painter.drawLine(0, y, right, y);
    }
}

} // namespace rope::ui
