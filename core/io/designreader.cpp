// SPDX-License-Identifier: GPL-3.0-or-later
#include "designreader.h"

#include "architecturejson.h"
#include "catalog/catalog.h"
#include "datasetjson.h"
#include "designformat.h"
#include "engine/softwarestack.h"
#include "io/fieldrules.h"
#include "io/filetext.h"
#include "io/idrecord.h"
#include "io/moneyjson.h"
#include "io/portfoliojson.h"
#include "io/rackjson.h"
#include "io/servingdeploymentjson.h"
#include "io/sitejson.h"
#include "io/streamedarrays.h"
#include "json/jsonreader.h"
#include "json/jsonstream.h"
#include "json/jsontext.h"
#include "model/limits.h"
#include "model/ports.h"
#include "text/printf.h"

#include <algorithm>
#include <optional>
#include <set>
#include <unordered_map>
#include <unordered_set>

namespace cl {

using json = nlohmann::json;

namespace {

/** An array past its per-device limit is named once and its items not read one by one. */
const json kNoItems = json::array();

class Reader
{
public:
    Reader(JsonReader &r, LoadErrors &errors, const Catalog &catalog, IdCheck idCheck)
        : r(r)
        , mErrors(errors)
        , catalog(catalog)
        , mIds(idCheck)
    { }

    IdRecord &ids() { return mIds; }

    /**
     * The header: format and version first (a file of another kind or a newer version gets
     * that one message, not a cascade of unknown-field errors), then the name and the site.
     * While the document is streamed (not `complete`), nullopt until all four have come; false
     * when the document is refused.
     */
    std::optional<bool> readHeader(const json &doc, bool complete, Design &d)
    {
        if (!doc.is_object())
            return false; // said by readDocument
        if (!complete
            && !(doc.contains("format") && doc.contains("version") && doc.contains("name")
                 && doc.contains("site")))
            return std::nullopt;
        const auto format = r.string(doc, "", "format");
        if (format && *format != kDesignFormat) {
            r.error("/format", std::string("expected \"") + kDesignFormat + "\", got \"" + *format
                                   + "\": this is not a ClusterLedger design");
            return false;
        }
        if (!format)
            return false;
        const auto version = r.integer(doc, "", "version", 1, 1'000'000);
        if (!version)
            return false;
        mVersion = *version;
        if (*version > kDesignVersion) {
            r.error("/version", "this design was saved by a newer ClusterLedger (version "
                                    + std::to_string(*version) + "); this one reads up to version "
                                    + std::to_string(kDesignVersion) + ": expected "
                                    + std::to_string(kDesignVersion));
            return false;
        }
        d.name = r.name(doc, "", "name", std::string());
        if (const json *s = r.member(doc, "", "site", true))
            readSiteJson(r, catalog, *s, "/site", d.site);
        return true;
    }

    /** The racks, devices and links, each read as the parser reaches it (StreamedArrays). */
    StreamedArrays bigArrays(Design &d)
    {
        return StreamedArrays({{"racks", limits::kMaxRacks,
                                [this, &d](const json &v, const std::string &p) {
                                    readRack(v, p, d);
                                }},
                               {"devices", limits::kMaxDevices,
                                [this, &d](const json &v, const std::string &p) {
                                    readDevice(v, p, d);
                                }},
                               {"links", limits::kMaxLinks,
                                [this, &d](const json &v, const std::string &p) {
                                    readLink(v, p, d);
                                }}},
                              r, mErrors, [this, &d](const json &soFar, bool complete) {
                                  return readHeader(soFar, complete, d);
                              });
    }

