// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-cli design: from targets (model, tokens, deadline, kW per rack, budget) to a
// complete design (sizing/sizingsearch.h), with the options weighed, the Pareto set and what one
// change of the targets would do.
#include "catalog/availabilityjson.h"
#include "catalog/catalog.h"
#include "cliflags.h"
#include "commandregistry.h"
#include "commands.h"
#include "engine/errorband.h"
#include "engine/softwarestack.h"
#include "io/designwriter.h"
#include "model/limits.h"
#include "moneyargs.h"
#include "numberparse.h"
#include "sizing/sizingsearch.h"
#include "text/diagnostictext.h"
#include "text/printf.h"
#include "text/procurementtext.h"
#include "text/sizingtext.h"
#include "validate/validator.h"

#include <nlohmann/json.hpp>

#include <ostream>
#include <sstream>

namespace cl::cli {

namespace {

/** The default candidates: the NVIDIA training GPUs a planner weighs first. */
const char *const kDefaultGpus[] = {"h100-sxm5-80gb", "h200-sxm-141gb", "b200-sxm-180gb"};

/** --gpu and --server in pairs; a GPU alone takes its usual server, a server alone its GPU. */
std::vector<SizingCandidate> candidatesFromArgs(const Catalog &c, const CliArgs &args)
{
    std::vector<std::string> gpus = listOption(args, "--gpu");
    const std::vector<std::string> servers = listOption(args, "--server");
    if (gpus.empty() && servers.empty())
        gpus.assign(std::begin(kDefaultGpus), std::end(kDefaultGpus));
    if (!gpus.empty() && !servers.empty() && gpus.size() != servers.size())
        throw Failure {ExitUsage, "--gpu and --server: give one server per GPU, or only one list"};
    std::vector<SizingCandidate> out;
    for (std::size_t i = 0; i < std::max(gpus.size(), servers.size()); ++i) {
        SizingCandidate k;
        if (!servers.empty()) {
            k.server = servers[i];
            const ServerModel *s = c.server(k.server);
            if (!s)
                throw Failure {ExitUsage, "--server: no catalog server \"" + k.server + "\""};
            if (gpus.empty() && !s->builtInGpu)
                throw Failure {ExitUsage, "--server " + k.server
                                              + ": it is sold without GPUs; name them with --gpu"};
            k.gpu = gpus.empty() ? *s->builtInGpu : gpus[i];
        } else {
            k.gpu = gpus[i];
        }
        const GpuModel *g = c.gpu(k.gpu);
        if (!g)
            throw Failure {ExitUsage, "--gpu: no catalog GPU \"" + k.gpu + "\""};
        if (k.server.empty())
            k.server = usualServerFor(c, *g);
        if (k.server.empty())
            throw Failure {ExitUsage, "--gpu " + k.gpu
                                          + ": no catalog server holds it; name one "
                                            "with --server"};
        out.push_back(k);
    }
    return out;
}

/** --have h800-sxm5-80gb=256,...: GPUs on hand, which a market's rules do not take away. */
HeldParts heldFromArgs(const Catalog &c, const CliArgs &args)
{
    HeldParts out;
    for (const std::string &item : listOption(args, "--have")) {
        const auto eq = item.find('=');
        const std::string id = item.substr(0, eq);
        const auto n = eq == std::string::npos ? std::nullopt : parseQuantity(item.substr(eq + 1));
        if (!n || *n < 1 || *n > limits::kMaxHeldGpus || *n != std::floor(*n))
            throw Failure {ExitUsage, "--have: expected GPU=COUNT with a whole count from 1 to "
                                          + std::to_string(limits::kMaxHeldGpus) + ", got \"" + item
                                          + "\""};
        if (!c.gpu(id))
            throw Failure {ExitUsage, "--have: no catalog GPU \"" + id + "\""};
        if (out.count(id))
            throw Failure {ExitUsage, "--have: " + id + " is given twice"};
        out[id] = int(*n);
    }
    return out;
}

SizingTargets targetsFromArgs(CliContext &c, const CliArgs &args)
{
    SizingTargets t;
    t.workload.model = modelFromArgs(c, args);
    t.workload.tokens = quantity(args, "--tokens", 1e12, 0, 1e17, "a token count of at most 1e17");
    t.workload.sequenceLength = intOption(args, "--seq-len", 4096, 1, limits::kMaxSequenceLength);
    t.workload.precision = choice(args, "--precision", precisionNames(), Precision::BF16);
    if (const SoftwareStack *stack = stackOptionFromArgs(args))
        t.workload.stack = stack->id;
    t.deadlineDays = quantity(args, "--deadline-days", 0, 0, 36500, "a duration up to 36500 days");
    if (!args.value("--deadline-days"))
        throw Failure {ExitUsage, "give the deadline: --deadline-days D"};
    t.rackKw = quantity(args, "--rack-kw", 0, 0, 1000, "a power above 0 and at most 1000 kW");
    if (!args.value("--rack-kw"))
        throw Failure {ExitUsage, "give the usable power per rack: --rack-kw K"};
    t.pue = quantity(args, "--pue", 1.3, 0.999, 3, "a PUE from 1 to 3");
    moneyFromArgs(args, t);
    if (args.value("--site-mw"))
        t.siteMw = quantity(args, "--site-mw", 0, 0, 1e4, "a power above 0 and at most 10000 MW");
    t.maxGpus = intOption(args, "--max-gpus", 16384, 1, 262144);
    if (auto rack = args.value("--rack")) {
        if (!c.catalog.rack(*rack))
            throw Failure {ExitUsage, "--rack: no catalog rack \"" + *rack + "\""};
        t.rackModel = *rack;
    }
    t.candidates = candidatesFromArgs(c.catalog, args);
    if (auto market = args.value("--market")) {
        if (!isMarketCode(*market))
            throw Failure {ExitUsage, "--market: expected cn or global, got \"" + *market + "\""};
        t.market = *market;
    }
    t.held = heldFromArgs(c.catalog, args);
    std::vector<std::string> gpuIds;
    for (const SizingCandidate &k : t.candidates)
        gpuIds.push_back(k.gpu);
    t.cloudUsdPerGpuHour = cloudPricesFromArgs(args, gpuIds);
    return t;
}

nlohmann::ordered_json optionJson(const SizingTargets &t, const SizingOption &o)
{
    const SizingCandidate &k = t.candidates[std::size_t(o.candidate)];
    auto opt = [](const std::optional<double> &x) {
        return x ? nlohmann::ordered_json(*x) : nlohmann::ordered_json(nullptr);
    };
    return {
        {"gpu", k.gpu},
        {"server", k.server},
        {"servers", o.servers},
        {"gpus", o.gpus},
        {"racks", o.racks},
        {"servers_per_rack", o.serversPerRack},
        {"rack_limit", o.rackLimit},
        {"switches", o.switches},
        {"storage_servers", o.storageServers},
        {"train_days", opt(o.trainDays)},
        {"train_days_p10", o.band ? nlohmann::ordered_json(o.band->trainDaysP10) : nullptr},
        {"train_days_p90", o.band ? nlohmann::ordered_json(o.band->trainDaysP90) : nullptr},
        // How likely the deadline holds, read off the band (the search asks for P90).
        {"deadline_confidence",
         o.band ? nlohmann::ordered_json(deadlineConfidence(*o.band, t.deadlineDays)) : nullptr},
        {"mfu", opt(o.mfu)},
        {"capex_usd", o.capexUsd},
        {"run_usd_owned", opt(o.runUsdOwned)},
        {"run_usd_cloud", opt(o.runUsdCloud)},
        {"run_energy_usd", o.runEnergyUsd},
        {"facility_max_w", o.facilityMaxW},
        {"pareto", o.pareto},
        {"why_not",
         o.whyNot.empty() ? nlohmann::ordered_json(nullptr) : nlohmann::ordered_json(o.whyNot)},
        {"reason", o.noEstimateReason.empty() ? nlohmann::ordered_json(nullptr)
                                              : nlohmann::ordered_json(o.noEstimateReason)}};
}

/** "the rule (since the date)": why a market cannot buy a part, as `reason` prints it. */
std::string ruleReason(const MarketAvailability &m)
{
    return m.rule + " (since " + m.date + ")";
}

/** What the market says of a candidate: its record, what is held and what the search could use. */
nlohmann::ordered_json marketJson(const Catalog &c, const SizingTargets &t, const SizingResult &r,
                                  std::size_t i)
{
    const std::string &gpu = t.candidates[i].gpu;
    const ProcurementCheck p = procurementOf(*c.gpu(gpu), t.market);
    const auto held = t.held.find(gpu);
    nlohmann::ordered_json j
        = {{"market", t.market},
           {"status", p.recorded ? p.record->status : "unrecorded"},
           {"held", held == t.held.end() ? 0 : held->second},
           {"usable_gpus", r.usableGpus[i] < 0 ? nlohmann::ordered_json(nullptr)
                                               : nlohmann::ordered_json(r.usableGpus[i])}};
    if (p.recorded) {
        j["rule"] = p.record->rule;
        j["date"] = p.record->date;
        j["source"] = p.record->source;
        if (const auto &l = p.record->leadTime)
            j["lead_time"] = leadTimeJson(*l);
    }
    return j;
}

nlohmann::ordered_json resultJson(const Catalog &c, const SizingTargets &t, const SizingResult &r)
{
    auto optionAt = [&](int i) {
        return i >= 0 ? optionJson(t, r.options[std::size_t(i)]) : nlohmann::ordered_json(nullptr);
    };
    nlohmann::ordered_json candidates = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < t.candidates.size(); ++i) {
        int best = r.bestPerCandidate[i];
        if (best < 0) {
            // No size meets the deadline: the candidate's fastest option stands for it.
            for (std::size_t j = 0; j < r.options.size(); ++j) {
                const SizingOption &o = r.options[j];
                if (o.candidate == int(i) && o.trainDays
                    && (best < 0 || *o.trainDays < *r.options[std::size_t(best)].trainDays))
                    best = int(j);
            }
        }
        nlohmann::ordered_json j = optionAt(best);
        if (r.usableGpus[i] == 0) {
            const ProcurementCheck p = procurementOf(*c.gpu(t.candidates[i].gpu), t.market);
            j = {{"gpu", t.candidates[i].gpu},
                 {"server", t.candidates[i].server},
                 {"why_not", "unavailable"},
                 {"reason", ruleReason(*p.record)}};
        } else if (best < 0) {
            j = {{"gpu", t.candidates[i].gpu},
                 {"server", t.candidates[i].server},
                 {"why_not", "no_estimate"}};
        }
        if (!t.market.empty())
            j["availability"] = marketJson(c, t, r, i);
        candidates.push_back(j);
    }
    nlohmann::ordered_json options = nlohmann::ordered_json::array();
    for (std::size_t i = 0; i < r.options.size(); ++i)
        options.push_back(optionAt(int(i)));
    nlohmann::ordered_json sensitivity = nlohmann::ordered_json::array();
    for (const SensitivityCase &s : r.sensitivity)
        sensitivity.push_back(
            {{"change", s.change},
             {"chosen", s.chosen ? optionJson(t, *s.chosen) : nlohmann::ordered_json(nullptr)}});
    return {{"chosen", optionAt(r.chosen)}, {"nearest_miss", optionAt(r.nearestMiss)},
            {"candidates", candidates},     {"options", options},
            {"sensitivity", sensitivity},   {"search_ms", r.elapsedMs}};
}

std::string optionLine(const Catalog &c, const SizingTargets &t, const SizingOption &o)
{
    const SizingCandidate &k = t.candidates[std::size_t(o.candidate)];
    // The days with their P90 (what the deadline is checked against) and how sure it holds.
    const std::string p90 = o.band ? formatText(" (P90 %.1f, %.0f %% sure)", o.band->trainDaysP90,
                                                deadlineConfidence(*o.band, t.deadlineDays) * 100)
                                   : std::string();
    return formatText("%-44s %8s days%s  %10.2f M USD  %7.2f MW  %4d racks",
                      optionLabel(c, k.gpu, k.server, o.gpus).toStdString().c_str(),
                      o.trainDays ? formatText("%.1f", *o.trainDays).c_str() : "-", p90.c_str(),
                      o.capexUsd / 1e6, o.facilityMaxW / 1e6, o.racks);
}

void printText(std::ostream &out, const Catalog &c, const SizingTargets &t, const SizingResult &r)
{
    out << "best per candidate (lowest capex that meets the deadline at P90):\n";
    for (std::size_t i = 0; i < t.candidates.size(); ++i) {
        const int b = r.bestPerCandidate[i];
        const ProcurementCheck p = procurementOf(*c.gpu(t.candidates[i].gpu), t.market);
        if (r.usableGpus[i] == 0)
            out << "  " << t.candidates[i].gpu << " in " << t.candidates[i].server << ": left out. "
                << unbuyableText(*p.record, t.market).toStdString()
                << (t.held.count(t.candidates[i].gpu)
                        ? " (" + std::to_string(t.held.at(t.candidates[i].gpu))
                              + " held: fewer than one server takes.)\n"
                        : " (Held GPUs: --have " + t.candidates[i].gpu + "=N.)\n");
        else if (b >= 0)
            out << "  " << optionLine(c, t, r.options[std::size_t(b)]) << "\n";
        else
            out << "  " << t.candidates[i].gpu << " in " << t.candidates[i].server
                << ": no size up to "
                << (r.usableGpus[i] > 0 ? std::min(r.usableGpus[i], t.maxGpus) : t.maxGpus)
                << (r.usableGpus[i] > 0 ? " GPUs (those held) meets" : " GPUs meets")
                << " the deadline\n";
        // The order's delivery, where the market's record has a dated figure: the days above
        // start when the hardware stands.
        if (p.recorded && p.record->leadTime && r.usableGpus[i] != 0)
            out << "    " << leadTimeText(*p.record, t.market).toStdString() << "\n";
    }
    out << "Pareto set (days, capex, facility power):\n";
    for (const SizingOption &o : r.options) {
        if (o.pareto)
            out << "  " << optionLine(c, t, o) << "  " << whyNotText(o.whyNot).toStdString()
                << "\n";
    }
    if (r.chosen >= 0)
        out << "chosen: " << optionLine(c, t, r.options[std::size_t(r.chosen)]) << "\n";
    for (const SensitivityCase &s : r.sensitivity) {
        out << "  " << sensitivityChangeText(s.change).toStdString() << ": "
            << (s.chosen ? optionLine(c, t, *s.chosen) : std::string("nothing meets the targets"))
            << "\n";
    }
}

} // namespace

