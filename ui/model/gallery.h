#pragma once
// The gallery `export --all` writes beside the figures: index.html with a thumbnail, the title,
// key, cheat-sheet tags and caption of every figure, in every language exported, so a teacher can
// pick slides in a browser.

#include "ui/model/expected.h"

#include <QString>
#include <QStringList>

#include <vector>

namespace rope::model {

struct GalleryEntry {
    QString language; ///< "en", "zh_CN"
    QString key; ///< "pairing-lab/trap"
    QString title; ///< in `language`
    QStringList tags; ///< "q4"
    QString caption; ///< the parameters and controls it was drawn with
    QStringList files; ///< relative to the gallery, one per format
    QStringList tagQuestions; ///< in `language`: the cheat-sheet question of each tag
    QString tagsIntro; ///< in `language`: what the q1 … q10 tags mean (galleryTagsIntro)
};

/// What the q1 … q10 tags mean, as HTML in the language installed now: the cheat sheet's questions.
/// A gallery of two languages explains them under each language's heading, in that language.
QString galleryTagsIntro();

/// Writes `dir`/index.html; the Error names the file.
Outcome writeGallery(const QString& dir, const std::vector<GalleryEntry>& entries);

} // namespace rope::model