    /** The rest of the document once parsed; `arrays` has read what it could as it streamed. */
    void readDocument(const json &doc, Design &d, StreamedArrays &arrays)
    {
        const std::size_t streamedErrors = mErrors.size();
        if (!r.object(doc, "",
                      {"format", "version", "name", "site", "racks", "devices", "links", "workload",
                       "serving", "targets", "portfolio"}))
            return;
        // Unknown top-level fields first, where a reader of the whole tree says them.
        std::rotate(mErrors.begin(), mErrors.begin() + std::ptrdiff_t(streamedErrors),
                    mErrors.end());
        if (!arrays.readHeader(doc))
            return;
        arrays.finish(doc);
        if (const json *w = r.member(doc, "", "workload", true))
            readWorkload(*w, "/workload", d.site, d.workload);
        if (const json *a = StreamedArrays::boundedArray(r, doc, "serving",
                                                         limits::kMaxServingWorkloads, false)) {
            for (std::size_t i = 0; i < a->size(); ++i)
                d.serving.push_back(readServing((*a)[i], JsonReader::child("/serving", i)));
        }
        if (const json *t = r.member(doc, "", "targets", false))
            readTargets(*t, "/targets", d);
        if (const json *f = r.member(doc, "", "portfolio", false))
            d.portfolio
                = readPortfolioJson(r, *f, "/portfolio", d.site, catalog, mRackIds,
                                    {[&](const json &w, const std::string &wp, Workload &out) {
                                         readWorkload(w, wp, d.site, out);
                                     },
                                     [&](const json &w, const std::string &wp) {
                                         return readServing(w, wp);
                                     }});
        for (std::size_t i = 0; i < d.serving.size(); ++i)
            if (d.serving[i].team && !(d.portfolio && d.portfolio->findTeam(*d.serving[i].team)))
                r.error(JsonReader::child(JsonReader::child("/serving", i), "team"),
                        "unknown team \"" + *d.serving[i].team
                            + "\": expected an id in /portfolio/teams");
    }

private:
    std::string readId(const json &v, const std::string &p)
    {
        auto id = r.identifier(v, p, "id");
        if (!id)
            return {};
        if (const auto firstUse = mIds.add(*id, p)) {
            r.error(JsonReader::child(p, "id"),
                    "duplicate id \"" + *id + "\" (already used at " + *firstUse + ")");
            return {};
        }
        return std::move(*id);
    }

    void readRack(const json &v, const std::string &p, Design &d)
    {
        if (!r.object(
                v, p,
                {"id", "name", "model", "row", "position", "power", "cooling", "scale_up_domain"}))
            return;
        Rack k;
        k.id = readId(v, p);
        k.name = r.name(v, p, "name", k.id);
        if (auto model = r.string(v, p, "model")) {
            if (!catalog.rack(*model))
                r.error(JsonReader::child(p, "model"),
                        "unknown rack model \"" + *model + "\": expected a catalog rack id");
            k.model = *model;
        }
        k.row = int(r.integer(v, p, "row", 0, limits::kMaxRow, 0));
        k.position = int(r.integer(v, p, "position", 0, limits::kMaxPosition, 0));
        if (const json *pw = r.member(v, p, "power", true))
            readRackPowerJson(r, *pw, JsonReader::child(p, "power"), k.power);
        const RackModel *model = catalog.rack(k.model);
        k.cooling.type = model ? model->cooling : CoolingType::Air;
        k.cooling.limitW = model ? model->coolingLimitW : std::nullopt;
        k.cooling.liquidLimitW = model ? model->liquidLimitW : std::nullopt;
        if (const json *c = r.member(v, p, "cooling", false))
            readRackCoolingJson(r, *c, JsonReader::child(p, "cooling"), k.cooling);
        k.scaleUpDomain = r.identifier(v, p, "scale_up_domain", false).value_or("");
        mRackIds.insert(k.id);
        d.racks.push_back(std::move(k));
    }

