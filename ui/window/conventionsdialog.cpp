// Help → Conventions: this app's conventions and the other ones a learner meets.
#include "ui/window/conventionsdialog.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace rope::ui {

QString ConventionsDialog::html()
{
    return tr(
        "<h2>Conventions</h2>"
        "<p>RoPE Explorer uses the conventions of Hugging Face transformers and Meta's reference LLaMA code, so "
        "its numbers can be compared with PyTorch.</p>"
        "<ul>"
        "<li><b>Positions:</b> the query sits at <i>m</i>, the key at <i>n</i>, and <b>Δ = m − n</b>.</li>"
        "<li><b>Frequencies:</b> θ<sub>i</sub> = base<sup>−2i/d</sup> radians per position, i = 0 … d/2 − 1; "
        "the wavelength λ<sub>i</sub> = 2π/θ<sub>i</sub> is the number of positions per full turn.</li>"
        "<li><b>Rotation:</b> at position p, pair i turns <b>counter-clockwise</b> by p·θ<sub>i</sub>: "
        "a' = a·cos pθ − b·sin pθ, b' = a·sin pθ + b·cos pθ.</li>"
        "<li><b>Score of one pair:</b> q̃·k̃ = qᵀR(−Δθ)k = (q<sub>1</sub>k<sub>1</sub> + q<sub>2</sub>k<sub>2</sub>) cos "
        "Δθ "
        "+ (q<sub>1</sub>k<sub>2</sub> − q<sub>2</sub>k<sub>1</sub>) sin Δθ.</li>"
        "<li><b>Interleaved pairing</b> (2i, 2i+1): RoFormer, Meta's LLaMA (complex form), GPT-J, MLX "
        "<code>traditional=True</code>.</li>"
        "<li><b>Half-split pairing</b> (i, i + d/2): GPT-NeoX, Hugging Face <code>rotate_half</code> (Llama, Qwen, "
        "Mistral, Phi), MLX <code>traditional=False</code>. The two differ by a fixed permutation of the "
        "components; weights ported without it give gibberish.</li>"
        "<li><b>Attention:</b> logits q̃·k̃/√d, additive mask (0 or −∞), row softmax, output A·V; V is never "
        "rotated.</li>"
        "</ul>"
        "<h3>Other conventions you will meet</h3>"
        "<ul>"
        "<li>Seed 001 (and RoFormer's paper) write the score with <b>n − m</b>: the sine term then changes sign, "
        "(q<sub>2</sub>k<sub>1</sub> − q<sub>1</sub>k<sub>2</sub>) sin((n−m)θ). The numbers are the same.</li>"
        "<li>Some blog posts rotate <b>clockwise</b> (sin with the other sign): every picture is mirrored, "
        "and the score is unchanged.</li>"
        "<li>Seed 002 lists LLaMA under half-split: that is Hugging Face's port of it; Meta's original code "
        "pairs (2i, 2i+1) as complex numbers.</li>"
        "</ul>");
}

ConventionsDialog::ConventionsDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Conventions"));
    auto* text = new QTextBrowser;
    text->setHtml(html());
    text->setOpenExternalLinks(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(buttons);
    resize(640, 560);
}

} // namespace rope::ui
