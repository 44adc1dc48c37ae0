// The ten questions of the first article's cheat sheet, with their shortest answers.
#include "ui/model/cheatsheet.h"

#include <QCoreApplication>

namespace rope::model {

const std::array<CheatSheetEntry, 10>& cheatSheet()
{
    static const std::array<CheatSheetEntry, 10> sheet = {{
        {"q1", QT_TRANSLATE_NOOP("CheatSheet", "Where do RoPE's sin and cos come from?"),
         QT_TRANSLATE_NOOP("CheatSheet",
                           "From the same position angles m·θᵢ as the sinusoidal encoding; RoPE uses them "
                           "as rotation coefficients instead of coordinates to add.")},
        {"q2", QT_TRANSLATE_NOOP("CheatSheet", "What does RoPE rotate?"),
         QT_TRANSLATE_NOOP("CheatSheet", "The projected query and key of every attention head.")},
        {"q3", QT_TRANSLATE_NOOP("CheatSheet", "Where does the rotation matrix act?"),
         QT_TRANSLATE_NOOP("CheatSheet", "On one token's d-dimensional features, not on the N×N attention matrix.")},
        {"q4", QT_TRANSLATE_NOOP("CheatSheet", "Why are dimensions paired two by two?"),
         QT_TRANSLATE_NOOP("CheatSheet", "A plane is the smallest space in which a rotation by any angle keeps "
                                         "length.")},
        {"q5", QT_TRANSLATE_NOOP("CheatSheet", "Why does the score see the relative position?"),
         QT_TRANSLATE_NOOP("CheatSheet", "R(mθ)ᵀR(nθ) = R((n − m)θ): the absolute rotations cancel.")},
        {"q6", QT_TRANSLATE_NOOP("CheatSheet", "Does RoPE add a position vector to the content?"),
         QT_TRANSLATE_NOOP("CheatSheet", "No: it rotates the query and key the content produced.")},
        {"q7", QT_TRANSLATE_NOOP("CheatSheet", "Does RoPE multiply the logit matrix element by element?"),
         QT_TRANSLATE_NOOP("CheatSheet", "No: it rotates q and k first; the logits come from the rotated vectors.")},
        {"q8", QT_TRANSLATE_NOOP("CheatSheet", "Is RoPE just the dot product times a cosine?"),
         QT_TRANSLATE_NOOP("CheatSheet", "No: a sine term matches the two coordinates crosswise.")},
        {"q9", QT_TRANSLATE_NOOP("CheatSheet", "Why is V usually not rotated?"),
         QT_TRANSLATE_NOOP("CheatSheet", "The relative position is already in the weights that pick the values; the "
                                         "values are averaged as they are.")},
        {"q10", QT_TRANSLATE_NOOP("CheatSheet", "Does standard attention become linear with RoPE?"),
         QT_TRANSLATE_NOOP("CheatSheet", "No: all N² query–key scores are still computed.")},
    }};
    return sheet;
}

namespace {
const CheatSheetEntry* find(const QString& tag)
{
    for (const CheatSheetEntry& e : cheatSheet())
        if (tag == QLatin1String(e.tag))
            return &e;
    return nullptr;
}
} // namespace

QString cheatSheetQuestion(const QString& tag)
{
    const CheatSheetEntry* e = find(tag);
    return e ? QCoreApplication::translate("CheatSheet", e->question) : QString();
}

QString cheatSheetAnswer(const QString& tag)
{
    const CheatSheetEntry* e = find(tag);
    return e ? QCoreApplication::translate("CheatSheet", e->answer) : QString();
}

QStringList cheatSheetTags(const char* tags)
{
    QStringList out;
    for (const QString& t : QString::fromLatin1(tags).split(QLatin1Char(' '), Qt::SkipEmptyParts))
        if (find(t))
            out << t;
    return out;
}

} // namespace rope::model
