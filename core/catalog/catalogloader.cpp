// SPDX-License-Identifier: GPL-3.0-or-later
#include "catalogloader.h"

#include "availabilityjson.h"
#include "coolingjson.h"
#include "errorbandjson.h"
#include "io/architecturejson.h"
#include "io/fieldrules.h"
#include "json/jsonreader.h"
#include "json/jsontext.h"
#include "model/limits.h"
#include "resourcepaths.h"
#include "scaleupdomainjson.h"
#include "sharingjson.h"

#include <algorithm>
#include <filesystem>
#include <set>

namespace cl {

namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

constexpr double kTera = 1e12;
constexpr double kGiga = 1e9;
constexpr double kMiB = 1024.0 * 1024.0;

class EntryReader
{
public:
    EntryReader(JsonReader &r, const std::string &file)
        : r(r)
        , mFile(file)
    { }

    bool common(const json &v, const std::string &p, CatalogEntry &e)
    {
        e.id = r.identifier(v, p, "id").value_or("");
        e.name = r.name(v, p, "name", e.id);
        e.nameZh = r.name(v, p, "name_zh", std::string());
        e.file = mFile;
        if (const json *s = r.member(v, p, "source", true)) {
            const auto sp = JsonReader::child(p, "source");
            if (r.object(*s, sp, {"document", "date", "note"})) {
                e.source.document = r.string(*s, sp, "document").value_or("");
                e.source.date = r.string(*s, sp, "date").value_or("");
                e.source.note = r.string(*s, sp, "note", std::string());
                if (e.source.document.empty() && s->contains("document"))
                    r.error(JsonReader::child(sp, "document"), "expected a non-empty string");
            }
        }
        if (const json *pr = r.member(v, p, "price", false)) {
            const auto pp = JsonReader::child(p, "price");
            if (r.object(*pr, pp, {"usd", "date", "source"})) {
                PriceRef price;
                price.usd = r.number(*pr, pp, "usd", rules::kPriceUsd).value_or(0);
                price.date = r.string(*pr, pp, "date").value_or("");
                price.source = r.string(*pr, pp, "source").value_or("");
                e.price = price;
            }
        }
        return !e.id.empty();
    }

    RateTable rates(const json &v, const std::string &p, std::string_view key, bool required)
    {
        RateTable t {};
        const json *m = r.member(v, p, key, required);
        if (!m)
            return t;
        const auto mp = JsonReader::child(p, key);
        if (!r.object(*m, mp, {"fp64", "fp32", "tf32", "fp16", "bf16", "fp8", "int8"}))
            return t;
        for (const auto &[name, fmt] : numberFormatNames()) {
            if (auto x = r.optionalNumber(*m, mp, name, rules::kTflops))
                t[std::size_t(fmt)] = *x * kTera;
        }
        return t;
    }

    std::vector<PortGroup> ports(const json &v, const std::string &p)
    {
        std::vector<PortGroup> out;
        const json *a = r.array(v, p, "ports", false);
        if (!a)
            return out;
        const auto ap = JsonReader::child(p, "ports");
        if (a->size() > limits::kMaxPortGroups) {
            r.error(ap, "expected at most " + std::to_string(limits::kMaxPortGroups)
                            + " port groups, got " + std::to_string(a->size()));
            return out;
        }
        std::set<std::string> prefixes;
        for (std::size_t i = 0; i < a->size(); ++i) {
            const auto gp = JsonReader::child(ap, i);
            const json &g = (*a)[i];
            if (!r.object(g, gp,
                          {"prefix", "count", "speed_gbps", "cage", "ports_per_cage", "fabric"}))
                continue;
            PortGroup pg;
            pg.prefix = r.string(g, gp, "prefix").value_or("p");
            pg.count = int(r.integer(g, gp, "count", 1, 4096).value_or(1));
            pg.speedBitsPerS = r.number(g, gp, "speed_gbps", rules::kSpeedGbps).value_or(1) * kGiga;
            pg.cage = r.string(g, gp, "cage").value_or("");
            pg.portsPerCage = int(r.integer(g, gp, "ports_per_cage", 1, 8, 1));
            pg.fabric = r.choice(g, gp, "fabric", fabricNames(), true).value_or(Fabric::Compute);
            if (!prefixes.insert(pg.prefix).second)
                r.error(JsonReader::child(gp, "prefix"),
                        "expected a prefix not used by another port group, got \"" + pg.prefix
                            + "\"");
            out.push_back(pg);
        }
        return out;
    }

