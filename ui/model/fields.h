#pragma once
// The one table of the app's parameters. A row says everything the app knows of one parameter: its
// key in sessions, state strings and `export --set`, its symbol in the articles, the panel's label,
// `compute`'s option with its help, what `--set` says it takes, the Hugging Face config key it
// comes from, its range, and how it is read from and written into AppParams. The session JSON
// (AppParams::toJson/fromJson, so state strings too), the parameter panel's messages, `export --set`
// and its help, and `compute`'s options and their help all read this table; tst_fields checks
// that every row round-trips through each of them. Adding a parameter is one row here (and, for a
// new panel control, its widget in the panel).

#include "ui/model/appparams.h"

#include <QJsonValue>
#include <QString>
#include <QStringList>

#include <vector>

namespace rope::model {

class JsonFields;

enum class FieldKind {
    Whole, ///< an integer (JSON: a whole number)
    Number, ///< a finite double
    Angle, ///< radians; the command line also takes pi/2, 3pi/4
    Boolean,
    Choice, ///< one of a name table's keys
    Numbers, ///< a list of numbers (JSON array; the command line: comma separated)
};

struct Field {
    const char* key; ///< "head_dim", or "scaling.factor" for a key of the scaling object
    FieldKind kind;
    const char* symbol; ///< as the articles write it ("d", "b", "θ"), or "" (untranslated)
    const char* label; ///< the panel's name for its control (context "Fields"), or nullptr
    const char* option; ///< `compute`'s option ("head-dim"), or nullptr when compute has none
    const char* valueName; ///< the option's value in --help ("d")
    const char* help; ///< the option's help (context "ComputeArgs")
    const char* takes; ///< what `--set` takes (context "Export"): "from %1 to %2" (min, max) or "at most %1" (max)
    const char* hfKey; ///< the Hugging Face config key it comes from (dotted: "rope_scaling.factor"), or nullptr
    const char* problem; ///< the name the checks use for it when not the key ("N"), or nullptr
    double min, max; ///< the range `takes` states (Whole, Number); a file may hold any whole number in ±1e9
    QStringList (*choices)(); ///< Choice: the keys allowed
    QJsonValue (*get)(const AppParams& p); ///< undefined when it is not set (a fixed θ that is off)
    void (*set)(AppParams& p, const QJsonValue& value); ///< `value` already of the kind
    const char* example; ///< a valid value other than the default, as JSON (tst_fields)
    const char* exampleNeeds; ///< other settings the example needs, as a JSON object, or nullptr

    QString jsonKey() const; ///< the key within its object ("factor" for "scaling.factor")
    bool inScaling() const;
    /// "one of a, b, c", or `takes` with the range filled in, in the current language.
    QString takesText() const;
    /// The name the checks use (problem, else key).
    QString problemName() const;
};

/// Every parameter, in the order of `compute --help` for those it has, then the app's own.
const std::vector<Field>& fields();
const Field* findField(const QString& key);
/// The field whose checks name `name` ("N", "base", "theta"), or nullptr.
const Field* fieldOfProblem(const std::string& name);

/// Reads the field's value from `in` (the top object, or for a scaling key the scaling object),
/// strictly: a key of the wrong kind throws an Error naming it (expected.h).
QJsonValue readField(const Field& field, JsonFields& in);

} // namespace rope::model
