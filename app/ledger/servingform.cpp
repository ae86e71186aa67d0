// SPDX-License-Identifier: GPL-3.0-or-later
#include "servingform.h"

#include "catalog/catalog.h"
#include "commands/replaceobject.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "formlabels.h"
#include "gui/dialogs.h"
#include "islandcombo.h"
#include "loadcurvefield.h"
#include "model/limits.h"
#include "serving/servingengine.h"
#include "servingconfiguredialog.h"
#include "text/ledgerformat.h"
#include "text/sizingtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace cl {

namespace {

enum Field {
    FName,
    FModel,
    FWeights,
    FActivations,
    FKv,
    FInput,
    FOutput,
    FLoadKind,
    FLoad,
    FTtft,
    FTpot,
    FTp,
    FPp,
    FIsland,
    FEngine,
    FEp,
    FDisaggregated,
    FPrefillGpus,
    FDecodeGpus,
    FPrefixHit,
    FPrefixTokens,
    FTtftP90,
    FTpotP99,
    FLoadCurve
};
enum LoadKind { LoadNone, LoadConcurrency, LoadRate };

QComboBox *quantCombo(const char *name, bool weights)
{
    auto *c = new QComboBox;
    c->setObjectName(QLatin1String(name));
    for (const auto &[text, format] : quantFormatNames()) {
        if (format == QuantFormat::INT4 && !weights)
            continue; // INT4 is a weight format only
        c->addItem(display::quantFormat(format), int(format));
    }
    return c;
}

QDoubleSpinBox *msSpin(const char *name)
{
    auto *s = new QDoubleSpinBox;
    s->setObjectName(QLatin1String(name));
    s->setRange(0, 1e7);
    s->setDecimals(0);
    s->setSuffix(QStringLiteral(" ms"));
    return s;
}

} // namespace