    // One reader per kind: the keys it accepts, its ranges and its cross-field checks.
    bool gpu(const json &v, const std::string &p, GpuModel &g)
    {
        if (!r.object(v, p,
                      {"id",
                       "name",
                       "name_zh",
                       "vendor",
                       "short_name",
                       "peak_tflops",
                       "peak_tflops_sparse",
                       "memory_mib",
                       "memory_bytes",
                       "memory_bandwidth_gb_s",
                       "scale_up",
                       "pcie_gen",
                       "tdp_w",
                       "form_factor",
                       "probe_names",
                       "devices_per_package",
                       "usual_server",
                       "availability",
                       "price",
                       "source"}))
            return false;
        if (!common(v, p, g))
            return false;
        g.vendor = r.string(v, p, "vendor").value_or("");
        g.shortName = r.string(v, p, "short_name", g.name);
        g.peakDense = rates(v, p, "peak_tflops", true);
        g.peakSparse = rates(v, p, "peak_tflops_sparse", false);
        for (std::size_t f = 0; f < kNumberFormatCount; ++f) {
            if (g.peakSparse[f] && (!g.peakDense[f] || *g.peakSparse[f] < *g.peakDense[f]))
                r.error(JsonReader::child(JsonReader::child(p, "peak_tflops_sparse"),
                                          numberFormatNames()[f].first),
                        "expected a sparse rate at least the dense rate of the same format");
        }
        if (v.contains("memory_mib"))
            g.memoryBytes = r.number(v, p, "memory_mib", rules::kMemoryMiB).value_or(0) * kMiB;
        else
            g.memoryBytes = r.number(v, p, "memory_bytes", rules::kMemoryBytes).value_or(0);
        g.memoryBandwidthBytesPerS
            = r.number(v, p, "memory_bandwidth_gb_s", rules::kBandwidthGBs).value_or(0) * kGiga;
        if (const json *s = r.member(v, p, "scale_up", true)) {
            const auto sp = JsonReader::child(p, "scale_up");
            if (r.object(*s, sp, {"link", "bandwidth_gb_s"})) {
                g.scaleUpLink = r.string(*s, sp, "link").value_or("");
                g.scaleUpBytesPerS
                    = r.number(*s, sp, "bandwidth_gb_s", rules::kLinkBandwidthGBs).value_or(0)
                      * kGiga;
            }
        }
        g.pcieGen = int(r.integer(v, p, "pcie_gen", 1, 7).value_or(4));
        g.tdpW = r.number(v, p, "tdp_w", rules::kDevicePowerW).value_or(0);
        g.formFactor = r.string(v, p, "form_factor").value_or("");
        if (const json *names = r.array(v, p, "probe_names", true)) {
            for (std::size_t i = 0; i < names->size(); ++i) {
                if ((*names)[i].is_string())
                    g.probeNames.push_back((*names)[i].get<std::string>());
                else
                    r.error(JsonReader::child(JsonReader::child(p, "probe_names"), i),
                            "expected a string, got " + JsonReader::describe((*names)[i]));
            }
        }
        g.devicesPerPackage = int(r.integer(v, p, "devices_per_package", 1, 16, 1));
        g.usualServer = r.string(v, p, "usual_server", std::string());
        if (const json *a = r.member(v, p, "availability", false))
            g.availability = readAvailability(r, *a, JsonReader::child(p, "availability"));
        return true;
    }

