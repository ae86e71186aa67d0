// SPDX-License-Identifier: GPL-3.0-or-later
#include "ledgerformat.h"

#include "catalog/catalog.h"
#include "codewords.h"
#include "diagnostictext.h"
#include "engine/estimate.h"
#include "engine/goodput.h"
#include "engine/layout.h"
#include "engine/ledger.h"
#include "engine/modelshape.h"
#include "languagemanager.h"
#include "model/site.h"
#include "model/workload.h"
#include "moneytext.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace cl::display {

namespace {
QString scaled(double value, const char *const *units, int count, double step, int decimals = 2)
{
    int i = 0;
    double v = value;
    while (std::abs(v) >= step && i + 1 < count) {
        v /= step;
        ++i;
    }
    return QLocale().toString(v, 'f', decimals) + QLatin1Char(' ') + QLatin1String(units[i]);
}
} // namespace

QString flops(double x)
{
    static const char *units[]
        = {"FLOP/s", "kFLOP/s", "MFLOP/s", "GFLOP/s", "TFLOP/s", "PFLOP/s", "EFLOP/s"};
    return scaled(x, units, 7, 1000.0);
}

QString bytes(double x)
{
    static const char *units[] = {"B", "kB", "MB", "GB", "TB", "PB"};
    return scaled(x, units, 6, 1000.0, 1);
}

QString bytesPerSecond(double x)
{
    static const char *units[] = {"B/s", "kB/s", "MB/s", "GB/s", "TB/s"};
    return scaled(x, units, 5, 1000.0, 1);
}

QString watts(double x)
{
    if (std::abs(x) >= 1e6)
        return QLocale().toString(x / 1e6, 'f', 2) + QStringLiteral(" MW");
    return QLocale().toString(x / 1e3, 'f', 1) + QStringLiteral(" kW");
}

QString energy(double joules)
{
    static const char *units[] = {"Wh", "kWh", "MWh", "GWh"};
    return scaled(joules / 3600.0, units, 4, 1000.0, 1);
}

QString days(double x)
{
    return QCoreApplication::translate("Display", "%1 days")
        .arg(QLocale().toString(x, 'f', x < 10 ? 2 : 1));
}

QString percent(double fraction, int decimals)
{
    return QLocale().toString(fraction * 100.0, 'f', decimals) + QStringLiteral(" %");
}

std::pair<double, QString> magnitude(double largest)
{
    const double a = std::abs(largest);
    if (a >= 1e9)
        return {1e9, QStringLiteral("B")};
    if (a >= 1e6)
        return {1e6, QStringLiteral("M")};
    if (a >= 1e4)
        return {1e3, QStringLiteral("k")};
    return {1, QString()};
}

QString money(double usd, const Site &site)
{
    const double amount = usd * site.currencyPerUsd;
    // Chinese planners count yuan in 万 and 亿 (seed 004's 万元 budgets), not in millions.
    if (site.currency == "CNY" && chineseUi()) {
        const double a = std::abs(amount);
        if (a >= 1e8)
            return QLocale().toString(amount / 1e8, 'f', 2) + QStringLiteral(" 亿元");
        if (a >= 1e4)
            return QLocale().toString(amount / 1e4, 'f', a >= 1e6 ? 0 : 1)
                   + QStringLiteral(" 万元");
        return QLocale().toString(amount, 'f', 2) + QStringLiteral(" 元");
    }
    const QString code = QString::fromStdString(site.currency);
    const auto [scale, prefix] = magnitude(amount);
    const QString text = QLocale().toString(amount / scale, 'f', scale == 1e3 ? 1 : 2);
    return text + (prefix.isEmpty() ? QString() : QLatin1Char(' ') + prefix) + QLatin1Char(' ')
           + code;
}

QString number(double x, int decimals)
{
    return QLocale().toString(x, 'f', decimals);
}