    void readDevice(const json &v, const std::string &p, Design &d)
    {
        if (!r.object(v, p, {"id", "name", "kind", "model", "rack", "u", "gpu_slots", "nics"}))
            return;
        Device dev;
        dev.id = readId(v, p);
        dev.name = r.name(v, p, "name", dev.id);
        dev.kind = r.choice(v, p, "kind", deviceKindNames(), true).value_or(DeviceKind::GpuServer);
        const ServerModel *server = nullptr;
        if (auto model = r.string(v, p, "model")) {
            dev.model = *model;
            bool known = false;
            const char *expected = "";
            switch (dev.kind) {
            case DeviceKind::GpuServer:
            case DeviceKind::Server:
                server = catalog.server(*model);
                known = server != nullptr;
                expected = "a catalog server id";
                break;
            case DeviceKind::Switch:
                known = catalog.switchModel(*model) != nullptr;
                expected = "a catalog switch id";
                break;
            case DeviceKind::Pdu:
                known = catalog.pdu(*model) != nullptr;
                expected = "a catalog PDU id";
                break;
            case DeviceKind::Cdu:
                known = catalog.cdu(*model) != nullptr;
                expected = "a catalog CDU id";
                break;
            }
            if (!known)
                r.error(JsonReader::child(p, "model"),
                        "unknown model \"" + *model + "\" for a "
                            + std::string(nameOf(deviceKindNames(), dev.kind)) + ": expected "
                            + expected);
        }
        if (const json *rack = r.member(v, p, "rack", false); rack && !rack->is_null()) {
            if (auto id = r.string(v, p, "rack")) {
                if (!mRackIds.count(*id))
                    r.error(JsonReader::child(p, "rack"),
                            "unknown rack \"" + *id + "\": expected the id of a rack in /racks");
                dev.rack = *id;
            }
        }
        dev.u = int(r.integer(v, p, "u", 0, 60, 0));
        if (dev.rack && dev.u == 0 && !standsWithoutU(dev, catalog))
            r.error(JsonReader::child(p, "u"),
                    "expected the device's lowest U (1 or more) since it stands in a rack");
        else if (dev.u != 0 && dev.kind == DeviceKind::Cdu && standsWithoutU(dev, catalog))
            r.error(JsonReader::child(p, "u"),
                    "expected 0: an in-row CDU stands in the row, not at a U of the rack");
        if (const json *slots = r.array(v, p, "gpu_slots", false)) {
            const auto sp = JsonReader::child(p, "gpu_slots");
            if (slots->size() > limits::kMaxGpuSlotsPerDevice) {
                r.error(sp, "expected at most " + std::to_string(limits::kMaxGpuSlotsPerDevice)
                                + " GPU slots on one device, got " + std::to_string(slots->size()));
                slots = &kNoItems;
            }
            for (std::size_t i = 0; i < slots->size(); ++i) {
                const json &s = (*slots)[i];
                if (s.is_null()) {
                    dev.gpuSlots.emplace_back();
                } else if (!s.is_string()) {
                    r.error(JsonReader::child(sp, i),
                            "expected a GPU id or null for an empty slot, got "
                                + JsonReader::describe(s));
                } else if (!catalog.gpu(s.get<std::string>())) {
                    r.error(JsonReader::child(sp, i), "unknown GPU \"" + s.get<std::string>()
                                                          + "\": expected a catalog GPU id");
                } else {
                    dev.gpuSlots.emplace_back(s.get<std::string>());
                }
            }
            if (dev.kind != DeviceKind::GpuServer && !slots->empty())
                r.error(sp, "expected no GPU slots on a "
                                + std::string(nameOf(deviceKindNames(), dev.kind)));
        } else if (server && dev.kind == DeviceKind::GpuServer) {
            // Systems sold with their GPUs (DGX) come full; other servers come empty.
            dev.gpuSlots.assign(std::size_t(server->gpuSlots),
                                server->builtInGpu ? std::optional<std::string>(*server->builtInGpu)
                                                   : std::nullopt);
        }
        if (const json *nics = r.array(v, p, "nics", false)) {
            const auto np = JsonReader::child(p, "nics");
            if (nics->size() > limits::kMaxNicsPerDevice) {
                r.error(np, "expected at most " + std::to_string(limits::kMaxNicsPerDevice)
                                + " NICs in one device, got " + std::to_string(nics->size()));
                nics = &kNoItems;
            }
            for (std::size_t i = 0; i < nics->size(); ++i) {
                const json &n = (*nics)[i];
                if (!n.is_string())
                    r.error(JsonReader::child(np, i),
                            "expected a NIC id, got " + JsonReader::describe(n));
                else if (!catalog.nic(n.get<std::string>()))
                    r.error(JsonReader::child(np, i), "unknown NIC \"" + n.get<std::string>()
                                                          + "\": expected a catalog NIC id");
                else
                    dev.nics.push_back(n.get<std::string>());
            }
        }
        mDeviceIds.insert(dev.id);
        d.devices.push_back(std::move(dev));
    }

