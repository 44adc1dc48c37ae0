#pragma once
// Reading the keys of one JSON object strictly: a key of the wrong type or out of range throws an
// Error naming the key by its full path ("params.scaling.factor") and saying what was expected and
// what was found. Keys read are remembered, so the keys nobody used can be listed. Used by the
// parsers of parameters, sessions, presets and config.json (expected.h: thrown only inside a parse).

#include "ui/model/expected.h"
#include "ui/model/names.h"

#include <QJsonObject>
#include <QSet>
#include <QStringList>

#include <vector>

namespace rope::model {

class JsonFields {
public:
    /// `path` prefixes every key in errors ("params", "rope_scaling"); empty at the top level.
    JsonFields(QJsonObject object, QString path = {});

    /// The key is present and not null.
    bool has(const char* key) const;
    /// The raw value, marked as used.
    QJsonValue take(const char* key);

    double number(const char* key);
    /// A whole number in [min, max].
    long long integer(const char* key, long long min, long long max);
    bool boolean(const char* key);
    QString string(const char* key);
    QJsonObject object(const char* key);
    std::vector<double> numbers(const char* key);

    /// One of the keys of an enum's name table.
    template <typename Enum>
    Enum choice(const char* key)
    {
        const QJsonValue v = take(key);
        if (v.isString())
            if (const auto value = fromNameKey<Enum>(v.toString()))
                return *value;
        throw wrong(
            key, QCoreApplication::translate("Json", "one of %1").arg(nameKeys<Enum>().join(QStringLiteral(", "))), v);
    }

    /// The keys present that no reader took, with their full paths.
    QStringList unused() const;
    /// "params.seq_len" for key "seq_len".
    QString pathOf(const char* key) const;
    /// An Error for this key: "expected …, got …".
    Error wrong(const char* key, const QString& expected, const QJsonValue& got) const;

private:
    QJsonObject m_object;
    QString m_path;
    QSet<QString> m_used;
};

/// A JSON value as a learner would read it in a message: 3.5, "text", true, a list, an object.
QString describeJsonValue(const QJsonValue& value);

} // namespace rope::model
