// SPDX-License-Identifier: GPL-3.0-or-later
#include "designsynthesis.h"

#include "catalog/catalog.h"
#include "edit/placement.h"
#include "engine/modelstates.h"
#include "engine/trainingjob.h"
#include "fabric/fabricgenerator.h"
#include "power/coolingplan.h"
#include "text/printf.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace cl {

namespace {

/** Racks per row before the next row starts: a common hall row (the network racks the fabric
 *  generator adds stand at the row's end). */
constexpr int kRacksPerRow = 12;
/** A PDU carries 80 % of its rating continuously (NEC/IEC derating), as the rack feeds do. */
constexpr double kDerating = 0.8;
/** Checkpoints are written in about this long: a few minutes of an hour's interval is the budget
 *  Young/Daly leaves at scale (goodput.h), and the storage is sized to meet it. */
constexpr double kCheckpointWriteTargetS = 120.0;
/** Two storage servers at least: one more holds the data while one is down. */
constexpr int kMinStorageServers = 2;
/** A parallel file system writes at about half its storage line rate (islandrun.cpp). */
constexpr double kStorageWriteShare = 0.5;
constexpr const char *kStorageServerModel = "storage-nvme-2u";

std::string number(double v)
{
    return formatText("%g", v);
}

/** The cheapest catalog rack whose cooling removes `watts`; else the one that removes most. A
 *  liquid-cooled server (an NVL72 tray) needs a rack with liquid cooling. */
const RackModel *chooseRack(const Catalog &c, double watts, bool liquid)
{
    const RackModel *best = nullptr, *coolest = nullptr;
    for (const auto &[id, r] : c.racks) {
        if (liquid && r.cooling != CoolingType::Liquid)
            continue;
        const double limit = r.coolingLimitW.value_or(std::numeric_limits<double>::infinity());
        if (!coolest || limit > coolest->coolingLimitW.value_or(0))
            coolest = &r;
        if (limit < watts)
            continue;
        const double price = r.price ? r.price->usd : 0;
        if (!best || price < (best->price ? best->price->usd : 0))
            best = &r;
    }
    return best ? best : coolest;
}

/** The PDU model and count per side that carry `watts` at the least cost. */
const PduModel *choosePdu(const Catalog &c, double watts, int &perSide)
{
    const PduModel *best = nullptr;
    double bestCost = 0;
    for (const auto &[id, p] : c.pdus) {
        const double capacity
            = feedCapacityW(FeedSpec {1, p.voltageV, p.amps, p.phase, 1.0}) * kDerating;
        if (capacity <= 0)
            continue;
        const int n = std::max(1, int(std::ceil(watts / capacity - 1e-9)));
        const double cost = n * (p.price ? p.price->usd : 0) + n * 1e-3; // ties: fewer PDUs
        if (!best || cost < bestCost) {
            best = &p;
            bestCost = cost;
            perSide = n;
        }
    }
    return best;
}

Device prototypeServer(const Catalog &c, const SizingCandidate &k, const std::string &id)
{
    Device d = makeDevice(c, k.server, id);
    const ServerModel *s = c.server(k.server);
    if (s && !s->builtInGpu)
        d.gpuSlots = slotsWithGpus(c, d, k.gpu, s->gpuSlots);
    return d;
}

std::string padded(int n)
{
    return formatText("%04d", n);
}

/** Stacks `count` devices of one height into racks made by `addRack`, `perRack` to a rack. */
template<typename AddRack, typename MakeDevice>
void fillRacks(Design &d, int count, int perRack, int heightU, AddRack addRack, MakeDevice makeOne)
{
    std::string rackId;
    for (int i = 0; i < count; ++i) {
        if (i % perRack == 0)
            rackId = addRack();
        Device dev = makeOne(i);
        dev.rack = rackId;
        dev.u = 1 + (i % perRack) * heightU;
        d.devices.push_back(std::move(dev));
    }
}

} // namespace

int gpusPerServer(const Catalog &catalog, const SizingCandidate &candidate)
{
    const ServerModel *s = catalog.server(candidate.server);
    const GpuModel *g = catalog.gpu(candidate.gpu);
    if (!s || !g || !s->gpuServer || s->gpuSlots <= 0)
        return 0;
    if (s->builtInGpu)
        return *s->builtInGpu == g->id ? s->gpuSlots : 0;
    return s->gpuFormFactor == g->formFactor ? s->gpuSlots : 0;
}

