// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingconfiguredialog.h"

#include "catalog/catalog.h"
#include "commands/addremoveobjects.h"
#include "commands/replaceobject.h"
#include "document/document.h"
#include "document/editoperations.h"
#include "engine/ledger.h"
#include "power/rackpower.h"
#include "serving/servingcost.h"
#include "serving/servingengine.h"
#include "sizing/servingpool.h"
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
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
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
        const ServingReport &report = ledger->serving[std::size_t(workload)];
        mBase = report.setup;
        islandGpu = report.gpu;
        mIslandGpus = report.gpus;
        mIsland = report.island;
    }
    if (ledger) {
        for (const ServingReport &r : ledger->serving)
            mServingIslands.push_back(r.island);
        for (const IslandReport &r : ledger->islands) {
            if (r.chosen)
                mTrainingIsland = r.id;
        }
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
        const ApplyKind kind = applyKind(0);
        if (kind == ApplyKind::Layout) {
            text = tr("%1 layouts sized. The pick: %2 on %3 GPUs; Apply writes its engine and "
                      "layout into the workload.")
                       .arg(mResult.evaluated)
                       .arg(label)
                       .arg(pick.gpus);
        } else {
            const GpuModel *island = mDocument->catalog().gpu(mIslandGpu);
            const QString card = QString::fromStdString(pick.setup.gpu->shortName);
            text = tr("%1 layouts sized. The pick: %2 on %3 GPUs.")
                       .arg(mResult.evaluated)
                       .arg(label)
                       .arg(pick.gpus)
                   + QLatin1Char(' ')
                   + (pick.setup.gpu->id == mIslandGpu
                          ? tr("This island has %1 of them: Apply adds %2 %3 GPUs in their usual "
                               "servers as a new island and runs the workload there.")
                                .arg(mIslandGpus)
                                .arg(pick.gpus)
                                .arg(card)
                          : tr("It runs on %1, not on this island's %2: Apply adds %3 of them in "
                               "their usual servers as a new island and runs the workload there "
                               "(select a row of the island's own GPU to keep the hardware).")
                                .arg(card, QString::fromStdString(island ? island->shortName
                                                                         : mIslandGpu))
                                .arg(pick.gpus));
        }
        mSummary->setText(text);
    } else {
        mSummary->setText(tr("%1 layouts sized; none meets the targets at the load on the cards "
                             "ticked.")
                              .arg(mResult.evaluated));
    }
    updateApply();
}

ServingConfigureDialog::ApplyKind ServingConfigureDialog::applyKind(std::size_t row) const
{
    if (row >= mResult.options.size() || !mResult.options[row].meets)
        return ApplyKind::None;
    const ConfiguredOption &o = mResult.options[row];
    if (!o.setup.gpu)
        return ApplyKind::None;
    if (mIslandGpu.empty() || (o.setup.gpu->id == mIslandGpu && o.gpus <= mIslandGpus))
        return ApplyKind::Layout;
    return ApplyKind::WithHardware;
}

int ServingConfigureDialog::selectedRow() const
{
    const auto rows = mTable->selectionModel()->selectedRows();
    return rows.isEmpty() ? -1 : rows.front().row();
}

void ServingConfigureDialog::updateApply()
{
    const int row = selectedRow();
    const ApplyKind kind = row < 0 ? ApplyKind::None : applyKind(std::size_t(row));
    mApply->setEnabled(kind != ApplyKind::None);
    mApply->setText(kind == ApplyKind::WithHardware ? tr("Add Hardware and Apply") : tr("Apply"));
}

namespace {

/** The engine and deployment of a sized layout, written into the workload. */
void writeLayout(ServingWorkload &w, const ServingSetup &s)
{
    w.engine = engineOf(s).id;
    w.tp = s.tp;
    w.pp = s.pp;
    w.ep = s.expert ? s.expert->ep : 0;
    w.twoBatchOverlap = s.expert && s.expert->twoBatchOverlap;
    w.disaggregated = s.disaggregated.has_value();
    w.prefillGpus = s.disaggregated ? s.disaggregated->prefillGpus : 0;
    w.decodeGpus = s.disaggregated ? s.disaggregated->decodeGpus : 0;
}

} // namespace

void ServingConfigureDialog::apply()
{
    const int selected = selectedRow();
    const std::size_t row = selected < 0 ? 0 : std::size_t(selected);
    const ApplyKind kind = applyKind(row);
    if (kind == ApplyKind::None || std::size_t(mWorkload) >= mDocument->design().serving.size())
        return;
    if (kind == ApplyKind::WithHardware) {
        applyWithHardware(mResult.options[row]);
        return;
    }
    ServingList list = mDocument->design().serving;
    writeLayout(list[std::size_t(mWorkload)], mResult.options[row].setup);
    mDocument->undoStack()->push(new ReplaceObjectCommand<ServingList>(
        mDocument, {}, std::move(list), tr("Apply Serving Configuration")));
    accept();
}

double ServingConfigureDialog::islandRackKw() const
{
    const Design &d = mDocument->design();
    for (const Device &dev : d.devices) {
        const bool hasGpu
            = std::any_of(dev.gpuSlots.begin(), dev.gpuSlots.end(),
                          [&](const auto &slot) { return slot && *slot == mIslandGpu; });
        if (!hasGpu || !dev.rack)
            continue;
        if (const Rack *rack = d.findRack(*dev.rack)) {
            const double w = usableRackPowerW(rack->power);
            if (w > 0)
                return w / 1000;
        }
    }
    return 40;
}

void ServingConfigureDialog::applyWithHardware(const ConfiguredOption &option)
{
    const Design &d = mDocument->design();
    ServingPool pool = servingPoolFor(mDocument->catalog(), d, option.setup.gpu->id, option.gpus,
                                      islandRackKw());
    if (!pool.ok()) {
        mSummary->setText(tr("The hardware for this layout could not be made: %1")
                              .arg(servingPoolErrorText(pool.error, pool.errorParams)));
        return;
    }
    if (const EditResult limits = edit::checkAddLimits(d, pool.hardware); !limits.ok) {
        mSummary->setText(limits.reason);
        return;
    }
    const QString text = tr("Apply Serving Configuration with Hardware");
    // Those that name no island run on the largest or the fastest: a new, larger island would
    // pull them onto it. They keep running where they run now.
    ServingList list = d.serving;
    for (std::size_t i = 0; i < list.size() && i < mServingIslands.size(); ++i) {
        if (!list[i].island && !mServingIslands[i].empty())
            list[i].island = mServingIslands[i];
    }
    ServingWorkload &w = list[std::size_t(mWorkload)];
    writeLayout(w, option.setup);
    w.island = pool.island;
    QUndoStack *stack = mDocument->undoStack();
    stack->beginMacro(text);
    stack->push(new AddObjectsCommand(mDocument, std::move(pool.hardware), text));
    if (!d.workload.island && !mTrainingIsland.empty()) {
        Workload training = d.workload;
        training.island = mTrainingIsland;
        stack->push(new ReplaceObjectCommand<Workload>(mDocument, {}, std::move(training), text));
    }
    stack->push(new ReplaceObjectCommand<ServingList>(mDocument, {}, std::move(list), text));
    stack->endMacro();
    accept();
}

} // namespace cl
