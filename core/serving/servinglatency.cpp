// SPDX-License-Identifier: GPL-3.0-or-later
// The tail of serving latency: a discrete-event simulation of one replica under continuous
// batching (Orca, OSDI'22; vLLM's and SGLang's schedulers). Requests arrive (Poisson or evenly
// spaced, or from a fixed number of closed-loop clients), wait in a first-come queue, are
// admitted while the replica holds fewer than its batch limit, and are prefilled in chunks of the
// engine's token budget alongside the running decode steps (chunked prefill, Sarathi-Serve,
// OSDI'24). Each step lasts the model's decode step at the batch decoding plus the prefill work it
// carries; a request's first token comes with its last prefill chunk. Deterministic: a fixed seed
// and a generator the standard defines bit for bit (mt19937_64).
#include "servingmodel.h"

#include <queue>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <deque>
#include <map>
#include <random>
#include <vector>

namespace cl {

namespace {

constexpr std::uint64_t kSeed = 20261201;
constexpr double kWarmupShare = 0.1; ///< the first requests, before the queue reaches its level
constexpr long kMaxSteps = 400'000; ///< a bound on the work, whatever the load
/** Closed-loop clients per replica the simulation follows: far above any engine's batch limit
 *  (a few thousand sequences), so past it every client mostly queues. */
constexpr double kMaxSimulatedClients = 65'536;

struct Request
{
    double arrival = 0;
    double firstToken = 0;
    double prefillLeft = 0; ///< tokens
    int index = 0;
};

/** The q-quantile (nearest rank) of samples sorted in ascending order. */
double sortedPercentile(const std::vector<double> &v, double q)
{
    if (v.empty())
        return 0;
    const auto rank = std::size_t(std::ceil(q * double(v.size())));
    return v[std::clamp<std::size_t>(rank, 1, v.size()) - 1];
}

/** The q-quantile of weighted samples sorted by value. */
double sortedWeightedPercentile(const std::vector<std::pair<double, double>> &v, double q)
{
    if (v.empty())
        return 0;
    double total = 0;
    for (const auto &[x, w] : v)
        total += w;
    double seen = 0;
    for (const auto &[x, w] : v) {
        seen += w;
        if (seen >= q * total - 1e-12 * total)
            return x;
    }
    return v.back().first;
}

/** The q-quantile of weighted samples (the hours of a day). */
double weightedPercentile(std::vector<std::pair<double, double>> v, double q)
{
    std::sort(v.begin(), v.end());
    return sortedWeightedPercentile(v, q);
}

/** The six percentiles of `p`, each `at(samples, q)` of the TTFT or TPOT samples. */
template<typename Samples, typename At>
void setPercentiles(LatencyPercentiles &p, const Samples &ttft, const Samples &tpot, At at)
{
    p.ttftP50 = at(ttft, 0.50);
    p.ttftP90 = at(ttft, 0.90);
    p.ttftP99 = at(ttft, 0.99);
    p.tpotP50 = at(tpot, 0.50);
    p.tpotP90 = at(tpot, 0.90);
    p.tpotP99 = at(tpot, 0.99);
}

class ReplicaSimulation
{
public:
    ReplicaSimulation(const ServingSetup &s, const ServingEstimate &m)
        : setup(s)
        , limit(std::max(1, int(std::min<double>(batchLimit(s), std::max(1, m.maxConcurrency)))))
        , budget(std::max(1, s.prefillChunkTokens))
        , tokensPerStep(tokensPerDecodeStep(s))
        , newTokens(prefillTokens(s))
    {
        // The decode step at each batch, worked out once (the model is a pure function of it).
        stepAt.resize(std::size_t(limit) + 1, 0.0);
        for (int b = 1; b <= limit; ++b)
            stepAt[std::size_t(b)] = replicaTiming(s, m, b).decodeStepS;
        // A request's prefill alone, spread over its tokens: what a chunk of them costs.
        prefillPerToken = replicaTiming(s, m, 1).prefillS / newTokens;
        if (s.decodeOnly) {
            // A disaggregated decode pool: prompts arrive as KV caches, admitted at once.
            prefillPerToken = 0;
            newTokens = 1;
            budget = 1e12;
        }
        // Decode steps until a request's last token: its first comes from the prefill.
        stepsToFinish = std::max<long>(0, long(std::ceil((s.outputTokens - 1) / tokensPerStep)));
    }