ServingForm::ServingForm(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("servingForm"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *fields = new QWidget(this);
    mForm = new QFormLayout(fields);
    mForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    outer->addWidget(fields);
    createFields();
    mResult = new QLabel(this);
    mResult->setObjectName(QStringLiteral("servingResult"));
    mResult->setWordWrap(true);
    outer->addWidget(mResult);
    // Room to spare in a tall dock goes below the result, not between the fields and it.
    outer->addStretch(1);

    connect(mName, &QLineEdit::editingFinished, this, [this] { commit(FName); });
    int field = FModel;
    connect(mModel, &QComboBox::currentIndexChanged, this, [this] { mModelPicked = !mLoading; });
    for (QComboBox *c : {mModel, mWeights, mActivations, mKv}) {
        const int f = field++;
        connect(c, &QComboBox::currentIndexChanged, this, [this, f] { commit(f); });
    }
    connect(mInput, &QSpinBox::valueChanged, this, [this] { commit(FInput); });
    connect(mOutput, &QSpinBox::valueChanged, this, [this] { commit(FOutput); });
    connect(mLoadKind, &QComboBox::currentIndexChanged, this, [this] { commit(FLoadKind); });
    connect(mLoad, &QDoubleSpinBox::valueChanged, this, [this] { commit(FLoad); });
    connect(mTtft, &QDoubleSpinBox::valueChanged, this, [this] { commit(FTtft); });
    connect(mTpot, &QDoubleSpinBox::valueChanged, this, [this] { commit(FTpot); });
    connect(mTp, &QComboBox::currentIndexChanged, this, [this] { commit(FTp); });
    connect(mPp, &QSpinBox::valueChanged, this, [this] { commit(FPp); });
    connect(mIsland, &QComboBox::currentIndexChanged, this, [this] { commit(FIsland); });
    connect(mEngine, &QComboBox::currentIndexChanged, this, [this] { commit(FEngine); });
    connect(mEp, &QSpinBox::valueChanged, this, [this] { commit(FEp); });
    connect(mDisaggregated, &QCheckBox::toggled, this, [this] { commit(FDisaggregated); });
    connect(mPrefillGpus, &QSpinBox::valueChanged, this, [this] { commit(FPrefillGpus); });
    connect(mDecodeGpus, &QSpinBox::valueChanged, this, [this] { commit(FDecodeGpus); });
    connect(mPrefixHit, &QDoubleSpinBox::valueChanged, this, [this] { commit(FPrefixHit); });
    connect(mPrefixTokens, &QSpinBox::valueChanged, this, [this] { commit(FPrefixTokens); });
    connect(mTtftP90, &QDoubleSpinBox::valueChanged, this, [this] { commit(FTtftP90); });
    connect(mTpotP99, &QDoubleSpinBox::valueChanged, this, [this] { commit(FTpotP99); });
    connect(mLoadCurve, &LoadCurveField::edited, this, [this] { commit(FLoadCurve); });
    connect(mConfigure, &QPushButton::clicked, this, &ServingForm::configure);
    connect(document, &Document::changed, this, &ServingForm::refresh);
    retranslate();
}

void ServingForm::createFields()
{
    mName = new QLineEdit;
    mName->setObjectName(QStringLiteral("servingName"));
    mModel = new QComboBox;
    mModel->setObjectName(QStringLiteral("servingModel"));
    for (const auto &[id, m] : mDocument->catalog().models)
        mModel->addItem(QString::fromStdString(m.name), QString::fromStdString(id));
    mWeights = quantCombo("servingWeights", true);
    mActivations = quantCombo("servingActivations", false);
    mKv = quantCombo("servingKv", false);
    mInput = new QSpinBox;
    mInput->setObjectName(QStringLiteral("servingInput"));
    mOutput = new QSpinBox;
    mOutput->setObjectName(QStringLiteral("servingOutput"));
    for (QSpinBox *s : {mInput, mOutput})
        s->setRange(1, 10'000'000);
    mLoadKind = new QComboBox;
    mLoadKind->setObjectName(QStringLiteral("servingLoadKind"));
    mLoad = new QDoubleSpinBox;
    mLoad->setObjectName(QStringLiteral("servingLoad"));
    mLoad->setRange(0, 1e9);
    mLoad->setDecimals(1);
    mTtft = msSpin("servingTtft");
    mTpot = msSpin("servingTpot");
    mTp = new QComboBox;
    mTp->setObjectName(QStringLiteral("servingTp"));
    mTp->addItem(QString(), 0);
    for (int tp : {1, 2, 4, 8})
        mTp->addItem(QString::number(tp), tp);
    mPp = new QSpinBox;
    mPp->setObjectName(QStringLiteral("servingPp"));
    mPp->setRange(1, 1024);
    mIsland = new QComboBox;
    mIsland->setObjectName(QStringLiteral("servingIsland"));
    mIsland->addItem(QString(), QString()); // the largest, worded in retranslate()
    mEngine = new QComboBox;
    mEngine->setObjectName(QStringLiteral("servingEngine"));
    mEngine->addItem(QString(), QString()); // the GPU's usual one, worded in retranslate()
    for (const ServingEngine &e : servingEngines())
        mEngine->addItem(QString::fromStdString(e.name), QString::fromStdString(e.id));
    mEp = new QSpinBox;
    mEp->setObjectName(QStringLiteral("servingEp"));
    mEp->setRange(0, limits::kMaxParallelDegree);
    mDisaggregated = new QCheckBox;
    mDisaggregated->setObjectName(QStringLiteral("servingDisaggregated"));
    mPrefillGpus = new QSpinBox;
    mPrefillGpus->setObjectName(QStringLiteral("servingPrefillGpus"));
    mDecodeGpus = new QSpinBox;
    mDecodeGpus->setObjectName(QStringLiteral("servingDecodeGpus"));
    for (QSpinBox *g : {mPrefillGpus, mDecodeGpus})
        g->setRange(0, 1'000'000);
    mPrefixHit = new QDoubleSpinBox;
    mPrefixHit->setObjectName(QStringLiteral("servingPrefixHit"));
    mPrefixHit->setRange(0, 100);
    mPrefixHit->setDecimals(0);
    mPrefixHit->setSuffix(QStringLiteral(" %"));
    mPrefixTokens = new QSpinBox;
    mPrefixTokens->setObjectName(QStringLiteral("servingPrefixTokens"));
    mPrefixTokens->setRange(0, 10'000'000);
    mTtftP90 = msSpin("servingTtftP90");
    mTpotP99 = msSpin("servingTpotP99");
    mLoadCurve = new LoadCurveField;
    // Four sections, as a planner fills them in: the model, its requests, the latency targets,
    // and how it is deployed.
    const std::initializer_list<QWidget *> sections[]
        = {{mName, mModel, mWeights, mActivations, mKv},
           {mInput, mOutput, mLoadKind, mLoad, mLoadCurve},
           {mTtft, mTpot, mTtftP90, mTpotP99},
           {mEngine, mTp, mPp, mEp, mDisaggregated, mPrefillGpus, mDecodeGpus, mPrefixHit,
            mPrefixTokens, mIsland}};
    for (const auto &section : sections) {
        auto *heading = new QLabel(this);
        QFont bold = heading->font();
        bold.setBold(true);
        heading->setFont(bold);
        mHeadings.push_back(heading);
        mForm->addRow(heading);
        for (QWidget *w : section)
            mForm->addRow(new QLabel(this), w);
    }
    mConfigure = new QPushButton;
    mConfigure->setObjectName(QStringLiteral("servingConfigure"));
    mForm->addRow(mConfigure);
}

void ServingForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ServingForm::retranslate()
{
    mLoading = true;
    const std::pair<QWidget *, QString> labels[] = {
        {mName, tr("Name")},
        {mModel, tr("Model")},
        {mWeights, tr("Weights")},
        {mActivations, tr("Activations")},
        {mKv, tr("KV cache")},
        {mInput, tr("Input tokens")},
        {mOutput, tr("Output tokens")},
        {mLoadKind, tr("Load")},
        {mLoad, tr("Amount")},
        {mTtft, tr("TTFT target, mean")},
        {mTpot, tr("TPOT target, mean")},
        {mTp, tr("Tensor parallel")},
        {mPp, tr("Pipeline parallel")},
        {mIsland, tr("Runs on")},
        {mTtftP90, tr("TTFT target, P90")},
        {mTpotP99, tr("TPOT target, P99")},
        {mEngine, tr("Serving engine")},
        {mEp, tr("Expert parallel")},
        {mDisaggregated, tr("Prefill/decode")},
        {mPrefillGpus, tr("Prefill GPUs")},
        {mDecodeGpus, tr("Decode GPUs")},
        {mPrefixHit, tr("Prefix cache hits")},
        {mPrefixTokens, tr("Cached prefix tokens")},
        {mLoadCurve, tr("Load by hour")},
    };
    clw::setFormLabels(mForm, labels);
    const QString headings[]
        = {tr("Model"), tr("Requests"), tr("Latency targets"), tr("Deployment")};
    for (std::size_t i = 0; i < mHeadings.size() && i < std::size(headings); ++i)
        mHeadings[i]->setText(headings[i]);
    const int kind = mLoadKind->currentIndex();
    mLoadKind->clear();
    mLoadKind->addItems(
        {tr("maximum throughput"), tr("concurrent sequences"), tr("requests per second")});
    mLoadKind->setCurrentIndex(std::max(0, kind));
    mTp->setItemText(0, tr("engine chooses"));
    mIsland->setItemText(0, tr("The largest island"));
    mIsland->setToolTip(tr("A served model stays inside one compute island: the one with the "
                           "most GPUs, or the one named here"));
    mWeights->setToolTip(tr("INT4 and INT8 weights are dequantised to the activation precision "
                            "for the GEMMs: decode reads the narrow weights from HBM, prefill "
                            "runs at the activation precision's rate"));
    for (QDoubleSpinBox *s : {mTtft, mTpot, mTtftP90, mTpotP99})
        s->setSpecialValueText(tr("none"));
    mEngine->setItemText(0, tr("the GPU's usual engine"));
    mEp->setSpecialValueText(tr("none"));
    mEp->setToolTip(tr("Mixture-of-experts models: the routed experts spread over this many "
                       "GPUs per instance, attention data-parallel over them (DeepSeek, SGLang)"));
    mDisaggregated->setText(tr("on separate GPUs (disaggregated)"));
    for (QSpinBox *g : {mPrefillGpus, mDecodeGpus})
        g->setSpecialValueText(tr("balanced"));
    mPrefixTokens->setSpecialValueText(tr("none"));
    mPrefixHit->setToolTip(tr("Share of requests whose first tokens (system prompt, earlier "
                              "turns) are already in the KV cache"));
    mConfigure->setText(tr("Configure…"));
    mConfigure->setToolTip(tr("Search GPUs, engines, TP/EP and aggregated or disaggregated "
                              "serving for the cheapest that meets the targets at the load"));
    mLoading = false;
    refresh();
}

void ServingForm::setLedger(std::shared_ptr<const DesignLedger> ledger)
{
    mLedger = std::move(ledger);
    showResult();
}

void ServingForm::refresh()
{
    if (mJobMode)
        return; // the Targets panel loads the job's served model
    const auto &list = mDocument->design().serving;
    mLoading = true;
    const int current = std::clamp(mIndex, 0, std::max(0, int(list.size()) - 1));
    const bool any = !list.empty() && mIndex >= 0;
    for (int row = 0; row < mForm->rowCount(); ++row) {
        if (QLayoutItem *item = mForm->itemAt(row, QFormLayout::FieldRole); item && item->widget())
            item->widget()->setEnabled(any);
    }
    if (any)
        fill(list[std::size_t(current)]);
    mLoading = false;
    showResult();
}

void ServingForm::fill(const ServingWorkload &w)
{
    mModelPicked = false;
    mName->setText(QString::fromStdString(w.name));
    mModel->setCurrentIndex(
        std::max(0, mModel->findData(QString::fromStdString(w.model.preset.value_or("")))));
    mWeights->setCurrentIndex(mWeights->findData(int(w.weights)));
    mActivations->setCurrentIndex(mActivations->findData(int(w.activations)));
    mKv->setCurrentIndex(mKv->findData(int(w.kv)));
    mInput->setValue(w.inputTokens);
    mOutput->setValue(w.outputTokens);
    mLoadKind->setCurrentIndex(w.concurrency    ? LoadConcurrency
                               : w.requestsPerS ? LoadRate
                                                : LoadNone);
    mLoad->setValue(w.concurrency.value_or(w.requestsPerS.value_or(0)));
    mLoad->setEnabled(w.concurrency || w.requestsPerS);
    mTtft->setValue(w.ttftMs.value_or(0));
    mTpot->setValue(w.tpotMs.value_or(0));
    mTp->setCurrentIndex(std::max(0, mTp->findData(w.tp)));
    mPp->setValue(w.pp);
    fillIslandCombo(mIsland, mLedger.get(), w.island);
    mEngine->setCurrentIndex(
        std::max(0, mEngine->findData(QString::fromStdString(w.engine.value_or("")))));
    mEp->setValue(w.ep);
    mDisaggregated->setChecked(w.disaggregated);
    mPrefillGpus->setValue(w.prefillGpus);
    mDecodeGpus->setValue(w.decodeGpus);
    mPrefillGpus->setEnabled(w.disaggregated);
    mDecodeGpus->setEnabled(w.disaggregated);
    mPrefixHit->setValue(w.prefixHit.value_or(0) * 100);
    mPrefixTokens->setValue(w.prefixTokens);
    mPrefixTokens->setMaximum(w.inputTokens);
    mTtftP90->setValue(w.ttftP90Ms.value_or(0));
    mTpotP99->setValue(w.tpotP99Ms.value_or(0));
    mLoadCurve->setCurve(w.loadCurve);
}

void ServingForm::showResult()
{
    if (mJobMode)
        return; // the job's line under the form says where the schedule put it
    const int index = mIndex;
    if (!mLedger || index < 0 || std::size_t(index) >= mLedger->serving.size()) {
        mResult->clear();
        return;
    }
    const ServingReport &r = mLedger->serving[std::size_t(index)];
    const GpuModel *g = mDocument->catalog().gpu(r.gpu);
    const QString gpu = QString::fromStdString(g ? g->shortName : r.gpu);
    if (!r.estimate || !r.estimate->fits) {
        mResult->setText(tr("Does not fit on %1 × %2 at TP %3: see the diagnostics.")
                             .arg(r.gpus)
                             .arg(gpu)
                             .arg(r.setup.tp));
        return;
    }
    const ServingEstimate &e = *r.estimate;
    QString text
        = tr("On %1 × %2 (%3, %4 replicas): %5 output tokens/s, TTFT %6 ms, TPOT %7 ms; "
             "limited by %8.")
              .arg(r.setup.gpus)
              .arg(gpu)
              .arg(servingLayoutText(r.setup, e))
              .arg(e.replicas)
              .arg(display::number(e.outputTokensPerS), display::number(e.ttftS * 1000),
                   display::number(e.tpotS * 1000, 1), servingBottleneckText(e.bottleneck));
    text += QLatin1Char(' ')
            + tr("Per GPU: weights %1, workspace %2, KV cache for %3 sequences.")
                  .arg(display::bytes(e.weightsBytesPerGpu), display::bytes(e.workspaceBytesPerGpu))
                  .arg(e.maxConcurrency);
    if (e.gpusNeeded)
        text += QLatin1Char(' ') + tr("The load at the targets needs %1 GPUs.").arg(*e.gpusNeeded);
    if (const QString day = servingCurveTailText(r.setup, e); !day.isEmpty())
        text += QLatin1Char(' ') + day;
    mResult->setText(text);
}

ServingWorkload ServingForm::readFields(ServingWorkload w) const
{
    w.name = mName->text().toStdString();
    // A model given by its architecture (an inference job of a custom run) stays as it is until
    // a preset is picked for it.
    if (w.model.preset || mModelPicked)
        w.model = ModelSpec {mModel->currentData().toString().toStdString(), std::nullopt,
                             std::nullopt, std::nullopt};
    w.weights = QuantFormat(mWeights->currentData().toInt());
    w.activations = QuantFormat(mActivations->currentData().toInt());
    w.kv = QuantFormat(mKv->currentData().toInt());
    w.inputTokens = mInput->value();
    w.outputTokens = mOutput->value();
    const int kind = mLoadKind->currentIndex();
    const double amount = mLoad->value() > 0 ? mLoad->value() : 1.0;
    w.concurrency = kind == LoadConcurrency ? std::optional(amount) : std::nullopt;
    w.requestsPerS = kind == LoadRate ? std::optional(amount) : std::nullopt;
    w.ttftMs = mTtft->value() > 0 ? std::optional(mTtft->value()) : std::nullopt;
    w.tpotMs = mTpot->value() > 0 ? std::optional(mTpot->value()) : std::nullopt;
    w.tp = mTp->currentData().toInt();
    w.pp = mPp->value();
    const QString island = mIsland->currentData().toString();
    w.island = island.isEmpty() ? std::nullopt : std::optional(island.toStdString());
    const QString engine = mEngine->currentData().toString();
    w.engine = engine.isEmpty() ? std::nullopt : std::optional(engine.toStdString());
    w.ep = mEp->value();
    w.disaggregated = mDisaggregated->isChecked();
    w.prefillGpus = w.disaggregated ? mPrefillGpus->value() : 0;
    w.decodeGpus = w.disaggregated ? mDecodeGpus->value() : 0;
    // A hit rate and a prefix length together, or neither.
    const bool prefix = mPrefixHit->value() > 0 && mPrefixTokens->value() > 0;
    w.prefixHit = prefix ? std::optional(mPrefixHit->value() / 100.0) : std::nullopt;
    w.prefixTokens = prefix ? std::min(mPrefixTokens->value(), w.inputTokens) : 0;
    w.ttftP90Ms = mTtftP90->value() > 0 ? std::optional(mTtftP90->value()) : std::nullopt;
    w.tpotP99Ms = mTpotP99->value() > 0 ? std::optional(mTpotP99->value()) : std::nullopt;
    // A fleet's hours (the schedule's serving reservations); a batch job has none. A curve the
    // file would refuse keeps the one it had (the field says why).
    if (!mJobMode)
        if (const auto curve = mLoadCurve->curve())
            w.loadCurve = *curve;
    return w;
}

void ServingForm::commit(int field)
{
    if (mJobMode) {
        if (!mLoading)
            emit jobEdited(field);
        return;
    }
    const int index = mIndex;
    if (mLoading || index < 0 || std::size_t(index) >= mDocument->design().serving.size())
        return;
    ServingList list = mDocument->design().serving;
    list[std::size_t(index)] = readFields(list[std::size_t(index)]);
    if (list == mDocument->design().serving)
        return;
    mDocument->undoStack()->push(new ReplaceObjectCommand<ServingList>(
        mDocument, {}, std::move(list), tr("Edit Serving Workload"), CmdEditServing,
        index * 100 + field));
}

void ServingForm::configure()
{
    const int index = mIndex;
    if (index < 0 || std::size_t(index) >= mDocument->design().serving.size())
        return;
    ServingConfigureDialog dialog(mDocument, index, mLedger.get(), this);
    Dialogs::instance().exec(&dialog);
}

void ServingForm::setJobMode(bool job)
{
    if (mJobMode == job)
        return;
    mJobMode = job;
    for (QWidget *w :
         std::initializer_list<QWidget *> {mName, mLoadKind, mLoad, mLoadCurve, mTtft, mTpot,
                                           mTtftP90, mTpotP99, mIsland, mConfigure})
        mForm->setRowVisible(w, !job);
    // The latency targets' heading has no row left under it.
    if (mHeadings.size() > 2)
        mForm->setRowVisible(mHeadings[2], !job);
    if (!job)
        refresh();
}

void ServingForm::loadJob(const ServingWorkload &served, const QString &result)
{
    mLoading = true;
    for (int row = 0; row < mForm->rowCount(); ++row)
        if (QLayoutItem *item = mForm->itemAt(row, QFormLayout::FieldRole); item && item->widget())
            item->widget()->setEnabled(true);
    fill(served);
    mLoading = false;
    mResult->setText(result);
}

void ServingForm::setIndex(int index)
{
    mIndex = index;
    refresh();
}

int ServingForm::addWorkload()
{
    ServingList list = mDocument->design().serving;
    ServingWorkload w;
    // A start a planner would recognise: the model the design trains.
    w.name = tr("Serving %1").arg(list.size() + 1).toStdString();
    w.model.preset = mDocument->design().workload.model.preset.value_or("llama-3-8b");
    list.push_back(w);
    const int index = int(list.size()) - 1;
    mDocument->undoStack()->push(new ReplaceObjectCommand<ServingList>(
        mDocument, {}, std::move(list), tr("Add Serving Workload")));
    return index;
}

void ServingForm::removeWorkload()
{
    const auto &current = mDocument->design().serving;
    if (mIndex < 0 || std::size_t(mIndex) >= current.size())
        return;
    ServingList list = current;
    list.erase(list.begin() + mIndex);
    mDocument->undoStack()->push(new ReplaceObjectCommand<ServingList>(
        mDocument, {}, std::move(list), tr("Remove Serving Workload")));
}

} // namespace cl
