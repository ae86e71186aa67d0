// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingdeploymentjson.h"

#include "io/fieldrules.h"
#include "model/limits.h"
#include "serving/servingengine.h"

namespace cl {

using json = nlohmann::json;

void readServingDeployment(JsonReader &r, const json &v, const std::string &p, ServingWorkload &w)
{
    if (v.contains("engine")) {
        w.engine = r.string(v, p, "engine");
        if (w.engine && !servingEngine(*w.engine)) {
            std::string known;
            for (const ServingEngine &e : servingEngines())
                known += (known.empty() ? "" : ", ") + e.id;
            r.error(JsonReader::child(p, "engine"), "expected one of " + known);
            w.engine.reset();
        }
    }
    w.ep = int(r.integer(v, p, "ep", 0, limits::kMaxParallelDegree, 0));
    if (w.ep > 1 && w.pp > 1)
        r.error(JsonReader::child(p, "ep"), "expected pp 1 with expert parallelism (attention is "
                                            "data-parallel over the EP GPUs)");
    if (w.ep > 1 && w.tp > 0 && w.ep % w.tp != 0)
        r.error(JsonReader::child(p, "ep"), "expected a multiple of tp (" + std::to_string(w.tp)
                                                + "), got " + std::to_string(w.ep));
    w.twoBatchOverlap = r.boolean(v, p, "two_batch_overlap", false);
    if (const json *g = r.member(v, p, "disaggregated", false)) {
        const std::string gp = JsonReader::child(p, "disaggregated");
        if (r.object(*g, gp, {"prefill_gpus", "decode_gpus"})) {
            w.disaggregated = true;
            w.prefillGpus = int(r.integer(*g, gp, "prefill_gpus", 0, limits::kMaxGpus, 0));
            w.decodeGpus = int(r.integer(*g, gp, "decode_gpus", 0, limits::kMaxGpus, 0));
        }
    }
    w.prefixHit = r.optionalNumber(v, p, "prefix_hit", rules::kShare);
    w.prefixTokens = int(r.integer(v, p, "prefix_tokens", 0, w.inputTokens, 0));
    if (w.prefixHit.has_value() != (w.prefixTokens > 0))
        r.error(p, "expected prefix_hit and prefix_tokens together");
    w.draftTokens = int(r.integer(v, p, "draft_tokens", 0, 64, 0));
    w.acceptLength = r.optionalNumber(v, p, "accept_length", rules::kAcceptLength);
    if (w.acceptLength && (w.draftTokens == 0 || *w.acceptLength > w.draftTokens + 1))
        r.error(JsonReader::child(p, "accept_length"),
                "expected at most draft_tokens + 1, with draft_tokens set");
    w.ttftP90Ms = r.optionalNumber(v, p, "ttft_p90_ms", rules::kLatencyMs);
    w.tpotP99Ms = r.optionalNumber(v, p, "tpot_p99_ms", rules::kLatencyMs);
}

void writeServingDeployment(const ServingWorkload &w, nlohmann::ordered_json &j)
{
    if (w.engine)
        j["engine"] = *w.engine;
    if (w.ep > 0)
        j["ep"] = w.ep;
    if (w.twoBatchOverlap)
        j["two_batch_overlap"] = true;
    if (w.disaggregated)
        j["disaggregated"] = {{"prefill_gpus", w.prefillGpus}, {"decode_gpus", w.decodeGpus}};
    if (w.prefixHit) {
        j["prefix_hit"] = *w.prefixHit;
        j["prefix_tokens"] = w.prefixTokens;
    }
    if (w.draftTokens > 0)
        j["draft_tokens"] = w.draftTokens;
    if (w.acceptLength)
        j["accept_length"] = *w.acceptLength;
    if (w.ttftP90Ms)
        j["ttft_p90_ms"] = *w.ttftP90Ms;
    if (w.tpotP99Ms)
        j["tpot_p99_ms"] = *w.tpotP99Ms;
}

} // namespace cl
