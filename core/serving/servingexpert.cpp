// SPDX-License-Identifier: GPL-3.0-or-later
// Expert parallelism for MoE serving: the decode step and the prefill of an instance whose routed
// experts spread over `ep` GPUs while attention runs data-parallel (DeepSeek-V3 report §3.4,
// DeepSeek's inference-system overview, SGLang's large-scale EP). Each MoE layer dispatches every
// token to the GPUs of its top-k experts and combines their outputs back. Decode uses DeepEP's
// low-latency kernels (pure RDMA: every copy of a token to another server crosses the NIC); prefill
// its normal kernels (a token crosses to each other server once, then NVLink forwards it). Both
// reach the NIC's line rate as NCCL does: DeepEP's own tables give 39-58 GB/s of a ~50 GB/s CX7
// at EP 16-256, the profile's network share (0.85) of it.
#include "catalog/catalogentries.h"
#include "engine/attentionspan.h"
#include "servingdetail.h"
#include "servingengine.h"
#include "servingmodel.h"

#include <algorithm>
#include <cmath>

namespace cl {

using namespace detail;

namespace {

constexpr double kCombineBytesPerValue = 2.0; ///< combine runs in BF16 (DeepEP, DeepSeek)

int moeLayers(const Architecture &a)
{
    return a.layers - a.denseLayers;
}

double expertFfnParameters(const Architecture &a)
{
    return ffnParameters(a, a.moeFfn > 0 ? a.moeFfn : a.ffn);
}

/** Parameters each token's routed experts use, all MoE layers. */
double routedActiveParameters(const Architecture &a)
{
    return double(moeLayers(a)) * a.topK * expertFfnParameters(a);
}

/** Bytes of one token copy through dispatch (at the activation precision: FP8 where the GEMMs are
 *  FP8) and combine (BF16). */
double bytesPerCopy(const ServingSetup &s)
{
    return s.shape.arch.hidden * (bytesPerValue(s.precision.activations) + kCombineBytesPerValue);
}

double networkRate(const ServingSetup &s)
{
    return s.scaleOutBytesPerS * s.profile.network;
}

/** Compute and all-to-all of one step, overlapped by two micro-batches (each layer's all-to-all
 *  of one behind the other's compute: the slower sets the pace, one layer's faster part is not
 *  hidden) or one after the other. */
double combineOverlap(const ServingSetup &s, double computeS, double commS)
{
    if (!s.expert->twoBatchOverlap)
        return computeS + commS;
    return std::max(computeS, commS)
           + std::min(computeS, commS) / std::max(1, moeLayers(s.shape.arch));
}

} // namespace

double expertImbalance(const ServingSetup &s, double copies)
{
    // The busiest of ep GPUs, each receiving a Poisson number of copies with mean `copies`:
    // E[max] ~ mean + sqrt(2 mean ln ep) (the Gaussian tail bound), at most all on one GPU.
    const double ep = s.expert ? s.expert->ep : 1;
    if (ep <= 1 || copies <= 0)
        return 1.0;
    return std::min(ep, 1.0 + std::sqrt(2.0 * std::log(ep) / copies));
}

ExpertStep expertDecodeStep(const ServingSetup &s, double batch)
{
    ExpertStep st;
    const Architecture &a = s.shape.arch;
    const ServingEngine &engine = engineOf(s);
    const double ep = s.expert->ep;
    const double ranks = dataParallelRanks(s);
    const double perRank = std::max(1.0, batch / ranks); // sequences one DP rank decodes
    const double tokens = perRank * verifiedTokensPerStep(s);
    const double instanceCopies = tokens * ranks * a.topK; // token-to-expert copies per layer
    const double copiesPerGpu = instanceCopies / ep;
    const double imbalance = expertImbalance(s, copiesPerGpu);

    const double routedBytes = routedExpertParameters(a) * bytesPerValue(s.precision.weights);
    const double denseBytes = (weightBytes(s.shape, s.precision.weights) - routedBytes) / s.tp;
    const double copies = double(a.experts + std::max(0, s.expert->redundantExperts)) / a.experts;
    const double perExpert = instanceCopies / (a.experts * copies);
    const double localExperts = routedBytes * copies / ep * (1.0 - std::exp(-perExpert));
    const double kvBytes
        = perRank
          * readKvTokens(s.shape.arch, averageContextTokens(s), bytesPerValue(s.precision.kv))
          * kvBytesPerTokenPerGpu(s, kvBytesPerToken(s.shape, s.mla, s.precision.kv));
    // Two micro-batches read the weights twice.
    const double weightReads = s.expert->twoBatchOverlap ? 2.0 : 1.0;
    st.memoryS = (weightReads * (denseBytes + localExperts) + kvBytes) / servingHbmRate(s);

    const double denseActive = s.shape.activeParameters - routedActiveParameters(a);
    const double denseFlops
        = tokens * (2.0 * denseActive + decodeAttentionFlopsPerToken(s, averageContextTokens(s)))
          / s.tp;
    const double expertFlops
        = copiesPerGpu * imbalance * 2.0 * expertFfnParameters(a) * moeLayers(a);
    st.computeS = (denseFlops + expertFlops) / (servingGemmRate(s) * engine.decodeGemmOn(*s.gpu));

    // Low-latency kernels: each GPU sends its share of the rank's tokens to every chosen expert;
    // copies to another server cross the NIC, those within it NVLink. The busiest receiver sets
    // the pace. Two launches (dispatch, combine) per layer pay the collective's fixed latency.
    const double sent = tokens / s.tp * a.topK * bytesPerCopy(s) * imbalance;
    const double local = std::min<double>(ep, s.gpusPerServer);
    const double remoteS = sent * std::max(0.0, ep - local) / ep / networkRate(s);
    const double localS = sent * (local - 1.0) / ep / scaleUpRate(s);
    st.dispatchCombineS
        = moeLayers(a) * (std::max(remoteS, localS) + 2.0 * engine.allReduceLatencyOn(*s.gpu));

    // Attention TP within a rank: its all-reduces, as in a replica.
    const double attentionTpS = tensorParallelS(s, tokens, a.layers);
    st.stepS
        = combineOverlap(s, std::max(st.memoryS, st.computeS) + attentionTpS, st.dispatchCombineS)
          + engine.stepOverheadS + engine.perSequenceS * perRank;
    return st;
}

double expertPrefillSeconds(const ServingSetup &s, double tokens)
{
    const Architecture &a = s.shape.arch;
    const ServingEngine &engine = engineOf(s);
    const double ep = s.expert->ep;
    const double scale = tokens / std::max(1.0, prefillTokens(s));
    const double all = prefillFlopsPerRequest(s) * scale;
    const double routed = tokens * 2.0 * routedActiveParameters(a);
    // Every rank prefills alike: a GPU receives as many expert copies as its rank sends.
    const double imbalance = expertImbalance(s, tokens * a.topK / s.tp);
    const double computeS = ((all - routed) + routed * imbalance) / s.tp / servingGemmRate(s);

    // Normal kernels: a token crosses to each other server holding one of its experts once.
    const double perGpu = std::min<double>(ep, s.gpusPerServer);
    const double servers = std::ceil(ep / perGpu);
    const double sentTokens = tokens / s.tp * imbalance;
    double rdmaS = 0;
    if (servers > 1) {
        const double remoteServers
            = (servers - 1.0) * (1.0 - std::pow(1.0 - 1.0 / servers, a.topK));
        rdmaS = sentTokens * remoteServers * bytesPerCopy(s) / networkRate(s);
    }
    const double nvlinkS
        = sentTokens * a.topK * (perGpu - 1.0) / ep * bytesPerCopy(s) / scaleUpRate(s);
    // Prompts batched into one chunk of the engine's token budget share each launch's latency.
    const double chunkShare = std::min(1.0, tokens / double(std::max(1, s.prefillChunkTokens)));
    const double commS
        = moeLayers(a)
          * (std::max(rdmaS, nvlinkS) + 2.0 * engine.allReduceLatencyOn(*s.gpu) * chunkShare);
    return combineOverlap(s, computeS + tensorParallelS(s, tokens, a.layers, chunkShare), commS);
}

} // namespace cl
