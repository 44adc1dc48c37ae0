// Strict reading of JSON objects with errors that name the key, the expectation and what was found.
#include "ui/model/jsonfields.h"

#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace rope::model {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Json)
};
} // namespace

QString describeJsonValue(const QJsonValue& value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double: {
        // A whole number in full ("9000000000000001", not "9e+15"): a range message must show what was given.
        const double x = value.toDouble();
        if (x == std::floor(x) && std::abs(x) < 1e18)
            return QString::number(static_cast<long long>(x));
        return QLocale::c().toString(x, 'g', 10);
    }
    case QJsonValue::String: {
        QString text = value.toString();
        if (text.size() > 40)
            text = text.left(40) + QStringLiteral("…");
        // Control characters are shown, never passed to a terminal.
        for (QChar& c : text)
            if (c.category() == QChar::Other_Control)
                c = QChar(0xFFFD);
        return QStringLiteral("\"%1\"").arg(text);
    }
    case QJsonValue::Array:
        return Tr::tr("a list");
    case QJsonValue::Object:
        return Tr::tr("an object");
    case QJsonValue::Undefined:
        break;
    }
    return Tr::tr("nothing");
}

JsonFields::JsonFields(QJsonObject object, QString path) : m_object(std::move(object)), m_path(std::move(path)) { }

bool JsonFields::has(const char* key) const
{
    const QJsonValue v = m_object.value(QLatin1String(key));
    return !v.isUndefined() && !v.isNull();
}

QJsonValue JsonFields::take(const char* key)
{
    m_used.insert(QLatin1String(key));
    return m_object.value(QLatin1String(key));
}

QString JsonFields::pathOf(const char* key) const
{
    return m_path.isEmpty() ? QLatin1String(key) : m_path + QLatin1Char('.') + QLatin1String(key);
}

Error JsonFields::wrong(const char* key, const QString& expected, const QJsonValue& got) const
{
    return {pathOf(key), Tr::tr("expected %1, got %2").arg(expected, describeJsonValue(got))};
}

double JsonFields::number(const char* key)
{
    const QJsonValue v = take(key);
    if (!v.isDouble() || !std::isfinite(v.toDouble()))
        throw wrong(key, Tr::tr("a number"), v);
    return v.toDouble();
}

long long JsonFields::integer(const char* key, long long min, long long max)
{
    const QJsonValue v = take(key);
    const double x = v.toDouble();
    if (!v.isDouble() || x != std::floor(x) || x < double(min) || x > double(max))
        throw wrong(key, Tr::tr("a whole number from %1 to %2").arg(min).arg(max), v);
    return static_cast<long long>(x);
}

bool JsonFields::boolean(const char* key)
{
    const QJsonValue v = take(key);
    if (!v.isBool())
        throw wrong(key, Tr::tr("true or false"), v);
    return v.toBool();
}

QString JsonFields::string(const char* key)
{
    const QJsonValue v = take(key);
    if (!v.isString())
        throw wrong(key, Tr::tr("text"), v);
    return v.toString();
}

QJsonObject JsonFields::object(const char* key)
{
    const QJsonValue v = take(key);
    if (!v.isObject())
        throw wrong(key, Tr::tr("an object"), v);
    return v.toObject();
}

std::vector<double> JsonFields::numbers(const char* key)
{
    const QJsonValue v = take(key);
    if (!v.isArray())
        throw wrong(key, Tr::tr("a list of numbers"), v);
    std::vector<double> out;
    const QJsonArray list = v.toArray();
    out.reserve(size_t(list.size()));
    for (const QJsonValue& x : list) {
        if (!x.isDouble() || !std::isfinite(x.toDouble()))
            throw wrong(key, Tr::tr("a list of numbers"), x);
        out.push_back(x.toDouble());
    }
    return out;
}

QStringList JsonFields::unused() const
{
    QStringList keys;
    for (auto it = m_object.begin(); it != m_object.end(); ++it)
        if (!m_used.contains(it.key()))
            keys << (m_path.isEmpty() ? it.key() : m_path + QLatin1Char('.') + it.key());
    return keys;
}

} // namespace rope::model