    bool server(const json &v, const std::string &p, ServerModel &s)
    {
        if (!r.object(v, p,
                      {"id", "name", "name_zh", "kind", "u", "max_w", "typical_w", "psu",
                       "weight_kg", "gpu_slots", "ports", "scale_up_domain", "liquid_share",
                       "cpu_cores", "price", "source"}))
            return false;
        if (!common(v, p, s))
            return false;
        s.gpuServer = r.string(v, p, "kind", std::string("gpu_server")) != "server";
        s.u = int(r.integer(v, p, "u", 1, 60).value_or(1));
        s.maxW = r.number(v, p, "max_w", rules::kDevicePowerW).value_or(0);
        s.typicalW = r.number(v, p, "typical_w", rules::kDevicePowerW).value_or(0);
        if (s.typicalW > s.maxW)
            r.error(JsonReader::child(p, "typical_w"),
                    "expected at most max_w (" + std::to_string(s.maxW) + ")");
        if (const json *psu = r.member(v, p, "psu", false)) {
            const auto pp = JsonReader::child(p, "psu");
            if (r.object(*psu, pp, {"count", "watts", "redundancy"})) {
                s.psuCount = int(r.integer(*psu, pp, "count", 1, 64).value_or(1));
                s.psuW = r.number(*psu, pp, "watts", rules::kDevicePowerW).value_or(0);
                s.psuRedundancy = r.string(*psu, pp, "redundancy", std::string());
            }
        }
        s.weightKg = r.number(v, p, "weight_kg", rules::kWeightKg).value_or(0);
        s.cpuCores = int(r.integer(v, p, "cpu_cores", 0, 4096, 0));
        if (const json *slots = r.member(v, p, "gpu_slots", s.gpuServer)) {
            const auto gp = JsonReader::child(p, "gpu_slots");
            if (r.object(*slots, gp, {"count", "form_factor", "built_in"})) {
                s.gpuSlots = int(r.integer(*slots, gp, "count", 0, 64).value_or(0));
                s.gpuFormFactor = r.string(*slots, gp, "form_factor").value_or("");
                if (auto b = r.string(*slots, gp, "built_in", false))
                    s.builtInGpu = *b;
            }
        }
        s.ports = ports(v, p);
        s.liquidShare = r.number(v, p, "liquid_share", rules::kShare, 0.0);
        if (const json *domain = r.member(v, p, "scale_up_domain", false))
            s.scaleUpDomain
                = readScaleUpDomain(r, *domain, JsonReader::child(p, "scale_up_domain"));
        return true;
    }

    bool switchModel(const json &v, const std::string &p, SwitchModel &s)
    {
        if (!r.object(v, p,
                      {"id", "name", "name_zh", "u", "typical_w", "max_w", "weight_kg", "ports",
                       "price", "source"}))
            return false;
        if (!common(v, p, s))
            return false;
        s.u = int(r.integer(v, p, "u", 1, 60).value_or(1));
        s.typicalW = r.number(v, p, "typical_w", rules::kDevicePowerW).value_or(0);
        s.maxW = r.number(v, p, "max_w", rules::kDevicePowerW).value_or(0);
        if (s.typicalW > s.maxW)
            r.error(JsonReader::child(p, "typical_w"), "expected at most max_w");
        s.weightKg = r.number(v, p, "weight_kg", rules::kWeightKg).value_or(0);
        s.ports = ports(v, p);
        if (s.ports.empty())
            r.error(JsonReader::child(p, "ports"), "expected at least one port group");
        return true;
    }

    bool rack(const json &v, const std::string &p, RackModel &k)
    {
        if (!r.object(v, p,
                      {"id", "name", "name_zh", "u", "max_weight_kg", "width_mm", "depth_mm",
                       "cooling", "price", "source"}))
            return false;
        if (!common(v, p, k))
            return false;
        k.u = int(r.integer(v, p, "u", 1, 60).value_or(42));
        k.maxWeightKg = r.number(v, p, "max_weight_kg", rules::kWeightKg).value_or(0);
        k.widthMm = r.number(v, p, "width_mm", rules::kSizeMm, 600);
        k.depthMm = r.number(v, p, "depth_mm", rules::kSizeMm, 1200);
        if (const json *c = r.member(v, p, "cooling", true))
            readRackModelCooling(r, *c, JsonReader::child(p, "cooling"), k);
        return true;
    }

