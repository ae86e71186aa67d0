// SPDX-License-Identifier: GPL-3.0-or-later
#include "enums.h"

namespace cl {

const NameTable<NumberFormat> &numberFormatNames()
{
    static const NameTable<NumberFormat> t {
        {"fp64", NumberFormat::FP64}, {"fp32", NumberFormat::FP32}, {"tf32", NumberFormat::TF32},
        {"fp16", NumberFormat::FP16}, {"bf16", NumberFormat::BF16}, {"fp8", NumberFormat::FP8},
        {"int8", NumberFormat::INT8}};
    return t;
}

const NameTable<Phase> &phaseNames()
{
    static const NameTable<Phase> t {{"single", Phase::Single}, {"three", Phase::Three}};
    return t;
}

const NameTable<Redundancy> &redundancyNames()
{
    static const NameTable<Redundancy> t {
        {"N", Redundancy::N}, {"N+1", Redundancy::NPlus1}, {"2N", Redundancy::TwoN}};
    return t;
}

const NameTable<Containment> &containmentNames()
{
    static const NameTable<Containment> t {
        {"cold", Containment::Cold}, {"hot", Containment::Hot}, {"none", Containment::None}};
    return t;
}

const NameTable<CoolingType> &coolingTypeNames()
{
    static const NameTable<CoolingType> t {{"air", CoolingType::Air},
                                           {"rear_door", CoolingType::RearDoor},
                                           {"liquid", CoolingType::Liquid}};
    return t;
}

const NameTable<CduMount> &cduMountNames()
{
    static const NameTable<CduMount> t {{"in_rack", CduMount::InRack}, {"in_row", CduMount::InRow}};
    return t;
}

const NameTable<DeviceKind> &deviceKindNames()
{
    static const NameTable<DeviceKind> t {{"gpu_server", DeviceKind::GpuServer},
                                          {"switch", DeviceKind::Switch},
                                          {"pdu", DeviceKind::Pdu},
                                          {"server", DeviceKind::Server},
                                          {"cdu", DeviceKind::Cdu}};
    return t;
}

const NameTable<Fabric> &fabricNames()
{
    static const NameTable<Fabric> t {{"compute", Fabric::Compute},
                                      {"storage", Fabric::Storage},
                                      {"in_band", Fabric::InBand},
                                      {"out_of_band", Fabric::OutOfBand}};
    return t;
}

const NameTable<Media> &mediaNames()
{
    static const NameTable<Media> t {{"dac", Media::Dac},
                                     {"aoc", Media::Aoc},
                                     {"mmf", Media::Mmf},
                                     {"smf", Media::Smf},
                                     {"copper", Media::Copper}};
    return t;
}

const NameTable<Precision> &precisionNames()
{
    static const NameTable<Precision> t {{"fp32", Precision::FP32},
                                         {"tf32", Precision::TF32},
                                         {"fp16", Precision::FP16},
                                         {"bf16", Precision::BF16},
                                         {"fp8", Precision::FP8}};
    return t;
}

const NameTable<QuantFormat> &quantFormatNames()
{
    static const NameTable<QuantFormat> t {{"bf16", QuantFormat::BF16},
                                           {"fp16", QuantFormat::FP16},
                                           {"fp8", QuantFormat::FP8},
                                           {"int8", QuantFormat::INT8},
                                           {"int4", QuantFormat::INT4}};
    return t;
}

double bytesPerValue(QuantFormat format)
{
    switch (format) {
    case QuantFormat::BF16:
    case QuantFormat::FP16:
        return 2.0;
    case QuantFormat::FP8:
    case QuantFormat::INT8:
        return 1.0;
    case QuantFormat::INT4:
        return 0.5 + 2.0 / 128.0; // AWQ/GPTQ: an FP16 scale per group of 128 weights
    }
    return 2.0;
}

NumberFormat gemmFormat(QuantFormat activations)
{
    switch (activations) {
    case QuantFormat::FP16:
        return NumberFormat::FP16;
    case QuantFormat::FP8:
        return NumberFormat::FP8;
    case QuantFormat::INT8:
        return NumberFormat::INT8;
    case QuantFormat::BF16:
    case QuantFormat::INT4: // never an activation format: INT4 weights run at BF16
        return NumberFormat::BF16;
    }
    return NumberFormat::BF16;
}

const NameTable<Optimizer> &optimizerNames()
{
    static const NameTable<Optimizer> t {{"adamw", Optimizer::AdamW},
                                         {"adamw-8bit", Optimizer::AdamW8bit},
                                         {"sgd-momentum", Optimizer::SgdMomentum},
                                         {"adafactor", Optimizer::Adafactor}};
    return t;
}

const NameTable<TrainingMode> &trainingModeNames()
{
    static const NameTable<TrainingMode> t {{"pretrain", TrainingMode::Pretrain},
                                            {"full-finetune", TrainingMode::FullFinetune},
                                            {"lora", TrainingMode::Lora},
                                            {"qlora", TrainingMode::Qlora}};
    return t;
}

const NameTable<FfnType> &ffnTypeNames()
{
    static const NameTable<FfnType> t {{"gelu", FfnType::Gelu}, {"swiglu", FfnType::SwiGlu}};
    return t;
}

const NameTable<DatasetKind> &datasetKindNames()
{
    static const NameTable<DatasetKind> t {{"tokens", DatasetKind::Tokens},
                                           {"text", DatasetKind::Text},
                                           {"image_text", DatasetKind::ImageText},
                                           {"video", DatasetKind::Video}};
    return t;
}

const NameTable<LocalAttention> &localAttentionNames()
{
    static const NameTable<LocalAttention> t {{"sliding", LocalAttention::Sliding},
                                              {"chunked", LocalAttention::Chunked},
                                              {"linear", LocalAttention::Linear}};
    return t;
}

const NameTable<Recompute> &recomputeNames()
{
    static const NameTable<Recompute> t {
        {"none", Recompute::None}, {"selective", Recompute::Selective}, {"full", Recompute::Full}};
    return t;
}

const NameTable<TeamProfile> &teamProfileNames()
{
    static const NameTable<TeamProfile> t {{"published", TeamProfile::PublishedBest},
                                           {"typical", TeamProfile::Typical}};
    return t;
}

NumberFormat matmulFormat(Precision precision)
{
    switch (precision) {
    case Precision::FP32:
        return NumberFormat::FP32;
    case Precision::TF32:
        return NumberFormat::TF32;
    case Precision::FP16:
        return NumberFormat::FP16;
    case Precision::BF16:
        return NumberFormat::BF16;
    case Precision::FP8:
        return NumberFormat::FP8;
    }
    return NumberFormat::BF16;
}

} // namespace cl