    PortRef readPortRef(const json &v, const std::string &p)
    {
        PortRef ref;
        if (!r.object(v, p, {"device", "port"}))
            return ref;
        if (auto dev = r.string(v, p, "device")) {
            if (!mDeviceIds.count(*dev))
                r.error(JsonReader::child(p, "device"),
                        "dangling link: no device \"" + *dev + "\" in /devices");
            ref.device = *dev;
        }
        ref.port = r.string(v, p, "port").value_or("");
        return ref;
    }

    void readLink(const json &v, const std::string &p, Design &d)
    {
        if (!r.object(v, p, {"id", "a", "b", "fabric", "media", "length_m"}))
            return;
        Link l;
        l.id = readId(v, p);
        if (const json *a = r.member(v, p, "a", true))
            l.a = readPortRef(*a, JsonReader::child(p, "a"));
        if (const json *b = r.member(v, p, "b", true))
            l.b = readPortRef(*b, JsonReader::child(p, "b"));
        l.fabric = r.choice(v, p, "fabric", fabricNames(), true).value_or(Fabric::Compute);
        l.media = r.choice(v, p, "media", mediaNames(), true).value_or(Media::Dac);
        // Up to version 2 every link carried a typed length: it stays, as an override.
        if (mVersion < 3 || v.contains("length_m"))
            l.lengthM = r.number(v, p, "length_m", rules::kCableLengthM).value_or(1);
        d.links.push_back(std::move(l));
    }

    /** The targets note (version 4): what File → New from Targets designed the file for. */
    void readTargets(const json &v, const std::string &p, Design &d)
    {
        if (!r.object(
                v, p,
                {"deadline_days", "rack_kw", "pue", "budget", "budget_usd", "site_mw", "options"}))
            return;
        DesignTargets t;
        t.deadlineDays = r.number(v, p, "deadline_days", rules::kDeadlineDays, t.deadlineDays);
        t.rackKw = r.number(v, p, "rack_kw", rules::kRackLimitKw, t.rackKw);
        t.pue = r.number(v, p, "pue", rules::kPue, t.pue);
        t.budget = readBudgetJson(r, v, p, d.site);
        t.siteMw = r.optionalNumber(v, p, "site_mw", rules::kSiteMw);
        const json *a = r.array(v, p, "options", false);
        const auto ap = JsonReader::child(p, "options");
        if (a && a->size() > limits::kMaxTargetOptions) {
            r.error(ap, "expected at most " + std::to_string(limits::kMaxTargetOptions)
                            + " options, got " + std::to_string(a->size()));
            a = nullptr;
        }
        for (std::size_t i = 0; a && i < a->size(); ++i) {
            const json &o = (*a)[i];
            const auto op = JsonReader::child(ap, i);
            if (!r.object(o, op,
                          {"gpu", "server", "gpus", "racks", "train_days", "capex_usd",
                           "facility_max_w", "pareto", "chosen", "why_not"}))
                continue;
            TargetOption x;
            x.gpu = r.string(o, op, "gpu").value_or("");
            x.server = r.string(o, op, "server").value_or("");
            x.gpus = int(r.integer(o, op, "gpus", 1, limits::kMaxGpus, 1));
            x.racks = int(r.integer(o, op, "racks", 0, std::int64_t(limits::kMaxRacks), 0));
            x.trainDays = r.optionalNumber(o, op, "train_days", rules::kOptionDays);
            x.capexUsd = r.number(o, op, "capex_usd", rules::kCapexUsd, 0);
            x.facilityMaxW = r.number(o, op, "facility_max_w", rules::kFacilityW, 0);
            x.pareto = r.boolean(o, op, "pareto", false);
            x.chosen = r.boolean(o, op, "chosen", false);
            x.whyNot = r.string(o, op, "why_not", std::string());
            if (x.whyNot.size() > limits::kMaxIdBytes)
                r.error(JsonReader::child(op, "why_not"), "expected a reason code");
            t.options.push_back(std::move(x));
        }
        d.targets = std::move(t);
    }

