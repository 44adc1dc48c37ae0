// Reading and writing .npy arrays, every header field treated as hostile.
#include "core/npy.h"

#include <Eigen/Core>

#include <algorithm>
#include <bit>
#include <cctype>
#include <cstring>
#include <limits>
#include <optional>

namespace rope::core {

std::int64_t NpyArray::elementCount() const
{
    std::int64_t n = 1;
    for (auto s : shape)
        n *= s;
    return n;
}

namespace {

// At most `bytes` bytes of UTF-8 text, never cutting a character in two.
std::string utf8Prefix(const std::string& text, size_t bytes)
{
    if (text.size() <= bytes)
        return text;
    while (bytes > 0 && (static_cast<unsigned char>(text[bytes]) & 0xC0) == 0x80)
        --bytes; // text[bytes] continues a character: cut before that character starts
    return text.substr(0, bytes);
}

constexpr std::string_view kMagic = "\x93NUMPY";

// A parser for the one Python literal the header holds: {'descr': '<f8', 'fortran_order': False,
// 'shape': (3, 4), } — strings, booleans, tuples of non-negative integers.
class HeaderParser {
public:
    explicit HeaderParser(std::string_view text) : m_text(text) { }

    struct Header {
        std::string descr;
        bool fortranOrder = false;
        std::vector<std::int64_t> shape;
        bool hasDescr = false, hasOrder = false, hasShape = false;
    };

    std::optional<Header> parse(std::string& problem)
    {
        Header h;
        skipSpace();
        if (!consume('{'))
            return fail(problem, "no opening brace");
        for (;;) {
            skipSpace();
            if (consume('}'))
                break;
            std::string key;
            if (!readString(key))
                return fail(problem, "a key is not a string");
            skipSpace();
            if (!consume(':'))
                return fail(problem, "missing ':' after a key");
            skipSpace();
            if (key == "descr") {
                if (h.hasDescr || !readString(h.descr))
                    return fail(problem, "descr");
                h.hasDescr = true;
            } else if (key == "fortran_order") {
                if (h.hasOrder || !readBool(h.fortranOrder))
                    return fail(problem, "fortran_order");
                h.hasOrder = true;
            } else if (key == "shape") {
                if (h.hasShape || !readShape(h.shape))
                    return fail(problem, "shape");
                h.hasShape = true;
            } else {
                return fail(problem, "unknown key '" + utf8Prefix(key, 32) + "'");
            }
            skipSpace();
            if (consume(','))
                continue;
            skipSpace();
            if (consume('}'))
                break;
            return fail(problem, "expected ',' or '}'");
        }
        skipSpace();
        if (m_pos != m_text.size())
            return fail(problem, "text after the dictionary");
        if (!h.hasDescr || !h.hasOrder || !h.hasShape)
            return fail(problem, "descr, fortran_order or shape missing");
        return h;
    }

private:
    std::optional<Header> fail(std::string& problem, std::string what)
    {
        problem = std::move(what);
        return std::nullopt;
    }
    void skipSpace()
    {
        while (m_pos < m_text.size() && std::isspace(static_cast<unsigned char>(m_text[m_pos])))
            ++m_pos;
    }
    bool consume(char c)
    {
        if (m_pos < m_text.size() && m_text[m_pos] == c) {
            ++m_pos;
            return true;
        }
        return false;
    }
    bool readString(std::string& out)
    {
        if (m_pos >= m_text.size() || (m_text[m_pos] != '\'' && m_text[m_pos] != '"'))
            return false;
        const char quote = m_text[m_pos++];
        const size_t end = m_text.find(quote, m_pos);
        if (end == std::string_view::npos || end - m_pos > 64)
            return false;
        out.assign(m_text.substr(m_pos, end - m_pos));
        m_pos = end + 1;
        return true;
    }
    bool readWord(std::string_view word)
    {
        if (m_text.substr(m_pos, word.size()) != word)
            return false;
        m_pos += word.size();
        return true;
    }
    bool readBool(bool& out)
    {
        if (readWord("True"))
            return out = true, true;
        if (readWord("False"))
            return out = false, true;
        return false;
    }
    bool readShape(std::vector<std::int64_t>& shape)
    {
        if (!consume('('))
            return false;
        for (;;) {
            skipSpace();
            if (consume(')'))
                return true;
            if (m_pos >= m_text.size() || !std::isdigit(static_cast<unsigned char>(m_text[m_pos])))
                return false;
            std::int64_t value = 0;
            while (m_pos < m_text.size() && std::isdigit(static_cast<unsigned char>(m_text[m_pos]))) {
                const int digit = m_text[m_pos++] - '0';
                if (value > (std::numeric_limits<std::int64_t>::max() - digit) / 10)
                    return false;
                value = value * 10 + digit;
            }
            if (m_pos < m_text.size() && m_text[m_pos] == 'L') // Python 2 longs
                ++m_pos;
            if (shape.size() >= 32)
                return false;
            shape.push_back(value);
            skipSpace();
            if (consume(','))
                continue;
            skipSpace();
            if (consume(')'))
                return true;
            return false;
        }
    }

