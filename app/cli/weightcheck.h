#pragma once
// `rope-explorer diagnose --meta W1.npy --hf W2.npy --heads H`: is W2 the Meta → Hugging Face row
// permutation of W1 (convert_llama_weights_to_hf.py's permute), head by head?

namespace rope::app {

class ComputeArgs;

/// Prints the verdict per head, as text or one JSON object; throws model::Error on bad input.
void runWeightCheck(const ComputeArgs& args, bool asJson);

} // namespace rope::app
