// SPDX-License-Identifier: GPL-3.0-or-later
#include "architecturejson.h"

namespace cl {

namespace {

constexpr std::int64_t kMaxDim = 10'000'000;
constexpr std::int64_t kMaxWindow = 100'000'000; ///< tokens; contexts reach 10 M (Llama 4 Scout)

/** Format 12: `attention` {local, window, full_every}: how the layers that do not attend over the
 *  whole context attend (model/workload.h). */
void readLocalAttention(JsonReader &r, const nlohmann::json &v, const std::string &p,
                        Architecture &a)
{
    if (!r.object(v, p, {"local", "window", "full_every"}))
        return;
    const auto local = r.choice(v, p, "local", localAttentionNames(), true);
    if (!local)
        return;
    a.localAttention = *local;
    if (a.localAttention == LocalAttention::Linear) {
        if (v.contains("window"))
            r.error(JsonReader::child(p, "window"),
                    "expected no window: a linear-attention layer keeps a state of fixed size");
    } else {
        a.attentionWindow = int(r.integer(v, p, "window", 1, kMaxWindow).value_or(1));
    }
    // One layer in N; N past the layer count leaves none full (an architecture cut down from a
    // larger one keeps its pattern).
    a.fullAttentionEvery = int(r.integer(v, p, "full_every", 0, 100000, 0));
}

nlohmann::ordered_json writeLocalAttention(const Architecture &a)
{
    nlohmann::ordered_json j;
    j["local"] = nameOf(localAttentionNames(), a.localAttention);
    if (a.localAttention != LocalAttention::Linear)
        j["window"] = a.attentionWindow;
    if (a.fullAttentionEvery > 0)
        j["full_every"] = a.fullAttentionEvery;
    return j;
}

} // namespace

Architecture readArchitecture(JsonReader &r, const nlohmann::json &v, const std::string &p)
{
    Architecture a;
    if (!r.object(v, p,
                  {"layers", "hidden", "heads", "kv_heads", "ffn", "ffn_type", "vocab",
                   "tied_embeddings", "experts", "top_k", "shared_experts", "moe_ffn",
                   "dense_layers", "head_dim", "attention"}))
        return a;
    a.layers = int(r.integer(v, p, "layers", 1, 100000).value_or(1));
    a.hidden = int(r.integer(v, p, "hidden", 1, kMaxDim).value_or(1));
    a.heads = int(r.integer(v, p, "heads", 1, 100000).value_or(1));
    a.kvHeads = int(r.integer(v, p, "kv_heads", 1, 100000, a.heads));
    // The usual 4 x hidden when not given, kept within the range the reader accepts: a default
    // the writer then writes must load again.
    a.ffn = int(r.integer(v, p, "ffn", 1, kMaxDim,
                          std::min<std::int64_t>(std::int64_t(4) * a.hidden, kMaxDim)));
    a.ffnType = r.choice(v, p, "ffn_type", ffnTypeNames(), false).value_or(FfnType::Gelu);
    a.vocab = int(r.integer(v, p, "vocab", 1, kMaxDim).value_or(1));
    a.tiedEmbeddings = r.boolean(v, p, "tied_embeddings", false);
    a.experts = int(r.integer(v, p, "experts", 0, 100000, 0));
    a.topK = int(r.integer(v, p, "top_k", 0, 100000, a.experts > 0 ? 2 : 0));
    a.sharedExperts = int(r.integer(v, p, "shared_experts", 0, 1000, 0));
    a.moeFfn = int(r.integer(v, p, "moe_ffn", 0, kMaxDim, 0));
    a.denseLayers = int(r.integer(v, p, "dense_layers", 0, 100000, 0));
    a.headDim = int(r.integer(v, p, "head_dim", 0, 4096, 0));
    if (v.contains("attention"))
        readLocalAttention(r, v["attention"], JsonReader::child(p, "attention"), a);

    // Heads must split the hidden size unless a head size is given (then heads x head_dim
    // is the query width, and need not be the hidden size).
    if (a.headDim == 0 && a.hidden % a.heads != 0)
        r.error(JsonReader::child(p, "heads"), "expected a divisor of hidden ("
                                                   + std::to_string(a.hidden) + "), got "
                                                   + std::to_string(a.heads));
    if (a.heads % a.kvHeads != 0)
        r.error(JsonReader::child(p, "kv_heads"), "expected a divisor of heads ("
                                                      + std::to_string(a.heads) + "), got "
                                                      + std::to_string(a.kvHeads));
    if (a.experts > 0 && (a.topK < 1 || a.topK > a.experts))
        r.error(JsonReader::child(p, "top_k"), "expected an integer from 1 to experts ("
                                                   + std::to_string(a.experts) + "), got "
                                                   + std::to_string(a.topK));
    if (a.denseLayers > a.layers)
        r.error(JsonReader::child(p, "dense_layers"), "expected at most layers ("
                                                          + std::to_string(a.layers) + "), got "
                                                          + std::to_string(a.denseLayers));
    return a;
}

nlohmann::ordered_json writeArchitecture(const Architecture &a)
{
    nlohmann::ordered_json j;
    j["layers"] = a.layers;
    j["hidden"] = a.hidden;
    j["heads"] = a.heads;
    j["kv_heads"] = a.kvHeads;
    j["ffn"] = a.ffn;
    j["ffn_type"] = nameOf(ffnTypeNames(), a.ffnType);
    j["vocab"] = a.vocab;
    if (a.tiedEmbeddings)
        j["tied_embeddings"] = true;
    if (a.experts > 0) {
        j["experts"] = a.experts;
        j["top_k"] = a.topK;
        if (a.sharedExperts > 0)
            j["shared_experts"] = a.sharedExperts;
        if (a.moeFfn > 0)
            j["moe_ffn"] = a.moeFfn;
        if (a.denseLayers > 0)
            j["dense_layers"] = a.denseLayers;
    }
    if (a.headDim > 0)
        j["head_dim"] = a.headDim;
    if (a.localAttention != LocalAttention::None)
        j["attention"] = writeLocalAttention(a);
    return j;
}

} // namespace cl
