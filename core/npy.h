#pragma once
// NumPy .npy (format versions 1.0, 2.0, 3.0) to and from memory. Reading accepts float16, float32
// and float64 in either byte order, C order only, any number of dimensions; every header field
// is treated as hostile and checked before anything is allocated. Writing produces version 1.0,
// little-endian float64 (or float32 through the header alone, for writers that stream their data),
// C order, which numpy.load reads as is.
// File I/O stays with the caller (atomic writes, size limits on reading).

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace rope::core {

enum class NpyError {
    None,
    NotNpy, ///< the magic string \x93NUMPY is missing
    UnsupportedVersion, ///< detail = "major.minor"
    BadHeader, ///< the header dictionary cannot be parsed; detail says which part
    UnsupportedDtype, ///< detail = the descr string
    FortranOrder, ///< fortran_order: True
    TooLarge, ///< the shape claims more elements than allowed (or overflows)
    Truncated, ///< fewer data bytes than the shape needs
    TrailingData, ///< more data bytes than the shape needs
};

struct NpyArray {
    std::vector<std::int64_t> shape; ///< () for a scalar
    std::vector<double> data; ///< C order, widened to double (exact for f2/f4)
    std::string dtype; ///< as read, e.g. "<f4"

    std::int64_t elementCount() const;
};

struct NpyReadResult {
    NpyArray array;
    NpyError error = NpyError::None;
    std::string detail;
    bool ok() const { return error == NpyError::None; }
};

inline constexpr std::int64_t kNpyDefaultMaxElements = std::int64_t(1) << 28; // 2 GiB of doubles

NpyReadResult decodeNpy(std::string_view bytes, std::int64_t maxElements = kNpyDefaultMaxElements);

/// The bytes of a version 1.0 '<f8' file.
std::string encodeNpy(const std::vector<std::int64_t>& shape, const double* data);

/// The header of a version 1.0 file of a C-order array: magic, version, length and the dictionary
/// padded to a multiple of 64 bytes. The data follows it: little-endian values of `descr` ("<f8", "<f4").
std::string encodeNpyHeader(const std::vector<std::int64_t>& shape, std::string_view descr);

} // namespace rope::core
