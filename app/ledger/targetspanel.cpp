// SPDX-License-Identifier: GPL-3.0-or-later
#include "targetspanel.h"

#include "architecturefields.h"
#include "catalog/catalog.h"
#include "commands/replaceobject.h"
#include "cost/tariff.h"
#include "datasetfields.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "engine/softwarestack.h"
#include "formlabels.h"
#include "gui/siteform.h"
#include "islandcombo.h"
#include "quantityspinbox.h"
#include "servingform.h"
#include "spinboxes.h"
#include "text/ledgerformat.h"
#include "text/moneytext.h"
#include "text/sizingtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <cmath>

namespace cl {

namespace {

const char *kCustom = "__custom";
const char *kParameters = "__parameters";

using clw::intBox;

template<typename E>
QComboBox *enumCombo(QWidget *parent, const NameTable<E> &table, const char *name)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(QLatin1String(name));
    for (const auto &[n, v] : table)
        combo->addItem(QString::fromLatin1(n.data(), int(n.size())), int(v));
    return combo;
}

} // namespace

TargetsPanel::TargetsPanel(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("targetsPanel"));
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto *inner = new QWidget(scroll);
    scroll->setWidget(inner);
    outer->addWidget(scroll);
    auto *layout = new QVBoxLayout(inner);
    // One list of workloads: the training run first, then each served model.
    auto *pick = new QHBoxLayout;
    mWorkload = new QComboBox(inner);
    mWorkload->setObjectName(QStringLiteral("workloadSelector"));
    // Long model names must not widen a narrow dock: the list shows them in full when open.
    mWorkload->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mWorkload->setMinimumContentsLength(10);
    mAddServing = new QPushButton(inner);
    mAddServing->setObjectName(QStringLiteral("servingAdd"));
    mRemoveServing = new QPushButton(inner);
    mRemoveServing->setObjectName(QStringLiteral("servingRemove"));
    pick->addWidget(mWorkload, 1);
    pick->addWidget(mAddServing);
    pick->addWidget(mRemoveServing);
    layout->addLayout(pick);
    mPages = new QStackedWidget(inner);
    layout->addWidget(mPages);
    auto *trainingPage = new QWidget(mPages);
    auto *trainingLayout = new QVBoxLayout(trainingPage);
    trainingLayout->setContentsMargins(0, 0, 0, 0);
    auto *run = new QWidget(trainingPage);
    mForm = new QFormLayout(run);
    // A narrow dock puts long labels above their fields instead of scrolling sideways.
    mForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    trainingLayout->addWidget(run);
    // A design made from targets says what it was made for (read-only: edit the design, and
    // the targets.* diagnostics say when it no longer meets them).
    auto *designedBox = new QGroupBox(trainingPage);
    designedBox->setObjectName(QStringLiteral("designedForGroup"));
    mDesignedFor = new QLabel(designedBox);
    mDesignedFor->setObjectName(QStringLiteral("designedFor"));
    mDesignedFor->setWordWrap(true);
    mDesignedFor->setTextInteractionFlags(Qt::TextSelectableByMouse);
    (new QVBoxLayout(designedBox))->addWidget(mDesignedFor);
    trainingLayout->addWidget(designedBox);
    mPages->addWidget(trainingPage);
    // A served model, sized on its island (servingform.h).
    mServing = new ServingForm(document, mPages);
    mPages->addWidget(mServing);
    mSite = new SiteForm(document, inner);
    auto *siteBox = new QGroupBox(inner);
    siteBox->setObjectName(QStringLiteral("siteGroup"));
    auto *siteLayout = new QVBoxLayout(siteBox);
    siteLayout->addWidget(mSite);
    layout->addWidget(siteBox);
    layout->addStretch(1);

    createFields();

    mForm->addRow(new QLabel(this), mModel);
    mArchitecture->addRows(mForm);
    for (QWidget *w : {static_cast<QWidget *>(mParams), static_cast<QWidget *>(mTokens),
                       static_cast<QWidget *>(mTokensHint), static_cast<QWidget *>(mSeqLen),
                       static_cast<QWidget *>(mBatch)})
        mForm->addRow(new QLabel(this), w);
    mDataset->addRows(mForm);
    QWidget *rows[] = {mPrecision, mOptimizer,       mMode,       mStack,      mIsland,
                       mAuto,      mPlannerChoice,   mTp,         mPp,         mCp,
                       mZero,      mRecompute,       mMicroBatch, mInterleave, mSp,
                       mGoodput,   mAsyncCheckpoint, mTeam,       mDeadline,   mBudget};
    for (QWidget *w : rows)
        mForm->addRow(new QLabel(this), w);

    int field = 0;
    for (QComboBox *c :
         {mModel, mPrecision, mOptimizer, mMode, mRecompute, mStack, mIsland, mTeam}) {
        const int f = field++;
        connect(c, &QComboBox::currentIndexChanged, this, [this, f] { commit(f); });
    }
    connect(mArchitecture, &ArchitectureFields::edited, this, &TargetsPanel::commit);
    connect(mDataset, &DatasetFields::edited, this, &TargetsPanel::commit);
    for (QSpinBox *s :
         {mSeqLen, mBatch, mTp, mPp, mCp, mZero, mMicroBatch, mInterleave, mGoodput}) {
        const int f = field++;
        connect(s, &QSpinBox::valueChanged, this, [this, f] { commit(f); });
    }
    for (QDoubleSpinBox *s :
         std::initializer_list<QDoubleSpinBox *> {mParams, mTokens, mDeadline, mBudget}) {
        const int f = field++;
        connect(s, &QDoubleSpinBox::valueChanged, this, [this, f] { commit(f); });
    }
    for (QCheckBox *b : {mAuto, mSp, mAsyncCheckpoint}) {
        const int f = field++;
        connect(b, &QCheckBox::toggled, this, [this, f] { commit(f); });
    }
    connect(document, &Document::changed, this, &TargetsPanel::refresh);
    connect(mWorkload, &QComboBox::currentIndexChanged, this, [this](int entry) {
        if (!mLoading)
            showWorkload(entry);
    });
    connect(mAddServing, &QPushButton::clicked, this,
            [this] { focusWorkload(mServing->addWorkload()); });
    connect(mRemoveServing, &QPushButton::clicked, this, [this] {
        const int entry = mWorkload->currentIndex();
        mServing->removeWorkload();
        focusWorkload(std::min(entry - 1, int(mDocument->design().serving.size()) - 1));
    });
    retranslate();
    showWorkload(0);
}

