// SPDX-License-Identifier: GPL-3.0-or-later
// How much of the datasheet a real training stack gets from a card: a handful of named fractions
// per GPU generation and software stack (ENGINE.md §3.1), or a calibration profile measured on the
// planner's own GPU (schema clusterledger-calibration/1). Nothing here is tuned per run.
#pragma once

#include "json/jsonerror.h"
#include "model/enums.h"

#include <nlohmann/json.hpp>

#include <array>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cl {

class Catalog;
struct GpuModel;

struct EfficiencyProfile
{
    std::string id; ///< "hopper-2024", or "calibrated:<gpu>" for a probe profile
    std::string source; ///< where the values come from
    /** Achieved / dense peak for large transformer GEMMs inside a training framework, per format.
     */
    std::array<std::optional<double>, kNumberFormatCount> gemm {};
    double hbm = 0.8; ///< achieved / datasheet memory bandwidth (memory-bound kernels)
    double scaleUp = 0.75; ///< NCCL bus bandwidth / datasheet NVLink (or PCIe) per direction
    double network = 0.85; ///< NCCL bus bandwidth / NIC line rate
    /**
     * FlashAttention-era stack: attention scores are never stored and models train without
     * dropout, so activations lose the 5as/h term and the dropout masks (Korthikanti counts both).
     */
    bool flashAttention = true;
    /** Share of TP collectives hidden behind GEMMs (Transformer Engine's comm overlap on Hopper+).
     */
    double tpOverlap = 0.0;
    /** FlashAttention's forward and backward rates as shares of the dense BF16 peak (the
     *  backward counted as 2.5x the forward's FLOPs, as the FlashAttention papers do). */
    struct AttentionRates
    {
        double fwd = 0, bwd = 0;
    };
    /** By kernel family: FlashAttention-2 (and its Triton/SDPA kin) and the fused kernels of
     *  FlashAttention-3 and cuDNN. Unset: 3/4 of the GEMM rate both ways. */
    std::optional<AttentionRates> attentionFa2, attentionFused;
    std::optional<AttentionRates> attention; ///< the one the stack uses (softwarestack.h)
    bool calibrated = false;
    /** A calibration's scale: the most GPUs its files measured together (0: not measured on a
     *  run, e.g. a datasheet profile). The band widens with the distance to the planned scale. */
    int calibratedAtGpus = 0;
    /** Which file each calibrated figure comes from: "gemm_bf16", "scale_up", "network", "hbm". */
    std::map<std::string, std::string> figureSources;
    // GEMM shapes (gemmshape.h): cuBLAS's usual output tile, the SMs it spreads over, and the K
    // at which a tile's fixed prologue/epilogue costs as much as its K loop.
    int gemmTileM = 128, gemmTileN = 128, smCount = 108;
    double gemmKHalf = 128;
    // What the software stack adds (softwarestack.h); empty/zero for a bare generation profile.
    std::string stack; ///< the stack's id
    std::string stackSource;
    double layerOverheadS = 0.0; ///< host time per layer per pass of a micro-batch
    double stepOverheadS = 0.0; ///< host time per optimizer step
    bool zero3PerRank = false; ///< ZeRO-3 shards go through each rank's own NIC
    bool zero3RegatherOnRecompute = false; ///< full recompute gathers the parameters again
    bool ppOverlap = false; ///< steady-state pipeline sends overlap compute
    bool dpOverlap = true; ///< the gradient reduction overlaps the last backward
    /** What the stack can run (SoftwareStack::featureMask); all bits for a bare generation. */
    std::uint32_t stackFeatures = ~std::uint32_t(0);
    bool moeNodeDedup = false; ///< MoE dispatch sends a token once per remote node (DeepEP)
    /** A collective that runs beside compute takes SMs from it (NCCL's kernels occupy a share of
     *  the card): hidden communication still costs this share of its time (Calculon's
     *  processor-usage tax). Fitted on the published runs (engineconstants.h). */
    double overlapTax = 0.1;
    /** Stragglers: every step waits for the slowest of the GPUs that synchronise. With per-GPU
     *  step-time jitter of exponential tail and this relative scale, the slowest of N lags the
     *  mean by jitter x (H_N - 1), H_N the N-th harmonic number (~ ln N + 0.58). Fitted on
     *  published runs from 8 to 12,288 GPUs (engineconstants.h). */
    double stragglerJitter = 0.0;
    /** Host and synchronisation time per micro-batch per virtual pipeline stage (forward and
     *  backward together): kernel-launch gaps at a chunk's edges and the pipeline handshake.
     *  Fitted on the published runs (engineconstants.h). */
    double chunkOverheadS = 0.0;

    /** GEMM fraction for a precision; falls back to BF16's, then 0.5. */
    double gemmFraction(NumberFormat format) const;
};

/** The highest MFU published runs reach on a GPU generation at a precision, and where it is from.
 */
struct PublishedCeiling
{
    double mfu = 0;
    const char *source = "";
};

/**
 * The ceiling for the GPU's generation and the run's precision, where published runs give one
 * (A100 BF16/FP16, H100/H200/H800 BF16 and FP8). An estimate above it is optimistic: the ledger
 * warns (engine.mfu_above_published).
 */
std::optional<PublishedCeiling> publishedMfuCeiling(const GpuModel &gpu, Precision precision);

/** The built-in profiles, one per GPU generation and software stack, with their sources. */
const std::vector<EfficiencyProfile> &builtInProfiles();
/** The built-in profile of a catalog GPU's generation (by vendor and generation), no stack. */
const EfficiencyProfile &generationProfileFor(const GpuModel &gpu);
/** The generation's profile with the GPU's default software stack (softwarestack.h). */
EfficiencyProfile defaultProfileFor(const GpuModel &gpu);

/** A profile measured on one GPU model (clusterledger-calibration/1). */
struct CalibrationProfile
{
    std::string gpuId;
    EfficiencyProfile profile;
};

/**
 * Reads a calibration profile: {"schema": "clusterledger-calibration/1", "gpu": ID,
 * "gemm_efficiency": {"bf16": 0.8, ...}, "hbm_efficiency": 0.9, "scale_up_efficiency": ...,
 * "network_efficiency": ..., "source": "..."}. Errors name the field.
 */
std::optional<CalibrationProfile> calibrationProfileFromJson(const nlohmann::json &doc,
                                                             const std::string &label,
                                                             const Catalog &catalog,
                                                             LoadErrors &errors);
std::optional<CalibrationProfile> readCalibrationFile(const std::string &path,
                                                      const Catalog &catalog, LoadErrors &errors);

} // namespace cl