int runDesign(CliContext &c, const CliArgs &args)
{
    SizingTargets t;
    try {
        t = targetsFromArgs(c, args);
    } catch (const Failure &f) {
        return f.code == ExitUsage ? usageFailure(c, args, f.message)
                                   : (c.err << f.message << "\n", f.code);
    }
    const SizingResult r = searchSizing(c.catalog, t);
    if (!r.error.empty()) {
        c.err << diagnosticText({Severity::Error, r.error, {}, {}, r.errorParams}).toStdString()
              << "\n";
        return ExitBadInput;
    }
    if (args.flag("--json"))
        c.out << resultJson(c.catalog, t, r).dump(2) << "\n";
    else
        printText(c.out, c.catalog, t, r);
    if (r.chosen < 0) {
        if (std::all_of(r.usableGpus.begin(), r.usableGpus.end(), [](int n) { return n == 0; })) {
            c.err << "no candidate can be bought in market " << t.market
                  << ": name other GPUs with --gpu, or those held with --have ID=N\n";
            return ExitBadInput;
        }
        c.err << "no option meets every target";
        if (r.nearestMiss >= 0) {
            const SizingOption &m = r.options[std::size_t(r.nearestMiss)];
            c.err << "; nearest miss: " << optionLine(c.catalog, t, m) << " ("
                  << whyNotText(m.whyNot).toStdString() << ")";
        }
        c.err << "\n";
        return ExitBadInput;
    }
    if (const auto out = args.value("--output")) {
        const SynthesisResult s = designForOption(c.catalog, t, r, r.chosen);
        std::string error;
        if (!s.ok() || !DesignWriter::writeFile(s.design, c.catalog, *out, &error)) {
            c.err << (s.ok() ? error : s.error) << "\n";
            return ExitBadInput;
        }
        if (!args.flag("--json"))
            c.out << "wrote " << *out << "\n";
    }
    return ExitOk;
}

} // namespace cl::cli
