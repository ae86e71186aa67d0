// SPDX-License-Identifier: GPL-3.0-or-later
#include "chartsdock.h"

#include "charts/chartpanel.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "report/chartdata.h"
#include "text/ledgerformat.h"

#include <QEvent>

#include <algorithm>

namespace cl {

ChartsPanel::ChartsPanel(Document *document, QWidget *parent)
    : QTabWidget(parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("chartsPanel"));
    mMemory = new clw::BarChartPanel(this);
    mPower = new clw::BarChartPanel(this);
    mPower->setObjectName(QStringLiteral("powerChart"));
    mStep = new clw::BarChartPanel(this);
    mScaling = new clw::LineChartPanel(this);
    mCost = new clw::BarChartPanel(this);
    mCost->setObjectName(QStringLiteral("costChart"));
    mServingMemory = new clw::BarChartPanel(this);
    mServingMemory->setObjectName(QStringLiteral("servingMemoryChart"));
    mServingThroughput = new clw::LineChartPanel(this);
    mServingThroughput->setObjectName(QStringLiteral("servingThroughputChart"));
    for (QWidget *w : std::initializer_list<QWidget *> {mMemory, mPower, mStep, mScaling, mCost,
                                                        mServingMemory, mServingThroughput})
        addTab(w, QString());
    refresh();
}

void ChartsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        refresh();
    QTabWidget::changeEvent(event);
}

void ChartsPanel::setLedger(std::shared_ptr<const DesignLedger> ledger)
{
    mLedger = std::move(ledger);
    refresh();
}

void ChartsPanel::refresh()
{
    setTabText(0, tr("Memory"));
    setTabText(1, tr("Power"));
    setTabText(2, tr("Step time"));
    setTabText(3, tr("Scaling"));
    setTabText(4, tr("Cost"));
    setTabText(5, tr("Serving memory"));
    setTabText(6, tr("Throughput"));
    refreshServing();
    if (!mLedger)
        return;
    const DesignLedger &L = *mLedger;
    const double gb = 1e9;

    clw::BarChartData memory;
    memory.title = tr("Memory per GPU");
    memory.valueTitle = tr("GB");
    memory.stacked = true;
    memory.categories = {tr("per GPU")};
    if (L.training) {
        const MemoryBreakdown &m = L.training->memory;
        for (const report::ChartPart &part : report::memoryParts(m))
            memory.sets.append({part.name, {part.value / gb}, part.color});
        memory.limit = m.capacity / gb;
        memory.limitName = tr("GPU memory");
    }
    mMemory->setData(memory);

    clw::BarChartData power;
    power.title = tr("Power per rack");
    power.valueTitle = tr("kW");
    clw::BarSet maxSet {tr("Max"), {}, QColor(0xe8, 0x7a, 0x1c)};
    clw::BarSet typicalSet {tr("Typical"), {}, QColor(0x2f, 0x5d, 0x8a)};
    // A hall's racks do not fit side by side with their names ("…" under every bar at 68):
    // past kMaxPowerBars the most loaded against their usable power are shown, most loaded
    // first, each name whole and upright.
    constexpr std::size_t kMaxPowerBars = 24;
    std::vector<const RackReport *> racks;
    for (const auto &r : L.racks)
        racks.push_back(&r);
    if (racks.size() > kMaxPowerBars) {
        const auto share = [](const RackReport *r) {
            return r->load.usableW > 0 ? r->load.maxW / r->load.usableW : r->load.maxW;
        };
        std::stable_sort(racks.begin(), racks.end(), [&](const RackReport *a, const RackReport *b) {
            return share(a) > share(b);
        });
        racks.resize(kMaxPowerBars);
        power.title
            = tr("Power per rack: the %1 most loaded of %2").arg(kMaxPowerBars).arg(L.racks.size());
    }
    power.uprightLabels = racks.size() > 8;
    for (const RackReport *rack : racks) {
        const RackReport &r = *rack;
        power.categories << QString::fromStdString(r.name);
        maxSet.values << r.load.maxW / 1000;
        typicalSet.values << r.load.typicalW / 1000;
        power.categoryLimits << r.load.usableW / 1000;
    }
    power.sets = {maxSet, typicalSet};
    power.limitName = tr("Usable");
    mPower->setData(power);

    clw::BarChartData step;
    step.title = tr("Step time");
    step.valueTitle = tr("seconds per step");
    step.stacked = true;
    step.horizontal = true;
    step.categories = {tr("step")};
    if (L.training) {
        const StepBreakdown &b = L.training->breakdown;
        for (const report::ChartPart &part : report::stepParts(b))
            step.sets.append({part.name, {part.value}, part.color});
    }
    mStep->setData(step);

    clw::LineChartData scaling;
    scaling.title = tr("Days to train against GPU count");
    scaling.xTitle = tr("GPUs");
    scaling.yTitle = tr("days");
    scaling.seriesName = tr("same layout, more data parallelism");
    scaling.logX = true;
    for (const auto &p : L.scaling) {
        scaling.points << QPointF(p.gpus, p.trainDays);
        if (p.current)
            scaling.marked = QPointF(p.gpus, p.trainDays);
    }
    scaling.markedName = tr("this design");
    mScaling->setData(scaling);

    clw::BarChartData cost;
    const Site &site = mDocument->design().site;
    cost.title = tr("Capex by category and opex per year");
    // In the unit of the largest amount: the axis reads "40" under "M USD".
    double largest = L.cost.opexUsdPerYear;
    for (const auto &entry : L.bom.totalsByCategory)
        largest = std::max(largest, entry.second);
    const auto [scale, prefix] = display::magnitude(largest * site.currencyPerUsd);
    const QString code = QString::fromStdString(site.currency);
    cost.valueTitle = prefix.isEmpty() ? code : prefix + QLatin1Char(' ') + code;
    clw::BarSet capex {tr("Capex"), {}, QColor(0x2f, 0x5d, 0x8a)};
    for (const auto &[category, usd] : L.bom.totalsByCategory) {
        cost.categories << QString::fromStdString(category);
        capex.values << usd * site.currencyPerUsd / scale;
    }
    cost.categories << tr("opex/year");
    capex.values << L.cost.opexUsdPerYear * site.currencyPerUsd / scale;
    cost.sets = {capex};
    mCost->setData(cost);
}

} // namespace cl
