// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparedialog.h"

#include "catalog/catalog.h"
#include "charts/chartpanel.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "engine/planner.h"
#include "text/ledgerformat.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace cl {

namespace {

/** What one GPU costs installed: its price plus its share of an 8-GPU chassis of its form. */
double installedCostPerGpu(const Catalog &c, const GpuModel &gpu)
{
    const char *chassis = gpu.formFactor == "pcie" ? "srv-8gpu-pcie" : "hgx-h100-8gpu";
    const ServerModel *server = c.server(chassis);
    const double share = server && server->price ? server->price->usd / 8.0 : 0.0;
    return (gpu.price ? gpu.price->usd : 0.0) + share;
}

double installedPowerPerGpu(const Catalog &c, const GpuModel &gpu)
{
    const char *chassis = gpu.formFactor == "pcie" ? "srv-8gpu-pcie" : "hgx-h100-8gpu";
    const ServerModel *server = c.server(chassis);
    return gpu.tdpW + (server ? server->maxW / 8.0 : 0.0);
}

} // namespace

CompareDialog::CompareDialog(Document *document, QWidget *parent,
                             std::shared_ptr<const DesignLedger> ledger)
    : QDialog(parent)
    , mDocument(document)
    , mLedger(std::move(ledger))
{
    if (!mLedger)
        mLedger = std::make_shared<const DesignLedger>(
            evaluateDesign(document->design(), document->catalog()));
    const std::string own
        = mLedger->cluster && mLedger->cluster->gpu ? mLedger->cluster->gpu->id : std::string();
    setObjectName(QStringLiteral("compareDialog"));
    setWindowTitle(tr("Compare GPUs"));
    resize(980, 640);
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    mGpus = new QListWidget(this);
    mGpus->setObjectName(QStringLiteral("compareGpus"));
    mGpus->setMaximumHeight(150);
    for (const auto &[id, g] : document->catalog().gpus) {
        auto *item = new QListWidgetItem(QString::fromStdString(g.name), mGpus);
        item->setData(Qt::UserRole, QString::fromStdString(id));
        const bool preset = id == own || id == "h100-sxm5-80gb" || id == "a100-sxm4-80gb"
                            || id == "rtx-4090" || id == "ascend-910b";
        item->setCheckState(preset ? Qt::Checked : Qt::Unchecked);
    }
    mMode = new QComboBox(this);
    mMode->setObjectName(QStringLiteral("compareMode"));
    mMode->addItem(tr("Same GPU count"), 0);
    mMode->addItem(tr("Same capex for GPUs and servers"), 1);
    auto *run = new QPushButton(tr("Compare"), this);
    top->addWidget(mGpus, 1);
    auto *side = new QVBoxLayout;
    side->addWidget(mMode);
    side->addWidget(run);
    side->addStretch(1);
    top->addLayout(side);
    layout->addLayout(top);
    mTable = new QTableWidget(0, 7, this);
    mTable->setObjectName(QStringLiteral("compareTable"));
    mTable->setHorizontalHeaderLabels({tr("GPU"), tr("GPU count"), tr("Days"), tr("MFU"),
                                       tr("GPUs and servers"), tr("Power"), tr("Fits")});
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(mTable, 1);
    auto *note = new QLabel(tr("The first row is this design as the ledger has it (its network, "
                               "servers and goodput). The others are the same run planned on a "
                               "usual cluster of each GPU: 8 per server, its usual network and "
                               "efficiency profile."),
                            this);
    note->setObjectName(QStringLiteral("compareNote"));
    note->setWordWrap(true);
    layout->addWidget(note);
    mChart = new clw::BarChartPanel(this);
    layout->addWidget(mChart, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(run, &QPushButton::clicked, this, &CompareDialog::compare);
    compare();
}

std::string CompareDialog::addDesignRow(QStringList &categories, QList<qreal> &days)
{
    const Catalog &c = mDocument->catalog();
    const DesignLedger &L = *mLedger;
    if (!L.cluster || !L.cluster->gpu)
        return {};
    const GpuModel &gpu = *L.cluster->gpu;
    const int n = L.cluster->gpus;
    const bool fits = L.training && L.training->valid && L.training->memory.fits();
    const QString cells[]
        = {tr("%1 (this design)").arg(QString::fromStdString(gpu.name)),
           QString::number(n),
           fits ? display::number(L.training->trainDays, 1) : QStringLiteral("–"),
           fits ? display::percent(L.training->mfu) : QStringLiteral("–"),
           display::money(n * installedCostPerGpu(c, gpu), mDocument->design().site),
           display::watts(n * installedPowerPerGpu(c, gpu)),
           fits ? tr("yes") : tr("no: out of memory")};
    mTable->insertRow(0);
    for (int col = 0; col < 7; ++col) {
        auto *item = new QTableWidgetItem(cells[col]);
        QFont font = item->font();
        font.setBold(true);
        item->setFont(font);
        mTable->setItem(0, col, item);
    }
    if (fits) {
        categories << tr("%1 (this design)").arg(QString::fromStdString(gpu.shortName));
        days << L.training->trainDays;
    }
    return gpu.id;
}

void CompareDialog::compare()
{
    const Design &d = mDocument->design();
    const Catalog &c = mDocument->catalog();
    const auto job = jobFromWorkload(d.workload, c);
    const NetworkAnalysis network = analyseNetwork(d, c);
    Diagnostics ignored;
    const auto current = clusterFromDesign(d, c, network, {}, ignored);
    const int count = current ? current->gpus : 8;
    const double budget = current ? count * installedCostPerGpu(c, *current->gpu) : 0.0;
    mTable->setRowCount(0);
    clw::BarChartData chart;
    chart.title = tr("Days to train");
    chart.valueTitle = tr("days");
    clw::BarSet days {tr("Days"), {}, QColor(0x2f, 0x5d, 0x8a)};
    const std::string own = addDesignRow(chart.categories, days.values);
    for (int i = 0; i < mGpus->count(); ++i) {
        QListWidgetItem *item = mGpus->item(i);
        const std::string id = item->data(Qt::UserRole).toString().toStdString();
        // The design's own GPU is its first row, at the design's count: the same GPU again at
        // that count would only differ from it by the usual cluster's assumptions.
        if (item->checkState() != Qt::Checked || !job
            || (id == own && mMode->currentData().toInt() == 0))
            continue;
        const GpuModel &gpu = *c.gpu(id);
        int n = count;
        if (mMode->currentData().toInt() == 1) {
            const double each = installedCostPerGpu(c, gpu);
            n = each > 0 ? std::max(8, int(budget / each) / 8 * 8) : count;
        }
        const NetworkPreset &net = *findNetworkPreset(defaultNetworkFor(gpu));
        const ClusterSpec cluster = makeClusterSpec(gpu, n, 8, net, defaultProfileFor(gpu));
        const PlanResult plan = planTraining(jobForCluster(*job, cluster.gpus), cluster);
        const int row = mTable->rowCount();
        mTable->insertRow(row);
        const bool fits = plan.best.has_value();
        const QString cells[]
            = {QString::fromStdString(gpu.name),
               QString::number(n),
               fits ? display::number(plan.best->trainDays, 1) : QStringLiteral("–"),
               fits ? display::percent(plan.best->mfu) : QStringLiteral("–"),
               display::money(n * installedCostPerGpu(c, gpu), d.site),
               display::watts(n * installedPowerPerGpu(c, gpu)),
               fits ? tr("yes") : tr("no: out of memory")};
        for (int col = 0; col < 7; ++col)
            mTable->setItem(row, col, new QTableWidgetItem(cells[col]));
        if (fits) {
            chart.categories << QString::fromStdString(gpu.shortName);
            days.values << plan.best->trainDays;
        }
    }
    chart.sets = {days};
    mTable->resizeRowsToContents();
    // Days can differ by 30x between a consumer card and an H100: a log axis keeps both bars
    // readable, and each bar carries its number.
    chart.valueLabels = true;
    if (!days.values.isEmpty()) {
        const auto [lo, hi] = std::minmax_element(days.values.begin(), days.values.end());
        chart.logScale = *lo > 0 && *hi / *lo > 10;
        if (chart.logScale)
            chart.valueTitle = tr("days (log scale)");
    }
    mChart->setData(chart);
}

} // namespace cl
