// SPDX-License-Identifier: GPL-3.0-or-later
// The closed vocabularies of the model, each with the exact spelling used in files and on the CLI.
// One table per enum serves the reader, the writer and the command line, so they cannot drift
// apart.
#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

namespace cl {

/** Number formats with a datasheet peak rate; also the training precisions (minus FP64/INT8). */
enum class NumberFormat { FP64, FP32, TF32, FP16, BF16, FP8, INT8 };
constexpr std::size_t kNumberFormatCount = 7;

enum class Phase { Single, Three };
enum class Redundancy { N, NPlus1, TwoN };
/** How a rack removes heat: room air; air through a rear-door water coil; direct liquid (cold
 *  plates on a manifold, the rest of the heat to air). */
enum class CoolingType { Air, RearDoor, Liquid };
/** Where a coolant distribution unit stands: in the rack it serves (U of its own), or in the row
 *  as a cabinet serving the row's racks. */
enum class CduMount { InRack, InRow };
enum class DeviceKind { GpuServer, Switch, Pdu, Server, Cdu };
enum class Fabric { Compute, Storage, InBand, OutOfBand };
enum class Media { Dac, Aoc, Mmf, Smf, Copper };
enum class Precision { FP32, TF32, FP16, BF16, FP8 };
/** Serving keeps three precisions apart (weights, activations, KV cache); INT4 is weights only,
 *  stored with one FP16 scale per group of 128 and dequantised into the activation format. */
enum class QuantFormat { BF16, FP16, FP8, INT8, INT4 };
enum class Optimizer { AdamW, AdamW8bit, SgdMomentum, Adafactor };
enum class TrainingMode { Pretrain, FullFinetune, Lora, Qlora };
enum class FfnType { Gelu, SwiGlu };
/** What a training run reads (workload.dataset, format 13): pre-tokenised shards, raw text
 *  tokenised by the loader, image-text pairs, or video clips. */
enum class DatasetKind { Tokens, Text, ImageText, Video };
/** How the layers that do not attend over the whole context attend (architecture.attention). */
enum class LocalAttention { None, Sliding, Chunked, Linear };
enum class Recompute { None, Selective, Full };
/** Which aisle between rack rows is closed off: the cold (front) or the hot (back) one. */
enum class Containment { Cold, Hot, None };

template<typename E>
using NameTable = std::vector<std::pair<std::string_view, E>>;

const NameTable<NumberFormat> &numberFormatNames();
const NameTable<Phase> &phaseNames();
const NameTable<Redundancy> &redundancyNames();
const NameTable<CoolingType> &coolingTypeNames();
const NameTable<CduMount> &cduMountNames();
const NameTable<DeviceKind> &deviceKindNames();
const NameTable<Fabric> &fabricNames();
const NameTable<Media> &mediaNames();
const NameTable<Precision> &precisionNames();
const NameTable<QuantFormat> &quantFormatNames();
/** Bytes per value, group scales included (INT4: 0.5 + 2/128). */
double bytesPerValue(QuantFormat format);
/** The tensor-core format a GEMM with these activations runs at. */
NumberFormat gemmFormat(QuantFormat activations);
const NameTable<Optimizer> &optimizerNames();
const NameTable<TrainingMode> &trainingModeNames();
const NameTable<FfnType> &ffnTypeNames();
/** tokens | text | image_text | video */
const NameTable<DatasetKind> &datasetKindNames();
/** sliding | chunked | linear (None has no name: an architecture without `attention`). */
const NameTable<LocalAttention> &localAttentionNames();
const NameTable<Recompute> &recomputeNames();
/** Whose run an estimate is for: the best published stacks and teams (the engine's own figures),
 *  or a typical self-built cluster (seeds 001 and 003: 20-35 % MFU where the best reach 40-60 %).
 */
enum class TeamProfile { PublishedBest, Typical };
/** "published", "typical" (--team-profile, workload.team_profile, the JSON's team_profile). */
const NameTable<TeamProfile> &teamProfileNames();
const NameTable<Containment> &containmentNames();

template<typename E>
std::string_view nameOf(const NameTable<E> &table, E value)
{
    for (const auto &[name, v] : table) {
        if (v == value)
            return name;
    }
    return "?";
}

template<typename E>
std::optional<E> valueOf(const NameTable<E> &table, std::string_view name)
{
    for (const auto &[n, v] : table) {
        if (n == name)
            return v;
    }
    return std::nullopt;
}

/** The number format whose peak a training precision runs its matrix multiplies at. */
NumberFormat matmulFormat(Precision precision);

} // namespace cl