    bool pdu(const json &v, const std::string &p, PduModel &d)
    {
        if (!r.object(v, p,
                      {"id", "name", "name_zh", "phase", "voltage_v", "amps", "outlets", "u",
                       "weight_kg", "price", "source"}))
            return false;
        if (!common(v, p, d))
            return false;
        d.phase = r.choice(v, p, "phase", phaseNames(), true).value_or(Phase::Single);
        d.voltageV = r.number(v, p, "voltage_v", rules::kVoltageV).value_or(230);
        d.amps = r.number(v, p, "amps", rules::kCurrentA).value_or(16);
        d.outlets = int(r.integer(v, p, "outlets", 1, 200).value_or(1));
        d.u = int(r.integer(v, p, "u", 0, 4, 0));
        d.weightKg = r.number(v, p, "weight_kg", rules::kWeightKg, 0.0);
        return true;
    }

    bool cdu(const json &v, const std::string &p, CduModel &d)
    {
        if (!r.object(v, p,
                      {"id", "name", "name_zh", "mount", "u", "capacity_kw", "facility_supply_c",
                       "flow_lpm", "power_w", "weight_kg", "price", "source"}))
            return false;
        if (!common(v, p, d))
            return false;
        readCduFields(r, v, p, d);
        return true;
    }

    bool sharingRate(const json &v, const std::string &p, SharingRate &s)
    {
        if (!r.object(v, p,
                      {"id", "name", "name_zh", "gpus", "platform", "renter_per_gpu_hour",
                       "platform_fee", "currency", "per_usd", "idle_w", "source"}))
            return false;
        if (!common(v, p, s))
            return false;
        readSharingRateFields(r, v, p, s);
        return true;
    }

    bool nic(const json &v, const std::string &p, NicModel &n)
    {
        if (!r.object(v, p, {"id", "name", "name_zh", "ports", "max_w", "price", "source"}))
            return false;
        if (!common(v, p, n))
            return false;
        n.ports = ports(v, p);
        n.maxW = r.number(v, p, "max_w", rules::kDevicePowerW).value_or(0);
        return true;
    }

    bool transceiver(const json &v, const std::string &p, TransceiverModel &t)
    {
        if (!r.object(v, p,
                      {"id", "name", "name_zh", "cage", "speed_gbps", "media", "reach_m", "power_w",
                       "price", "source"}))
            return false;
        if (!common(v, p, t))
            return false;
        t.cage = r.string(v, p, "cage").value_or("");
        t.speedBitsPerS = r.number(v, p, "speed_gbps", rules::kSpeedGbps).value_or(0) * kGiga;
        t.media = r.choice(v, p, "media", mediaNames(), true).value_or(Media::Mmf);
        t.reachM = r.number(v, p, "reach_m", rules::kReachM).value_or(0);
        t.powerW = r.number(v, p, "power_w", rules::kSmallPowerW).value_or(0);
        return true;
    }

    bool cable(const json &v, const std::string &p, CableModel &c)
    {
        if (!r.object(v, p,
                      {"id", "name", "name_zh", "media", "speed_gbps", "max_length_m", "power_w",
                       "price_per_metre", "price", "source"}))
            return false;
        if (!common(v, p, c))
            return false;
        c.media = r.choice(v, p, "media", mediaNames(), true).value_or(Media::Dac);
        c.speedBitsPerS = r.number(v, p, "speed_gbps", rules::kSpeedGbps).value_or(0) * kGiga;
        c.maxLengthM = r.number(v, p, "max_length_m", rules::kReachM).value_or(0);
        c.powerW = r.number(v, p, "power_w", rules::kSmallPowerW, 0.0);
        c.perMetre = r.boolean(v, p, "price_per_metre", false);
        return true;
    }

    bool model(const json &v, const std::string &p, ModelPreset &m)
    {
        if (!r.object(v, p,
                      {"id", "name", "name_zh", "architecture", "parameters", "active_parameters",
                       "seq_len", "mla", "price", "source"}))
            return false;
        if (!common(v, p, m))
            return false;
        if (const json *a = r.member(v, p, "architecture", true))
            m.architecture = readArchitecture(r, *a, JsonReader::child(p, "architecture"));
        m.parameters = r.number(v, p, "parameters", rules::kParameters).value_or(0);
        m.activeParameters = r.optionalNumber(v, p, "active_parameters", rules::kParameters);
        m.defaultSequenceLength = int(r.integer(v, p, "seq_len", 1, 10'000'000, 4096));
        if (const json *mla = r.member(v, p, "mla", false)) {
            const auto mp = JsonReader::child(p, "mla");
            if (r.object(*mla, mp, {"kv_lora_rank", "rope_head_dim"})) {
                m.kvLoraRank = int(r.integer(*mla, mp, "kv_lora_rank", 1, 1'000'000).value_or(0));
                m.ropeHeadDim = int(r.integer(*mla, mp, "rope_head_dim", 0, 1'000'000, 0));
            }
        }
        return true;
    }

