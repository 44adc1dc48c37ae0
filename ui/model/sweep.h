#pragma once
// Animations (export --animate, File → Export Animation…): which parameters sweep (PARAM=a:b, linear,
// or a:b:log, geometric), and the settings each frame draws with. A parameter is a --set key (m, n, base, scaling.factor, …) or
// view.KEY for a number the view keeps (view.progress: P being applied in the pairing lab).

#include "ui/model/appparams.h"
#include "ui/model/expected.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace rope::model {

struct Sweep {
    QString key; ///< a --set key, or view.KEY
    double from = 0, to = 0;
    bool geometric = false;
    int step = 0; ///< values are multiples of it (2: d and d_rot, 1: other whole fields), or 0: any

    double valueAt(int frame, int frames) const;
    bool ofView() const { return key.startsWith(QLatin1String("view.")); }
};

/// "m=0:64", "base=100:1e6:log", "view.progress=0:1"; an error names what is wrong.
Expected<Sweep> parseSweep(const QString& text);

/// The --set lines of frame `frame` (of `frames`) for the parameter sweeps, after `settings`.
QStringList frameSettings(const QStringList& settings, const std::vector<Sweep>& sweeps, int frame, int frames);
/// `start` with the parameter sweeps' values of frame `frame` (of `frames`), validated: an Error
/// names the parameter a value is not valid for.
Expected<AppParams> frameParams(const AppParams& start, const std::vector<Sweep>& sweeps, int frame, int frames);
/// The view state of that frame: `base` with the view.* sweeps' values.
QJsonObject frameViewState(QJsonObject base, const std::vector<Sweep>& sweeps, int frame, int frames);

} // namespace rope::model
