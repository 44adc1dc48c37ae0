#pragma once
// One name table per enum: the key written in sessions, presets, state strings and on the command
// line, and the label a learner reads (translated, context "Names"). Everything that names a
// pairing, a scaling method, a content source, a heatmap mode, a mask, a precision or an encoding
// reads it here. (The views' names live in the view registry, ui/views/viewregistry.h.)

#include "core/attention.h"
#include "core/content.h"
#include "core/params.h"
#include "core/precision.h"
#include "ui/model/appparams.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>
#include <span>

namespace rope::model {

template <typename Enum>
struct Name {
    Enum value;
    const char* key; ///< as written in files and on the command line
    const char* label; ///< untranslated; nameLabel() translates it
    const char* aliases = nullptr; ///< other keys Hugging Face configs write for it, space separated
};

template <typename Enum>
std::span<const Name<Enum>> nameTable();

template <>
inline std::span<const Name<core::Pairing>> nameTable()
{
    static constexpr Name<core::Pairing> table[] = {
        {core::Pairing::Interleaved, "interleaved", QT_TRANSLATE_NOOP("Names", "interleaved")},
        {core::Pairing::HalfSplit, "half-split", QT_TRANSLATE_NOOP("Names", "half-split")},
    };
    return table;
}

template <>
inline std::span<const Name<core::RotaryPlacement>> nameTable()
{
    using core::RotaryPlacement;
    static constexpr Name<RotaryPlacement> table[] = {
        {RotaryPlacement::First, "first", QT_TRANSLATE_NOOP("Names", "the first components")},
        {RotaryPlacement::Last, "last", QT_TRANSLATE_NOOP("Names", "the last components (MLA)")},
        {RotaryPlacement::Proportional, "proportional",
         QT_TRANSLATE_NOOP("Names", "the first pairs of the whole head (Gemma 4 proportional)")},
    };
    return table;
}

template <>
inline std::span<const Name<core::ScalingMethod>> nameTable()
{
    using core::ScalingMethod;
    static constexpr Name<ScalingMethod> table[] = {
        {ScalingMethod::None, "none", QT_TRANSLATE_NOOP("Names", "no scaling"), "default mrope"},
        {ScalingMethod::Linear, "linear", QT_TRANSLATE_NOOP("Names", "linear (position interpolation)")},
        {ScalingMethod::NtkAware, "ntk", QT_TRANSLATE_NOOP("Names", "NTK-aware")},
        {ScalingMethod::DynamicNtk, "dynamic", QT_TRANSLATE_NOOP("Names", "dynamic NTK")},
        {ScalingMethod::Yarn, "yarn", QT_TRANSLATE_NOOP("Names", "YaRN")},
        {ScalingMethod::Llama3, "llama3", QT_TRANSLATE_NOOP("Names", "Llama 3")},
        {ScalingMethod::LongRope, "longrope", QT_TRANSLATE_NOOP("Names", "LongRoPE"), "su"},
    };
    return table;
}

template <>
inline std::span<const Name<QkSource>> nameTable()
{
    static constexpr Name<QkSource> table[] = {
        {QkSource::Random, "random", QT_TRANSLATE_NOOP("Names", "random tokens")},
        {QkSource::Constant, "constant", QT_TRANSLATE_NOOP("Names", "constant q, k")},
        {QkSource::LookBack, "lookback", QT_TRANSLATE_NOOP("Names", "look-back head")},
        {QkSource::Explicit, "explicit", QT_TRANSLATE_NOOP("Names", "toy q, k")},
        {QkSource::Loaded, "loaded", QT_TRANSLATE_NOOP("Names", "loaded tensors")},
    };
    return table;
}

template <>
inline std::span<const Name<core::ContentSource>> nameTable()
{
    using core::ContentSource;
    static constexpr Name<ContentSource> table[] = {
        {ContentSource::Random, "random", QT_TRANSLATE_NOOP("Names", "random tokens")},
        {ContentSource::Constant, "constant", QT_TRANSLATE_NOOP("Names", "constant q, k")},
        {ContentSource::LookBack, "lookback", QT_TRANSLATE_NOOP("Names", "look-back head")},
    };
    return table;
}

template <>
inline std::span<const Name<HeatmapMode>> nameTable()
{
    static constexpr Name<HeatmapMode> table[] = {
        {HeatmapMode::Rope, "rope", QT_TRANSLATE_NOOP("Names", "RoPE attention")},
        {HeatmapMode::CompareEncodings, "compare-encodings",
         QT_TRANSLATE_NOOP("Names", "Encodings: none | sinusoidal | RoPE")},
        {HeatmapMode::Decomposition, "decomposition", QT_TRANSLATE_NOOP("Names", "Sinusoidal score, term by term")},
        {HeatmapMode::DecompositionIdentity, "decomposition-identity",
         QT_TRANSLATE_NOOP("Names", "Sinusoidal score, term by term, W = I")},
        {HeatmapMode::NotElementwise, "not-elementwise",
         QT_TRANSLATE_NOOP("Names", "RoPE is not an element-wise weight")},
    };
    return table;
}

template <>
inline std::span<const Name<core::Mask>> nameTable()
{
    static constexpr Name<core::Mask> table[] = {
        {core::Mask::None, "none", QT_TRANSLATE_NOOP("Names", "no mask")},
        {core::Mask::Causal, "causal", QT_TRANSLATE_NOOP("Names", "causal")},
    };
    return table;
}

template <>
inline std::span<const Name<core::Precision>> nameTable()
{
    using core::Precision;
    static constexpr Name<Precision> table[] = {
        {Precision::Fp64, "fp64", "fp64"},
        {Precision::Fp32, "fp32", "fp32"},
        {Precision::Bf16, "bf16", "bf16"},
        {Precision::Fp16, "fp16", "fp16"},
    };
    return table;
}

template <>
inline std::span<const Name<core::Encoding>> nameTable()
{
    using core::Encoding;
    static constexpr Name<Encoding> table[] = {
        {Encoding::Rope, "rope", QT_TRANSLATE_NOOP("Names", "RoPE")},
        {Encoding::None, "none", QT_TRANSLATE_NOOP("Names", "no position encoding")},
        {Encoding::Sinusoidal, "sinusoidal", QT_TRANSLATE_NOOP("Names", "sinusoidal (added)")},
        {Encoding::Learned, "learned", QT_TRANSLATE_NOOP("Names", "learned absolute (added)")},
    };
    return table;
}

/// The key of a value, e.g. "half-split".
template <typename Enum>
QString nameKey(Enum value)
{
    for (const auto& n : nameTable<Enum>())
        if (n.value == value)
            return QLatin1String(n.key);
    return {};
}

/// The label of a value in the current language, e.g. "前后半配对".
template <typename Enum>
QString nameLabel(Enum value)
{
    for (const auto& n : nameTable<Enum>())
        if (n.value == value)
            return QCoreApplication::translate("Names", n.label);
    return {};
}

/// The value a key names; nullopt for an unknown key.
template <typename Enum>
std::optional<Enum> fromNameKey(QStringView key)
{
    for (const auto& n : nameTable<Enum>())
        if (key == QLatin1String(n.key))
            return n.value;
    return std::nullopt;
}

/// The value a key or one of its aliases names (Hugging Face's "default" for no scaling).
template <typename Enum>
std::optional<Enum> fromNameKeyOrAlias(QStringView key)
{
    for (const auto& n : nameTable<Enum>())
        if (key == QLatin1String(n.key) ||
            (n.aliases && QString::fromLatin1(n.aliases).split(QLatin1Char(' ')).contains(key)))
            return n.value;
    return std::nullopt;
}

/// Every key and alias, in table order.
template <typename Enum>
QStringList nameKeysAndAliases()
{
    QStringList keys;
    for (const auto& n : nameTable<Enum>()) {
        keys << QLatin1String(n.key);
        if (n.aliases)
            keys += QString::fromLatin1(n.aliases).split(QLatin1Char(' '));
    }
    return keys;
}

/// Every key, in table order: for "expected one of …" messages and completions.
template <typename Enum>
QStringList nameKeys()
{
    QStringList keys;
    for (const auto& n : nameTable<Enum>())
        keys << QLatin1String(n.key);
    return keys;
}

} // namespace rope::model