    JsonReader &r;

private:
    std::string mFile;
};

template<typename T, typename ReadFn>
void readSection(JsonReader &r, const json &doc, std::string_view key, std::vector<T> &out,
                 ReadFn readOne)
{
    const json *a = r.array(doc, "", key, false);
    if (!a)
        return;
    const auto sp = JsonReader::child("", key);
    std::set<std::string> seen;
    for (std::size_t i = 0; i < a->size(); ++i) {
        const auto p = JsonReader::child(sp, i);
        T entry;
        if (!readOne((*a)[i], p, entry))
            continue;
        if (!seen.insert(entry.id).second) {
            r.error(JsonReader::child(p, "id"),
                    "duplicate id \"" + entry.id + "\" (already defined in this file)");
            continue;
        }
        out.push_back(std::move(entry));
    }
}

template<typename T>
void merge(std::map<std::string, T> &into, std::vector<T> &entries, const char *category,
           CatalogLoadReport &report)
{
    for (auto &e : entries) {
        auto it = into.find(e.id);
        if (it != into.end()) {
            report.overridden.push_back(std::string(category) + " " + e.id + " (" + it->second.file
                                        + " → " + e.file + ")");
            it->second = std::move(e);
        } else {
            into.emplace(e.id, std::move(e));
        }
    }
}

} // namespace

bool CatalogLoader::loadFile(const std::string &path, Catalog &catalog, CatalogLoadReport &report)
{
    auto doc = readJsonFile(path, InputKind::Catalog, report.errors);
    if (!doc)
        return false;
    return loadDocument(*doc, path, catalog, report);
}

bool CatalogLoader::loadText(std::string_view text, const std::string &label, Catalog &catalog,
                             CatalogLoadReport &report)
{
    auto doc = parseJsonText(text, label, report.errors);
    if (!doc)
        return false;
    return loadDocument(*doc, label, catalog, report);
}