SynthesisResult planRackFor(const Catalog &c, const SizingTargets &t, const SizingCandidate &k)
{
    SynthesisResult out;
    const ServerModel *server = c.server(k.server);
    if (!c.gpu(k.gpu) || !server || gpusPerServer(c, k) == 0) {
        out.error = "sizing.server_gpu_mismatch";
        out.errorParams = {{"gpu", k.gpu}, {"server", k.server}};
        return out;
    }
    const double rackW = t.rackKw * 1000.0;
    const RackModel *rack
        = t.rackModel.empty() ? chooseRack(c, rackW, server->liquidShare > 0) : c.rack(t.rackModel);
    if (!rack) {
        out.error = "sizing.unknown_rack";
        out.errorParams = {{"rack", t.rackModel}};
        return out;
    }
    RackPlan &plan = out.rack;
    plan.rackModel = rack->id;
    const double coolingW = rack->coolingLimitW.value_or(rackW);
    const double usableW = std::min(rackW, coolingW);
    const PduModel *pdu = choosePdu(c, rackW, plan.pdusPerSide);
    if (pdu) {
        plan.pduModel = pdu->id;
        plan.power.feeds
            = FeedSpec {2 * plan.pdusPerSide, pdu->voltageV, pdu->amps, pdu->phase, 1.0};
    }
    plan.power.derating = kDerating;
    plan.power.redundancy = Redundancy::TwoN;
    plan.power.budgetW = rackW;

    const Device proto = prototypeServer(c, k, "proto");
    const DeviceFigures f = deviceFigures(proto, c);
    plan.serverMaxW = f.maxW;
    const int pduU = pdu ? 2 * plan.pdusPerSide * pdu->u : 0;
    const double pduKg = pdu ? 2 * plan.pdusPerSide * pdu->weightKg : 0;
    struct Bound
    {
        const char *name;
        int servers;
    };
    const Bound bounds[] = {
        {rackW <= coolingW ? "power" : "cooling", f.maxW > 0 ? int(usableW / f.maxW) : 1 << 20},
        {"space", f.heightU > 0 ? (rack->u - pduU) / f.heightU : 1 << 20},
        {"weight", f.weightKg > 0 && rack->maxWeightKg > 0
                       ? int((rack->maxWeightKg - pduKg) / f.weightKg)
                       : 1 << 20},
    };
    const Bound *tightest = &bounds[0];
    for (const Bound &b : bounds)
        tightest = b.servers < tightest->servers ? &b : tightest;
    plan.serversPerRack = std::max(0, tightest->servers);
    plan.limit = tightest->name;
    // A rack-scale system (NVL72) is bought as whole racks: one domain's trays in each, or none.
    if (server->scaleUpDomain && server->gpuSlots > 0) {
        const int whole = server->scaleUpDomain->maxGpus / server->gpuSlots;
        if (plan.serversPerRack < whole) {
            out.error = "sizing.rack_scale_over_rack";
            out.errorParams = {{"system", server->scaleUpDomain->system},
                               {"trays", std::to_string(whole)},
                               {"system_kw", number(whole * f.maxW / 1000.0)},
                               {"rack_kw", number(usableW / 1000.0)},
                               {"limit", plan.limit}};
            return out;
        }
        plan.serversPerRack = whole;
        plan.limit = "system";
    }
    if (plan.serversPerRack == 0) {
        out.error = "sizing.server_over_rack";
        out.errorParams = {{"server", k.server},
                           {"server_kw", number(f.maxW / 1000.0)},
                           {"rack_kw", number(usableW / 1000.0)},
                           {"limit", plan.limit}};
    }
    return out;
}

int storageServersFor(const Catalog &c, const Workload &w, int gpuServers)
{
    const ServerModel *s = c.server(kStorageServerModel);
    const auto job = jobFromWorkload(w, c);
    if (!s || !job)
        return 0;
    double lineBits = 0;
    for (const PortGroup &g : s->ports) {
        if (g.fabric == Fabric::Storage)
            lineBits += g.count * g.speedBitsPerS;
    }
    const double perServer = kStorageWriteShare * lineBits / 8.0;
    const double checkpointBytes
        = job->shape.parameters
          * (2.0 + optimizerBytesPerParameter(job->optimizer, job->precision));
    const int needed
        = perServer > 0 ? int(std::ceil(checkpointBytes / kCheckpointWriteTargetS / perServer)) : 0;
    // No more storage servers than GPU servers: past that, the GPU side limits the write.
    return std::clamp(needed, kMinStorageServers, std::max(kMinStorageServers, gpuServers));
}