void TargetsPanel::focusWorkload(int servingIndex)
{
    refreshWorkloads();
    mLoading = true;
    mWorkload->setCurrentIndex(std::clamp(servingIndex + 1, 0, mWorkload->count() - 1));
    mLoading = false;
    showWorkload(mWorkload->currentIndex());
}

void TargetsPanel::showWorkload(int entry)
{
    const int serving = entry - 1;
    mPages->setCurrentIndex(serving >= 0 ? 1 : 0);
    // Only the page shown takes room: the long training form would leave a gap under a short
    // serving form.
    for (int i = 0; i < mPages->count(); ++i)
        mPages->widget(i)->setSizePolicy(QSizePolicy::Preferred, i == mPages->currentIndex()
                                                                     ? QSizePolicy::Preferred
                                                                     : QSizePolicy::Ignored);
    mPages->adjustSize();
    mServing->setIndex(serving);
    mRemoveServing->setEnabled(serving >= 0);
    emit workloadFocused(serving);
}

void TargetsPanel::refreshWorkloads()
{
    const Design &d = mDocument->design();
    const bool loading = mLoading;
    mLoading = true;
    const int current = mWorkload->currentIndex();
    QStringList entries;
    const ModelSpec &m = d.workload.model;
    const ModelPreset *preset = m.preset ? mDocument->catalog().modelPreset(*m.preset) : nullptr;
    entries << tr("Training: %1")
                   .arg(preset ? QString::fromStdString(preset->name) : tr("custom model"));
    for (std::size_t i = 0; i < d.serving.size(); ++i)
        entries << tr("Serving: %1")
                       .arg(d.serving[i].name.empty() ? QString::number(i + 1)
                                                      : QString::fromStdString(d.serving[i].name));
    for (int i = 0; i < entries.size(); ++i) {
        if (i < mWorkload->count())
            mWorkload->setItemText(i, entries[i]);
        else
            mWorkload->addItem(entries[i]);
    }
    while (mWorkload->count() > entries.size())
        mWorkload->removeItem(mWorkload->count() - 1);
    mWorkload->setCurrentIndex(std::clamp(current, 0, int(entries.size()) - 1));
    mLoading = loading;
    // The list shrank under the one shown (an undo of Add, say): show what is picked now.
    if (current != mWorkload->currentIndex() && !loading)
        showWorkload(mWorkload->currentIndex());
}

