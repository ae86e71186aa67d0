// SPDX-License-Identifier: GPL-3.0-or-later
// SI inside, people's units at display: one place converts, in the user's locale.
#pragma once

#include <QString>
#include <QStringList>

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace cl {

struct Goodput;
struct EstimateBand;
struct IslandReport;

struct Site;
struct StepShare;
struct ParallelLayout;
struct LedgerRow;
enum class Recompute;
enum class QuantFormat;
struct Architecture;
struct ModelSpec;
struct ModelShape;
class Catalog;
struct CatalogEntry;

namespace display {

QString flops(double flopsPerSecond); ///< "1.23 PFLOP/s"
QString bytes(double bytes); ///< "54.3 GB"
QString bytesPerSecond(double bytesPerSecond); ///< "42.5 GB/s"
QString watts(double watts); ///< "347.0 kW"
QString energy(double joules); ///< "2.3 kWh", "14.0 Wh", "1.2 MWh"
QString days(double days); ///< "84.5 days"
QString percent(double fraction, int decimals = 1);
QString money(double usd, const Site &site); ///< in the site's display currency
/** The scale to show amounts up to `largest` in, and its prefix: {1e6, "M"} for 40,000,000
 *  (a chart's axis reads "40" under "M USD", not "40000000.0"); {1, ""} below 10,000. */
std::pair<double, QString> magnitude(double largest);
QString number(double x, int decimals = 0);
/** A catalog part's name in the UI language: its name_zh in Chinese where the catalog gives one. */
QString partName(const CatalogEntry &entry);
QString optional(const std::optional<double> &x, QString (*format)(double));
/** A number as core wrote it for a formula's inputs ("%.4g": "2e+12", "1.2e-05") made readable:
 *  "2 T", "1.2 × 10⁻⁵"; anything else (words, plain numbers) unchanged. */
QString readableNumber(const std::string &text);
/** The model being trained: the preset's name, or its size and the shape the engine assumed. */
/** "attention in chunks of 8,192 tokens, full attention in 12 of 48 layers"; empty without local
 *  attention. */
QString attentionDescription(const Architecture &a);
QString modelDescription(const ModelSpec &spec, const ModelShape &shape, const Catalog &catalog);
/**
 * A parallel layout as planners write it, in the user's language: "TP2 PP4 DP16 CP2 · ZeRO-2 ·
 * recompute: none · SP · micro-batch 1 · interleave 4" (core's describe() stays the compact code
 * for scripts).
 */
QString layout(const ParallelLayout &layout);
/** "Goodput 93 %, modelled: 7.8 interruptions a day, ..." or "Goodput 85 % (given)." */
QString goodput(const Goodput &g);
/** "P10–P90: 127–184 days, MFU 41.0–59.3 % (the engine's held-out error on megatron-core runs:
 *  22 runs from 3 sources)", or the typical team's spread. */
QString trainingBand(const EstimateBand &band);
QString recompute(Recompute recompute); ///< "none", "selective", "full"
/** A knob the planner avoided (PlanResult::knobsAvoided: cp, interleave, zero3, ep,
 *  uneven_stages, tp_across_servers, interleave_degree, cp_degree) in words; an unknown code
 *  as itself, so a new knob can never stop the output. */
QString plannerKnob(const std::string &code);
/** A software stack's feature (StackFeature::code: tp, sp, recompute_selective, zero3, cp, ...)
 *  in words; an unknown code as itself. */
QString stackFeature(const std::string &code);
/** One of the ledger's five rows: its key in DesignLedger::ledger and its name for people. */
struct LedgerDimension
{
    const char *key; ///< compute, memory, bandwidth, energy, time (ttft, tpot for serving)
    QString name;
    /** Shown only where the ledger has the row (a percentile where its target is set). */
    bool onlyWhenPresent = false;
};
/** The ledger's rows in the order the panel and the report show them. */
std::vector<LedgerDimension> ledgerDimensions();
/** A serving workload's rows (servingfigures.h): prefill compute, memory, HBM bandwidth for
 *  decode, energy per million tokens, TTFT and TPOT. */
std::vector<LedgerDimension> servingLedgerDimensions();
/** A row's Required, Datasheet, Calibrated and Headroom cells, in the row's unit. */
QStringList ledgerCells(const LedgerRow &row);
QString milliseconds(double seconds); ///< "18.6 ms"
QString quantFormat(QuantFormat format); ///< "FP8", "INT4"
QString energyPerMillionTokens(double joules); ///< "0.31 kWh" (per million tokens)

/** "16 × A100 80GB, 8 × H100" : an island's GPUs by catalog short name. */
QString gpuMix(const std::map<std::string, int> &models, const Catalog &catalog);
/** An island's id, or for a hierarchical cluster the islands it joins and over what. */
QString islandName(const IslandReport &island);
/** "12.3 days at 45 % MFU", or "no estimate: <reason>". */
QString islandOutcome(const IslandReport &island);
/** What joins an island's servers: its per-GPU bandwidth, or "no compute link". */
QString islandNetwork(const IslandReport &island);
/** An island as the ledger and the report list it: its name (or the islands a hierarchical
 *  cluster joins), GPUs, bandwidth, and days to train or why not. */
QString islandLine(const IslandReport &island, const Catalog &catalog);

/** The engine's bottleneck (TrainingEstimate::bottleneckParts) in the user's language. */
QString bottleneck(const std::vector<StepShare> &parts);

} // namespace display
} // namespace cl
