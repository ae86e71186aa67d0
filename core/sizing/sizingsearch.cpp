// SPDX-License-Identifier: GPL-3.0-or-later
#include "sizingsearch.h"

#include "catalog/catalog.h"
#include "engine/ledger.h"
#include "engine/plancache.h"
#include "sizingmoney.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <exception>
#include <map>
#include <mutex>
#include <thread>

namespace cl {

namespace {

/** Below one scalable unit the ladder doubles servers; from one unit on it climbs in units. */
constexpr int kUnitMultiples[] = {1, 2, 3, 4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128};
constexpr double kDaysPerMonth = 30.0;
constexpr double kBudgetStep = 1.2;
constexpr double kSensitivityRackKw = 60.0;
constexpr double kMaxNoteDays = 1e6;

SizingOption evaluateOption(const Catalog &c, const SizingTargets &t, int candidate, int servers,
                            PlanCache &cache)
{
    SizingOption o;
    o.candidate = candidate;
    o.servers = servers;
    const SizingCandidate &k = t.candidates[std::size_t(candidate)];
    o.gpus = servers * gpusPerServer(c, k);
    SynthesisResult s = synthesizeDesign(c, t, k, servers);
    o.serversPerRack = s.rack.serversPerRack;
    o.rackLimit = s.rack.limit;
    if (!s.ok()) {
        o.noEstimateReason = s.error;
        o.noEstimateParams = s.errorParams;
        return o;
    }
    o.racks = int(s.design.racks.size());
    o.gpuRacks = s.gpuRacks;
    o.switches = s.switches;
    o.storageServers = s.storageServers;
    const DesignLedger L = evaluateDesign(s.design, c, {}, &cache);
    for (const IslandReport &i : L.islands) {
        if (!i.chosen)
            continue;
        o.trainDays = i.trainDays;
        o.band = i.band;
        o.mfu = i.mfu;
        o.noEstimateReason = i.trainDays ? std::string() : i.reason;
    }
    o.capexUsd = L.cost.capexUsd;
    o.runUsdOwned = L.cost.runUsdOwned;
    o.runUsdCloud = L.cost.runUsdCloud;
    o.runEnergyUsd = L.site.runEnergyJ / 3.6e6 * electricityUsdPerKwh(t);
    o.facilityMaxW = L.site.facilityMaxW;
    // The deadline and the budget are what the search itself weighs; any other error (a rack
    // over its power, an unconnected port) means the synthesis went wrong for this size.
    for (const Diagnostic &d : L.diagnostics)
        o.errors += d.severity == Severity::Error && d.code != "engine.deadline_missed"
                            && d.code != "engine.budget_exceeded"
                        ? 1
                        : 0;
    return o;
}

/** Options by (candidate, servers, rack kW): each size is synthesised and evaluated once. */
class OptionStore
{
public:
    OptionStore(const Catalog &c, const std::atomic<bool> *cancel, const SizingProgress &progress)
        : c(c)
        , cancel(cancel)
        , progress(progress)
    { }

    /** Evaluates the sizes not yet known, on every core. */
    void evaluate(const std::vector<std::pair<int, int>> &wanted, const SizingTargets &targets)
    {
        std::vector<std::pair<int, int>> todo;
        for (const auto &w : wanted) {
            if (!known.count(key(w.first, w.second, targets.rackKw)))
                todo.push_back(w);
        }
        total += int(todo.size());
        std::atomic<std::size_t> next {0};
        // An exception on a worker would end the program (std::terminate): the first one is
        // kept, the others stop taking work, and it is thrown again here once all have joined.
        std::exception_ptr failure;
        auto work = [&] {
            try {
                for (std::size_t i; (i = next++) < todo.size();) {
                    if (cancelled())
                        return;
                    SizingOption o
                        = evaluateOption(c, targets, todo[i].first, todo[i].second, cache);
                    std::lock_guard lock(mutex);
                    known[key(todo[i].first, todo[i].second, targets.rackKw)] = std::move(o);
                    ++done;
                    if (progress)
                        progress(done, total);
                }
            } catch (...) {
                std::lock_guard lock(mutex);
                if (!failure)
                    failure = std::current_exception();
                next = todo.size();
            }
        };
        const int threads
            = std::clamp(int(std::thread::hardware_concurrency()), 1, int(todo.size()) + 1);
        std::vector<std::thread> pool;
        for (int i = 1; i < threads; ++i)
            pool.emplace_back(work);
        work();
        for (auto &th : pool)
            th.join();
        if (failure)
            std::rethrow_exception(failure);
    }

    const SizingOption *find(int candidate, int servers, double rackKw) const
    {
        auto it = known.find(key(candidate, servers, rackKw));
        return it == known.end() ? nullptr : &it->second;
    }

    bool cancelled() const { return cancel && cancel->load(); }

    /** Every option at a rack kW, by candidate then size. */
    std::vector<SizingOption> all(double rackKw) const
    {
        std::vector<SizingOption> out;
        for (const auto &[k, o] : known) {
            if (std::get<2>(k) == rackKw)
                out.push_back(o);
        }
        return out;
    }