/** The run's fields, each named for tests and screenshots. */
void TargetsPanel::createFields()
{
    mModel = new QComboBox(this);
    mModel->setObjectName(QStringLiteral("targetModel"));
    for (const auto &[id, m] : mDocument->catalog().models)
        mModel->addItem(QString::fromStdString(m.name), QString::fromStdString(id));
    mModel->addItem(QString(), QLatin1String(kCustom));
    mModel->addItem(QString(), QLatin1String(kParameters));
    mArchitecture = new ArchitectureFields(this);
    mDataset = new DatasetFields(this);
    // Counts in billions, money in millions, the deadline in days: each field also takes a
    // unit ("15T", "405B", "1.5万", "90 d", "12M").
    mParams = new clw::QuantitySpinBox(QuantityKind::Count, 1e9, this);
    mParams->setObjectName(QStringLiteral("targetParams"));
    mParams->setRange(0.01, 100000);
    mParams->setDecimals(2);
    mParams->setSuffix(QStringLiteral(" B"));
    mParams->setKeyboardTracking(false);
    // Tokens in trillions, as pre-training runs are counted (15 T); a fine-tune's 10 M tokens
    // is 0.00001 T, within the decimals.
    mTokens = new clw::QuantitySpinBox(QuantityKind::Count, 1e12, this);
    mTokens->setObjectName(QStringLiteral("targetTokens"));
    mTokens->setRange(0.000001, 1000);
    mTokens->setDecimals(6);
    mTokens->setSuffix(QStringLiteral(" T"));
    mTokens->setKeyboardTracking(false);
    mTokensHint = new QLabel(this);
    mTokensHint->setObjectName(QStringLiteral("targetTokensHint"));
    mTokensHint->setWordWrap(true);
    mSeqLen = intBox(this, 128, 10000000, "targetSeqLen");
    mSeqLen->setSingleStep(1024);
    mBatch = intBox(this, 0, 10000000, "targetBatch");
    mPrecision = enumCombo(this, precisionNames(), "targetPrecision");
    mOptimizer = enumCombo(this, optimizerNames(), "targetOptimizer");
    mMode = enumCombo(this, trainingModeNames(), "targetMode");
    mIsland = new QComboBox(this);
    mIsland->setObjectName(QStringLiteral("targetIsland"));
    mIsland->addItem(QString(), QString()); // the fastest, worded in retranslate()
    mStack = new QComboBox(this);
    mStack->setObjectName(QStringLiteral("targetStack"));
    mStack->addItem(QString(), QString()); // the GPU's default, worded in retranslate()
    for (const SoftwareStack &s : builtInStacks())
        mStack->addItem(QString::fromStdString(s.id), QString::fromStdString(s.id));
    mAuto = new QCheckBox(this);
    mAuto->setObjectName(QStringLiteral("targetAuto"));
    mTp = intBox(this, 1, 64, "targetTp");
    mPp = intBox(this, 1, 1024, "targetPp");
    mCp = intBox(this, 1, 64, "targetCp");
    mZero = intBox(this, 0, 3, "targetZero");
    mRecompute = enumCombo(this, recomputeNames(), "targetRecompute");
    mMicroBatch = intBox(this, 1, 1024, "targetMicroBatch");
    mInterleave = intBox(this, 1, 64, "targetInterleave");
    mSp = new QCheckBox(this);
    mSp->setObjectName(QStringLiteral("targetSp"));
    mPlannerChoice = new QLabel(this);
    mPlannerChoice->setObjectName(QStringLiteral("targetPlannerChoice"));
    mPlannerChoice->setWordWrap(true);
    // 0 is "modelled": from interruptions and checkpoints (engine/goodput.h).
    mGoodput = intBox(this, 0, 100, "targetGoodput");
    mGoodput->setSuffix(QStringLiteral(" %"));
    mAsyncCheckpoint = new QCheckBox(this);
    mAsyncCheckpoint->setObjectName(QStringLiteral("targetAsyncCheckpoint"));
    // Whose run: the engine's figures are the best published teams'; a typical self-built
    // cluster reaches about half of it (seeds 001 and 003). Worded in retranslate().
    mTeam = new QComboBox(this);
    mTeam->setObjectName(QStringLiteral("targetTeamProfile"));
    for (const auto &[name, value] : teamProfileNames())
        mTeam->addItem(QString(), int(value));
    mDeadline = new clw::QuantitySpinBox(QuantityKind::Duration, 86400, this);
    mDeadline->setObjectName(QStringLiteral("targetDeadline"));
    mDeadline->setRange(0, 100000);
    mDeadline->setDecimals(1);
    mDeadline->setSuffix(QStringLiteral(" d"));
    mDeadline->setKeyboardTracking(false);
    mBudget = new clw::QuantitySpinBox(QuantityKind::Count, 1e6, this);
    mBudget->setObjectName(QStringLiteral("targetBudget"));
    mBudget->setKeyboardTracking(false);
}

void TargetsPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TargetsPanel::setLedger(std::shared_ptr<const DesignLedger> ledger)
{
    mServing->setLedger(ledger);
    mLedger = std::move(ledger);
    refresh();
}

void TargetsPanel::retranslate()
{
    mModel->setItemText(mModel->findData(QLatin1String(kCustom)), tr("Custom architecture"));
    mModel->setItemText(mModel->findData(QLatin1String(kParameters)), tr("Parameter count only"));
    const std::pair<QWidget *, QString> labels[]
        = {{mModel, tr("Model")},
           {mParams, tr("Parameters")},
           {mTokens, tr("Training tokens")},
           {mTokensHint, QString()},
           {mSeqLen, tr("Sequence length")},
           {mBatch, tr("Global batch (sequences, 0 = ~4M tokens)")},
           {mPrecision, tr("Precision")},
           {mOptimizer, tr("Optimizer")},
           {mMode, tr("Mode")},
           {mStack, tr("Software stack")},
           {mIsland, tr("Runs on")},
           {mAuto, tr("Parallel layout")},
           {mPlannerChoice, QString()},
           {mTp, tr("Tensor parallel")},
           {mPp, tr("Pipeline parallel")},
           {mCp, tr("Context parallel")},
           {mZero, tr("ZeRO stage")},
           {mRecompute, tr("Recompute")},
           {mMicroBatch, tr("Micro-batch")},
           {mInterleave, tr("Interleave")},
           {mSp, tr("Sequence parallel")},
           {mGoodput, tr("Goodput")},
           {mAsyncCheckpoint, tr("Checkpoints")},
           {mTeam, tr("Team profile")},
           {mDeadline, tr("Deadline (days, 0 = none)")},
           {mBudget, tr("Budget (0 = none)")}};
    mStack->setItemText(0, tr("GPU's default"));
    mStack->setToolTip(tr("The software that runs the training: it sets the kernels' efficiency, "
                          "the overlap of communication and the host overhead"));
    mIsland->setItemText(0, tr("The fastest island"));
    mIsland->setToolTip(tr("A design whose servers fall into several compute islands trains on "
                           "one: the fastest, or the one named here"));
    mGoodput->setSpecialValueText(tr("Modelled"));
    mGoodput->setToolTip(tr("Share of wall time that trains; 0 models it from interruptions "
                            "(Llama 3's rate) and checkpoints"));
    clw::setFormLabels(mForm, labels);
    mArchitecture->retranslate(mForm);
    mDataset->retranslate(mForm);
    mAsyncCheckpoint->setText(tr("asynchronous"));
    mAsyncCheckpoint->setToolTip(tr("Checkpoints copied to host memory and written while training "
                                    "goes on: training stops only for the copy"));
    mTeam->setItemText(mTeam->findData(int(TeamProfile::PublishedBest)), tr("Published best"));
    mTeam->setItemText(mTeam->findData(int(TeamProfile::Typical)), tr("Typical team"));
    mTeam->setToolTip(tr("The engine's figures are what the best published stacks and teams "
                         "reach; a typical self-built cluster reaches about half of it (the "
                         "seeds: 20–35 % MFU where the best reach 40–60 %), with a wider band"));
    mAuto->setText(tr("Let the planner choose"));
    mSp->setText(tr("on"));
    if (auto *box = findChild<QGroupBox *>(QStringLiteral("siteGroup")))
        box->setTitle(tr("Site"));
    if (auto *box = findChild<QGroupBox *>(QStringLiteral("designedForGroup")))
        box->setTitle(tr("Designed for"));
    mAddServing->setText(tr("Add Serving"));
    mAddServing->setToolTip(tr("Add a model served from the design's GPUs"));
    mRemoveServing->setText(tr("Remove"));
    mWorkload->setToolTip(tr("The design's workloads: the training run and the models it "
                             "serves. The ledger and the charts follow the one picked."));
    refresh();
}