    /** The first `released` of `arrivals` have their times (sorted); each finish gives the next
     *  one the finish time (a closed-loop client sending again), until all are released. */
    LatencyPercentiles run(std::vector<double> arrivals, std::size_t released)
    {
        const int total = int(arrivals.size());
        const bool closed = released < arrivals.size();
        const bool benchmark = setup.benchmarkPrompts.has_value();
        const int warmup = benchmark ? 0 : int(std::floor(kWarmupShare * total));
        // Each step's length, weighted by the tokens it gives requests already decoding: the
        // gaps between their tokens (from the first request past the warm-up on).
        std::vector<std::pair<double, double>> gaps;
        std::size_t next = 0;
        double now = 0;
        long steps = 0, decodeSteps = 0;
        std::deque<Request> waiting, prefilling;
        // Decoding requests by the decode-step count they finish at.
        using Finish = std::pair<long, int>;
        std::priority_queue<Finish, std::vector<Finish>, std::greater<>> decoding;
        std::vector<Request> byIndex(arrivals.size());
        std::vector<double> ttft, tpot;
        std::vector<Request> done; // the requests whose prefill a step finishes
        int finished = 0;
        auto admitArrivals = [&] {
            while (next < released && arrivals[next] <= now + 1e-12) {
                Request r;
                r.arrival = arrivals[next];
                r.prefillLeft = newTokens;
                r.index = int(next);
                waiting.push_back(r);
                ++next;
            }
        };
        while (finished < total && steps < kMaxSteps) {
            admitArrivals();
            while (!waiting.empty() && int(prefilling.size() + decoding.size()) < limit) {
                prefilling.push_back(waiting.front());
                waiting.pop_front();
            }
            const int batch = int(decoding.size());
            if (batch == 0 && prefilling.empty()) {
                if (next >= released)
                    break;
                now = arrivals[next]; // idle until the next request
                continue;
            }
            // The step's prefill: the budget left after the decode tokens, first come first.
            double room = std::max(0.0, budget - batch * std::ceil(tokensPerStep));
            if (batch == 0)
                room = budget;
            double chunk = 0;
            done.clear();
            for (auto it = prefilling.begin(); it != prefilling.end() && room > 0;) {
                const double take = std::min(room, it->prefillLeft);
                it->prefillLeft -= take;
                room -= take;
                chunk += take;
                if (it->prefillLeft <= 1e-9) {
                    done.push_back(*it);
                    it = prefilling.erase(it);
                } else {
                    ++it;
                }
            }
            const double step
                = (batch > 0 ? stepAt[std::size_t(batch)] : 0.0) + chunk * prefillPerToken;
            now += step;
            ++steps;
            const bool counted = int(next) > warmup;
            if (batch > 0) {
                ++decodeSteps;
                if (counted)
                    gaps.emplace_back(step, double(batch));
            }
            if (batch > 0 && prefilling.empty() && chunk == 0) {
                const double dt = stepAt[std::size_t(batch)];
                const long quiet = skipQuietSteps(now, steps, decodeSteps, dt, decoding,
                                                  next < released ? arrivals[next] : HUGE_VAL);
                if (counted && quiet > 0)
                    gaps.emplace_back(dt, double(batch) * double(quiet));
            }
            while (!decoding.empty() && decoding.top().first <= decodeSteps) {
                const Request &r = byIndex[std::size_t(decoding.top().second)];
                if (r.index >= warmup && setup.outputTokens > 1)
                    tpot.push_back((now - r.firstToken) / (setup.outputTokens - 1));
                decoding.pop();
                ++finished;
                if (released < arrivals.size())
                    arrivals[released++] = now; // its client sends the next request
            }
            for (Request &r : done) {
                r.firstToken = now;
                if (r.index >= warmup)
                    ttft.push_back(now - r.arrival);
                byIndex[std::size_t(r.index)] = r;
                if (stepsToFinish == 0) {
                    ++finished;
                    if (released < arrivals.size())
                        arrivals[released++] = now;
                } else {
                    decoding.push({decodeSteps + stepsToFinish, r.index});
                }
            }
        }
        LatencyPercentiles p = summarise(std::move(ttft), std::move(tpot), std::move(gaps));
        if (benchmark && !arrivals.empty() && now > arrivals.front()) {
            p.benchmarkS = now - arrivals.front();
            p.benchmarkOutputTokensPerS = double(finished) * setup.outputTokens / p.benchmarkS;
        }
        // A benchmark runs until its last request ends: cut short by the step bound, it is not
        // what was measured. Otherwise still queueing more than a batch at the end: the arrivals
        // outran the replica. (Cut off by the step bound at a light load is not saturation:
        // simulateOpenLoad also checks the rate against what the replica serves.)
        p.saturated = benchmark ? finished < total : !closed && int(waiting.size()) > limit;
        return p;
    }

