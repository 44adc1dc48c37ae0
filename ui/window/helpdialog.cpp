// Help's pages: the conventions, the articles, the cheat sheet's answers, the shortcuts, About.
#include "ui/window/helpdialog.h"

#include "ui/model/cheatsheet.h"
#include "ui/model/lessonsteps.h"
#include "ui/model/messages.h"
#include "ui/model/sources.h"
#include "ui/views/viewregistry.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QDesktopServices>
#include <QDialogButtonBox>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <qcustomplot.h>

#include <Eigen/Core>

#include <functional>

namespace rope::ui {

using namespace rope::model;

QString HelpDialog::conventionsHtml()
{
    return tr("<h2>Conventions</h2>"
              "<p>RoPE Explorer uses the conventions of Hugging Face transformers and Meta's reference LLaMA code, so "
              "its numbers can be compared with PyTorch.</p>"
              "<ul>"
              "<li><b>Positions:</b> the query sits at <i>m</i>, the key at <i>n</i>, and <b>Δ = m − n</b>.</li>"
              "<li><b>Frequencies:</b> θ<sub>i</sub> = base<sup>−2i/d</sup> radians per position, i = 0 … d/2 − 1; "
              "the wavelength λ<sub>i</sub> = 2π/θ<sub>i</sub> is the number of positions per full turn.</li>"
              "<li><b>Rotation:</b> at position p, pair i turns <b>counter-clockwise</b> by p·θ<sub>i</sub>: "
              "a' = a·cos pθ − b·sin pθ, b' = a·sin pθ + b·cos pθ.</li>"
              "<li><b>Score of one pair:</b> q̃·k̃ = qᵀR(−Δθ)k = (q<sub>1</sub>k<sub>1</sub> + "
              "q<sub>2</sub>k<sub>2</sub>) cos "
              "Δθ "
              "+ (q<sub>1</sub>k<sub>2</sub> − q<sub>2</sub>k<sub>1</sub>) sin Δθ.</li>"
              "<li><b>Interleaved pairing</b> (2i, 2i+1): RoFormer, Meta's LLaMA (complex form), GPT-J, MLX "
              "<code>traditional=True</code>.</li>"
              "<li><b>Half-split pairing</b> (i, i + d/2): GPT-NeoX, Hugging Face <code>rotate_half</code> (Llama, "
              "Qwen, "
              "Mistral, Phi), MLX <code>traditional=False</code>. The two differ by a fixed permutation of the "
              "components; weights ported without it give gibberish.</li>"
              "<li><b>Attention:</b> logits q̃·k̃/√d, additive mask (0 or −∞), row softmax, output A·V; V is never "
              "rotated.</li>"
              "</ul>"
              "<h3>Other conventions you will meet, and where the articles disagree</h3>") +
           disagreementList();
}

QString HelpDialog::disagreementList()
{
    QString list = QStringLiteral("<ul>");
    for (const QString& item : disagreements())
        list += QStringLiteral("<li>%1</li>").arg(item.toHtmlEscaped());
    list += QStringLiteral("<li>%1</li></ul>")
                .arg(tr("%1 lists LLaMA under half-split: that is Hugging Face's port of it; Meta's original code "
                        "pairs (2i, 2i+1) as complex numbers.")
                         .arg(thirdArticle())
                         .toHtmlEscaped());
    return list;
}

QString HelpDialog::sourcesHtml()
{
    QString html = tr("<h2>Sources</h2><p>The teaching follows three articles (in Chinese). Each tour step names "
                      "the article and section it comes from.</p><ul>");
    const auto& tour = lessonSteps();
    int number = 0;
    for (const Article& article : articles()) {
        ++number;
        // The sections the tour teaches, each a link to its step (the step opens its view).
        QStringList sections;
        for (size_t i = 0; i < tour.size(); ++i)
            if (tour[i].article == number)
                sections << stepLink(
                    int(i) + 1,
                    QStringLiteral("%1 %2").arg(QString::fromUtf8(tour[i].where), lessonText(tour[i].title)).trimmed());
        html += QStringLiteral("<li><b>%1</b><br>%2<br><i>%3</i><br>%4</li>")
                    .arg(article.title.toHtmlEscaped(), article.byline.toHtmlEscaped(), article.used.toHtmlEscaped(),
                         tr("In the tour: %1").toHtmlEscaped().arg(sections.join(QStringLiteral(" · "))));
    }
    html += QStringLiteral("</ul><h3>%1</h3>").arg(tr("Where the articles disagree")) + disagreementList();

    html += QStringLiteral("<h3>%1</h3><p>%2</p><table cellspacing=\"0\" cellpadding=\"4\">")
                .arg(tr("The cheat sheet"),
                     tr("The ten questions of %1 §8 (一页速查), with the views and tour steps that answer them.")
                         .arg(firstArticle().toHtmlEscaped()));
    const auto& steps = lessonSteps();
    for (const CheatSheetEntry& entry : cheatSheet()) {
        const QString tag = QLatin1String(entry.tag);
        // Each view and step a link: a click opens it (the step with its scene set).
        QStringList views;
        for (const ViewEntry& view : viewRegistry())
            if (cheatSheetTags(view.tags).contains(tag))
                views << viewLink(QLatin1String(view.key), viewTitle(view));
        QStringList stepNumbers;
        for (size_t i = 0; i < steps.size(); ++i)
            if (lessonTags(steps[i]).contains(tag))
                stepNumbers << stepLink(int(i) + 1, QString::number(i + 1));
        html += QStringLiteral("<tr><td valign=\"top\"><b>%1</b></td><td><b>%2</b><br>%3<br><i>%4</i></td></tr>")
                    .arg(tag.toUpper(), cheatSheetQuestion(tag).toHtmlEscaped(), cheatSheetAnswer(tag).toHtmlEscaped(),
                         tr("Views: %1 · tour steps: %2")
                             .toHtmlEscaped()
                             .arg(views.join(QStringLiteral(", ")), stepNumbers.join(QStringLiteral(", "))));
    }
    return html + QStringLiteral("</table>");
}

QString HelpDialog::html() const { return m_text->toHtml(); }

QString HelpDialog::viewLink(const QString& key, const QString& text)
{
    return QStringLiteral("<a href=\"go:view/%1\">%2</a>").arg(key, text.toHtmlEscaped());
}

QString HelpDialog::stepLink(int step, const QString& text)
{
    return QStringLiteral("<a href=\"go:step/%1\">%2</a>").arg(step).arg(text.toHtmlEscaped());
}

HelpDialog::HelpDialog(const QString& title, const QString& html, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(title);
    auto* text = m_text = new QTextBrowser;
    text->setHtml(html);
    text->setOpenLinks(false);
    connect(text, &QTextBrowser::anchorClicked, this, [this](const QUrl& link) {
        if (link.scheme() == QLatin1String("go"))
            emit linkActivated(link);
        else
            QDesktopServices::openUrl(link);
    });
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
    resize(680, 600);
}

namespace {

/// The OpenMP specification the compiler implements, from the date _OPENMP gives it.
QString openMpVersion()
{
#if defined(_OPENMP)
    switch (_OPENMP) {
    case 201511:
        return QStringLiteral("4.5");
    case 201811:
        return QStringLiteral("5.0");
    case 202011:
        return QStringLiteral("5.1");
    case 202111:
        return QStringLiteral("5.2");
    default:
        return QString::number(_OPENMP);
    }
#else
    return QStringLiteral("(off)");
#endif
}

/// A menu text without its mnemonic: "&Open" → "Open", and the Chinese form "打开(&O)" → "打开".
QString withoutMnemonic(QString text)
{
    return text.remove(QRegularExpression(QStringLiteral("\\(&[^)]\\)")))
        .remove(QRegularExpression(QStringLiteral("&(?!&)")));
}

} // namespace

QString HelpDialog::aboutHtml()
{
    const QString eigen =
        QStringLiteral("%1.%2.%3").arg(EIGEN_WORLD_VERSION).arg(EIGEN_MAJOR_VERSION).arg(EIGEN_MINOR_VERSION);
    return tr("<h3>RoPE Explorer %1</h3><p>See Rotary Position Embedding: rotation clocks, attention heatmaps, score "
              "curves and the two pairing schemes.</p><p>The teaching follows three articles: Help → Sources "
              "lists them.</p><p>Licence: MIT. Copyright 2026 the RoPE Explorer developers.</p>"
              "<p>Built with Qt %2 (running on Qt %3), QCustomPlot %4, Eigen %5 and OpenMP %6. Numerics built for "
              "%7.</p>")
        .arg(QApplication::applicationVersion(), QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion()),
             QStringLiteral(QCUSTOMPLOT_VERSION_STR), eigen, openMpVersion(), numericsBuildName());
}