    std::string_view m_text;
    size_t m_pos = 0;
};

template <typename T>
T loadSwapped(const char* p, bool swap)
{
    unsigned char raw[sizeof(T)];
    std::memcpy(raw, p, sizeof(T));
    if (swap)
        std::reverse(raw, raw + sizeof(T));
    T value;
    std::memcpy(&value, raw, sizeof(T));
    return value;
}

double loadElement(const char* p, int width, bool swap)
{
    switch (width) {
    case 2:
        return double(
            static_cast<float>(Eigen::half(Eigen::half_impl::raw_uint16_to_half(loadSwapped<std::uint16_t>(p, swap)))));
    case 4:
        return double(loadSwapped<float>(p, swap));
    default:
        return loadSwapped<double>(p, swap);
    }
}

std::uint32_t readLittle(std::string_view bytes, size_t offset, int count)
{
    std::uint32_t v = 0;
    for (int i = count - 1; i >= 0; --i)
        v = (v << 8) | static_cast<unsigned char>(bytes[offset + size_t(i)]);
    return v;
}

} // namespace

NpyReadResult decodeNpy(std::string_view bytes, std::int64_t maxElements)
{
    static_assert(std::endian::native == std::endian::little, "the .npy reader assumes a little-endian host");
    NpyReadResult r;
    auto fail = [&r](NpyError e, std::string detail = {}) {
        r.error = e;
        r.detail = std::move(detail);
        r.array = {};
        return r;
    };
    if (bytes.size() < 10 || bytes.substr(0, kMagic.size()) != kMagic)
        return fail(NpyError::NotNpy);
    const int major = static_cast<unsigned char>(bytes[6]);
    const int minor = static_cast<unsigned char>(bytes[7]);
    if (major < 1 || major > 3 || minor != 0)
        return fail(NpyError::UnsupportedVersion, std::to_string(major) + "." + std::to_string(minor));
    const int lengthBytes = major == 1 ? 2 : 4;
    if (bytes.size() < size_t(8 + lengthBytes))
        return fail(NpyError::Truncated);
    const std::uint32_t headerLength = readLittle(bytes, 8, lengthBytes);
    const size_t dataStart = size_t(8 + lengthBytes) + headerLength;
    if (headerLength > 1u << 20)
        return fail(NpyError::BadHeader, "header length " + std::to_string(headerLength));
    if (bytes.size() < dataStart)
        return fail(NpyError::Truncated);

    std::string problem;
    const auto header = HeaderParser(bytes.substr(size_t(8 + lengthBytes), headerLength)).parse(problem);
    if (!header)
        return fail(NpyError::BadHeader, problem);

    const std::string& d = header->descr;
    const bool knownOrder = d.size() == 3 && (d[0] == '<' || d[0] == '>' || d[0] == '=');
    const bool knownType = d.size() == 3 && d[1] == 'f' && (d[2] == '2' || d[2] == '4' || d[2] == '8');
    if (!knownOrder || !knownType)
        return fail(NpyError::UnsupportedDtype, d);
    if (header->fortranOrder)
        return fail(NpyError::FortranOrder);

    const int width = d[2] - '0';
    std::int64_t count = 1;
    for (auto s : header->shape) {
        if (s != 0 && count > maxElements / s)
            return fail(NpyError::TooLarge);
        count *= s;
    }
    if (count > maxElements)
        return fail(NpyError::TooLarge);
    const size_t needed = size_t(count) * size_t(width);
    const size_t available = bytes.size() - dataStart;
    if (available < needed)
        return fail(NpyError::Truncated);
    if (available > needed)
        return fail(NpyError::TrailingData);

    const bool swap = d[0] == '>';
    r.array.shape = header->shape;
    r.array.dtype = d;
    r.array.data.resize(size_t(count));
    const char* p = bytes.data() + dataStart;
    for (std::int64_t i = 0; i < count; ++i)
        r.array.data[size_t(i)] = loadElement(p + size_t(i) * size_t(width), width, swap);
    return r;
}

std::string encodeNpyHeader(const std::vector<std::int64_t>& shape, std::string_view descr)
{
    std::string dict = "{'descr': '" + std::string(descr) + "', 'fortran_order': False, 'shape': (";
    for (size_t i = 0; i < shape.size(); ++i) {
        dict += std::to_string(shape[i]);
        if (shape.size() == 1 || i + 1 < shape.size())
            dict += ",";
        if (i + 1 < shape.size())
            dict += " ";
    }
    dict += "), }";
    // Pad with spaces and a newline so that magic + version + length + header is a multiple of 64.
    const size_t unpadded = 10 + dict.size() + 1;
    dict.append((64 - unpadded % 64) % 64, ' ');
    dict += '\n';

    std::string out(kMagic);
    out += '\x01';
    out += '\x00';
    out += char(dict.size() & 0xff);
    out += char((dict.size() >> 8) & 0xff);
    out += dict;
    return out;
}

std::string encodeNpy(const std::vector<std::int64_t>& shape, const double* data)
{
    std::int64_t count = 1;
    for (auto s : shape)
        count *= s;
    std::string out = encodeNpyHeader(shape, "<f8");
    out.append(reinterpret_cast<const char*>(data), size_t(count) * sizeof(double));
    return out;
}

} // namespace rope::core