    /** The percentiles of the samples a run took, which it keeps (ttftSamples, tpotSamples). */
    LatencyPercentiles summarise(std::vector<double> ttft, std::vector<double> tpot,
                                 std::vector<std::pair<double, double>> gaps)
    {
        // Sorted once for all six percentiles (a sort per percentile was a tenth of the run).
        std::sort(ttft.begin(), ttft.end());
        std::sort(tpot.begin(), tpot.end());
        LatencyPercentiles p;
        p.requests = int(ttft.size());
        setPercentiles(p, ttft, tpot, [](auto &v, double q) { return sortedPercentile(v, q); });
        std::sort(gaps.begin(), gaps.end());
        p.itlP50 = sortedWeightedPercentile(gaps, 0.50);
        p.itlP90 = sortedWeightedPercentile(gaps, 0.90);
        p.itlP99 = sortedWeightedPercentile(gaps, 0.99);
        ttftSamples = std::move(ttft);
        tpotSamples = std::move(tpot);
        return p;
    }

    /**
     * Decode steps in which nothing but the clock moves (the same batch decoding, no prefill, no
     * request finishing or arriving), taken at once: the clock moves by their count times the
     * step, up to the next arrival or the first finish. A long answer is hundreds of such steps
     * per request; taken one by one they were a third of a cold evaluation, then (a tight loop of
     * additions) still a tenth. The product and the sum of the same steps differ by rounding only.
     */
    template<typename Queue>
    static long skipQuietSteps(double &now, long &steps, long &decodeSteps, double dt,
                               const Queue &decoding, double nextArrival)
    {
        const long quiet = std::min(decoding.top().first - decodeSteps, kMaxSteps - steps) - 1;
        double k = double(quiet); // the steps before the next arrival, at most `quiet`
        if (nextArrival <= now + 1e-12)
            k = 0;
        else if (dt > 0 && std::isfinite(nextArrival))
            k = std::min(k, std::ceil((nextArrival - 1e-12 - now) / dt));
        if (!(k >= 1))
            return 0;
        const long n = long(k);
        now += double(n) * dt;
        steps += n;
        decodeSteps += n;
        return n;
    }