bool CatalogLoader::loadDocument(const nlohmann::json &document, const std::string &path,
                                 Catalog &catalog, CatalogLoadReport &report)
{
    const std::size_t errorsBefore = report.errors.size();
    const nlohmann::json *doc = &document;
    report.files.push_back(path);
    JsonReader r(path, report.errors);
    EntryReader er(r, path);
    if (!r.object(*doc, "",
                  {"format", "version", "description", "gpus", "servers", "switches", "racks",
                   "pdus", "cdus", "nics", "transceivers", "cables", "models", "error_bands",
                   "sharing_rates"}))
        return false;
    if (auto format = r.string(*doc, "", "format"); format && *format != "clusterledger-catalog")
        r.error("/format", "expected \"clusterledger-catalog\", got \"" + *format + "\"");
    if (auto version = r.integer(*doc, "", "version", 1, 1000000); version && *version > 1)
        r.error("/version", "this catalog is version " + std::to_string(*version)
                                + "; this ClusterLedger reads version 1: expected 1");

    std::vector<GpuModel> gpus;
    readSection(r, *doc, "gpus", gpus,
                [&](const json &v, const std::string &p, GpuModel &e) { return er.gpu(v, p, e); });

    std::vector<ServerModel> servers;
    readSection(
        r, *doc, "servers", servers,
        [&](const json &v, const std::string &p, ServerModel &e) { return er.server(v, p, e); });

    std::vector<SwitchModel> switches;
    readSection(r, *doc, "switches", switches,
                [&](const json &v, const std::string &p, SwitchModel &e) {
                    return er.switchModel(v, p, e);
                });

    std::vector<RackModel> racks;
    readSection(r, *doc, "racks", racks, [&](const json &v, const std::string &p, RackModel &e) {
        return er.rack(v, p, e);
    });

    std::vector<PduModel> pdus;
    readSection(r, *doc, "pdus", pdus,
                [&](const json &v, const std::string &p, PduModel &e) { return er.pdu(v, p, e); });

    std::vector<CduModel> cdus;
    readSection(r, *doc, "cdus", cdus,
                [&](const json &v, const std::string &p, CduModel &e) { return er.cdu(v, p, e); });

    std::vector<NicModel> nics;
    readSection(r, *doc, "nics", nics,
                [&](const json &v, const std::string &p, NicModel &e) { return er.nic(v, p, e); });

    std::vector<TransceiverModel> optics;
    readSection(r, *doc, "transceivers", optics,
                [&](const json &v, const std::string &p, TransceiverModel &e) {
                    return er.transceiver(v, p, e);
                });

    std::vector<CableModel> cables;
    readSection(r, *doc, "cables", cables, [&](const json &v, const std::string &p, CableModel &e) {
        return er.cable(v, p, e);
    });

    std::vector<ModelPreset> models;
    readSection(
        r, *doc, "models", models,
        [&](const json &v, const std::string &p, ModelPreset &e) { return er.model(v, p, e); });

    std::vector<SharingRate> sharing;
    readSection(r, *doc, "sharing_rates", sharing,
                [&](const json &v, const std::string &p, SharingRate &e) {
                    return er.sharingRate(v, p, e);
                });

    ErrorBands bands;
    if (const json *b = r.member(*doc, "", "error_bands", false))
        readErrorBands(r, *b, "/error_bands", bands);

    if (report.errors.size() > errorsBefore)
        return false;
    if (!bands.empty())
        catalog.errorBands = std::move(bands);
    merge(catalog.gpus, gpus, "gpu", report);
    merge(catalog.servers, servers, "server", report);
    merge(catalog.switches, switches, "switch", report);
    merge(catalog.racks, racks, "rack", report);
    merge(catalog.pdus, pdus, "pdu", report);
    merge(catalog.cdus, cdus, "cdu", report);
    merge(catalog.nics, nics, "nic", report);
    merge(catalog.transceivers, optics, "transceiver", report);
    merge(catalog.cables, cables, "cable", report);
    merge(catalog.models, models, "model", report);
    merge(catalog.sharingRates, sharing, "sharing rate", report);
    return true;
}

void CatalogLoader::loadDirectory(const std::string &dir, Catalog &catalog,
                                  CatalogLoadReport &report, bool optional)
{
    std::error_code ec;
    if (!fs::is_directory(dir, ec)) {
        if (!optional)
            report.errors.push_back({dir, {}, 0, 0, "catalog folder not found"});
        return;
    }
    // The non-throwing forms throughout: a symlink loop, a dangling link or an unreadable entry in
    // a user's folder is reported with its name and skipped, never an exception out of here.
    std::vector<std::string> files;
    fs::directory_iterator it(dir, fs::directory_options::skip_permission_denied, ec);
    if (ec) {
        report.errors.push_back({dir, {}, 0, 0, "cannot list the catalog folder: " + ec.message()});
        return;
    }
    for (const fs::directory_iterator end; it != end; it.increment(ec)) {
        if (ec) {
            report.errors.push_back(
                {dir, {}, 0, 0, "cannot list the catalog folder: " + ec.message()});
            break;
        }
        const fs::path path = it->path();
        if (path.extension() != ".json")
            continue;
        std::error_code entryError;
        const bool regular = it->is_regular_file(entryError);
        if (entryError) {
            report.errors.push_back(
                {path.string(), {}, 0, 0, "cannot read the catalog file: " + entryError.message()});
            continue;
        }
        if (regular)
            files.push_back(path.string());
    }
    std::sort(files.begin(), files.end());
    for (const auto &f : files)
        loadFile(f, catalog, report);
}

Catalog CatalogLoader::loadDefault(CatalogLoadReport &report)
{
    Catalog catalog;
    loadDirectory(bundledCatalogDir(), catalog, report, false);
    loadDirectory(userCatalogDir(), catalog, report, true);
    return catalog;
}

} // namespace cl
