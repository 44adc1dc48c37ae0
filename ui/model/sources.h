#pragma once
// The articles the teaching follows, cited by their titles (never by a file name), with the
// sections the app uses, and the places where they disagree with one another or with the app.

#include <QString>

#include <vector>

namespace rope::model {

struct Article {
    QString title; ///< as published (Chinese)
    QString byline; ///< author, or what it follows (in the current language)
    QString used; ///< the sections the app uses and where (in the current language)
};

/// The three articles: 《重读 Transformer 升级之路（2）》, 《RoPE》 and 《旋转位置编码（RoPE）》.
std::vector<Article> articles();

/// Where the articles disagree, and what the app shows (in the current language, one item each).
std::vector<QString> disagreements();

/// Short citation handles for learner-facing text, e.g. "《重读 Transformer 升级之路（2）》".
QString firstArticle();
QString secondArticle();
QString thirdArticle();

} // namespace rope::model
