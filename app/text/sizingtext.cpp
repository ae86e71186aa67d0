// SPDX-License-Identifier: GPL-3.0-or-later
#include "sizingtext.h"

#include "catalog/catalog.h"
#include "codewords.h"
#include "diagnostictext.h"
#include "ledgerformat.h"
#include "model/site.h"
#include "moneytext.h"

#include <QCoreApplication>

#include <map>

namespace cl {

QString candidateLabel(const Catalog &catalog, const std::string &gpu, const std::string &server)
{
    const GpuModel *g = catalog.gpu(gpu);
    const ServerModel *s = catalog.server(server);
    return QCoreApplication::translate("SizingText", "%1 in %2")
        .arg(g ? QString::fromStdString(g->shortName) : QString::fromStdString(gpu),
             s ? display::partName(*s) : QString::fromStdString(server));
}

QString optionLabel(const Catalog &catalog, const std::string &gpu, const std::string &server,
                    int gpus)
{
    return QCoreApplication::translate("SizingText", "%1 × %2")
        .arg(display::number(gpus), candidateLabel(catalog, gpu, server));
}

QString optionDaysText(const SizingOption &o)
{
    if (!o.trainDays)
        return QStringLiteral("–");
    if (!o.band)
        return display::days(*o.trainDays);
    return QCoreApplication::translate("SizingText", "%1 (P90 %2)")
        .arg(display::days(*o.trainDays), display::number(o.band->trainDaysP90, 1));
}

QString whyNotText(const std::string &code)
{
    static const CodeWords table {
        {"", QT_TRANSLATE_NOOP("SizingText", "chosen: the lowest capex that meets every target")},
        {"misses_deadline", QT_TRANSLATE_NOOP("SizingText", "misses the deadline")},
        {"over_budget", QT_TRANSLATE_NOOP("SizingText", "meets the deadline but is over budget")},
        {"over_site_power",
         QT_TRANSLATE_NOOP("SizingText", "meets the deadline but draws more than the site cap")},
        {"dominated",
         QT_TRANSLATE_NOOP("SizingText",
                           "another option is as fast, as cheap and as frugal, and better in one")},
        {"costlier",
         QT_TRANSLATE_NOOP("SizingText", "meets every target, at a higher capex than the chosen")},
        {"no_estimate", QT_TRANSLATE_NOOP("SizingText", "no layout trains the model on it")},
        {"design_errors", QT_TRANSLATE_NOOP("SizingText", "its design has errors")},
    };
    return translatedCode(table, "SizingText", code);
}

QString rackLimitText(const std::string &limit)
{
    static const CodeWords table {
        {"power", QT_TRANSLATE_NOOP("SizingText", "rack power")},
        {"space", QT_TRANSLATE_NOOP("SizingText", "rack units")},
        {"weight", QT_TRANSLATE_NOOP("SizingText", "rack weight")},
        {"cooling", QT_TRANSLATE_NOOP("SizingText", "rack cooling")},
        {"system", QT_TRANSLATE_NOOP("SizingText", "one rack-scale system per rack")},
    };
    return translatedCode(table, "SizingText", limit);
}

QString sensitivityChangeText(const std::string &change)
{
    static const CodeWords table {
        {"deadline_plus_month", QT_TRANSLATE_NOOP("SizingText", "One more month")},
        {"budget_plus_20", QT_TRANSLATE_NOOP("SizingText", "20 % more budget")},
        {"rack_kw_60", QT_TRANSLATE_NOOP("SizingText", "60 kW racks")},
    };
    return translatedCode(table, "SizingText", change);
}

QString servingBottleneckText(const std::string &code)
{
    static const CodeWords table {
        {"memory_bandwidth", QT_TRANSLATE_NOOP("SizingText", "memory bandwidth (decode)")},
        {"compute", QT_TRANSLATE_NOOP("SizingText", "compute")},
        {"kv_capacity", QT_TRANSLATE_NOOP("SizingText", "KV cache capacity")},
        {"interconnect", QT_TRANSLATE_NOOP("SizingText", "GPU interconnect (TP all-reduces)")},
        {"max_batch", QT_TRANSLATE_NOOP("SizingText", "the engine's batch limit")},
        {"prefill_pool", QT_TRANSLATE_NOOP("SizingText", "the prefill pool")},
    };
    return translatedCode(table, "SizingText", code);
}

QString servingWhyNotText(const ConfiguredOption &o)
{
    const auto param = [&](const char *k) {
        const auto it = o.whyParams.find(k);
        return it == o.whyParams.end() ? QString() : QString::fromStdString(it->second);
    };
    if (o.whyNot.empty())
        return o.meets ? QCoreApplication::translate("SizingText", "the pick") : QString();
    if (o.whyNot == "configure.does_not_fit")
        return QCoreApplication::translate("SizingText", "does not fit in memory");
    if (o.whyNot == "configure.no_size_meets")
        return QCoreApplication::translate("SizingText",
                                           "no size of it meets the targets at the load");
    if (o.whyNot == "configure.too_many_gpus")
        return QCoreApplication::translate("SizingText", "needs %1 GPUs, past the limit")
            .arg(param("gpus"));
    if (o.whyNot == "configure.no_price")
        return QCoreApplication::translate("SizingText", "no price in the catalog");
    if (o.whyNot == "configure.no_format")
        return QCoreApplication::translate("SizingText", "no units for the GEMMs' precision");
    if (o.whyNot == "configure.dominated")
        return QCoreApplication::translate("SizingText", "dominated by %1").arg(param("by"));
    if (o.whyNot == "configure.tie")
        return QCoreApplication::translate("SizingText", "as good as the pick (Pareto)");
    if (o.whyNot == "configure.behind")
        return QCoreApplication::translate("SizingText",
                                           "%1 % behind the pick (Pareto: better on GPUs or power)")
            .arg(param("share"));
    return QString::fromStdString(o.whyNot);
}

QString servingLayoutBrief(const ServingSetup &s, const ServingEstimate &e)
{
    QString text = expertParallel(s)
                       ? QCoreApplication::translate("SizingText", "EP %1").arg(s.expert->ep)
                       : QCoreApplication::translate("SizingText", "TP %1").arg(s.tp);
    if (e.prefillGpus && e.decodeGpus)
        text += QCoreApplication::translate("SizingText", ", %1 prefill + %2 decode")
                    .arg(*e.prefillGpus)
                    .arg(*e.decodeGpus);
    return text;
}

QString servingLayoutText(const ServingSetup &s, const ServingEstimate &e)
{
    QString text
        = expertParallel(s)
              ? QCoreApplication::translate("SizingText", "EP %1 (attention TP %2 × DP %3)")
                    .arg(s.expert->ep)
                    .arg(s.tp)
                    .arg(s.expert->ep / s.tp)
              : QCoreApplication::translate("SizingText", "TP %1").arg(s.tp);
    if (e.prefillGpus && e.decodeGpus)
        text += QCoreApplication::translate("SizingText",
                                            ", prefill on %1 GPUs and decode on %2, the KV cache "
                                            "%3 ms between them")
                    .arg(*e.prefillGpus)
                    .arg(*e.decodeGpus)
                    .arg(display::number(e.kvTransferS * 1000, 1));
    return text;
}

QString targetsNoteText(const DesignTargets &t, const Site &site, const Catalog &catalog)
{
    QStringList parts {
        QCoreApplication::translate("SizingText", "deadline %1").arg(display::days(t.deadlineDays)),
        QCoreApplication::translate("SizingText", "%1 kW per rack").arg(t.rackKw),
        QCoreApplication::translate("SizingText", "PUE %1").arg(t.pue, 0, 'f', 2)};
    if (t.budget)
        parts << QCoreApplication::translate("SizingText", "capex budget %1")
                     .arg(display::enteredMoney(*t.budget));
    if (t.siteMw)
        parts << QCoreApplication::translate("SizingText", "site cap %1 MW").arg(*t.siteMw);
    QStringList lines {parts.join(QStringLiteral(" · "))};
    int pareto = 0;
    for (const TargetOption &o : t.options) {
        pareto += o.pareto ? 1 : 0;
        if (o.chosen)
            lines << QCoreApplication::translate("SizingText", "Chosen: %1, %2, %3")
                         .arg(optionLabel(catalog, o.gpu, o.server, o.gpus),
                              o.trainDays ? display::days(*o.trainDays) : QStringLiteral("–"),
                              display::money(o.capexUsd, site));
    }
    lines << QCoreApplication::translate("SizingText",
                                         "%1 options weighed, %2 of them on the Pareto front")
                 .arg(t.options.size())
                 .arg(pareto);
    return lines.join(QLatin1Char('\n'));
}

QString servingPoolErrorText(const std::string &code,
                             const std::map<std::string, std::string> &params)
{
    const auto param = [&](const char *key) {
        const auto it = params.find(key);
        return it == params.end() ? QString() : QString::fromStdString(it->second);
    };
    if (code == "serving_pool.no_server")
        return QCoreApplication::translate("SizingText", "the catalog has no server that takes %1")
            .arg(param("gpu"));
    if (code == "serving_pool.no_gpus")
        return QCoreApplication::translate("SizingText", "the layout has no GPUs");
    if (code == "serving_pool.no_island")
        return QCoreApplication::translate("SizingText",
                                           "its servers would not form an island of their own");
    if (code == "serving_pool.unknown_gpu")
        return QCoreApplication::translate("SizingText", "no catalog GPU \"%1\"").arg(param("gpu"));
    // The synthesis's own reasons (a server over the rack's kW, the fabric) as diagnostics say
    // them.
    Diagnostic d;
    d.severity = Severity::Error;
    d.code = code;
    d.params = params;
    return diagnosticText(d);
}

QString servingCurveTailText(const ServingSetup &s, const ServingEstimate &e)
{
    if (!e.tailOverCurve || !e.tail)
        return {};
    const char *text
        = s.loadCurve.size() == 168
              ? QT_TRANSLATE_NOOP("SizingText", "Over the week's load: TTFT P90 %1 ms, TPOT P99 %2 "
                                                "ms (at the peak hour %3 ms and %4 ms).")
              : QT_TRANSLATE_NOOP("SizingText", "Over the day's load: TTFT P90 %1 ms, TPOT P99 %2 "
                                                "ms (at the peak hour %3 ms and %4 ms).");
    return QCoreApplication::translate("SizingText", text)
        .arg(display::number(e.tailOverCurve->ttftP90 * 1000),
             display::number(e.tailOverCurve->tpotP99 * 1000, 1),
             display::number(e.tail->ttftP90 * 1000), display::number(e.tail->tpotP99 * 1000, 1));
}

} // namespace cl
