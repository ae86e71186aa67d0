// SPDX-License-Identifier: GPL-3.0-or-later
#include "designwriter.h"

#include "architecturejson.h"
#include "atomicfile.h"
#include "datasetjson.h"
#include "designformat.h"
#include "designreader.h"
#include "filelock.h"
#include "moneyjson.h"
#include "portfoliojson.h"
#include "servingdeploymentjson.h"
#include "sitejson.h"

namespace cl {

using ojson = nlohmann::ordered_json;

namespace {

ojson writeRack(const Rack &k)
{
    ojson j;
    j["id"] = k.id;
    j["name"] = k.name;
    j["model"] = k.model;
    j["row"] = k.row;
    j["position"] = k.position;
    ojson power;
    if (k.power.feeds) {
        const FeedSpec &f = *k.power.feeds;
        ojson feeds;
        feeds["count"] = f.count;
        feeds["voltage_v"] = f.voltageV;
        feeds["amps"] = f.amps;
        feeds["phase"] = nameOf(phaseNames(), f.phase);
        if (f.powerFactor != 1.0)
            feeds["power_factor"] = f.powerFactor;
        power["feeds"] = feeds;
    }
    power["derating"] = k.power.derating;
    power["redundancy"] = nameOf(redundancyNames(), k.power.redundancy);
    if (k.power.budgetW)
        power["budget_w"] = *k.power.budgetW;
    j["power"] = power;
    ojson cooling;
    cooling["type"] = nameOf(coolingTypeNames(), k.cooling.type);
    if (k.cooling.limitW)
        cooling["limit_w"] = *k.cooling.limitW;
    if (k.cooling.liquidLimitW)
        cooling["liquid_limit_w"] = *k.cooling.liquidLimitW;
    j["cooling"] = cooling;
    if (!k.scaleUpDomain.empty())
        j["scale_up_domain"] = k.scaleUpDomain;
    return j;
}

ojson writeDevice(const Device &d)
{
    ojson j;
    j["id"] = d.id;
    j["name"] = d.name;
    j["kind"] = nameOf(deviceKindNames(), d.kind);
    j["model"] = d.model;
    j["rack"] = d.rack ? ojson(*d.rack) : ojson(nullptr);
    j["u"] = d.u;
    if (d.kind == DeviceKind::GpuServer) {
        ojson slots = ojson::array();
        for (const auto &s : d.gpuSlots)
            slots.push_back(s ? ojson(*s) : ojson(nullptr));
        j["gpu_slots"] = slots;
    }
    if (!d.nics.empty())
        j["nics"] = d.nics;
    return j;
}

ojson writePort(const PortRef &p)
{
    ojson j;
    j["device"] = p.device;
    j["port"] = p.port;
    return j;
}

ojson writeLink(const Link &l)
{
    ojson j;
    j["id"] = l.id;
    j["a"] = writePort(l.a);
    j["b"] = writePort(l.b);
    j["fabric"] = nameOf(fabricNames(), l.fabric);
    j["media"] = nameOf(mediaNames(), l.media);
    if (l.lengthM)
        j["length_m"] = *l.lengthM;
    return j;
}

ojson writeModelSpec(const ModelSpec &m)
{
    ojson model = ojson::object();
    if (m.preset)
        model["preset"] = *m.preset;
    if (m.architecture)
        model["architecture"] = writeArchitecture(*m.architecture);
    if (m.parameters)
        model["parameters"] = *m.parameters;
    if (m.activeParameters)
        model["active_parameters"] = *m.activeParameters;
    return model;
}

ojson writeServing(const ServingWorkload &w)
{
    ojson j;
    j["name"] = w.name;
    j["model"] = writeModelSpec(w.model);
    j["weight_precision"] = nameOf(quantFormatNames(), w.weights);
    j["activation_precision"] = nameOf(quantFormatNames(), w.activations);
    j["kv_precision"] = nameOf(quantFormatNames(), w.kv);
    j["input_tokens"] = w.inputTokens;
    j["output_tokens"] = w.outputTokens;
    if (w.concurrency)
        j["concurrency"] = *w.concurrency;
    if (w.requestsPerS)
        j["requests_per_s"] = *w.requestsPerS;
    if (w.ttftMs)
        j["ttft_ms"] = *w.ttftMs;
    if (w.tpotMs)
        j["tpot_ms"] = *w.tpotMs;
    j["tp"] = w.tp;
    j["pp"] = w.pp;
    if (w.island)
        j["island"] = *w.island;
    writeServingDeployment(w, j);
    writeServingSchedule(w, j);
    return j;
}

ojson writeWorkload(const Workload &w)
{
    ojson j;
    j["model"] = writeModelSpec(w.model);
    j["tokens"] = w.tokens;
    j["seq_len"] = w.sequenceLength;
    if (w.globalBatchSequences)
        j["global_batch_seqs"] = *w.globalBatchSequences;
    j["precision"] = nameOf(precisionNames(), w.precision);
    j["optimizer"] = nameOf(optimizerNames(), w.optimizer);
    j["mode"] = nameOf(trainingModeNames(), w.mode);
    ojson par;
    const Parallelism &p = w.parallelism;
    par["auto"] = p.automatic;
    if (!p.automatic) {
        par["tp"] = p.tp;
        par["pp"] = p.pp;
        par["dp"] = p.dp;
        par["cp"] = p.cp;
        par["ep"] = p.ep;
        par["zero"] = p.zeroStage;
        par["sp"] = p.sequenceParallel;
        par["recompute"] = nameOf(recomputeNames(), p.recompute);
        par["micro_batch"] = p.microBatch;
        par["interleave"] = p.interleave;
        if (p.shardGroup > 0)
            par["shard_group"] = p.shardGroup;
        if (p.unevenStages)
            par["uneven_stages"] = true;
    }
    j["parallelism"] = par;
    if (w.goodput)
        j["goodput"] = *w.goodput;
    if (w.teamProfile != TeamProfile::PublishedBest)
        j["team_profile"] = std::string(nameOf(teamProfileNames(), w.teamProfile));
    if (w.asyncCheckpoint)
        j["async_checkpoint"] = true;
    if (w.stack)
        j["stack"] = *w.stack;
    if (w.island)
        j["island"] = *w.island;
    if (w.deadlineDays)
        j["deadline_days"] = *w.deadlineDays;
    if (w.budget)
        j["budget"] = moneyJson(*w.budget);
    if (w.dataset)
        j["dataset"] = writeDataset(*w.dataset);
    return j;
}

ojson writeTargets(const DesignTargets &t)
{
    ojson j;
    j["deadline_days"] = t.deadlineDays;
    j["rack_kw"] = t.rackKw;
    j["pue"] = t.pue;
    if (t.budget)
        j["budget"] = moneyJson(*t.budget);
    if (t.siteMw)
        j["site_mw"] = *t.siteMw;
    ojson options = ojson::array();
    for (const TargetOption &o : t.options) {
        ojson x;
        x["gpu"] = o.gpu;
        x["server"] = o.server;
        x["gpus"] = o.gpus;
        x["racks"] = o.racks;
        if (o.trainDays)
            x["train_days"] = *o.trainDays;
        x["capex_usd"] = o.capexUsd;
        x["facility_max_w"] = o.facilityMaxW;
        x["pareto"] = o.pareto;
        x["chosen"] = o.chosen;
        if (!o.whyNot.empty())
            x["why_not"] = o.whyNot;
        options.push_back(x);
    }
    j["options"] = options;
    return j;
}

} // namespace

ojson DesignWriter::toJson(const Design &design)
{
    ojson j;
    j["format"] = kDesignFormat;
    j["version"] = kDesignVersion;
    j["name"] = design.name;
    j["site"] = siteJson(design.site);
    ojson racks = ojson::array();
    for (const auto &k : design.racks)
        racks.push_back(writeRack(k));
    j["racks"] = racks;
    ojson devices = ojson::array();
    for (const auto &d : design.devices)
        devices.push_back(writeDevice(d));
    j["devices"] = devices;
    ojson links = ojson::array();
    for (const auto &l : design.links)
        links.push_back(writeLink(l));
    j["links"] = links;
    j["workload"] = writeWorkload(design.workload);
    if (!design.serving.empty()) {
        ojson serving = ojson::array();
        for (const ServingWorkload &w : design.serving)
            serving.push_back(writeServing(w));
        j["serving"] = serving;
    }
    if (design.targets)
        j["targets"] = writeTargets(*design.targets);
    if (design.portfolio) {
        // A rack deleted since a phase named it leaves the phase: the file must load again.
        Portfolio f = *design.portfolio;
        for (HardwarePhase &h : f.phases)
            std::erase_if(h.racks, [&](const std::string &id) { return !design.findRack(id); });
        j["portfolio"] = portfolioJson(f, {writeWorkload, writeServing});
    }
    return j;
}

std::string DesignWriter::toText(const Design &design)
{
    return toJson(design).dump(2) + "\n";
}

std::optional<std::string> DesignWriter::checkedText(const Design &design, const Catalog &catalog,
                                                     std::string *error)
{
    std::string text = toText(design);
    const DesignLoadResult back = DesignReader::readText(text, catalog, "the result");
    if (back.ok())
        return text;
    if (error) {
        const LoadError &first = back.errors.front();
        *error = "not written: the result would not load again ("
                 + (first.pointer.empty() ? std::string() : first.pointer + ": ") + first.message
                 + (back.errors.size() > 1
                        ? "; " + std::to_string(back.errors.size() - 1) + " more error(s)"
                        : std::string())
                 + ")";
    }
    return std::nullopt;
}

bool DesignWriter::writeFile(const Design &design, const Catalog &catalog, const std::string &path,
                             std::string *error)
{
    // A window of the app has this design open (FileGuard): writing under it would lose the
    // work there at its next save, or be lost by it.
    if (FileLock::isHeld(FileLock::besideFile(path))) {
        if (error)
            *error = "the design is open in ClusterLedger ("
                     + FileLock::noteOf(FileLock::besideFile(path))
                     + "): close it there, or write to another file";
        return false;
    }
    const auto text = checkedText(design, catalog, error);
    return text && writeFileAtomically(path, *text, error);
}

} // namespace cl
