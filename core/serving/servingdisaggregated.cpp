// SPDX-License-Identifier: GPL-3.0-or-later
// Disaggregated prefill and decode (DistServe, OSDI'24; Splitwise, ISCA'24; DeepSeek's inference
// system; SGLang's and Dynamo's PD disaggregation): a prefill pool computes each prompt's KV cache,
// sends it over the scale-out fabric to a decode instance, and the decode pool's steps run with no
// prefill between them. The deployment serves what the slower pool allows; TTFT is the prompt's
// wait and prefill plus the KV cache's trip, TPOT the decode pool's alone.
#include "catalog/catalogentries.h"
#include "model/limits.h"
#include "servingengine.h"
#include "servingmodel.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <tuple>

namespace cl {

namespace {

/** The decode pool: TPOT targets are its; TTFT ones are the prefill side's (checked there). */
ServingSetup decodePool(const ServingSetup &s, int gpus)
{
    ServingSetup d = s;
    d.disaggregated.reset();
    d.decodeOnly = true;
    d.gpus = gpus;
    d.ttftTargetS.reset();
    d.percentileTargets.ttftP90S.reset();
    return d;
}

/** A pool as the split search weighs it: its memory and largest rate, no load, no tail. */
ServingSetup bare(ServingSetup s)
{
    s.concurrency.reset();
    s.requestsPerS.reset();
    s.ttftTargetS.reset();
    s.tpotTargetS.reset();
    s.percentileTargets = {};
    s.simulateTail = false;
    return s;
}

/** The prefill instance: the decode EP where it divides the pool, else the pool as one; a dense
 *  model's prefill replica is the decode replica's TP x PP. */
ServingSetup prefillPool(const ServingSetup &s, int gpus)
{
    ServingSetup p = s;
    p.disaggregated.reset();
    p.gpus = gpus;
    p.percentileTargets = {};
    p.ttftTargetS.reset();
    p.tpotTargetS.reset();
    p.concurrency.reset();
    p.requestsPerS.reset();
    p.simulateTail = false;
    if (expertParallel(s)) {
        int ep = s.disaggregated ? s.disaggregated->prefillEp : 0;
        if (ep <= 0)
            ep = gpus > 0 && gpus % s.expert->ep == 0 ? s.expert->ep : std::max(1, gpus);
        p.expert->ep = ep;
    }
    return p;
}

/** Requests per second one prefill instance computes, its chunks full: each DP rank (or the
 *  TP x PP pipeline) prefills prompts back to back. */
double prefillRequestsPerS(const ServingSetup &p, const ServingEstimate &m)
{
    const ReplicaTiming t = replicaTiming(p, m, 1);
    if (expertParallel(p))
        return dataParallelRanks(p) / t.prefillS;
    // A pipeline holds pp prompts at once; the TP all-reduces' latency is shared within a chunk.
    return p.pp / std::max(1e-12, t.prefillS);
}

/** One request's KV cache over one GPU's NIC share: each GPU of the prefill rank sends its own
 *  part (GQA heads split over TP; the MLA latent whole). */
double kvTransferSeconds(const ServingSetup &p, const ServingEstimate &m)
{
    const double bytes
        = heldKvTokens(p, p.inputTokens) * kvBytesPerTokenPerGpu(p, m.kvBytesPerToken);
    return bytes / (p.scaleOutBytesPerS * p.profile.network);
}

/** Kingman's approximation of a queue with Poisson arrivals and a fixed service time (M/D/1):
 *  the mean wait is half M/M/1's; the quantile q takes M/M/1's exponential tail, halved alike. */
double prefillWait(double serviceS, double utilisation, double q)
{
    if (utilisation <= 0)
        return 0.0;
    if (utilisation >= 1)
        return std::numeric_limits<double>::infinity();
    const double scale = 0.5 * serviceS / (1.0 - utilisation);
    if (q <= 0)
        return scale * utilisation; // the mean
    return std::max(0.0, scale * std::log(utilisation / (1.0 - q)));
}

/** The highest prefill-rank utilisation whose wait keeps TTFT (mean and P90) within the targets
 *  (0: none does; just below 1 without a TTFT target). */
double utilisationLimit(const ServingSetup &s, double front, double serviceS)
{
    auto meets = [&](double rho) {
        return (!s.ttftTargetS || front + prefillWait(serviceS, rho, 0) <= *s.ttftTargetS)
               && (!s.percentileTargets.ttftP90S
                   || front + prefillWait(serviceS, rho, 0.90) <= *s.percentileTargets.ttftP90S);
    };
    if (!meets(1e-6))
        return 0.0;
    double lo = 1e-6, hi = 1.0 - 1e-6;
    if (meets(hi))
        return hi;
    for (int i = 0; i < 60; ++i) {
        const double mid = 0.5 * (lo + hi);
        (meets(mid) ? lo : hi) = mid;
    }
    return lo;
}

} // namespace

std::pair<int, int> balancedPools(const ServingSetup &s, int gpus, int prefillInstance,
                                  int decodeInstance)
{
    // Each split of whole instances; the one whose slower pool serves the most requests.
    std::pair<int, int> best {0, 0};
    double bestRate = -1;
    for (int p = prefillInstance; p + decodeInstance <= gpus; p += prefillInstance) {
        const int d = (gpus - p) / decodeInstance * decodeInstance;
        if (d <= 0)
            continue;
        const ServingSetup ps = prefillPool(s, p);
        const ServingSetup ds = bare(decodePool(s, d));
        const ServingEstimate pm = estimateServing(ps), dm = estimateServing(ds);
        if (!pm.fits || !dm.fits)
            continue;
        const double prefillRate = pm.replicas * prefillRequestsPerS(ps, pm);
        const double rate = std::min(prefillRate, dm.outputTokensPerS / s.outputTokens);
        if (rate > bestRate * (1 + 1e-9)) {
            bestRate = rate;
            best = {p, d};
        }
    }
    return best;
}

ServingEstimate estimateDisaggregated(const ServingSetup &s)
{
    const Disaggregation &dg = *s.disaggregated;
    // Pools split automatically step by whole servers with EP (a prefill pool the decode EP
    // does not divide is one instance of its own), else by the prefill replica.
    const bool autoEp = expertParallel(s) && dg.prefillEp <= 0;
    const int prefillInstance
        = autoEp ? std::min(s.expert->ep, std::max(1, s.gpusPerServer))
                 : replicaGpus(prefillPool(s, dg.prefillGpus > 0 ? dg.prefillGpus : s.gpus));
    const int decodeInstance = replicaGpus(decodePool(s, s.gpus));
    int prefillGpus = dg.prefillGpus, decodeGpus = dg.decodeGpus;
    if (prefillGpus <= 0 && decodeGpus <= 0)
        std::tie(prefillGpus, decodeGpus)
            = balancedPools(s, s.gpus, prefillInstance, decodeInstance);
    else if (prefillGpus <= 0)
        prefillGpus = s.gpus - decodeGpus;
    else if (decodeGpus <= 0)
        decodeGpus = s.gpus - prefillGpus;

    ServingEstimate e;
    const ServingSetup ps = prefillPool(s, prefillGpus);
    const ServingSetup ds = decodePool(s, decodeGpus);
    if (prefillGpus <= 0 || decodeGpus <= 0 || prefillGpus % replicaGpus(ps) != 0
        || decodeGpus % replicaGpus(ds) != 0) {
        e.invalidCode = "replica.bad_pools";
        return e;
    }
    const ServingEstimate pm = estimateServing(ps);
    if (!pm.valid)
        return pm;
    e = estimateServing(ds);
    if (!e.valid)
        return e;
    e.prefillGpus = prefillGpus;
    e.decodeGpus = decodeGpus;
    e.fits = e.fits && pm.fits;
    if (!e.fits) {
        e.bottleneck = "kv_capacity";
        return e;
    }
    const double perInstance = prefillRequestsPerS(ps, pm);
    const double prefillRate = pm.replicas * perInstance; // requests per second
    const double decodeRate = e.outputTokensPerS / s.outputTokens;
    e.kvTransferS = kvTransferSeconds(ps, pm);
    e.prefillTokensPerSPerGpu = perInstance * prefillTokens(s) / replicaGpus(ps);
    e.outputTokensPerS = std::min(decodeRate, prefillRate) * s.outputTokens;
    e.outputTokensPerSPerGpu = e.outputTokensPerS / (prefillGpus + decodeGpus);
    if (prefillRate < decodeRate)
        e.bottleneck = "prefill_pool";
    // What the decode pool makes at the load (past what it holds, at its largest batch).
    e.decodeTokensPerSPerGpu
        = replicaTiming(ds, e, e.concurrencyUsed).outputTokensPerS * e.replicas / decodeGpus;

    // TTFT: the prompt's wait for a prefill rank, its prefill, and its KV cache's trip. Each
    // prefill rank queues the prompts routed to it (at random: conservative beside a load-aware
    // router).
    const ReplicaTiming alone = replicaTiming(ps, pm, 1);
    const double front = alone.prefillS + e.kvTransferS;
    const double decodeS = (s.outputTokens - 1) * e.tpotS + e.ttftS;
    double requestRate = s.requestsPerS.value_or(0);
    double closedWait = -1; // a closed loop's mean wait where the prefill pool saturates
    if (!s.requestsPerS) {
        // Closed loop: C clients, each request's time in the system W(r) + front + decode; the
        // rate r = C / that, a fixed point below the prefill pool's rate, or at it with the
        // queue holding the clients the pools do not (Little's law).
        const double clients = e.concurrencyUsed * e.replicas;
        auto excess = [&](double r) {
            return r * (prefillWait(alone.prefillS, r / prefillRate, 0) + front + decodeS)
                   - clients;
        };
        double lo = 0, hi = prefillRate * (1 - 1e-9);
        if (excess(hi) < 0) {
            requestRate = prefillRate;
            closedWait = std::max(0.0, clients / prefillRate - front - decodeS);
        } else {
            for (int i = 0; i < 80; ++i)
                (excess(0.5 * (lo + hi)) < 0 ? lo : hi) = 0.5 * (lo + hi);
            requestRate = lo;
        }
    }
    const double utilisation = requestRate / prefillRate;
    auto wait = [&](double q) {
        return closedWait >= 0 ? closedWait : prefillWait(alone.prefillS, utilisation, q);
    };
    e.prefillS = alone.prefillS;
    e.ttftS = front + wait(0);
    if (e.tail) {
        // The decode pool's simulated tail, behind the prefill pool's queue.
        e.tail->ttftP50 += front + wait(0.50);
        e.tail->ttftP90 += front + wait(0.90);
        e.tail->ttftP99 += front + wait(0.99);
        e.tail->saturated = e.tail->saturated || (s.requestsPerS && utilisation >= 1);
    }
    const std::optional<int> decodeNeeded = e.gpusNeeded, decodeReplicas = e.replicasNeeded;
    e.gpusNeeded.reset();
    e.replicasNeeded.reset();
    if ((s.requestsPerS || s.concurrency) && e.concurrencyMeetingTargets
        && *e.concurrencyMeetingTargets >= 1) {
        // The decode pool as sized for the load and targets; the prefill pool for the rate,
        // kept below the utilisation at which its wait would break the TTFT target.
        const double limit = utilisationLimit(s, front, alone.prefillS);
        if (decodeNeeded && limit > 0) {
            const auto prefillInstances = limits::countAtMost(requestRate / (perInstance * limit),
                                                              limits::kMaxGpus / replicaGpus(ps));
            if (prefillInstances
                && *prefillInstances * replicaGpus(ps) <= limits::kMaxGpus - *decodeNeeded) {
                e.prefillGpusNeeded = *prefillInstances * replicaGpus(ps);
                e.gpusNeeded = *e.prefillGpusNeeded + *decodeNeeded;
                e.replicasNeeded = decodeReplicas;
            } else {
                e.pastGpuLimit = true;
            }
        }
    }
    return e;
}

} // namespace cl
