// What the tour and figures do to a view's sections: hold back the ones a later step asks about,
// and give a figure a heading where its section has none.
#include "ui/model/figures.h"
#include "ui/views/view.h"
#include "ui/views/viewregistry.h"
#include "ui/widgets/style.h"

#include <QBoxLayout>
#include <QLabel>

#include <functional>
#include <limits>

namespace rope::ui {

using namespace rope::model;

namespace {
// The box layout that holds `w` directly, searched from its parent's layout down; nullptr if none.
QBoxLayout* boxHolding(QWidget* w)
{
    QWidget* parent = w->parentWidget();
    if (!parent || !parent->layout())
        return nullptr;
    const std::function<QBoxLayout*(QLayout*)> find = [&](QLayout* layout) -> QBoxLayout* {
        if (layout->indexOf(w) >= 0)
            return qobject_cast<QBoxLayout*>(layout);
        for (int i = 0; i < layout->count(); ++i)
            if (QLayout* inner = layout->itemAt(i)->layout())
                if (QBoxLayout* found = find(inner))
                    return found;
        return nullptr;
    };
    return find(parent->layout());
}
} // namespace

void View::holdSections(const QHash<QString, QString>& notes)
{
    for (const QString& key : m_held.keys())
        if (!notes.contains(key))
            releaseHeld(key);
    for (auto it = notes.begin(); it != notes.end(); ++it) {
        QWidget* section = sectionWidget(it.key());
        if (!section || section == this)
            continue;
        Held& held = m_held[it.key()];
        if (!held.section)
            held = {section, nullptr, section->isHidden()};
        const QString text = it.value() + QStringLiteral(" <a href=\"show\">%1</a>").arg(tr("Show it now"));
        if (!held.note) {
            held.note = style::captionLabel(text);
            held.note->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
            held.note->setObjectName(QStringLiteral("heldSection"));
            held.note->setProperty("ropeSection", it.key());
            QPalette palette = held.note->palette();
            palette.setColor(QPalette::WindowText, style::ink.lighter(250));
            held.note->setPalette(palette);
            markAsControl(held.note);
            connect(held.note, &QLabel::linkActivated, this, [this, key = it.key()] { releaseHeld(key); });
            if (QBoxLayout* box = boxHolding(section))
                box->insertWidget(box->indexOf(section) + 1, held.note);
            else
                held.note->deleteLater(); // nowhere to stand: the section is only hidden
        } else {
            held.note->setText(text);
        }
    }
    showHeldForFigure();
}

void View::releaseHeld(const QString& key)
{
    const Held held = m_held.take(key);
    if (held.note)
        held.note->deleteLater();
    if (held.section && !held.wasHidden)
        held.section->show();
}

void View::showHeldForFigure()
{
    for (const Held& held : std::as_const(m_held)) {
        if (held.section && !held.wasHidden)
            held.section->setVisible(m_figureMode);
        if (held.note)
            held.note->setVisible(!m_figureMode);
    }
}

QString View::figureHeading(const QString& section) const
{
    const ViewEntry* entry = findView(objectName());
    if (!entry)
        return {};
    const QJsonObject state = viewState();
    const FigureSpec* nearest = nullptr;
    int fewest = std::numeric_limits<int>::max();
    for (const FigureSpec& figure : entry->figures) {
        if (!figure.section || section != QLatin1String(figure.section))
            continue;
        const QJsonObject wanted = figureViewState(figure);
        int differing = 0;
        for (auto it = wanted.begin(); it != wanted.end(); ++it)
            differing += state.contains(it.key()) && state.value(it.key()) != it.value();
        if (differing < fewest) {
            fewest = differing;
            nearest = &figure;
        }
    }
    return nearest ? figureTitle(*nearest) : QString();
}

void View::showFigureHeadings()
{
    for (const QString& key : sectionsHeadedInFigures()) {
        QWidget* section = sectionWidget(key);
        auto* box = section ? qobject_cast<QBoxLayout*>(section->layout()) : nullptr;
        if (!box)
            continue;
        auto* heading = section->findChild<QLabel*>(QStringLiteral("figureHeading"), Qt::FindDirectChildrenOnly);
        if (m_figureMode && !heading) {
            heading = style::captionLabel(QString());
            heading->setObjectName(QStringLiteral("figureHeading"));
            box->insertWidget(0, heading);
        }
        if (!heading)
            continue;
        if (m_figureMode)
            heading->setText(QStringLiteral("<b>%1</b>").arg(figureHeading(key).toHtmlEscaped()));
        heading->setVisible(m_figureMode);
    }
}

} // namespace rope::ui