    /** What the last run measured, request by request (after the warm-up), in ascending order. */
    std::vector<double> ttftSamples, tpotSamples;

private:
    const ServingSetup &setup;
    int limit;
    double budget;
    double tokensPerStep;
    double newTokens;
    std::vector<double> stepAt;
    double prefillPerToken = 0;
    long stepsToFinish = 0;
};

} // namespace

namespace {

std::vector<double> arrivalTimes(const ServingSetup &s, double ratePerS, int total)
{
    std::vector<double> arrivals(static_cast<std::size_t>(total));
    std::mt19937_64 random(kSeed);
    double t = 0;
    for (double &a : arrivals) {
        if (s.arrival == Arrival::Poisson) {
            // An exponential gap from 53 uniform bits: the same on every platform.
            const double u = double(random() >> 11) * 0x1.0p-53;
            t += -std::log1p(-u) / ratePerS;
        } else {
            t += 1.0 / ratePerS;
        }
        a = t;
    }
    return arrivals;
}

int withWarmup(int requests)
{
    return requests + int(std::ceil(requests * kWarmupShare / (1 - kWarmupShare)));
}

} // namespace

LatencyPercentiles simulateOverCurve(const ServingSetup &s, const ServingEstimate &m,
                                     double peakRatePerS, const std::vector<double> &shares,
                                     int requests)
{
    if (!m.fits || peakRatePerS <= 0 || requests < 1)
        return {};
    // Hours of one share are one simulation: a day of three levels runs three.
    std::map<double, int> hoursAt;
    for (double share : shares)
        if (share > 0)
            ++hoursAt[share];
    if (hoursAt.empty())
        return {};
    const ReplicaTiming full = replicaTiming(s, m, largestBatch(s, m));
    std::vector<std::pair<double, double>> ttft, tpot;
    LatencyPercentiles out;
    ServingSetup steady = s; // each hour's steady state, not a benchmark's fixed run
    steady.benchmarkPrompts.reset();
    for (const auto &[share, hours] : hoursAt) {
        const double rate = peakRatePerS * share;
        ReplicaSimulation sim(steady, m);
        const std::vector<double> arrivals = arrivalTimes(s, rate, withWarmup(requests));
        const LatencyPercentiles p = sim.run(arrivals, arrivals.size());
        out.saturated
            = out.saturated || p.saturated || rate * s.outputTokens > full.outputTokensPerS;
        out.requests += p.requests;
        // An hour brings requests in proportion to its rate; its samples stand for them.
        const double hourWeight = hours * share;
        for (double x : sim.ttftSamples)
            ttft.emplace_back(x, hourWeight / double(sim.ttftSamples.size()));
        for (double x : sim.tpotSamples)
            tpot.emplace_back(x, hourWeight / double(sim.tpotSamples.size()));
    }
    setPercentiles(out, ttft, tpot, [](auto &v, double q) { return weightedPercentile(v, q); });
    return out;
}

LatencyPercentiles simulateOpenLoad(const ServingSetup &s, const ServingEstimate &m,
                                    double ratePerS, int requests)
{
    if (!m.fits || ratePerS <= 0 || requests < 1)
        return {};
    if (s.benchmarkPrompts)
        requests = *s.benchmarkPrompts;
    std::vector<double> arrivals
        = arrivalTimes(s, ratePerS, s.benchmarkPrompts ? requests : withWarmup(requests));
    const std::size_t all = arrivals.size();
    LatencyPercentiles p = ReplicaSimulation(s, m).run(std::move(arrivals), all);
    if (s.benchmarkPrompts)
        return p; // the benchmark ends with its last request, however long the queue grew
    // Past what the replica serves at its largest batch the queue grows without bound, however
    // short the window simulated.
    const ReplicaTiming full = replicaTiming(s, m, largestBatch(s, m));
    p.saturated = p.saturated || ratePerS * s.outputTokens > full.outputTokensPerS;
    return p;
}

LatencyPercentiles simulateClosedLoad(const ServingSetup &s, const ServingEstimate &m,
                                      double concurrency, int requests)
{
    if (!m.fits || concurrency < 1 || requests < 1)
        return {};
    if (concurrency > kMaxSimulatedClients) {
        // Each client would wait behind hundreds of batches: the window the simulation can
        // follow says nothing of that tail, so it is not drawn from one.
        LatencyPercentiles p;
        p.saturated = true;
        return p;
    }
    const int clients = int(std::round(concurrency));
    if (s.benchmarkPrompts) {
        // The benchmark's clients all send at once; each sends again when its request ends.
        const int total = *s.benchmarkPrompts;
        return ReplicaSimulation(s, m).run(std::vector<double>(std::size_t(total), 0.0),
                                           std::size_t(std::min(clients, total)));
    }
    int total = std::max(requests, 4 * clients)
                + int(std::ceil(requests * kWarmupShare / (1 - kWarmupShare)));
    // Few clients with long outputs take many steps per request: as many requests as the step
    // bound lets finish (the clients run side by side, a request's decode steps each).
    const double stepsPerRequest = std::ceil((s.outputTokens - 1) / tokensPerDecodeStep(s)) + 1.0;
    total = std::min<int>(total, std::max(50, int(0.8 * kMaxSteps * clients / stepsPerRequest)));
    // The clients start spread over one request's time in the system, as they are once a run has
    // settled (started together, requests of one length would stay in lockstep and every TTFT
    // would wait for all the others' prefills); later requests get their time when one ends.
    std::vector<double> arrivals(std::size_t(total), 0.0);
    const ReplicaTiming mean = replicaTiming(s, m, clients);
    const double inSystem = mean.ttftS + (s.outputTokens - 1) * mean.tpotS;
    for (int i = 0; i < std::min(clients, total); ++i)
        arrivals[std::size_t(i)] = inSystem * i / clients;
    return ReplicaSimulation(s, m).run(std::move(arrivals), std::size_t(std::min(clients, total)));
}

} // namespace cl
