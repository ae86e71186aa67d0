// SPDX-License-Identifier: GPL-3.0-or-later
#include "engineconstants.h"

#include "softwarestack.h"

namespace cl {

namespace {

struct Range
{
    double min, max;
};

/** The range a constant of this kind may take, or nullopt when the name is not one. */
std::optional<Range> rangeOf(const std::string &name)
{
    const auto dot = name.find('.');
    const std::string kind = name.substr(0, dot);
    const auto last = name.rfind('.');
    const std::string field = last == std::string::npos ? name : name.substr(last + 1);
    const std::string middle = dot == std::string::npos || last == dot
                                   ? std::string()
                                   : name.substr(dot + 1, last - dot - 1);
    if (name == "overlap_tax")
        return Range {0.0, 1.0};
    if (name == "straggler_jitter")
        return Range {0.0, 0.2};
    if (name == "chunk_overhead_s")
        return Range {0.0, 0.1};
    if (kind == "gemm" && !middle.empty() && (field == "bf16" || field == "fp8")) {
        for (const auto &p : builtInProfiles()) {
            if (p.id == middle)
                return Range {0.05, 1.0};
        }
        return std::nullopt;
    }
    if (kind == "stack" && findStack(middle)) {
        if (field == "gemm_scale")
            return Range {0.1, 1.5};
        if (field == "layer_overhead_s")
            return Range {0.0, 0.1};
    }
    return std::nullopt;
}

} // namespace

std::optional<EngineConstants> readEngineConstants(const nlohmann::json &j, LoadErrors &errors)
{
    if (!j.is_object()) {
        errors.push_back({"", "", 0, 0, "expected an object of constant names and numbers"});
        return std::nullopt;
    }
    EngineConstants out;
    for (const auto &[name, value] : j.items()) {
        const auto range = rangeOf(name);
        if (!range) {
            errors.push_back({"", "/" + name, 0, 0, "unknown engine constant \"" + name + "\""});
            continue;
        }
        if (!value.is_number() || value.get<double>() < range->min
            || value.get<double>() > range->max) {
            errors.push_back({"", "/" + name, 0, 0,
                              "expected a number from " + std::to_string(range->min) + " to "
                                  + std::to_string(range->max)});
            continue;
        }
        out[name] = value.get<double>();
    }
    if (!errors.empty())
        return std::nullopt;
    return out;
}

void applyEngineConstants(EfficiencyProfile &p, const std::string &generationId,
                          const SoftwareStack &stack, const EngineConstants &constants)
{
    const auto value = [&](const std::string &name) -> std::optional<double> {
        const auto it = constants.find(name);
        return it == constants.end() ? std::nullopt : std::optional(it->second);
    };
    double scale = stack.gemmScale;
    if (auto s = value("stack." + stack.id + ".gemm_scale")) {
        for (auto &g : p.gemm) {
            if (g && stack.gemmScale > 0)
                *g *= *s / stack.gemmScale;
        }
        scale = *s;
    }
    if (auto f = value("gemm." + generationId + ".bf16")) {
        p.gemm[std::size_t(NumberFormat::BF16)] = *f * scale;
        p.gemm[std::size_t(NumberFormat::FP16)] = *f * scale;
    }
    if (auto f = value("gemm." + generationId + ".fp8"))
        p.gemm[std::size_t(NumberFormat::FP8)] = *f * scale;
    if (auto s = value("stack." + stack.id + ".layer_overhead_s"))
        p.layerOverheadS = *s;
    if (auto t = value("overlap_tax"))
        p.overlapTax = *t;
    if (auto j = value("straggler_jitter"))
        p.stragglerJitter = *j;
    if (auto c = value("chunk_overhead_s"))
        p.chunkOverheadS = *c;
}

} // namespace cl
