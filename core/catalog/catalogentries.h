// SPDX-License-Identifier: GPL-3.0-or-later
// Catalog entries: what a datasheet says about a part, in SI units, with where it was read.
#pragma once

#include "model/enums.h"
#include "model/workload.h"

#include <array>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cl {

/** Where a figure comes from: document (and section), its date, and how sure we are. */
struct SourceRef
{
    std::string document;
    std::string date;
    std::string note;
};

struct PriceRef
{
    double usd = 0;
    std::string date;
    std::string source;
};

/** Rates per number format in FLOP/s (OP/s for INT8); absent = the part has no such rate. */
using RateTable = std::array<std::optional<double>, kNumberFormatCount>;

inline std::optional<double> rateOf(const RateTable &table, NumberFormat f)
{
    return table[static_cast<std::size_t>(f)];
}

/** Common header of every entry. `file` records which catalog file defined (or overrode) it. */
struct CatalogEntry
{
    std::string id;
    std::string name;
    /** The Chinese name of a generic part (racks, PDUs, cables, optics, unbranded servers and
     *  switches); empty for branded products, whose names are the same in every language. */
    std::string nameZh;
    SourceRef source;
    std::optional<PriceRef> price;
    std::string file;
};

/** How long an order takes to arrive, as a dated published figure (a range in weeks). */
struct LeadTime
{
    double weeksMin = 0;
    double weeksMax = 0;
    std::string date; ///< when the figure was stated (YYYY-MM)
    std::string source; ///< who said it, where
    bool operator==(const LeadTime &) const = default;
};

/** Whether one market can buy the part (procurement.h reads it). */
struct MarketAvailability
{
    /** available | licence_required | unavailable | not_offered (the vendor does not sell the
     *  part there). Only `available` is bought by `design` unless the planner holds the part. */
    std::string status;
    std::string rule; ///< the rule or fact that decides it, in English
    std::string ruleZh; ///< the same in Chinese
    std::string date; ///< since when (YYYY-MM or YYYY-MM-DD)
    std::string source; ///< the document that says so
    /** Order to delivery in this market where a dated figure was published; lead times move
     *  with demand and rules, so the date says how stale it is. */
    std::optional<LeadTime> leadTime;

    bool operator==(const MarketAvailability &) const = default;
};

/** Whether a planner can buy the part today, and as of when (export rules, market). */
struct Availability
{
    std::string note;
    std::string date;
    /** By market code (cn: mainland China; global: the rest of the world). A market not listed
     *  is one the catalog records nothing for. */
    std::map<std::string, MarketAvailability> markets;
};

struct GpuModel : CatalogEntry
{
    std::string vendor;
    std::string shortName; ///< for tiles on the canvas: "H100"
    RateTable peakDense {}; ///< DENSE peak; GeForce: FP32-accumulate tensor rate
    RateTable peakSparse {}; ///< 2:4 sparse rate, where the datasheet prints one
    double memoryBytes = 0; ///< as the driver reports it
    double memoryBandwidthBytesPerS = 0;
    std::string scaleUpLink; ///< "NVLink4", "PCIe", "HCCS"
    double scaleUpBytesPerS = 0; ///< per GPU, both directions, as datasheets state it
    int pcieGen = 4;
    double tdpW = 0;
    std::string formFactor; ///< "sxm5", "pcie", "oam", ...
    std::vector<std::string> probeNames;
    int devicesPerPackage = 1;
    /** The server it is usually bought in (sizing from targets); empty: one sold with it. */
    std::string usualServer;
    std::optional<Availability> availability;
};

/** A group of identical ports: "8 × 400G NDR on twin-port OSFP, compute fabric". */
struct PortGroup
{
    std::string prefix; ///< ports are named prefix1..prefixN
    int count = 0;
    double speedBitsPerS = 0;
    std::string cage; ///< "osfp-twin", "qsfp112", "qsfp28", "rj45", ...
    int portsPerCage = 1;
    Fabric fabric = Fabric::Compute;
};

/** A compute tray that joins a rack-scale scale-up domain (GB200 NVL72: 18 trays of 4 GPUs on one
 *  NVLink switch fabric; CloudMatrix 384: 48 nodes of 8 NPUs on one UB network). The trays of
 *  racks that share a domain name form one domain of at most maxGpus GPUs (model/rack.h). */
struct ScaleUpDomainSpec
{
    std::string system; ///< "GB200 NVL72", "CloudMatrix 384"
    int maxGpus = 0;
    /** The domain's own fabric where it is not the GPU's (CloudMatrix's UB, 392 GB/s each way,
     *  where the 910C's HCCS is 196): per GPU, both directions. Empty / 0: the GPU's scale_up. */
    std::string link;
    double bytesPerS = 0;
};

