// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingconfiguredialog.h"

#include "catalog/catalog.h"
#include "commands/replaceobject.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "serving/servingcost.h"
#include "serving/servingengine.h"
#include "text/ledgerformat.h"
#include "text/sizingtext.h"

#include <QApplication>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <set>

namespace cl {

namespace {

/** The cards a planner compares first: the island's own and the usual serving candidates. */
const std::set<std::string> kDefaultCandidates
    = {"h100-sxm5-80gb", "h200-sxm-141gb", "h20-96gb", "ascend-910b", "rtx-4090"};

enum ConfigureColumn {
    ColOption,
    ColGpus,
    ColCost,
    ColPower,
    ColTtft,
    ColTpot,
    ColVerdict,
    ColCount
};

} // namespace

ServingConfigureDialog::ServingConfigureDialog(Document *document, int workload,
                                               const DesignLedger *ledger, QWidget *parent)
    : QDialog(parent)
    , mDocument(document)
    , mWorkload(workload)
{
    setObjectName(QStringLiteral("servingConfigureDialog"));
    setWindowTitle(tr("Configure Serving"));
    std::string islandGpu;
    if (ledger && std::size_t(workload) < ledger->serving.size()) {
        mBase = ledger->serving[std::size_t(workload)].setup;
        islandGpu = ledger->serving[std::size_t(workload)].gpu;
    }
    mIslandGpu = islandGpu;
    auto *layout = new QVBoxLayout(this);
    auto *top = new QHBoxLayout;
    mGpus = new QListWidget(this);
    mGpus->setObjectName(QStringLiteral("configureGpus"));
    for (const auto &[id, g] : mDocument->catalog().gpus) {
        auto *item = new QListWidgetItem(QString::fromStdString(g.name), mGpus);
        item->setData(Qt::UserRole, QString::fromStdString(id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        const bool on = kDefaultCandidates.count(id) || id == islandGpu;
        item->setCheckState(on ? Qt::Checked : Qt::Unchecked);
    }
    mGpus->setMaximumHeight(150);
    top->addWidget(mGpus, 1);
    auto *side = new QVBoxLayout;
    side->addWidget(new QLabel(tr("Cheapest by"), this));
    mObjective = new QComboBox(this);
    mObjective->setObjectName(QStringLiteral("configureObjective"));
    mObjective->addItem(tr("cost per hour (owned)"), int(ConfigureObjective::Cost));
    mObjective->addItem(tr("fewest GPUs"), int(ConfigureObjective::Gpus));
    mObjective->addItem(tr("lowest power"), int(ConfigureObjective::Power));
    side->addWidget(mObjective);
    mRun = new QPushButton(tr("Search"), this);
    mRun->setObjectName(QStringLiteral("configureRun"));
    side->addWidget(mRun);
    side->addStretch();
    top->addLayout(side);
    layout->addLayout(top);
    mTable = new QTableWidget(0, ColCount, this);
    mTable->setObjectName(QStringLiteral("configureTable"));
    mTable->setHorizontalHeaderLabels({tr("Option"), tr("GPUs"), tr("USD/h"), tr("kW"),
                                       tr("TTFT P90"), tr("TPOT P99"), tr("Verdict")});
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->horizontalHeader()->setSectionResizeMode(ColVerdict, QHeaderView::Stretch);
    mTable->verticalHeader()->hide();
    layout->addWidget(mTable, 1);
    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("configureSummary"));
    mSummary->setWordWrap(true);
    layout->addWidget(mSummary);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    mApply = buttons->addButton(tr("Apply"), QDialogButtonBox::AcceptRole);
    mApply->setObjectName(QStringLiteral("configureApply"));
    mApply->setEnabled(false);
    layout->addWidget(buttons);
    connect(mRun, &QPushButton::clicked, this, &ServingConfigureDialog::run);
    connect(mApply, &QPushButton::clicked, this, &ServingConfigureDialog::apply);
    connect(mTable, &QTableWidget::itemSelectionChanged, this,
            &ServingConfigureDialog::updateApply);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    resize(980, 620);
    if (!mBase.gpu)
        mSummary->setText(tr("The workload has no GPUs to size against yet: add servers to the "
                             "design, then configure."));
    mRun->setEnabled(mBase.gpu != nullptr);
}

ConfigureRequest ServingConfigureDialog::request() const
{
    ConfigureRequest q;
    q.base = mBase;
    q.objective = ConfigureObjective(mObjective->currentData().toInt());
    const Catalog &c = mDocument->catalog();
    for (int row = 0; row < mGpus->count(); ++row) {
        const QListWidgetItem *item = mGpus->item(row);
        if (item->checkState() != Qt::Checked)
            continue;
        const GpuModel *gpu = c.gpu(item->data(Qt::UserRole).toString().toStdString());
        if (!gpu)
            continue;
        ConfigureCandidate k;
        k.gpu = gpu;
        k.usdPerGpuHour = ownedUsdPerGpuHour(c, *gpu, {});
        k.wattsPerGpu = servingWattsPerGpu(c, *gpu);
        const ServingFabric f = servingFabric(c, *gpu);
        k.scaleOutBytesPerS = f.scaleOutBytesPerS;
        k.gpusPerServer = f.gpusPerServer;
        k.profile = defaultProfileFor(*gpu);
        q.candidates.push_back(k);
    }
    return q;
}

void ServingConfigureDialog::run()
{
    if (!mBase.gpu)
        return;
    if (!mBase.requestsPerS && !mBase.concurrency) {
        mSummary->setText(tr("Give the workload a load (requests per second or concurrent "
                             "sequences): the configurator sizes each layout for it."));
        return;
    }
    QApplication::setOverrideCursor(Qt::WaitCursor);
    mResult = configureServing(request());
    QApplication::restoreOverrideCursor();
    fillTable();
}

void ServingConfigureDialog::fillTable()
{
    mTable->setRowCount(int(mResult.options.size()));
    for (int row = 0; row < int(mResult.options.size()); ++row) {
        const ConfiguredOption &o = mResult.options[std::size_t(row)];
        const auto &t = o.estimate.tail;
        const bool tail = o.meets && t && t->requests > 0;
        const QString cells[ColCount]
            = {QString::fromStdString(configuredLabel(o)),
               o.gpus > 0 ? QString::number(o.gpus) : QStringLiteral("–"),
               o.usdPerHour ? display::number(*o.usdPerHour, 1) : QStringLiteral("–"),
               o.gpus > 0 ? display::number(o.powerW / 1000, 1) : QStringLiteral("–"),
               tail ? tr("%1 ms").arg(display::number(t->ttftP90 * 1000)) : QStringLiteral("–"),
               tail ? tr("%1 ms").arg(display::number(t->tpotP99 * 1000, 1)) : QStringLiteral("–"),
               servingWhyNotText(o)};
        for (int col = 0; col < ColCount; ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (col != ColOption && col != ColVerdict)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            if (o.meets && o.pareto) {
                QFont f = item->font();
                f.setBold(row == 0);
                item->setFont(f);
            } else if (!o.meets) {
                item->setForeground(palette().color(QPalette::Disabled, QPalette::Text));
            }
            mTable->setItem(row, col, item);
        }
    }
    mTable->resizeColumnsToContents();
    mTable->horizontalHeader()->setSectionResizeMode(ColVerdict, QHeaderView::Stretch);
    if (mResult.picked) {
        mTable->selectRow(0);
        const ConfiguredOption &pick = mResult.options.front();
        const QString label = QString::fromStdString(configuredLabel(pick));
        QString text;
        if (applicable(0)) {
            text = tr("%1 layouts sized. The pick: %2 on %3 GPUs; Apply writes its engine and "
                      "layout into the workload.")
                       .arg(mResult.evaluated)
                       .arg(label)
                       .arg(pick.gpus);
        } else {
            const GpuModel *island = mDocument->catalog().gpu(mIslandGpu);
            text = tr("%1 layouts sized. The pick: %2 on %3 GPUs.")
                       .arg(mResult.evaluated)
                       .arg(label)
                       .arg(pick.gpus)
                   + QLatin1Char(' ')
                   + tr("It runs on %1, not on this island's %2: Apply writes the layouts of the "
                        "island's own GPU (select one of its rows); the pick's cards are a "
                        "change of hardware.")
                         .arg(QString::fromStdString(pick.setup.gpu->shortName),
                              QString::fromStdString(island ? island->shortName : mIslandGpu));
        }
        mSummary->setText(text);
    } else {
        mSummary->setText(tr("%1 layouts sized; none meets the targets at the load on the cards "
                             "ticked.")
                              .arg(mResult.evaluated));
    }
    updateApply();
}

bool ServingConfigureDialog::applicable(std::size_t row) const
{
    if (row >= mResult.options.size() || !mResult.options[row].meets)
        return false;
    const GpuModel *gpu = mResult.options[row].setup.gpu;
    return mIslandGpu.empty() || (gpu && gpu->id == mIslandGpu);
}

void ServingConfigureDialog::updateApply()
{
    const auto rows = mTable->selectionModel()->selectedRows();
    mApply->setEnabled(!rows.isEmpty() && applicable(std::size_t(rows.front().row())));
}

void ServingConfigureDialog::apply()
{
    const auto &rows = mTable->selectionModel()->selectedRows();
    const std::size_t row = rows.isEmpty() ? 0 : std::size_t(rows.front().row());
    if (!applicable(row))
        return;
    const ServingSetup &s = mResult.options[row].setup;
    ServingList list = mDocument->design().serving;
    if (std::size_t(mWorkload) >= list.size())
        return;
    ServingWorkload &w = list[std::size_t(mWorkload)];
    w.engine = engineOf(s).id;
    w.tp = s.tp;
    w.pp = s.pp;
    w.ep = s.expert ? s.expert->ep : 0;
    w.twoBatchOverlap = s.expert && s.expert->twoBatchOverlap;
    w.disaggregated = s.disaggregated.has_value();
    w.prefillGpus = s.disaggregated ? s.disaggregated->prefillGpus : 0;
    w.decodeGpus = s.disaggregated ? s.disaggregated->decodeGpus : 0;
    mDocument->undoStack()->push(new ReplaceObjectCommand<ServingList>(
        mDocument, {}, std::move(list), tr("Apply Serving Configuration")));
    accept();
}

} // namespace cl
