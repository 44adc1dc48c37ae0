// The articles behind the teaching, their titles, the sections used, and where they disagree.
#include "ui/model/sources.h"

#include <QCoreApplication>

namespace rope::model {

namespace {
struct Tr {
    Q_DECLARE_TR_FUNCTIONS(Sources)
};
} // namespace

QString firstArticle() { return QStringLiteral("《重读 Transformer 升级之路（2）：RoPE 如何把位置差写进 Attention》"); }

QString secondArticle() { return QStringLiteral("《RoPE》"); }

QString thirdArticle() { return QStringLiteral("《旋转位置编码（RoPE）》"); }

std::vector<Article> articles()
{
    return {
        {firstArticle(),
         Tr::tr("After Su Jianlin's 《Transformer 升级之路：2、博采众长的旋转式位置编码》 and the RoFormer paper "
                "(Su et al., arXiv:2104.09864)"),
         Tr::tr("§1 the gap in sinusoidal encoding (Heatmaps, compare encodings; the additive terms) · §2 rotation "
                "matrices (2-D toy) · §3 only m − n survives (Clocks) · §4.1 not an element-wise weight (Heatmaps) · "
                "§4.2 the toy experiments A1–B2 (2-D toy) · §5 a whole head, θᵢ = b^(−2i/d) (Clocks, Frequencies, "
                "Score curve) · §6 where RoPE sits in attention (Pipeline) · §7 what it does not promise (Score "
                "curve, Heatmaps, Long context) · §8 the cheat sheet (the tour) · §9 linear attention (Linear)")},
        {secondArticle(), Tr::tr("A note by Starx_Smile"),
         Tr::tr("§5 the component formula · §7 the complex form · §8 where RoPE is inserted · §12 the rotate-half "
                "form · §13 the KV cache (KV cache) · §14 length extrapolation (Long context)")},
        {thirdArticle(), Tr::tr("An encyclopedia entry (author not given)"),
         Tr::tr("The complex derivation · interleaved against half-split pairing and why weights do not transfer "
                "(Pairing lab) · the comparison with sinusoidal encoding · the half-split code (Frequencies: the "
                "cos/sin cache)")},
    };
}

std::vector<QString> disagreements()
{
    return {
        Tr::tr("Sign of the offset. %1 §11 sets Δ = n − m and %2 writes g(q, k, n − m); %3 derives R((n − m)θ) and "
               "then names Δ = m − n (§4.2), as this app does (query at m, key at n, as in Hugging Face). Only the "
               "sine term changes sign: a curve against n − m is the app's curve mirrored.")
            .arg(secondArticle(), thirdArticle(), firstArticle()),
        Tr::tr("\"Rotate half\". %1 §12 calls the interleaved operation [−x₁, x₀, −x₃, x₂, …] \"rotate half\"; Hugging "
               "Face's rotate_half is the half-split one, [−x_{d/2…}, x_{0…}]. The two pair different components.")
            .arg(secondArticle()),
        Tr::tr("\"The unique elegant solution\". %1 calls RoPE the unique elegant way to make attention relative; %2 "
               "§7 says its derivation does not prove uniqueness.")
            .arg(thirdArticle(), firstArticle()),
        Tr::tr("Decay with distance. %1 says RoPE scores decay slowly with distance; %2 §5 and §7 say the score is an "
               "oscillating, content-dependent sum that need not fall — only RoFormer's upper bound falls. The Score "
               "curve shows both: the bound and q = k fall on average, an arbitrary q, k need not.")
            .arg(thirdArticle(), firstArticle()),
        Tr::tr("Rotation direction. All three rotate counter-clockwise, as this app does; some blog posts rotate "
               "clockwise, which also flips the sine term: s_cw(Δ) = s_ccw(−Δ), so toy B2 scores −1 instead of 1."),
    };
}

} // namespace rope::model
