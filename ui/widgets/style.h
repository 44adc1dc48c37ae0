#pragma once
// One look across every view, exports included: every colour with a meaning lives here.
// Okabe–Ito colours for q/k (safe for the common colour-vision deficiencies), viridis for
// non-negative and fast→slow ramps, a blue–white–red diverging map centred at 0 for signed values.

#include "ui/model/numberformat.h"

#include <QColor>
#include <QFont>
#include <QString>

class QCPColorGradient;
class QCustomPlot;
class QLabel;
class QCPAxis;
class QFontMetricsF;
class QWidget;

namespace rope::ui::style {

inline const QColor query{0x00, 0x72, 0xB2}; ///< q, position m (blue)
inline const QColor key{0xE6, 0x9F, 0x00}; ///< k, position n (orange)
inline const QColor relative{0x6B, 0x8E, 0x7F}; ///< Δθ_i between them (quiet green-grey)
inline const QColor masked{0xC8, 0xC8, 0xC8}; ///< cells that are "not there"
inline const QColor selection{0xD5, 0x00, 0x6D}; ///< selected pair, current (m, n), Δ cursor (magenta)
inline const QColor positive{0xB2, 0x18, 0x2B}; ///< signed bars above 0 (diverging red end)
inline const QColor negative{0x21, 0x66, 0xAC}; ///< signed bars below 0 (diverging blue end)
inline const QColor ink{0x20, 0x20, 0x20};
inline const QColor faint{0x90, 0x90, 0x90};
inline const QColor paper{0xFF, 0xFF, 0xFF};
/// M-RoPE's three position axes (Okabe–Ito): time t, height h, width w.
inline const QColor axisTime{0xD5, 0x5E, 0x00}; ///< vermillion
inline const QColor axisHeight{0x00, 0x9E, 0x73}; ///< bluish green
inline const QColor axisWidth{0x56, 0xB4, 0xE9}; ///< sky blue
/// axisTime, axisHeight or axisWidth for axis 0, 1, 2.
QColor mropeAxis(int axis);

/// Fast (t = 0) → slow (t = 1) frequency ramp: viridis from yellow to dark purple.
QColor frequencyRamp(double t);
/// Colour of pair i of `pairs` on the fast→slow ramp.
QColor pairColour(int pair, int pairs);

/// Viridis, t in [0, 1].
QColor sequential(double t);
/// Blue–white–red, t in [−1, 1], white at 0.
QColor diverging(double t);

/// The same maps for QCustomPlot colour maps.
QCPColorGradient sequentialGradient();
QCPColorGradient divergingGradient();

/// Fonts that read well projected on a slide.
/// Names the concrete font family the system resolves the default to, application-wide, so that
/// exported SVG says "DejaVu Sans" rather than the generic "Sans Serif", which other viewers may
/// map to a different font.
void useConcreteFontFamily();

/// `points` rounded to a size that is a whole number of pixels at 96 dpi (a multiple of 0.75 pt).
/// Qt draws glyphs at whole pixel sizes; an SVG that states 17.33 px while Qt placed the runs at
/// 17 px makes other viewers overlap neighbouring runs of rich text.
double wholePixelPoints(double points);
/// The application font at wholePixelPoints(points × the font scale).
QFont fontOfSize(double points);
/// Scales every font from now on, the application's included (`export --font-scale`: larger text
/// for slides). Widgets made before keep their fonts.
void setFontScale(double scale);
/// The scale setFontScale() last set (1 unless a figure asked for larger type).
double fontScale();

QFont titleFont();
QFont captionFont();
/// A caption: wrapped rich text in captionFont().
QLabel* captionLabel(const QString& text = {}, const QFont& font = captionFont());

/// Tick labels with a true minus sign (−3, not -3) in every language. Plots with a log axis keep
/// the C locale: QCustomPlot draws "1e-03" as 10⁻³ only when the exponent is written "e" (and log
/// axes have no negative ticks). Views call it when polished; plots made later call it themselves.
void useTickLocale(QCustomPlot* plot);

/// Linear axes of `plot` still on QCustomPlot's plain ticker label large round ticks compactly
/// (50k, 1.5M), so that ticks at large N never run together ("0 50000100000"). Views call it
/// when polished.
void useCompactTicks(QCustomPlot* plot);
/// Large type on a small plot, handled before each replot: a vertical axis's label longer than its
/// axis breaks onto two or three lines instead of running past the plot; an axis shows no more
/// ticks than its labels have room for; and the plot asks its layout for the height its data lack
/// when legends and type take the rest (dataRoom). Views call it when polished.
void keepAxisLabelsWhole(QCustomPlot* plot);
/// The height a plot has asked for beyond the minimum its view set (keepAxisLabelsWhole). A view
/// that sets the minimum again adds it.
int dataRoom(const QWidget* widget);
/// The plot's size is its owner's to set (a map plot's square): it never asks for data room.
void sizedByItsOwner(QCustomPlot* plot);
/// `text` broken into 2…maxLines lines of about equal width, as few as make it fit `room` (as many
/// as allowed when none do). Lines end at spaces or in Chinese text, never inside a formula.
QString linesWithin(const QString& text, double room, const QFontMetricsF& metrics, int maxLines);
/// `text` broken into `lines` lines of about equal width (see linesWithin).
QString balancedLines(const QString& text, int lines, const QFontMetricsF& metrics);
/// `text` (in the label's format) with its formulas and names made unbreakable where they fit the
/// label's width in its font; one wider than that is left to break (keepFormulasWhole).
QString formulasWholeFor(const QLabel* label, const QString& text);
/// The advance of the widest of the text's lines.
double widestLine(const QString& text, const QFontMetricsF& metrics);
/// Sets the axis's label to the one the view gave it, broken into lines that fit `room`
/// (linesWithin, up to three). Returns the label shown.
QString wholeLabelWithin(QCPAxis* axis, double room);
/// An axis with compact labels: 25k, 128k, 2M for round ticks from 10 000 up.
void useCompactTicks(QCPAxis* axis);
/// The same, for an axis of whole numbers (positions, dimensions, tokens): ticks only at integers.
void useWholeTicks(QCPAxis* axis);

/// Makes the axis logarithmic with ticks at powers of ten labelled 10⁻³, 10⁰, 10⁴ (superscript
/// digits and a true minus, as text, the same in every language and in SVG).
void useLogAxis(QCPAxis* axis);

/// Curves of thousands of points (one per Δ up to N) are drawn without antialiasing: at several
/// points per pixel it costs a replot 100+ ms (dashed lines most) and shows nothing.
void fitCurveQuality(QCustomPlot* plot, qsizetype pointsPerCurve);

/// Shows the plot's legend in a row beneath its axes, `columns` entries wide, so that it never covers
/// the curves (an inset legend sits on the data wherever the curves go).
void legendBelow(QCustomPlot* plot, int columns);

} // namespace rope::ui::style