void TargetsPanel::refresh()
{
    refreshWorkloads();
    const auto &targets = mDocument->design().targets;
    if (auto *box = findChild<QGroupBox *>(QStringLiteral("designedForGroup")))
        box->setVisible(targets.has_value());
    mDesignedFor->setText(
        targets ? targetsNoteText(*targets, mDocument->design().site, mDocument->catalog())
                : QString());
    mLoading = true;
    const Workload &w = mDocument->design().workload;
    const Catalog &c = mDocument->catalog();
    const ModelSpec &m = w.model;
    const QString key = m.preset         ? QString::fromStdString(*m.preset)
                        : m.architecture ? QLatin1String(kCustom)
                                         : QLatin1String(kParameters);
    mModel->setCurrentIndex(std::max(0, mModel->findData(key)));
    const bool custom = key == QLatin1String(kCustom);
    const bool bare = key == QLatin1String(kParameters);
    // A preset switched to Custom starts from the preset's architecture, experts included.
    mArchitecture->load(m.architecture.value_or(
        m.preset && c.modelPreset(*m.preset)
            ? c.modelPreset(*m.preset)->architecture
            : Architecture {32, 4096, 32, 32, 11008, FfnType::SwiGlu, 32000}));
    mArchitecture->setShown(mForm, custom);
    mParams->setVisible(bare);
    mForm->labelForField(mParams)->setVisible(bare);
    mParams->setValue(m.parameters.value_or(7e9) / 1e9);
    mTokens->setValue(w.tokens / 1e12);
    // Chinchilla: about 20 tokens per parameter is compute-optimal (ENGINE.md §3.7).
    double params = m.parameters.value_or(0);
    if (mLedger && mLedger->job)
        params = mLedger->job->shape.parameters;
    if (params > 0) {
        const double optimal = 20 * params;
        mTokensHint->setText(
            tr("Compute-optimal ≈ 20 tokens per parameter: %1 → %2 tokens")
                .arg(display::number(params / 1e9, 1) + QStringLiteral("B"),
                     optimal >= 1e12 ? display::number(optimal / 1e12, 2) + QStringLiteral("T")
                                     : display::number(optimal / 1e9, 0) + QStringLiteral("B")));
    }
    mSeqLen->setValue(w.sequenceLength);
    mDataset->load(w.dataset);
    mBatch->setValue(w.globalBatchSequences.value_or(0));
    mPrecision->setCurrentIndex(mPrecision->findData(int(w.precision)));
    mOptimizer->setCurrentIndex(mOptimizer->findData(int(w.optimizer)));
    mMode->setCurrentIndex(mMode->findData(int(w.mode)));
    const Parallelism &p = w.parallelism;
    mAuto->setChecked(p.automatic);
    for (QWidget *field : std::initializer_list<QWidget *> {mTp, mPp, mCp, mZero, mRecompute,
                                                            mMicroBatch, mInterleave, mSp})
        field->setEnabled(!p.automatic);
    mTp->setValue(p.tp);
    mPp->setValue(p.pp);
    mCp->setValue(p.cp);
    mZero->setValue(p.zeroStage);
    mRecompute->setCurrentIndex(mRecompute->findData(int(p.recompute)));
    mMicroBatch->setValue(p.microBatch);
    mInterleave->setValue(p.interleave);
    mSp->setChecked(p.sequenceParallel);
    if (mLedger && mLedger->training && mLedger->training->valid)
        mPlannerChoice->setText((p.automatic ? tr("Planner's choice: %1") : tr("Your layout: %1"))
                                    .arg(display::layout(mLedger->training->layout)));
    else
        mPlannerChoice->setText(tr("No layout runs: see the diagnostics"));
    mGoodput->setValue(w.goodput ? int(std::lround(*w.goodput * 100)) : 0);
    mAsyncCheckpoint->setChecked(w.asyncCheckpoint);
    mTeam->setCurrentIndex(std::max(0, mTeam->findData(int(w.teamProfile))));
    mStack->setCurrentIndex(
        std::max(0, mStack->findData(QString::fromStdString(w.stack.value_or("")))));
    fillIslandCombo(mIsland, mLedger.get(), w.island);
    mDeadline->setValue(w.deadlineDays.value_or(0));
    // The budget is shown in the currency it was entered in (万元 for CNY in Chinese), or the
    // site's for a new one; editing keeps that currency (model/money.h).
    mBudgetCurrency = w.budget ? w.budget->currency : mDocument->design().site.currency;
    const display::MoneyUnit unit = display::budgetUnit(mBudgetCurrency);
    mBudget->setDisplayScale(unit.scale);
    mBudget->setSuffix(unit.suffix);
    mBudget->setDecimals(unit.scale == 1e4 ? 0 : 2);
    // The file's ceiling, 1e13 USD, in the box's currency.
    const Site &site = mDocument->design().site;
    mBudget->setRange(0, 1e13 * unitsPerUsd(mBudgetCurrency, site).value_or(1.0) / unit.scale);
    mBudget->setValue(w.budget ? w.budget->amount / unit.scale : 0.0);
    mShownBudget = mBudget->value();
    mLoading = false;
}