    /** A served model (version 5): precisions, request shape, load, targets, layout, island;
     *  version 7 adds its deployment (servingdeploymentjson.h). */
    ServingWorkload readServing(const json &v, const std::string &p)
    {
        // clang-format off
        if (!r.object(v, p, {"name", "model", "weight_precision", "activation_precision",
                             "kv_precision", "input_tokens", "output_tokens", "concurrency",
                             "requests_per_s", "ttft_ms", "tpot_ms", "tp", "pp", "island",
                             CL_SERVING_DEPLOYMENT_KEYS, CL_SERVING_SCHEDULE_KEYS}))
            // clang-format on
            return {};
        ServingWorkload w;
        w.name = r.name(v, p, "name", std::string());
        if (const json *m = r.member(v, p, "model", true))
            readModelSpec(*m, JsonReader::child(p, "model"), w.model);
        const auto &q = quantFormatNames();
        w.weights = r.choice(v, p, "weight_precision", q, false).value_or(w.weights);
        w.activations = r.choice(v, p, "activation_precision", q, false).value_or(w.activations);
        w.kv = r.choice(v, p, "kv_precision", q, false).value_or(w.kv);
        for (auto [key, value] : {std::pair {"activation_precision", w.activations},
                                  std::pair {"kv_precision", w.kv}}) {
            if (value == QuantFormat::INT4)
                r.error(JsonReader::child(p, key), "expected bf16, fp16, fp8 or int8 (int4 is a "
                                                   "weight format)");
        }
        w.inputTokens = int(r.integer(v, p, "input_tokens", 1, limits::kMaxSequenceLength, 1024));
        w.outputTokens = int(r.integer(v, p, "output_tokens", 1, limits::kMaxSequenceLength, 256));
        w.concurrency = r.optionalNumber(v, p, "concurrency", rules::kConcurrency);
        w.requestsPerS = r.optionalNumber(v, p, "requests_per_s", rules::kRequestRate);
        if (w.concurrency && w.requestsPerS)
            r.error(p, "expected concurrency or requests_per_s, not both");
        w.ttftMs = r.optionalNumber(v, p, "ttft_ms", rules::kLatencyMs);
        w.tpotMs = r.optionalNumber(v, p, "tpot_ms", rules::kLatencyMs);
        w.tp = int(r.integer(v, p, "tp", 0, limits::kMaxParallelDegree, 0));
        w.pp = int(r.integer(v, p, "pp", 1, limits::kMaxParallelDegree, 1));
        if (v.contains("island"))
            w.island = r.string(v, p, "island");
        readServingDeployment(r, v, p, w);
        readServingSchedule(r, v, p, w);
        return w;
    }

