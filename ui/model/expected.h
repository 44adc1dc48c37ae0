#pragma once
// The one error style of the model and the command line: a function that can fail returns
// Expected<T>, a value or an Error. An Error names the key, field, option or file at fault as the
// user wrote it ("params.pairing", "--head-dim", "q.npy") and says what was expected, in one
// translated sentence. Inside a parser, `throw Error` may end a deep parse early; it is caught where
// the parser returns its Expected (capture() below) and never crosses that boundary.

#include <QCoreApplication>
#include <QString>

#include <utility>
#include <variant>

namespace rope::model {

struct Error {
    QString where; ///< the key, field, option or file at fault; empty when the whole input is
    QString what; ///< what was expected, or what went wrong

    /// "where: what", or just "what".
    QString message() const
    {
        return where.isEmpty() ? what : QCoreApplication::translate("Error", "%1: %2").arg(where, what);
    }
    /// The same error seen from one level up, e.g. "params" + "pairing" → "params.pairing".
    Error within(const QString& outer, const QString& separator = QStringLiteral(".")) const
    {
        return {where.isEmpty() ? outer : outer + separator + where, what};
    }
};

template <typename T>
class [[nodiscard]] Expected {
public:
    Expected(T value) : m_state(std::move(value)) { }
    Expected(Error error) : m_state(std::move(error)) { }

    bool ok() const noexcept { return m_state.index() == 0; }
    explicit operator bool() const noexcept { return ok(); }

    T& value() & { return std::get<0>(m_state); }
    const T& value() const& { return std::get<0>(m_state); }
    T&& value() && { return std::get<0>(std::move(m_state)); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T valueOr(T fallback) const { return ok() ? value() : std::move(fallback); }

    const Error& error() const { return std::get<1>(m_state); }
    /// The error's sentence; empty when there is a value.
    QString message() const { return ok() ? QString() : error().message(); }

private:
    std::variant<T, Error> m_state;
};

/// Success or an Error, for actions that produce nothing (writing a file).
class [[nodiscard]] Outcome {
public:
    Outcome() = default;
    Outcome(Error error) : m_error(std::move(error)), m_failed(true) { }
    bool ok() const noexcept { return !m_failed; }
    explicit operator bool() const noexcept { return ok(); }
    const Error& error() const { return m_error; }
    QString message() const { return m_failed ? m_error.message() : QString(); }

private:
    Error m_error;
    bool m_failed = false;
};

/// Runs a parser that may `throw Error` and returns its result as an Expected.
template <typename F>
auto capture(F&& parse) -> Expected<decltype(parse())>
{
    try {
        return parse();
    } catch (const Error& e) {
        return e;
    }
}

} // namespace rope::model
