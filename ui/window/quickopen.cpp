// Quick-open: one search field over views, tour steps and figures, in both languages.
#include "ui/window/quickopen.h"

#include "ui/model/figures.h"
#include "ui/model/lessonsteps.h"
#include "ui/views/viewregistry.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QTranslator>
#include <QVBoxLayout>

namespace rope::ui {

using namespace rope::model;

namespace {

// The Chinese translation, read beside whatever the interface uses, so either language finds.
const QTranslator& chinese()
{
    static QTranslator translator;
    static const bool loaded = translator.load(QStringLiteral(":/i18n/rope-explorer_zh_CN.qm"));
    Q_UNUSED(loaded);
    return translator;
}

QStringList wordsOf(const char* context, const char* source, const QString& key)
{
    QStringList words{QString::fromUtf8(source), QCoreApplication::translate(context, source), key};
    if (const QString zh = chinese().translate(context, source); !zh.isEmpty())
        words << zh;
    return words;
}

} // namespace

std::vector<QuickOpen::Target> QuickOpen::targets()
{
    std::vector<Target> out;
    for (const ViewEntry& e : viewRegistry()) {
        QStringList words = wordsOf("Views", e.title, QLatin1String(e.key));
        words += wordsOf("Views", e.question, {});
        out.push_back({Kind::View, QLatin1String(e.key), tr("View: %1").arg(viewTitle(QLatin1String(e.key))), words});
    }
    const auto& steps = lessonSteps();
    for (size_t i = 0; i < steps.size(); ++i)
        out.push_back({Kind::Lesson, QString::number(i),
                       tr("Tour step %1: %2").arg(i + 1).arg(lessonText(steps[i].title)),
                       wordsOf("Lessons", steps[i].title, {})});
    for (const FigureSpec& f : figures())
        out.push_back({Kind::Figure, QLatin1String(f.key),
                       tr("Figure: %1 (%2)").arg(figureTitle(f), QLatin1String(f.key)),
                       wordsOf("Figures", f.title, QLatin1String(f.key))});
    return out;
}

std::vector<QuickOpen::Target> QuickOpen::matches(const QString& query)
{
    const QStringList wanted = query.split(QLatin1Char(' '), Qt::SkipEmptyParts);
    std::vector<Target> out;
    for (Target& t : targets()) {
        const QString haystack = t.words.join(QLatin1Char('\n'));
        if (std::all_of(wanted.begin(), wanted.end(),
                        [&](const QString& w) { return haystack.contains(w, Qt::CaseInsensitive); }))
            out.push_back(std::move(t));
    }
    return out;
}

QuickOpen::QuickOpen(QWidget* parent) : QDialog(parent), m_search(new QLineEdit), m_list(new QListWidget)
{
    setWindowTitle(tr("Go to"));
    m_search->setPlaceholderText(tr("A view, a tour step or a figure, in English or 中文"));
    m_search->setToolTip(tr("Type part of a name; Enter opens the first match, ↑ ↓ choose another"));
    m_search->setClearButtonEnabled(true);
    m_search->installEventFilter(this);
    m_list->setToolTip(tr("Double-click or press Enter to open"));
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_search);
    layout->addWidget(m_list);
    resize(560, 420);
    connect(m_search, &QLineEdit::textChanged, this, &QuickOpen::filter);
    connect(m_list, &QListWidget::itemActivated, this, &QuickOpen::choose);
    filter();
}

void QuickOpen::filter()
{
    m_shown = matches(m_search->text());
    m_list->clear();
    for (const Target& t : m_shown)
        m_list->addItem(t.text);
    m_list->setCurrentRow(m_shown.empty() ? -1 : 0);
}

void QuickOpen::choose()
{
    const int row = m_list->currentRow();
    if (row < 0 || row >= int(m_shown.size()))
        return;
    const Target target = m_shown[size_t(row)];
    accept();
    emit chosen(target);
}

bool QuickOpen::eventFilter(QObject* watched, QEvent* event)
{
    // The arrows move through the list while the field keeps the focus; Enter opens.
    if (watched == m_search && event->type() == QEvent::KeyPress) {
        const int key = static_cast<QKeyEvent*>(event)->key();
        if (key == Qt::Key_Down || key == Qt::Key_Up) {
            const int row = std::clamp(m_list->currentRow() + (key == Qt::Key_Down ? 1 : -1), 0, m_list->count() - 1);
            m_list->setCurrentRow(row);
            return true;
        }
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            choose();
            return true;
        }
    }
    return QDialog::eventFilter(watched, event);
}

} // namespace rope::ui