    void addToTotal(int n) { total += n; }

private:
    using Key = std::tuple<int, int, double>;
    static Key key(int candidate, int servers, double rackKw)
    {
        return {candidate, servers, rackKw};
    }

    const Catalog &c;
    const std::atomic<bool> *cancel;
    const SizingProgress &progress;
    PlanCache cache;
    std::mutex mutex;
    std::map<Key, SizingOption> known;
    int done = 0, total = 0;
};

/** Server counts of the ladder: 1, 2, 4, ... below one unit, then multiples of the unit. A
 *  rack-scale system (`whole`) comes in whole units only: an NVL72 is 18 trays or none. */
std::vector<int> ladder(int unitServers, int maxServers, bool whole)
{
    std::vector<int> out;
    if (whole && unitServers > maxServers)
        return out;
    for (int n = 1; n < unitServers && n <= maxServers && !whole; n *= 2)
        out.push_back(n);
    for (int m : kUnitMultiples) {
        const long long n = 1LL * m * unitServers;
        if (n > maxServers)
            break;
        out.push_back(int(n));
    }
    if (out.empty() || out.back() < maxServers) {
        // The largest size that fits under maxGpus, so a deadline only it meets is still found.
        const int top
            = unitServers <= maxServers ? maxServers / unitServers * unitServers : maxServers;
        if (out.empty() || top > out.back())
            out.push_back(top);
    }
    return out;
}

/** Servers per scalable unit: what one rail-optimised leaf serves (a 1-server design tells); for
 *  a rack-scale system, the trays of one system. */
int unitServersFor(const Catalog &c, const SizingTargets &t, const SizingCandidate &k)
{
    if (const ServerModel *s = c.server(k.server); s && s->scaleUpDomain && s->gpuSlots > 0)
        return std::max(1, s->scaleUpDomain->maxGpus / s->gpuSlots);
    const SynthesisResult s = synthesizeDesign(c, t, k, 1);
    return s.ok() && s.computeTiers.leafDown > 0 ? s.computeTiers.leafDown : 16;
}

bool trainsClean(const SizingOption *o, double deadline)
{
    return o && o->errors == 0 && o->meetsDeadline(deadline);
}

/** Bisects between the last rung that misses the deadline and the first that meets it. */
void refine(OptionStore &store, const SizingTargets &t, int candidate,
            const std::vector<int> &rungs, int unit)
{
    int lo = 0, hi = -1;
    for (int n : rungs) {
        if (trainsClean(store.find(candidate, n, t.rackKw), t.deadlineDays)) {
            hi = n;
            break;
        }
        lo = n;
    }
    if (hi < 0 || lo == 0)
        return;
    const int step = lo >= unit ? unit : 1;
    while (hi - lo > step && !store.cancelled()) {
        const int mid = lo + (hi - lo) / 2 / step * step;
        if (mid <= lo || mid >= hi)
            break;
        store.evaluate({{candidate, mid}}, t);
        (trainsClean(store.find(candidate, mid, t.rackKw), t.deadlineDays) ? hi : lo) = mid;
    }
}

/** Search at one set of targets: ladder, refinement, ranking. */
SizingResult searchAt(OptionStore &store, const Catalog &c, const SizingTargets &t,
                      const std::vector<int> &units, const std::vector<int> &usable)
{
    SizingResult r;
    r.usableGpus = usable;
    std::vector<std::vector<int>> rungs(t.candidates.size());
    std::vector<std::pair<int, int>> wanted;
    for (std::size_t i = 0; i < t.candidates.size(); ++i) {
        const int perServer = std::max(1, gpusPerServer(c, t.candidates[i]));
        const int cap = usable[i] < 0 ? t.maxGpus : std::min(t.maxGpus, usable[i]);
        if (cap / perServer < 1)
            continue; // not buyable here and fewer held than one server takes
        const ServerModel *s = c.server(t.candidates[i].server);
        rungs[i] = ladder(units[i], cap / perServer, s && s->scaleUpDomain);
        for (int n : rungs[i])
            wanted.emplace_back(int(i), n);
    }
    store.evaluate(wanted, t);
    for (std::size_t i = 0; i < t.candidates.size() && !store.cancelled(); ++i)
        refine(store, t, int(i), rungs[i], units[i]);
    r.options = store.all(t.rackKw);
    rankOptions(r.options, t, r.chosen, r.nearestMiss);
    r.bestPerCandidate.assign(t.candidates.size(), -1);
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const SizingOption &o = r.options[i];
        int &best = r.bestPerCandidate[std::size_t(o.candidate)];
        if (!trainsClean(&o, t.deadlineDays))
            continue;
        const SizingOption *b = best >= 0 ? &r.options[std::size_t(best)] : nullptr;
        if (!b || o.capexUsd < b->capexUsd
            || (o.capexUsd == b->capexUsd && o.facilityMaxW < b->facilityMaxW))
            best = int(i);
    }
    r.cancelled = store.cancelled();
    return r;
}

std::string validateTargets(const Catalog &c, const SizingTargets &t,
                            std::map<std::string, std::string> &params)
{
    if (t.candidates.empty())
        return "sizing.no_candidates";
    for (const SizingCandidate &k : t.candidates) {
        if (!c.gpu(k.gpu)) {
            params = {{"gpu", k.gpu}};
            return "sizing.unknown_gpu";
        }
        if (!c.server(k.server)) {
            params = {{"gpu", k.gpu}, {"server", k.server}};
            return "sizing.unknown_server";
        }
    }
    return {};
}

} // namespace

