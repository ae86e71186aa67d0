// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogjson.h"

#include "availabilityjson.h"
#include "coolingjson.h"
#include "scaleupdomainjson.h"
#include "sharingjson.h"

namespace cl {

using ojson = nlohmann::ordered_json;

namespace {

void common(ojson &j, const CatalogEntry &e, const char *category)
{
    j["id"] = e.id;
    j["category"] = category;
    j["name"] = e.name;
    if (!e.nameZh.empty())
        j["name_zh"] = e.nameZh;
}

void tail(ojson &j, const CatalogEntry &e)
{
    if (e.price) {
        j["price"] = {{"usd", e.price->usd}, {"date", e.price->date}, {"source", e.price->source}};
    }
    ojson source = {{"document", e.source.document}, {"date", e.source.date}};
    if (!e.source.note.empty())
        source["note"] = e.source.note;
    j["source"] = source;
    j["file"] = e.file;
}

ojson rates(const RateTable &t, double scale)
{
    ojson j = ojson::object();
    for (const auto &[name, fmt] : numberFormatNames()) {
        if (auto x = rateOf(t, fmt))
            j[std::string(name)] = *x / scale;
    }
    return j;
}

ojson ports(const std::vector<PortGroup> &groups)
{
    ojson a = ojson::array();
    for (const auto &g : groups) {
        a.push_back({{"prefix", g.prefix},
                     {"count", g.count},
                     {"speed_bits_per_s", g.speedBitsPerS},
                     {"cage", g.cage},
                     {"ports_per_cage", g.portsPerCage},
                     {"fabric", nameOf(fabricNames(), g.fabric)}});
    }
    return a;
}

ojson gpuJson(const GpuModel &g)
{
    ojson j;
    common(j, g, "gpu");
    j["vendor"] = g.vendor;
    j["short_name"] = g.shortName;
    j["peak_tflops"] = rates(g.peakDense, 1e12);
    j["peak_tflops_sparse"] = rates(g.peakSparse, 1e12);
    j["peak_flops_dense"] = rates(g.peakDense, 1);
    j["rates_are"]
        = "dense; peak_tflops_sparse is the 2:4-sparsity rate where a datasheet prints one";
    j["memory_bytes"] = g.memoryBytes;
    j["memory_bandwidth_bytes_per_s"] = g.memoryBandwidthBytesPerS;
    j["scale_up"] = {{"link", g.scaleUpLink}, {"bandwidth_bytes_per_s", g.scaleUpBytesPerS}};
    j["pcie_gen"] = g.pcieGen;
    j["tdp_w"] = g.tdpW;
    j["form_factor"] = g.formFactor;
    j["probe_names"] = g.probeNames;
    j["devices_per_package"] = g.devicesPerPackage;
    j["usual_server"] = g.usualServer.empty() ? ojson(nullptr) : ojson(g.usualServer);
    j["availability"] = g.availability ? availabilityJson(*g.availability) : ojson(nullptr);
    tail(j, g);
    return j;
}

ojson serverJson(const ServerModel &s)
{
    ojson j;
    common(j, s, "server");
    j["kind"] = s.gpuServer ? "gpu_server" : "server";
    j["u"] = s.u;
    j["max_w"] = s.maxW;
    j["typical_w"] = s.typicalW;
    j["psu"] = {{"count", s.psuCount}, {"watts", s.psuW}, {"redundancy", s.psuRedundancy}};
    j["weight_kg"] = s.weightKg;
    j["gpu_slots"] = {{"count", s.gpuSlots},
                      {"form_factor", s.gpuFormFactor},
                      {"built_in", s.builtInGpu ? ojson(*s.builtInGpu) : ojson(nullptr)}};
    j["ports"] = ports(s.ports);
    j["liquid_share"] = s.liquidShare;
    j["cpu_cores"] = s.cpuCores;
    j["scale_up_domain"] = s.scaleUpDomain ? scaleUpDomainJson(*s.scaleUpDomain) : ojson(nullptr);
    tail(j, s);
    return j;
}

ojson switchJson(const SwitchModel &s)
{
    ojson j;
    common(j, s, "switch");
    j["u"] = s.u;
    j["typical_w"] = s.typicalW;
    j["max_w"] = s.maxW;
    j["weight_kg"] = s.weightKg;
    j["ports"] = ports(s.ports);
    tail(j, s);
    return j;
}

ojson rackJson(const RackModel &k)
{
    ojson j;
    common(j, k, "rack");
    j["u"] = k.u;
    j["max_weight_kg"] = k.maxWeightKg;
    j["width_mm"] = k.widthMm;
    j["depth_mm"] = k.depthMm;
    j["cooling"] = rackModelCoolingJson(k);
    tail(j, k);
    return j;
}

ojson cduJson(const CduModel &d)
{
    ojson j;
    common(j, d, "cdu");
    addCduFields(j, d);
    tail(j, d);
    return j;
}

ojson sharingRateJson(const SharingRate &s)
{
    ojson j;
    common(j, s, "sharing_rate");
    addSharingRateFields(j, s);
    tail(j, s);
    return j;
}

ojson pduJson(const PduModel &p)
{
    ojson j;
    common(j, p, "pdu");
    j["phase"] = nameOf(phaseNames(), p.phase);
    j["voltage_v"] = p.voltageV;
    j["amps"] = p.amps;
    j["outlets"] = p.outlets;
    j["u"] = p.u;
    j["weight_kg"] = p.weightKg;
    tail(j, p);
    return j;
}

ojson nicJson(const NicModel &n)
{
    ojson j;
    common(j, n, "nic");
    j["ports"] = ports(n.ports);
    j["max_w"] = n.maxW;
    tail(j, n);
    return j;
}

ojson transceiverJson(const TransceiverModel &t)
{
    ojson j;
    common(j, t, "transceiver");
    j["cage"] = t.cage;
    j["speed_bits_per_s"] = t.speedBitsPerS;
    j["media"] = nameOf(mediaNames(), t.media);
    j["reach_m"] = t.reachM;
    j["power_w"] = t.powerW;
    tail(j, t);
    return j;
}

ojson cableJson(const CableModel &c)
{
    ojson j;
    common(j, c, "cable");
    j["media"] = nameOf(mediaNames(), c.media);
    j["speed_bits_per_s"] = c.speedBitsPerS;
    j["max_length_m"] = c.maxLengthM;
    j["power_w"] = c.powerW;
    j["price_per_metre"] = c.perMetre;
    tail(j, c);
    return j;
}

ojson modelJson(const ModelPreset &m)
{
    const Architecture &a = m.architecture;
    ojson j;
    common(j, m, "model");
    j["parameters"] = m.parameters;
    j["active_parameters"] = m.activeParameters ? ojson(*m.activeParameters) : ojson(nullptr);
    j["seq_len"] = m.defaultSequenceLength;
    if (m.kvLoraRank > 0)
        j["mla"] = {{"kv_lora_rank", m.kvLoraRank}, {"rope_head_dim", m.ropeHeadDim}};
    j["architecture"] = {{"layers", a.layers},
                         {"hidden", a.hidden},
                         {"heads", a.heads},
                         {"kv_heads", a.kvHeads},
                         {"ffn", a.ffn},
                         {"ffn_type", nameOf(ffnTypeNames(), a.ffnType)},
                         {"vocab", a.vocab},
                         {"tied_embeddings", a.tiedEmbeddings},
                         {"experts", a.experts},
                         {"top_k", a.topK},
                         {"shared_experts", a.sharedExperts},
                         {"moe_ffn", a.moeFfn},
                         {"dense_layers", a.denseLayers},
                         {"head_dim", a.headSize()}};
    tail(j, m);
    return j;
}

} // namespace

ojson catalogEntryToJson(const Catalog &c, const std::string &id)
{
    if (auto e = c.gpu(id))
        return gpuJson(*e);
    if (auto e = c.server(id))
        return serverJson(*e);
    if (auto e = c.switchModel(id))
        return switchJson(*e);
    if (auto e = c.rack(id))
        return rackJson(*e);
    if (auto e = c.pdu(id))
        return pduJson(*e);
    if (auto e = c.cdu(id))
        return cduJson(*e);
    if (auto e = c.nic(id))
        return nicJson(*e);
    if (auto e = c.transceiver(id))
        return transceiverJson(*e);
    if (auto e = c.cable(id))
        return cableJson(*e);
    if (auto e = c.modelPreset(id))
        return modelJson(*e);
    return nullptr;
}

ojson catalogToJson(const Catalog &c)
{
    ojson j;
    auto section = [&](const char *key, const auto &map, auto fn) {
        ojson a = ojson::array();
        for (const auto &[id, e] : map)
            a.push_back(fn(e));
        j[key] = a;
    };
    section("gpus", c.gpus, gpuJson);
    section("servers", c.servers, serverJson);
    section("switches", c.switches, switchJson);
    section("racks", c.racks, rackJson);
    section("pdus", c.pdus, pduJson);
    section("cdus", c.cdus, cduJson);
    section("nics", c.nics, nicJson);
    section("transceivers", c.transceivers, transceiverJson);
    section("cables", c.cables, cableJson);
    section("models", c.models, modelJson);
    section("sharing_rates", c.sharingRates, sharingRateJson);
    return j;
}

std::vector<std::array<std::string, 3>> catalogListing(const Catalog &c)
{
    std::vector<std::array<std::string, 3>> rows;
    auto add = [&](const char *category, const auto &map) {
        for (const auto &[id, e] : map)
            rows.push_back({category, id, e.name});
    };
    add("gpu", c.gpus);
    add("server", c.servers);
    add("switch", c.switches);
    add("rack", c.racks);
    add("pdu", c.pdus);
    add("cdu", c.cdus);
    add("nic", c.nics);
    add("transceiver", c.transceivers);
    add("cable", c.cables);
    add("model", c.models);
    add("sharing_rate", c.sharingRates);
    return rows;
}

} // namespace cl
