// SPDX-License-Identifier: GPL-3.0-or-later
// Choosing among the evaluated options: feasibility against the targets, the Pareto set over
// (days, capex, facility power), and one reason per option that was not chosen.
#include "sizingmoney.h"
#include "sizingsearch.h"

#include <algorithm>
#include <limits>

namespace cl {

namespace {

bool usable(const SizingOption &o)
{
    return o.trainDays && o.errors == 0;
}

bool withinBudget(const SizingOption &o, const SizingTargets &t)
{
    const auto budget = budgetUsd(t);
    return !budget || o.capexUsd <= *budget;
}

bool withinSite(const SizingOption &o, const SizingTargets &t)
{
    return !t.siteMw || o.facilityMaxW <= *t.siteMw * 1e6;
}

bool feasible(const SizingOption &o, const SizingTargets &t)
{
    return usable(o) && o.meetsDeadline(t.deadlineDays) && withinBudget(o, t) && withinSite(o, t);
}

/** a is no worse than b on days, capex and facility power, and better on one. */
bool dominates(const SizingOption &a, const SizingOption &b)
{
    const double ad = *a.trainDays, bd = *b.trainDays;
    const bool noWorse = ad <= bd && a.capexUsd <= b.capexUsd && a.facilityMaxW <= b.facilityMaxW;
    const bool better = ad < bd || a.capexUsd < b.capexUsd || a.facilityMaxW < b.facilityMaxW;
    return noWorse && better;
}

/** How far an option is from meeting every target: the largest ratio over its limit (1 = met).
 */
double shortfall(const SizingOption &o, const SizingTargets &t)
{
    if (!o.trainDays)
        return std::numeric_limits<double>::infinity();
    double worst = *o.trainDays / t.deadlineDays;
    if (const auto budget = budgetUsd(t))
        worst = std::max(worst, o.capexUsd / *budget);
    if (t.siteMw)
        worst = std::max(worst, o.facilityMaxW / (*t.siteMw * 1e6));
    return worst + (o.errors > 0 ? 1.0 : 0.0);
}

} // namespace

void rankOptions(std::vector<SizingOption> &options, const SizingTargets &t, int &chosen,
                 int &nearestMiss)
{
    chosen = nearestMiss = -1;
    for (std::size_t i = 0; i < options.size(); ++i) {
        const SizingOption &o = options[i];
        if (!feasible(o, t))
            continue;
        const SizingOption *c = chosen >= 0 ? &options[std::size_t(chosen)] : nullptr;
        if (!c || o.capexUsd < c->capexUsd
            || (o.capexUsd == c->capexUsd && o.facilityMaxW < c->facilityMaxW))
            chosen = int(i);
    }
    for (std::size_t i = 0; i < options.size(); ++i) {
        SizingOption &o = options[i];
        o.pareto = usable(o);
        o.dominatedBy = -1;
        for (std::size_t j = 0; j < options.size() && o.pareto; ++j) {
            if (j != i && usable(options[j]) && dominates(options[j], o)) {
                o.pareto = false;
                o.dominatedBy = int(j);
            }
        }
    }
    for (std::size_t i = 0; i < options.size(); ++i) {
        SizingOption &o = options[i];
        if (int(i) == chosen)
            o.whyNot.clear();
        else if (!o.trainDays)
            o.whyNot = "no_estimate";
        else if (o.errors > 0)
            o.whyNot = "design_errors";
        else if (!o.pareto)
            o.whyNot = "dominated";
        else if (!o.meetsDeadline(t.deadlineDays))
            o.whyNot = "misses_deadline";
        else if (!withinBudget(o, t))
            o.whyNot = "over_budget";
        else if (!withinSite(o, t))
            o.whyNot = "over_site_power";
        else
            o.whyNot = "costlier";
    }
    if (chosen >= 0)
        return;
    double best = std::numeric_limits<double>::infinity();
    for (std::size_t i = 0; i < options.size(); ++i) {
        const double s = shortfall(options[i], t);
        if (s < best) {
            best = s;
            nearestMiss = int(i);
        }
    }
}

} // namespace cl