struct ServerModel : CatalogEntry
{
    int u = 1;
    double maxW = 0;
    double typicalW = 0;
    int psuCount = 0;
    double psuW = 0;
    std::string psuRedundancy; ///< "4+2", "1+1"
    double weightKg = 0;
    int gpuSlots = 0;
    std::string gpuFormFactor;
    std::optional<std::string> builtInGpu; ///< systems sold with their GPUs (DGX)
    std::vector<PortGroup> ports;
    bool gpuServer = true; ///< false for storage/management servers
    /** The share of its heat that leaves through direct liquid cooling (cold plates on GPUs,
     *  CPUs, NICs); 0: air-cooled. A part with a share needs a rack with liquid cooling. */
    double liquidShare = 0;
    /** Host CPU cores (both sockets): what the data loaders run on; 0 = not stated. */
    int cpuCores = 0;
    /** Absent: the server is its own scale-up domain (an HGX board's NVLink, or PCIe). */
    std::optional<ScaleUpDomainSpec> scaleUpDomain;
};

struct SwitchModel : CatalogEntry
{
    int u = 1;
    double typicalW = 0;
    double maxW = 0;
    double weightKg = 0;
    std::vector<PortGroup> ports;
};

struct RackModel : CatalogEntry
{
    int u = 42;
    double maxWeightKg = 0;
    double widthMm = 600;
    double depthMm = 1200;
    CoolingType cooling = CoolingType::Air;
    std::optional<double> coolingLimitW;
    std::optional<double> liquidLimitW; ///< of coolingLimitW, what the liquid manifold takes
};

/** A coolant distribution unit: the heat exchanger and pumps between the facility water and the
 *  racks' cold-plate loop (the technology cooling system). Rated at a facility water supply
 *  temperature; the flow is the secondary loop's at the rated heat. */
struct CduModel : CatalogEntry
{
    CduMount mount = CduMount::InRack;
    int u = 0; ///< in-rack height; 0 for in-row cabinets
    double capacityW = 0; ///< heat removed at the rated temperatures
    double facilitySupplyC = 0; ///< facility water supply temperature of the rating
    double flowLpm = 0; ///< secondary (rack-side) flow at the rated heat, litres per minute
    double powerW = 0; ///< input power at the rated heat (pumps, controls)
    double weightKg = 0;
};

/** What a GPU-sharing platform pays a host for one card class (issue 30, seed 001 §4): the price
 *  renters pay per GPU-hour, its range, the platform's share of it, and the card's idle draw. In
 *  the source's currency, with that currency's rate to the dollar on the source's date. */
struct SharingRate : CatalogEntry
{
    std::vector<std::string> gpus; ///< catalog GPU ids the rate applies to
    std::string platform;
    double renterLowPerHour = 0; ///< per GPU-hour rented
    double renterHighPerHour = 0;
    double platformFee = 0; ///< share of the renter's price the platform keeps
    std::string currency = "USD";
    double perUsd = 1; ///< units of the currency per USD on the source's date
    double idleW = 0; ///< the card's draw while no renter uses it (desktop idle)

    double hostLowPerHour() const { return renterLowPerHour * (1.0 - platformFee); }
    double hostHighPerHour() const { return renterHighPerHour * (1.0 - platformFee); }
};

struct PduModel : CatalogEntry
{
    Phase phase = Phase::Single;
    double voltageV = 230;
    double amps = 32;
    int outlets = 0;
    int u = 0; ///< 0 = zero-U (mounted at the side)
    double weightKg = 0;
};

struct NicModel : CatalogEntry
{
    std::vector<PortGroup> ports;
    double maxW = 0;
};

struct TransceiverModel : CatalogEntry
{
    std::string cage;
    double speedBitsPerS = 0;
    Media media = Media::Mmf;
    double reachM = 0;
    double powerW = 0;
};

struct CableModel : CatalogEntry
{
    Media media = Media::Dac;
    double speedBitsPerS = 0;
    double maxLengthM = 0; ///< longest length sold / reach
    double powerW = 0; ///< active cables draw power at each end
    bool perMetre = false; ///< price is per metre (fibre patch cords, Cat6)
};

/** A published model configuration the workload can name. */
struct ModelPreset : CatalogEntry
{
    Architecture architecture;
    double parameters = 0;
    std::optional<double> activeParameters;
    int defaultSequenceLength = 4096;
    /** Multi-head latent attention (DeepSeek-V2/V3): the KV cache holds a compressed latent of
     *  this rank plus the decoupled RoPE key per layer, not K and V per head. 0 = none. */
    int kvLoraRank = 0;
    int ropeHeadDim = 0;
};

/** Measured / engine at P10, P50 and P90 for one regime of the engine's held-out errors, and
 *  what it rests on (engine/errorband.h). */
struct RatioBand
{
    double p10 = 1, p50 = 1, p90 = 1;
    int runs = 0, sources = 0;
};

/** The engine's error bands as docs/accuracy/compare.py measured them (error-bands.json). */
struct ErrorBands
{
    std::string source;
    /** By regime key: "stack=megatron-core,scale=65-1024", "stack=fsdp", "generation=hopper",
     *  "kind=dense", "all" (engine/errorband.h regimeKeys gives a run's, most specific first). */
    std::map<std::string, RatioBand> bands;
    bool empty() const { return bands.empty(); }
};

} // namespace cl
