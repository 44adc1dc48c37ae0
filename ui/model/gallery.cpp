// The figure gallery: one self-contained HTML page, thumbnails linking to the files.
#include "ui/model/gallery.h"

#include "ui/model/cheatsheet.h"
#include "ui/model/npyfile.h"
#include "ui/model/sources.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>

namespace rope::model {

namespace {

struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Gallery)
};

QString html(const QString& text) { return text.toHtmlEscaped(); }

// A heading a reader of either language finds: the language's own name (the interface is English
// unless it is Chinese, whatever the locale's code: "C", "en_US", …).
QString languageName(const QString& code)
{
    return code.startsWith(QLatin1String("zh")) ? QStringLiteral("中文（简体）") : QStringLiteral("English");
}

} // namespace

QString galleryTagsIntro()
{
    // Each figure is tagged with the cheat-sheet questions it answers.
    QString intro = QStringLiteral("<p>%1</p>\n<ul>\n")
                        .arg(html(Tr::tr("Each figure is tagged with the questions of the one-page cheat sheet of %1 "
                                         "(§8) it helps answer:")
                                      .arg(firstArticle())));
    for (const CheatSheetEntry& entry : cheatSheet())
        intro += QStringLiteral("<li><span class=\"tag\">%1</span>%2</li>\n")
                     .arg(QLatin1String(entry.tag), html(cheatSheetQuestion(QLatin1String(entry.tag))));
    return intro + QStringLiteral("</ul>\n");
}

Outcome writeGallery(const QString& dir, const std::vector<GalleryEntry>& entries)
{
    QString page = QStringLiteral(
        "<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><title>RoPE Explorer figures</title>\n"
        "<style>body{font-family:sans-serif;margin:2em;color:#222}"
        "section{display:grid;grid-template-columns:repeat(auto-fill,minmax(320px,1fr));gap:1.5em}"
        "figure{margin:0;border:1px solid #ddd;padding:.6em;border-radius:4px}"
        "figure img{width:100%;height:220px;object-fit:contain;background:#fff}"
        "figcaption{font-size:.85em}.key{font-family:monospace;color:#555}"
        ".tag{display:inline-block;background:#e8f0fe;border-radius:3px;padding:0 .3em;margin-right:.3em}"
        ".caption{color:#666;font-size:.9em}</style></head><body>\n"
        "<h1>RoPE Explorer figures</h1>\n");
    QString language;
    for (const GalleryEntry& e : entries) {
        if (e.language != language) {
            if (!language.isEmpty())
                page += QStringLiteral("</section>\n");
            language = e.language;
            // Under each language's heading, what its tags mean, in that language (one intro in the
            // last language exported left an English reader a Chinese list).
            page += QStringLiteral("<h2 lang=\"%1\">%2</h2>\n<div lang=\"%1\">%3</div>\n<section>\n")
                        .arg(html(language), html(languageName(language)),
                             e.tagsIntro.isEmpty() ? galleryTagsIntro() : e.tagsIntro);
        }
        QString thumbnail;
        for (const QString& f : e.files)
            if (f.endsWith(QLatin1String(".png")) || f.endsWith(QLatin1String(".svg"))) {
                thumbnail = f;
                break;
            }
        QStringList links, tags;
        for (const QString& f : e.files)
            links << QStringLiteral("<a href=\"%1\">%2</a>").arg(html(f), html(QFileInfo(f).suffix().toUpper()));
        for (qsizetype i = 0; i < e.tags.size(); ++i)
            tags << QStringLiteral("<span class=\"tag\" title=\"%1\">%2</span>")
                        .arg(html(i < e.tagQuestions.size() ? e.tagQuestions[i] : cheatSheetQuestion(e.tags[i])),
                             html(e.tags[i]));
        page += QStringLiteral("<figure>");
        if (!thumbnail.isEmpty())
            page += QStringLiteral("<a href=\"%1\"><img src=\"%1\" alt=\"%2\" loading=\"lazy\"></a>")
                        .arg(html(thumbnail), html(e.title));
        page += QStringLiteral("<figcaption><b>%1</b><br><span class=\"key\">%2</span> %3 %4<br>"
                               "<span class=\"caption\">%5</span></figcaption></figure>\n")
                    .arg(html(e.title), html(e.key), tags.join(QString()), links.join(QStringLiteral(" · ")),
                         html(e.caption));
    }
    if (!language.isEmpty())
        page += QStringLiteral("</section>\n");
    page += QStringLiteral("</body></html>\n");

    const QString path = QDir(dir).filePath(QStringLiteral("index.html"));
    return writeFileAtomically(path, page.toUtf8());
}

} // namespace rope::model