namespace {

/** Bits per second a design's devices have on one fabric, GPU servers or the others. */
double fabricBits(const Design &d, const Catalog &c, Fabric fabric, bool gpuServers)
{
    double bits = 0;
    for (const Device &dev : d.devices) {
        const ServerModel *s = c.server(dev.model);
        if (!s || (dev.kind == DeviceKind::GpuServer) != gpuServers)
            continue;
        for (const PortGroup &g : s->ports)
            bits += g.fabric == fabric ? g.count * g.speedBitsPerS : 0.0;
    }
    return bits;
}

/**
 * The storage network is sized to what it carries: the storage servers' line rate, not the GPU
 * servers' ports. Where the clients' ports add up to many times the storage's, the leaves'
 * uplinks are oversubscribed by the largest power of two up to that ratio, at most 16:1 (128
 * DGX H100 with 2 storage servers: 205 Tb/s of client ports for 1.6 Tb/s of storage; at 16:1
 * the spines still carry several times what the storage serves, room for a failed link).
 */
int storageOversubscription(const Design &d, const Catalog &c)
{
    const double clients = fabricBits(d, c, Fabric::Storage, true);
    const double storage = fabricBits(d, c, Fabric::Storage, false);
    int ratio = 1;
    while (storage > 0 && ratio < 16 && clients / storage >= 2.0 * ratio)
        ratio *= 2;
    return ratio;
}

/** Builds one network over the design; the compute fabric must succeed, the others may not (a
 *  catalog without a fitting switch leaves those ports uncabled, which the validator says). */
bool addFabric(SynthesisResult &out, const Catalog &c, Fabric fabric, Topology topology,
               bool required, int oversubscription = 1, bool endOfRow = false)
{
    FabricOptions o;
    o.fabric = fabric;
    o.topology = topology;
    o.oversubscription = oversubscription;
    o.endOfRow = endOfRow;
    FabricResult r = buildFabric(out.design, c, o);
    if (!r.ok()) {
        if (required) {
            out.error = "sizing.fabric";
            out.errorParams = r.errorParams;
            out.errorParams["fabric_error"] = r.error;
        }
        return false;
    }
    if (fabric == Fabric::Compute)
        out.computeTiers = r.tiers;
    out.design = std::move(r.design);
    return true;
}

/** In-row CDUs for every row whose racks hand heat to liquid: N+1 units of the in-row model that
 *  costs the row least, standing at the row's two ends in turn. Without an in-row model in the
 *  catalog the row gets none, and the validator says so (cooling.no_cdu). */
void addRowCdus(Design &d, const Catalog &c)
{
    const auto byRack = d.devicesByRack();
    static const std::vector<std::size_t> none;
    std::vector<RackLoad> loads;
    for (const Rack &r : d.racks) {
        const auto found = byRack.find(r.id);
        loads.push_back(rackLoad(d, r, c, found != byRack.end() ? found->second : none));
    }
    for (const RowCooling &row : coolingPlan(d, c, loads).rows) {
        const CduModel *best = nullptr;
        int count = 0;
        double bestUsd = std::numeric_limits<double>::infinity();
        for (const auto &[id, m] : c.cdus) {
            if (m.mount != CduMount::InRow || m.capacityW <= 0 || row.liquidW <= 0)
                continue;
            const int n = int(std::ceil(row.liquidW / m.capacityW)) + 1;
            const double usd = n * (m.price ? m.price->usd : 1e12);
            if (usd < bestUsd) {
                best = &m;
                count = n;
                bestUsd = usd;
            }
        }
        std::vector<const Rack *> inRow;
        for (const Rack &r : d.racks)
            if (r.row == row.row)
                inRow.push_back(&r);
        std::sort(inRow.begin(), inRow.end(),
                  [](const Rack *a, const Rack *b) { return a->position < b->position; });
        for (int i = 0; best && i < count && !inRow.empty(); ++i) {
            const std::size_t end = std::size_t(i / 2) % inRow.size();
            const Rack *at = i % 2 == 0 ? inRow[end] : inRow[inRow.size() - 1 - end];
            Device cdu = makeDevice(c, best->id, formatText("cdu-%d-%d", row.row + 1, i + 1));
            cdu.name = formatText("CDU-%02d-%d", row.row + 1, i + 1);
            cdu.rack = at->id;
            d.devices.push_back(std::move(cdu));
        }
    }
}

} // namespace