void TargetsPanel::commit(int field)
{
    if (mLoading)
        return;
    const Catalog &c = mDocument->catalog();
    Workload w = mDocument->design().workload;
    const QString key = mModel->currentData().toString();
    if (key == QLatin1String(kCustom)) {
        const std::optional<Architecture> a = mArchitecture->read();
        if (!a) {
            refresh(); // refused: heads must divide the hidden size, KV heads the heads
            return;
        }
        w.model = ModelSpec {std::nullopt, *a, std::nullopt, std::nullopt};
    } else if (key == QLatin1String(kParameters)) {
        w.model = ModelSpec {std::nullopt, std::nullopt, mParams->value() * 1e9, std::nullopt};
    } else if (c.modelPreset(key.toStdString())) {
        w.model = ModelSpec {key.toStdString(), std::nullopt, std::nullopt, std::nullopt};
    }
    w.tokens = mTokens->value() * 1e12;
    w.sequenceLength = mSeqLen->value();
    w.dataset = mDataset->read();
    w.globalBatchSequences
        = mBatch->value() > 0 ? std::optional<int>(mBatch->value()) : std::nullopt;
    w.precision = Precision(mPrecision->currentData().toInt());
    w.optimizer = Optimizer(mOptimizer->currentData().toInt());
    w.mode = TrainingMode(mMode->currentData().toInt());
    Parallelism &p = w.parallelism;
    p.automatic = mAuto->isChecked();
    if (!p.automatic) {
        // Switching from the planner to manual starts from the planner's layout.
        if (mDocument->design().workload.parallelism.automatic && mLedger && mLedger->training
            && mLedger->training->valid) {
            const ParallelLayout &L = mLedger->training->layout;
            p.tp = L.tp;
            p.pp = L.pp;
            p.cp = L.cp;
            p.zeroStage = L.zero;
            p.recompute = L.recompute;
            p.microBatch = L.microBatch;
            p.interleave = L.interleave;
            p.sequenceParallel = L.sp;
            p.shardGroup = L.shardGroup;
            p.unevenStages = L.unevenStages;
        } else {
            p.tp = mTp->value();
            p.pp = mPp->value();
            p.cp = mCp->value();
            p.zeroStage = mZero->value();
            p.recompute = Recompute(mRecompute->currentData().toInt());
            p.microBatch = mMicroBatch->value();
            p.interleave = mInterleave->value();
            p.sequenceParallel = mSp->isChecked();
        }
    }
    w.goodput
        = mGoodput->value() > 0 ? std::optional<double>(mGoodput->value() / 100.0) : std::nullopt;
    w.asyncCheckpoint = mAsyncCheckpoint->isChecked();
    w.teamProfile = TeamProfile(mTeam->currentData().toInt());
    const QString island = mIsland->currentData().toString();
    w.island = island.isEmpty() ? std::nullopt : std::optional<std::string>(island.toStdString());
    const QString stack = mStack->currentData().toString();
    w.stack = stack.isEmpty() ? std::nullopt : std::optional<std::string>(stack.toStdString());
    w.deadlineDays
        = mDeadline->value() > 0 ? std::optional<double>(mDeadline->value()) : std::nullopt;
    // Only an edit of the budget itself changes it: the box shows it rounded to its unit.
    if (mBudget->value() != mShownBudget)
        w.budget
            = mBudget->value() > 0 ? std::optional<Money>(Money {
                  mBudget->value() * display::budgetUnit(mBudgetCurrency).scale, mBudgetCurrency})
                                   : std::nullopt;
    if (w == mDocument->design().workload)
        return;
    mDocument->undoStack()->push(new ReplaceObjectCommand<Workload>(
        mDocument, {}, w, tr("Edit Targets"), CmdEditWorkload, field));
}

} // namespace cl