    void readWorkload(const json &v, const std::string &p, const Site &site, Workload &w)
    {
        if (!r.object(v, p,
                      {"model", "tokens", "seq_len", "global_batch_seqs", "precision", "optimizer",
                       "mode", "parallelism", "goodput", "stack", "island", "deadline_days",
                       "budget", "budget_usd", "team_profile", "async_checkpoint", "dataset"}))
            return;
        if (const json *m = r.member(v, p, "model", true))
            readModelSpec(*m, JsonReader::child(p, "model"), w.model);
        w.tokens = r.number(v, p, "tokens", rules::kTokens).value_or(w.tokens);
        w.sequenceLength = int(r.integer(v, p, "seq_len", 1, limits::kMaxSequenceLength, 4096));
        if (v.contains("global_batch_seqs"))
            w.globalBatchSequences
                = int(r.integer(v, p, "global_batch_seqs", 1, limits::kMaxGlobalBatch, 1));
        w.precision = r.choice(v, p, "precision", precisionNames(), false).value_or(w.precision);
        w.optimizer = r.choice(v, p, "optimizer", optimizerNames(), false).value_or(w.optimizer);
        w.mode = r.choice(v, p, "mode", trainingModeNames(), false).value_or(w.mode);
        if (const json *par = r.member(v, p, "parallelism", false))
            readParallelism(*par, JsonReader::child(p, "parallelism"), w.parallelism);
        w.goodput = r.optionalNumber(v, p, "goodput", rules::kGoodput);
        w.teamProfile = r.choice(v, p, "team_profile", teamProfileNames(), false)
                            .value_or(TeamProfile::PublishedBest);
        w.asyncCheckpoint = r.boolean(v, p, "async_checkpoint", false);
        // Version 1 always wrote goodput, 0.85 when nobody had set it: that default now means
        // "modelled from interruptions and checkpoints" (version 2 leaves the field out).
        if (mVersion < 2 && w.goodput && *w.goodput == 0.85)
            w.goodput.reset();
        if (v.contains("island"))
            w.island = readIslandRef(r, v, p);
        if (v.contains("stack")) {
            w.stack = r.string(v, p, "stack");
            if (w.stack && !findStack(*w.stack)) {
                std::string ids;
                for (const auto &s : builtInStacks())
                    ids += (ids.empty() ? "" : ", ") + s.id;
                r.error(JsonReader::child(p, "stack"),
                        "unknown software stack \"" + *w.stack + "\": expected one of " + ids);
                w.stack.reset();
            }
        }
        // One step must not consume more tokens than the whole run.
        if (w.globalBatchSequences
            && double(*w.globalBatchSequences) * double(w.sequenceLength) > w.tokens)
            r.error(JsonReader::child(p, "global_batch_seqs"),
                    "expected a global batch (sequences x seq_len = "
                        + formatText("%.4g", double(*w.globalBatchSequences) * w.sequenceLength)
                        + " tokens) no larger than the run's " + formatText("%.4g", w.tokens)
                        + " tokens");
        w.deadlineDays = r.optionalNumber(v, p, "deadline_days", rules::kDeadlineDays);
        w.budget = readBudgetJson(r, v, p, site);
        if (const json *data = r.member(v, p, "dataset", false))
            w.dataset = readDataset(r, *data, JsonReader::child(p, "dataset"));
    }

    void readModelSpec(const json &v, const std::string &p, ModelSpec &m)
    {
        if (!r.object(v, p, {"preset", "architecture", "parameters", "active_parameters"}))
            return;
        if (auto preset = r.string(v, p, "preset", false)) {
            if (!catalog.modelPreset(*preset))
                r.error(JsonReader::child(p, "preset"),
                        "unknown model preset \"" + *preset + "\": expected a catalog model id");
            m.preset = *preset;
        }
        if (const json *a = r.member(v, p, "architecture", false))
            m.architecture = readArchitecture(r, *a, JsonReader::child(p, "architecture"));
        m.parameters = r.optionalNumber(v, p, "parameters", rules::kParameters);
        m.activeParameters = r.optionalNumber(v, p, "active_parameters", rules::kParameters);
        const int given = int(m.preset.has_value()) + int(m.architecture.has_value());
        if (given > 1)
            r.error(p, "expected either preset or architecture, not both");
        if (given == 0 && !m.parameters && !v.contains("parameters"))
            r.error(p, "expected preset, architecture or parameters: the model to train");
        if (m.parameters && m.activeParameters && *m.activeParameters > *m.parameters)
            r.error(JsonReader::child(p, "active_parameters"),
                    "expected at most parameters (active parameters are a subset)");
    }