std::string usualServerFor(const Catalog &c, const GpuModel &g)
{
    if (!g.usualServer.empty() && c.server(g.usualServer))
        return g.usualServer;
    for (const auto &[id, s] : c.servers) {
        if (s.builtInGpu && *s.builtInGpu == g.id)
            return id;
    }
    for (const auto &[id, s] : c.servers) {
        const bool compute = std::any_of(s.ports.begin(), s.ports.end(), [](const PortGroup &p) {
            return p.fabric == Fabric::Compute;
        });
        if (s.gpuServer && !s.builtInGpu && s.gpuFormFactor == g.formFactor && compute)
            return id;
    }
    return {};
}

SizingResult searchSizing(const Catalog &c, const SizingTargets &t, const std::atomic<bool> *cancel,
                          const SizingProgress &progress)
{
    const auto start = std::chrono::steady_clock::now();
    SizingResult r;
    r.error = validateTargets(c, t, r.errorParams);
    if (!r.error.empty())
        return r;
    std::vector<int> units, usable;
    for (const SizingCandidate &k : t.candidates) {
        units.push_back(unitServersFor(c, t, k));
        const int n = usableGpus(*c.gpu(k.gpu), t.market, t.held);
        // Fewer held than one server takes is as good as none.
        usable.push_back(n > 0 && n < gpusPerServer(c, k) ? 0 : n);
    }
    OptionStore store(c, cancel, progress);
    r = searchAt(store, c, t, units, usable);
    if (r.chosen >= 0 && !r.cancelled) {
        SizingTargets later = t;
        later.deadlineDays += kDaysPerMonth;
        SizingResult l = searchAt(store, c, later, units, usable);
        r.sensitivity.push_back(
            {"deadline_plus_month",
             l.chosen >= 0 ? std::optional(l.options[std::size_t(l.chosen)]) : std::nullopt});
        if (t.budget) {
            SizingTargets richer = t;
            richer.budget->amount *= kBudgetStep;
            SizingResult b = searchAt(store, c, richer, units, usable);
            r.sensitivity.push_back(
                {"budget_plus_20",
                 b.chosen >= 0 ? std::optional(b.options[std::size_t(b.chosen)]) : std::nullopt});
        }
        if (t.rackKw != kSensitivityRackKw) {
            // Rack power does not change the training time: each candidate's best size at the
            // targets' kW is the one to re-rack at 60 kW.
            SizingTargets denser = t;
            denser.rackKw = kSensitivityRackKw;
            std::vector<std::pair<int, int>> sizes;
            for (int best : r.bestPerCandidate) {
                if (best >= 0)
                    sizes.emplace_back(r.options[std::size_t(best)].candidate,
                                       r.options[std::size_t(best)].servers);
            }
            store.evaluate(sizes, denser);
            std::vector<SizingOption> dense = store.all(denser.rackKw);
            int chosen = -1, nearest = -1;
            rankOptions(dense, denser, chosen, nearest);
            r.sensitivity.push_back({"rack_kw_60", chosen >= 0
                                                       ? std::optional(dense[std::size_t(chosen)])
                                                       : std::nullopt});
        }
    }
    r.cancelled = store.cancelled();
    r.elapsedMs
        = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
              .count();
    return r;
}

SynthesisResult designForOption(const Catalog &c, const SizingTargets &t, const SizingResult &r,
                                int option)
{
    const SizingOption &o = r.options.at(std::size_t(option));
    SynthesisResult s
        = synthesizeDesign(c, t, t.candidates.at(std::size_t(o.candidate)), o.servers);
    if (!s.ok())
        return s;
    // The market it was designed for, and what was held, go with it: the validator then flags
    // a later edit that adds what the market cannot buy.
    s.design.site.market = t.market;
    s.design.site.heldGpus = t.held;
    DesignTargets note;
    note.deadlineDays = t.deadlineDays;
    note.rackKw = t.rackKw;
    note.pue = t.pue;
    note.budget = t.budget;
    note.siteMw = t.siteMw;
    for (std::size_t i = 0; i < r.options.size(); ++i) {
        const SizingOption &p = r.options[i];
        const SizingCandidate &k = t.candidates[std::size_t(p.candidate)];
        // Past a million days an option is as good as no estimate (and the format says so).
        const auto days = p.trainDays && *p.trainDays <= kMaxNoteDays ? p.trainDays : std::nullopt;
        note.options.push_back({k.gpu, k.server, p.gpus, p.racks, days, p.capexUsd, p.facilityMaxW,
                                p.pareto, int(i) == option,
                                int(i) == option ? std::string() : p.whyNot});
    }
    s.design.targets = std::move(note);
    return s;
}

} // namespace cl