SynthesisResult synthesizeDesign(const Catalog &c, const SizingTargets &t, const SizingCandidate &k,
                                 int servers)
{
    SynthesisResult out = planRackFor(c, t, k);
    if (!out.ok())
        return out;
    const RackPlan plan = out.rack;
    Design &d = out.design;
    const GpuModel *gpu = c.gpu(k.gpu);
    const int gpus = servers * gpusPerServer(c, k);
    d.name = formatText("%d x %s", gpus, gpu->shortName.c_str());
    d.site.name = "Designed from targets";
    d.site.pue = t.pue;
    d.site.electricity = t.electricity;
    d.site.currency = t.currency;
    d.site.currencyPerUsd = t.currencyPerUsd;
    d.site.currencyRateDate = t.currencyRateDate;
    for (const auto &[gpu, usd] : t.cloudUsdPerGpuHour) // --cloud-usd-gpu-hour: entered in USD
        d.site.cloudPerGpuHour[gpu] = Money {usd, "USD"};

    int racks = 0;
    auto addRack = [&](const std::string &prefix, const std::string &namePrefix) {
        const int row = racks / kRacksPerRow, position = racks % kRacksPerRow;
        ++racks;
        const std::string id = prefix + std::to_string(racks);
        Rack r = makeRack(c, plan.rackModel, id,
                          formatText("%s%02d-%02d", namePrefix.c_str(), row + 1, position + 1), row,
                          position);
        r.power = plan.power;
        // Rack-scale trays join the NVLink domain of the rack they stand in.
        if (c.server(k.server) && c.server(k.server)->scaleUpDomain && prefix == "rack-")
            r.scaleUpDomain = "domain-" + std::to_string(racks);
        d.racks.push_back(r);
        for (int side = 0; side < 2 * plan.pdusPerSide && !plan.pduModel.empty(); ++side) {
            Device pdu = makeDevice(c, plan.pduModel, id + "-pdu" + std::to_string(side + 1));
            pdu.name = formatText("%s-PDU%c%d", r.name.c_str(), side % 2 ? 'B' : 'A', side / 2 + 1);
            pdu.rack = id;
            d.devices.push_back(std::move(pdu));
        }
        return id;
    };
    const ServerModel *model = c.server(k.server);
    fillRacks(
        d, servers, plan.serversPerRack, model->u, [&] { return addRack("rack-", "R"); },
        [&](int i) {
            Device s = prototypeServer(c, k, "gpu-" + padded(i + 1));
            s.name = gpu->shortName + "-" + padded(i + 1);
            return s;
        });
    out.gpuRacks = racks;

    out.storageServers = storageServersFor(c, t.workload, servers);
    if (const ServerModel *storage = c.server(kStorageServerModel); storage && out.storageServers) {
        const int perRack = std::max(
            1, std::min(int(plan.power.budgetW.value_or(0) / std::max(1.0, storage->maxW)),
                        c.rack(plan.rackModel)->u / storage->u));
        fillRacks(
            d, out.storageServers, perRack, storage->u, [&] { return addRack("stor-rack-", "S"); },
            [&](int i) {
                Device s = makeDevice(c, kStorageServerModel, "stor-" + padded(i + 1));
                s.kind = DeviceKind::Server;
                s.name = "STOR-" + padded(i + 1);
                return s;
            });
    }

    addRowCdus(d, c);
    if (!addFabric(out, c, Fabric::Compute, Topology::RailOptimized, true))
        return out;
    // Storage and in-band carry a few ports per rack: leaves at the row's end, uplinks sized to
    // the traffic (the in-band network carries control, logs and data loading, 2:1). The
    // management network stays a 1G switch per rack, as halls cable it.
    addFabric(out, c, Fabric::Storage, Topology::FatTree, false,
              storageOversubscription(out.design, c), true);
    addFabric(out, c, Fabric::InBand, Topology::FatTree, false, 2, true);
    addFabric(out, c, Fabric::OutOfBand, Topology::FatTree, false);
    for (const Device &dev : d.devices)
        out.switches += dev.kind == DeviceKind::Switch ? 1 : 0;

    d.workload = t.workload;
    d.workload.deadlineDays = t.deadlineDays;
    // The targets' budget is capex (the targets note checks it); the workload's is the run's cost.
    d.workload.budget.reset();
    d.workload.island.reset();
    d.workload.parallelism = Parallelism {};
    return out;
}

} // namespace cl