    void readParallelism(const json &v, const std::string &p, Parallelism &par)
    {
        if (!r.object(v, p,
                      {"auto", "tp", "pp", "dp", "cp", "ep", "zero", "sp", "recompute",
                       "micro_batch", "interleave", "shard_group", "uneven_stages"}))
            return;
        par.automatic = r.boolean(v, p, "auto", true);
        par.tp = int(r.integer(v, p, "tp", 1, limits::kMaxParallelDegree, 1));
        par.pp = int(r.integer(v, p, "pp", 1, limits::kMaxParallelDegree, 1));
        par.dp = int(r.integer(v, p, "dp", 0, limits::kMaxDataParallel, 0));
        par.cp = int(r.integer(v, p, "cp", 1, limits::kMaxParallelDegree, 1));
        par.ep = int(r.integer(v, p, "ep", 1, limits::kMaxParallelDegree, 1));
        par.zeroStage = int(r.integer(v, p, "zero", 0, 3, 1));
        par.sequenceParallel = r.boolean(v, p, "sp", false);
        par.recompute
            = r.choice(v, p, "recompute", recomputeNames(), false).value_or(Recompute::Selective);
        par.microBatch = int(r.integer(v, p, "micro_batch", 1, limits::kMaxMicroBatch, 1));
        par.interleave = int(r.integer(v, p, "interleave", 1, 128, 1));
        par.shardGroup = int(r.integer(v, p, "shard_group", 0, limits::kMaxDataParallel, 0));
        par.unevenStages = r.boolean(v, p, "uneven_stages", false);
    }

    JsonReader &r;
    LoadErrors &mErrors; ///< what r writes to
    const Catalog &catalog;
    std::int64_t mVersion = kDesignVersion; ///< the version the document says it is
    IdRecord mIds;

public:
    std::int64_t version() const { return mVersion; }
    std::unordered_set<std::string> mRackIds;
    std::unordered_set<std::string> mDeviceIds;
};

} // namespace

namespace {

/** One reading of the text; `idsMayRepeat` says (with IdCheck::Hashes) to read it again Exact. */
DesignLoadResult readOnce(std::string_view text, const Catalog &catalog,
                          const std::string &fileLabel, IdCheck idCheck, bool &idsMayRepeat)
{
    DesignLoadResult result;
    LoadErrors readErrors; // kept apart: a syntax error later in the text is the one error
    JsonReader r(fileLabel, readErrors);
    Design design;
    Reader reader(r, readErrors, catalog, idCheck);
    reader.ids().expectText(text.size());
    StreamedArrays arrays = reader.bigArrays(design);
    const JsonStream stream = arrays.stream();
    auto doc = parseJsonText(text, fileLabel, result.errors, &stream);
    if (!doc)
        return result;
    reader.readDocument(*doc, design, arrays);
    idsMayRepeat = idCheck == IdCheck::Hashes && reader.ids().mayRepeat();
    result.version = int(reader.version());
    result.errors = std::move(readErrors);
    if (result.errors.empty())
        result.design = std::move(design);
    return result;
}

} // namespace

DesignLoadResult DesignReader::readText(std::string_view text, const Catalog &catalog,
                                        const std::string &fileLabel)
{
    bool idsMayRepeat = false;
    DesignLoadResult result = readOnce(text, catalog, fileLabel, IdCheck::Hashes, idsMayRepeat);
    if (!idsMayRepeat)
        return result;
    result = {}; // its design freed before the second reading
    return readOnce(text, catalog, fileLabel, IdCheck::Exact, idsMayRepeat);
}

DesignLoadResult DesignReader::readFile(const std::string &path, const Catalog &catalog)
{
    const FileText file = readInputFile(path, InputKind::Design);
    if (!file.text) {
        DesignLoadResult result;
        result.errors.push_back({path, {}, 0, 0, file.error});
        return result;
    }
    return readText(*file.text, catalog, path);
}

} // namespace cl
