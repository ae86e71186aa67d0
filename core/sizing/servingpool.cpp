// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingpool.h"

#include "catalog/catalog.h"
#include "designsynthesis.h"
#include "engine/networkanalysis.h"
#include "model/design.h"
#include "sizingsearch.h"

#include <algorithm>

namespace cl {

namespace {

ServingPool refused(std::string code, std::map<std::string, std::string> params = {})
{
    ServingPool pool;
    pool.error = std::move(code);
    pool.errorParams = std::move(params);
    return pool;
}

/** The racks in the rows after the design's last, each keeping its row and place in the pool. */
Fragment placedAfter(const Design &design, const Fragment &pool)
{
    int lastRow = -1;
    for (const Rack &r : design.racks)
        lastRow = std::max(lastRow, r.row);
    // A free row between the halls' rows and the pool's: the aisle a planner leaves.
    const int firstRow = design.racks.empty() ? 0 : lastRow + 2;
    Fragment out = renumberFragment(design, pool, firstRow);
    for (std::size_t i = 0; i < out.racks.size(); ++i) {
        out.racks[i].row = firstRow + pool.racks[i].row;
        out.racks[i].position = pool.racks[i].position;
    }
    return out;
}

} // namespace

ServingPool servingPoolFor(const Catalog &c, const Design &design, const std::string &gpuId,
                           int gpus, double rackKw)
{
    const GpuModel *gpu = c.gpu(gpuId);
    if (!gpu)
        return refused("serving_pool.unknown_gpu", {{"gpu", gpuId}});
    if (gpus < 1)
        return refused("serving_pool.no_gpus", {{"gpu", gpuId}});
    const SizingCandidate candidate {gpuId, usualServerFor(c, *gpu)};
    const int perServer = gpusPerServer(c, candidate);
    if (candidate.server.empty() || perServer < 1)
        return refused("serving_pool.no_server", {{"gpu", gpuId}});

    SizingTargets targets; // its workload has no model: no storage servers are sized
    targets.rackKw = rackKw;
    targets.pue = design.site.pue;
    targets.candidates = {candidate};
    int servers = (gpus + perServer - 1) / perServer;
    // A rack-scale system is bought whole (an NVL72 is 18 trays): the pool climbs in systems.
    if (const ServerModel *model = c.server(candidate.server); model && model->scaleUpDomain) {
        const int trays = std::max(1, model->scaleUpDomain->maxGpus / perServer);
        servers = (servers + trays - 1) / trays * trays;
    }
    SynthesisResult made = synthesizeDesign(c, targets, candidate, servers);
    if (!made.ok())
        return refused(made.error, made.errorParams);

    ServingPool pool;
    pool.server = candidate.server;
    pool.servers = servers;
    pool.gpus = servers * perServer;
    pool.racks = int(made.design.racks.size());
    Fragment raw {std::move(made.design.racks), std::move(made.design.devices),
                  std::move(made.design.links)};
    pool.hardware = placedAfter(design, raw);

    // The island its servers form, as the ledger will name it: found, not assumed.
    Design merged = design;
    const std::size_t firstNew = merged.devices.size();
    merged.racks.insert(merged.racks.end(), pool.hardware.racks.begin(), pool.hardware.racks.end());
    merged.devices.insert(merged.devices.end(), pool.hardware.devices.begin(),
                          pool.hardware.devices.end());
    merged.links.insert(merged.links.end(), pool.hardware.links.begin(), pool.hardware.links.end());
    for (const ComputeIsland &island : analyseNetwork(merged, c).islands) {
        const bool isNew = std::any_of(island.servers.begin(), island.servers.end(),
                                       [&](std::size_t i) { return i >= firstNew; });
        if (isNew) {
            pool.island = island.id;
            break;
        }
    }
    if (pool.island.empty())
        return refused("serving_pool.no_island", {{"gpu", gpuId}});
    return pool;
}

} // namespace cl