QString readableNumber(const std::string &text)
{
    const QString t = QString::fromStdString(text);
    bool ok = false;
    const double x = t.toDouble(&ok);
    if (!ok || !(t.contains(QLatin1Char('e')) || t.contains(QLatin1Char('E'))) || x == 0)
        return t;
    const double a = std::abs(x);
    static const std::pair<double, const char *> kScales[]
        = {{1e15, "P"}, {1e12, "T"}, {1e9, "G"}, {1e6, "M"}, {1e3, "k"}};
    for (const auto &[scale, suffix] : kScales) {
        if (a >= scale)
            return QLocale().toString(x / scale, 'g', 4) + QLatin1Char(' ') + QLatin1String(suffix);
    }
    // Otherwise a mantissa and a power of ten, as printed, not a C locale's "1.2e-05".
    const int exponent = int(std::floor(std::log10(a)));
    static const char16_t kSuperscript[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString power;
    for (QChar c : QString::number(std::abs(exponent)))
        power += QChar(kSuperscript[c.digitValue()]);
    return QLocale().toString(x / std::pow(10.0, exponent), 'g', 4) + QStringLiteral(" × 10")
           + (exponent < 0 ? QStringLiteral("⁻") : QString()) + power;
}

QString optional(const std::optional<double> &x, QString (*format)(double))
{
    return x ? format(*x) : QStringLiteral("–");
}

namespace {
QString stepPartWords(const StepShare &s)
{
    auto param = [&](const char *key) {
        const auto it = s.params.find(key);
        return it == s.params.end() ? QString() : QString::fromStdString(it->second);
    };
    const QString link = param("link").isEmpty()
                             ? QCoreApplication::translate("Bottleneck", "the server's GPU links")
                             : param("link");
    if (s.part == "compute")
        return QCoreApplication::translate("Bottleneck",
                                           "compute (GEMMs at %1 of peak, recompute included)")
            .arg(param("gemm_percent"));
    if (s.part == "bubble")
        return QCoreApplication::translate("Bottleneck", "pipeline bubble (PP%1, %2 micro-batches)")
            .arg(param("pp"), param("micro_batches"));
    if (s.part == "tp_comm")
        return QCoreApplication::translate("Bottleneck", "tensor-parallel all-reduces over %1")
            .arg(link);
    if (s.part == "cp_comm")
        return QCoreApplication::translate("Bottleneck", "context-parallel K/V ring over %1")
            .arg(link);
    if (s.part == "ep_comm")
        return QCoreApplication::translate("Bottleneck", "expert-parallel all-to-alls over %1")
            .arg(link);
    if (s.part == "overhead")
        return QCoreApplication::translate("Bottleneck",
                                           "host overhead of the %1 stack (launches, hooks)")
            .arg(param("stack"));
    if (s.part == "pp_comm")
        return QCoreApplication::translate("Bottleneck", "pipeline transfers over %1").arg(link);
    if (s.part == "zero3_gather")
        return QCoreApplication::translate("Bottleneck", "exposed ZeRO-3 gathers over %1")
            .arg(link);
    if (s.part == "dp_comm")
        return QCoreApplication::translate("Bottleneck", "exposed DP all-reduce over %1").arg(link);
    if (s.part == "team")
        return QCoreApplication::translate(
            "Bottleneck", "a typical team's cluster against the published best (seeds: 20-35 % "
                          "MFU)");
    if (s.part == "straggler")
        return QCoreApplication::translate("Bottleneck",
                                           "waiting for the slowest of %1 GPUs (stragglers)")
            .arg(param("gpus"));
    if (s.part == "data")
        return QCoreApplication::translate("Bottleneck",
                                           "data loading (a step reads for %1 s, its host work "
                                           "takes %2 s)")
            .arg(param("read_s"), param("cpu_s"));
    return QCoreApplication::translate("Bottleneck", "optimizer step (memory-bound)");
}
} // namespace

QString partName(const CatalogEntry &e)
{
    if (!e.nameZh.empty() && LanguageManager::instance()->language() == QLatin1String("zh_CN"))
        return QString::fromStdString(e.nameZh);
    return QString::fromStdString(e.name);
}

std::vector<LedgerDimension> ledgerDimensions()
{
    return {{"compute", QCoreApplication::translate("Display", "Compute")},
            {"memory", QCoreApplication::translate("Display", "Memory per GPU")},
            {"bandwidth", QCoreApplication::translate("Display", "Network per GPU")},
            {"energy", QCoreApplication::translate("Display", "Power")},
            {"time", QCoreApplication::translate("Display", "Time")}};
}

std::vector<LedgerDimension> servingLedgerDimensions()
{
    return {{"compute", QCoreApplication::translate("Display", "Prefill compute")},
            {"memory", QCoreApplication::translate("Display", "Memory (weights + KV)")},
            {"bandwidth", QCoreApplication::translate("Display", "HBM (decode)")},
            {"energy", QCoreApplication::translate("Display", "Energy / M tokens")},
            {"ttft", QCoreApplication::translate("Display", "TTFT")},
            {"tpot", QCoreApplication::translate("Display", "TPOT")},
            {"ttft_p90", QCoreApplication::translate("Display", "TTFT P90"), true},
            {"tpot_p99", QCoreApplication::translate("Display", "TPOT P99"), true}};
}

QString milliseconds(double seconds)
{
    const double ms = seconds * 1000.0;
    return QLocale().toString(ms, 'f', ms < 100 ? 1 : 0) + QStringLiteral(" ms");
}

QString quantFormat(QuantFormat format)
{
    const auto name = nameOf(quantFormatNames(), format);
    return QString::fromLatin1(name.data(), qsizetype(name.size())).toUpper();
}

QString energyPerMillionTokens(double joules)
{
    const double kwh = joules / 3.6e6;
    return QLocale().toString(kwh, 'f', kwh < 10 ? 2 : 1) + QStringLiteral(" kWh");
}

QStringList ledgerCells(const LedgerRow &row)
{
    const std::string &u = row.unit;
    const auto format = u == "FLOP/s"   ? flops
                        : u == "B"      ? bytes
                        : u == "B/s"    ? bytesPerSecond
                        : u == "W"      ? watts
                        : u == "s"      ? milliseconds
                        : u == "J/Mtok" ? energyPerMillionTokens
                                        : days;
    QString required = optional(row.required, format);
    // The band in brackets (P10-P90; the line under the table says so in full).
    if (row.required && row.requiredP10 && row.requiredP90)
        required = QCoreApplication::translate("Display", "%1 (%2–%3)", "P10-P90 band")
                       .arg(required, number(*row.requiredP10, 0), number(*row.requiredP90, 0));
    return {required, optional(row.available, format), optional(row.calibrated, format),
            row.headroom ? percent(*row.headroom, 0) : QStringLiteral("–")};
}

QString recompute(Recompute r)
{
    switch (r) {
    case Recompute::None:
        return QCoreApplication::translate("Display", "none", "recompute");
    case Recompute::Selective:
        return QCoreApplication::translate("Display", "selective", "recompute");
    case Recompute::Full:
        return QCoreApplication::translate("Display", "full", "recompute");
    }
    return {};
}

QString gpuMix(const std::map<std::string, int> &models, const Catalog &catalog)
{
    QStringList parts;
    for (const auto &[id, n] : models) {
        const GpuModel *g = catalog.gpu(id);
        parts << QStringLiteral("%1 × %2").arg(n).arg(
            g ? QString::fromStdString(g->shortName.empty() ? g->name : g->shortName)
              : QString::fromStdString(id));
    }
    return parts.join(QStringLiteral(", "));
}

QString islandName(const IslandReport &r)
{
    if (!r.id.empty())
        return QString::fromStdString(r.label.empty() ? r.id : r.label);
    QStringList members;
    for (std::size_t i = 0; i < r.members.size(); ++i)
        members << QString::fromStdString(i < r.memberLabels.size() && !r.memberLabels[i].empty()
                                              ? r.memberLabels[i]
                                              : r.members[i]);
    const QString over = r.fabric == "storage"
                             ? QCoreApplication::translate("Islands", "storage Ethernet")
                             : QCoreApplication::translate("Islands", "in-band Ethernet");
    return QCoreApplication::translate("Islands", "%1 joined over %2")
        .arg(members.join(QStringLiteral(" + ")), over);
}

QString islandOutcome(const IslandReport &r)
{
    return r.trainDays ? QCoreApplication::translate("Islands", "%1 at %2 MFU")
                             .arg(days(*r.trainDays), percent(r.mfu.value_or(0)))
                       : QCoreApplication::translate("Islands", "no estimate: %1")
                             .arg(reasonText(r.reason));
}

QString islandNetwork(const IslandReport &r)
{
    return r.fabric == "none" ? QCoreApplication::translate("Islands", "no compute link")
                              : QString::fromStdString(r.network);
}

QString islandLine(const IslandReport &r, const Catalog &catalog)
{
    return QCoreApplication::translate("Islands", "%1: %2 GPUs (%3), %4 · %5")
        .arg(islandName(r))
        .arg(r.gpus)
        .arg(gpuMix(r.gpuModels, catalog), islandNetwork(r), islandOutcome(r));
}

/** The restart's checkpoint read at the design's file servers' rate, when one is stated. */
QString restoreNote(const Goodput &g)
{
    if (g.restoreS <= 0)
        return {};
    return QStringLiteral(" ")
           + QCoreApplication::translate("Goodput",
                                         "Each restart reads the %1 checkpoint back at the file "
                                         "servers' %2: %3 min.")
                 .arg(bytes(g.restoreS * g.storageReadBytesPerS),
                      bytesPerSecond(g.storageReadBytesPerS), number(g.restoreS / 60.0, 1));
}

QString goodput(const Goodput &g)
{
    if (!g.modelled)
        return QCoreApplication::translate("Goodput", "Goodput %1 (given).")
            .arg(percent(g.value, 0));
    if (g.asynchronous)
        return QCoreApplication::translate(
                   "Goodput",
                   "Goodput %1, modelled: %2 interruptions a day at the Llama 3 rate, an "
                   "asynchronous checkpoint every %3 min (training stops %4 s to copy it to "
                   "host memory, %5 s to write at %6), %7 min per restart.")
                   .arg(percent(g.value, 0), number(g.interruptionsPerDay, 1),
                        number(g.checkpointIntervalS / 60.0, 0), number(g.checkpointStallS, 1),
                        number(g.checkpointWriteS, 0), bytesPerSecond(g.storageWriteBytesPerS),
                        number(g.restartS / 60.0, 0))
               + restoreNote(g);
    return QCoreApplication::translate(
               "Goodput", "Goodput %1, modelled: %2 interruptions a day at the Llama 3 rate, a "
                          "checkpoint every %3 min (%4 s to write at %5), %6 min per restart.")
               .arg(percent(g.value, 0), number(g.interruptionsPerDay, 1),
                    number(g.checkpointIntervalS / 60.0, 0), number(g.checkpointWriteS, 0),
                    bytesPerSecond(g.storageWriteBytesPerS), number(g.restartS / 60.0, 0))
           + restoreNote(g);
}

/** A band's regime key ("stack=megatron-core,scale=65-1024") in words: "megatron-core, 65–1024
 *  GPUs". */
QString regimeWords(const std::string &key)
{
    QStringList parts;
    for (const QString &part : QString::fromStdString(key).split(QLatin1Char(','))) {
        const QString name = part.section(QLatin1Char('='), 0, 0);
        const QString value = part.section(QLatin1Char('='), 1);
        if (name == QLatin1String("scale"))
            parts << QCoreApplication::translate("Band", "%1 GPUs")
                         .arg(QString(value).replace(QLatin1Char('-'), QStringLiteral("–")));
        else if (name == QLatin1String("generation"))
            parts << QCoreApplication::translate("Band", "%1 generation").arg(value);
        else if (name == QLatin1String("kind"))
            parts << (value == QLatin1String("moe")
                          ? QCoreApplication::translate("Band", "MoE models")
                          : QCoreApplication::translate("Band", "dense models"));
        else if (name == QLatin1String("all"))
            parts << QCoreApplication::translate("Band", "all runs");
        else
            parts << value; // a stack's id is notation
    }
    return parts.join(QStringLiteral(", "));
}

QString trainingBand(const EstimateBand &b)
{
    const QString where
        = b.calibratedAtGpus > 0
              ? QCoreApplication::translate("Band", "centred on your own run on %1 GPUs, widened "
                                                    "by %2 doublings to this scale")
                    .arg(b.calibratedAtGpus)
                    .arg(number(b.extrapolationDoublings, 1))
          : b.runs > 0
              ? QCoreApplication::translate(
                    "Band", "the engine's error on held-out published runs, %1: %2 runs from %3 "
                            "sources")
                    .arg(regimeWords(b.regime))
                    .arg(b.runs)
                    .arg(b.sources)
              : QCoreApplication::translate("Band",
                                            "a typical self-built cluster: 20–35 % MFU (seeds)");
    return QCoreApplication::translate("Band", "P10–P90: %1–%2 days, MFU %3–%4 (%5)")
        .arg(number(b.trainDaysP10, 1), number(b.trainDaysP90, 1), percent(b.mfuP10),
             percent(b.mfuP90), where);
}

QString layout(const ParallelLayout &L)
{
    // The degrees are notation every planner reads the same in any language; the words are not.
    QString degrees = QStringLiteral("TP%1 PP%2 DP%3").arg(L.tp).arg(L.pp).arg(L.dp);
    if (L.cp > 1)
        degrees += QStringLiteral(" CP%1").arg(L.cp);
    if (L.ep > 1)
        degrees += QStringLiteral(" EP%1").arg(L.ep);
    QStringList parts {
        degrees, QStringLiteral("ZeRO-%1").arg(L.zero),
        QCoreApplication::translate("Display", "recompute: %1").arg(recompute(L.recompute))};
    if (L.sp)
        parts << QStringLiteral("SP");
    parts << QCoreApplication::translate("Display", "micro-batch %1").arg(L.microBatch);
    if (L.interleave > 1)
        parts << QCoreApplication::translate("Display", "interleave %1").arg(L.interleave);
    return parts.join(QStringLiteral(" · "));
}

QString bottleneck(const std::vector<StepShare> &parts)
{
    if (parts.empty())
        return QCoreApplication::translate("Bottleneck", "no estimate");
    QString text = QCoreApplication::translate("Bottleneck", "%1: %2 of the step")
                       .arg(stepPartWords(parts[0]), percent(parts[0].share, 0));
    if (parts.size() > 1)
        text = QCoreApplication::translate("Bottleneck", "%1; then %2: %3")
                   .arg(text, stepPartWords(parts[1]), percent(parts[1].share, 0));
    return text;
}

QString plannerKnob(const std::string &code)
{
    static const CodeWords words {
        {"cp", QT_TRANSLATE_NOOP("PlannerKnob", "context parallelism")},
        {"interleave", QT_TRANSLATE_NOOP("PlannerKnob", "an interleaved pipeline")},
        {"zero3", QT_TRANSLATE_NOOP("PlannerKnob", "ZeRO-3")},
        {"ep", QT_TRANSLATE_NOOP("PlannerKnob", "expert parallelism")},
        {"uneven_stages", QT_TRANSLATE_NOOP("PlannerKnob", "uneven pipeline stages")},
        {"tp_across_servers", QT_TRANSLATE_NOOP("PlannerKnob", "TP across servers")},
        {"interleave_degree", QT_TRANSLATE_NOOP("PlannerKnob", "more virtual pipeline stages")},
        {"cp_degree", QT_TRANSLATE_NOOP("PlannerKnob", "a larger CP degree")},
    };
    return translatedCode(words, "PlannerKnob", code);
}

QString stackFeature(const std::string &code)
{
    static const CodeWords words {
        {"tp", QT_TRANSLATE_NOOP("StackFeature", "tensor parallelism")},
        {"pp", QT_TRANSLATE_NOOP("StackFeature", "pipeline parallelism")},
        {"sp", QT_TRANSLATE_NOOP("StackFeature", "sequence parallelism")},
        {"recompute_selective", QT_TRANSLATE_NOOP("StackFeature", "selective recompute")},
        {"recompute_full", QT_TRANSLATE_NOOP("StackFeature", "full recompute")},
        {"zero1", QT_TRANSLATE_NOOP("StackFeature", "ZeRO-1 (a distributed optimizer)")},
        {"zero2", QT_TRANSLATE_NOOP("StackFeature", "ZeRO-2")},
        {"zero3", QT_TRANSLATE_NOOP("StackFeature", "ZeRO-3 / FSDP")},
        {"hsdp", QT_TRANSLATE_NOOP("StackFeature", "HSDP (sharding in groups)")},
        {"cp", QT_TRANSLATE_NOOP("StackFeature", "context parallelism")},
        {"ep", QT_TRANSLATE_NOOP("StackFeature", "expert parallelism")},
        {"interleave", QT_TRANSLATE_NOOP("StackFeature", "an interleaved pipeline")},
        {"uneven_stages", QT_TRANSLATE_NOOP("StackFeature", "uneven pipeline stages")},
        {"fp8", QT_TRANSLATE_NOOP("StackFeature", "FP8 training")},
    };
    return translatedCode(words, "StackFeature", code);
}

QString attentionDescription(const Architecture &a)
{
    const int full = a.fullAttentionLayers();
    QString local;
    switch (a.localAttention) {
    case LocalAttention::None:
        return {};
    case LocalAttention::Sliding:
        local = QCoreApplication::translate("Display", "sliding-window attention of %1 tokens")
                    .arg(number(a.attentionWindow));
        break;
    case LocalAttention::Chunked:
        local = QCoreApplication::translate("Display", "attention in chunks of %1 tokens")
                    .arg(number(a.attentionWindow));
        break;
    case LocalAttention::Linear:
        local = QCoreApplication::translate("Display", "linear attention");
        break;
    }
    if (full == 0)
        return local;
    return QCoreApplication::translate("Display", "%1, full attention in %2 of %3 layers")
        .arg(local)
        .arg(full)
        .arg(a.layers);
}

QString modelDescription(const ModelSpec &spec, const ModelShape &shape, const Catalog &catalog)
{
    if (spec.preset) {
        if (const ModelPreset *p = catalog.modelPreset(*spec.preset))
            return QString::fromStdString(p->name);
    }
    const QString size = number(shape.parameters / 1e9, 1);
    if (!shape.shapeIsGuessed) {
        const QString attention = attentionDescription(shape.arch);
        return QCoreApplication::translate("Display",
                                           "a %1 B-parameter model (%2 layers, hidden %3)")
                   .arg(size)
                   .arg(shape.arch.layers)
                   .arg(shape.arch.hidden)
               + (attention.isEmpty() ? QString() : QStringLiteral("; ") + attention);
    }
    return QCoreApplication::translate(
               "Display", "a %1 B-parameter model (shape assumed: %2 layers, hidden %3)")
        .arg(size)
        .arg(shape.arch.layers)
        .arg(shape.arch.hidden);
}

} // namespace cl::display