QList<std::pair<QString, QString>> HelpDialog::shortcuts(const QMenuBar* menus, const QWidget* tour)
{
    QList<std::pair<QString, QString>> rows;
    std::function<void(const QMenu*, const QString&)> walk = [&](const QMenu* menu, const QString& path) {
        for (const QAction* action : menu->actions()) {
            const QString name = path + QStringLiteral(" › ") + withoutMnemonic(action->text());
            if (action->menu())
                walk(action->menu(), name);
            else if (!action->shortcut().isEmpty())
                rows.append({name, action->shortcut().toString(QKeySequence::NativeText)});
        }
    };
    for (const QAction* top : menus->actions())
        if (top->menu())
            walk(top->menu(), withoutMnemonic(top->text()));
    for (const QAbstractButton* button : tour->findChildren<QAbstractButton*>()) // Back and Next
        if (!button->shortcut().isEmpty())
            rows.append({tr("Tour › %1").arg(withoutMnemonic(button->text())),
                         button->shortcut().toString(QKeySequence::NativeText)});
    return rows;
}

QString HelpDialog::shortcutsHtml(const QList<std::pair<QString, QString>>& rows)
{
    QString html = QStringLiteral("<table cellspacing='0' cellpadding='4'>");
    for (const auto& [name, keys] : rows)
        html +=
            QStringLiteral("<tr><td>%1</td><td><b>%2</b></td></tr>").arg(name.toHtmlEscaped(), keys.toHtmlEscaped());
    return html + QStringLiteral("</table>");
}

} // namespace rope::ui
