// SPDX-License-Identifier: GPL-3.0-or-later
#include "trainingform.h"

#include "architecturefields.h"
#include "catalog/catalog.h"
#include "cost/tariff.h"
#include "datasetfields.h"
#include "document/document.h"
#include "engine/layout.h"
#include "engine/ledger.h"
#include "engine/modelshape.h"
#include "engine/softwarestack.h"
#include "formlabels.h"
#include "islandcombo.h"
#include "quantityspinbox.h"
#include "spinboxes.h"
#include "text/ledgerformat.h"
#include "text/moneytext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include <cmath>

namespace cl {

namespace {

const char *kCustomModel = "__custom";
const char *kParameterCount = "__parameters";

template<typename E>
QComboBox *trainingEnumCombo(QWidget *parent, const NameTable<E> &table, const char *name)
{
    auto *combo = new QComboBox(parent);
    combo->setObjectName(QLatin1String(name));
    for (const auto &[n, v] : table)
        combo->addItem(QString::fromLatin1(n.data(), int(n.size())), int(v));
    return combo;
}

} // namespace

TrainingForm::TrainingForm(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
{
    mForm = new QFormLayout(this);
    mForm->setContentsMargins(0, 0, 0, 0);
    // A narrow dock puts long labels above their fields instead of scrolling sideways.
    mForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
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

    // Each field its own index: repeated edits of one field merge into one undo step.
    int field = 0;
    const auto edit = [this](int f) {
        if (!mLoading)
            emit edited(f);
    };
    for (QComboBox *c :
         {mModel, mPrecision, mOptimizer, mMode, mRecompute, mStack, mIsland, mTeam}) {
        const int f = field++;
        connect(c, &QComboBox::currentIndexChanged, this, [edit, f] { edit(f); });
    }
    connect(mArchitecture, &ArchitectureFields::edited, this, edit);
    connect(mDataset, &DatasetFields::edited, this, edit);
    for (QSpinBox *s :
         {mSeqLen, mBatch, mTp, mPp, mCp, mZero, mMicroBatch, mInterleave, mGoodput}) {
        const int f = field++;
        connect(s, &QSpinBox::valueChanged, this, [edit, f] { edit(f); });
    }
    for (QDoubleSpinBox *s :
         std::initializer_list<QDoubleSpinBox *> {mParams, mTokens, mDeadline, mBudget}) {
        const int f = field++;
        connect(s, &QDoubleSpinBox::valueChanged, this, [edit, f] { edit(f); });
    }
    for (QCheckBox *b : {mAuto, mSp, mAsyncCheckpoint}) {
        const int f = field++;
        connect(b, &QCheckBox::toggled, this, [edit, f] { edit(f); });
    }
    retranslate();
}

/** The run's fields, each named for tests and screenshots. */
void TrainingForm::createFields()
{
    using clw::intBox;
    mModel = new QComboBox(this);
    mModel->setObjectName(QStringLiteral("targetModel"));
    for (const auto &[id, m] : mDocument->catalog().models)
        mModel->addItem(QString::fromStdString(m.name), QString::fromStdString(id));
    mModel->addItem(QString(), QLatin1String(kCustomModel));
    mModel->addItem(QString(), QLatin1String(kParameterCount));
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
    mPrecision = trainingEnumCombo(this, precisionNames(), "targetPrecision");
    mOptimizer = trainingEnumCombo(this, optimizerNames(), "targetOptimizer");
    mMode = trainingEnumCombo(this, trainingModeNames(), "targetMode");
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
    mRecompute = trainingEnumCombo(this, recomputeNames(), "targetRecompute");
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

void TrainingForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TrainingForm::setJobMode(bool job)
{
    mJobMode = job;
    for (QWidget *w : std::initializer_list<QWidget *> {mIsland, mDeadline, mBudget}) {
        w->setVisible(!job);
        mForm->labelForField(w)->setVisible(!job);
    }
}

void TrainingForm::retranslate()
{
    mModel->setItemText(mModel->findData(QLatin1String(kCustomModel)), tr("Custom architecture"));
    mModel->setItemText(mModel->findData(QLatin1String(kParameterCount)),
                        tr("Parameter count only"));
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
}

void TrainingForm::load(const Workload &w, const Site &site, const DesignLedger *ledger,
                        const QString &placement)
{
    const bool loading = mLoading;
    mLoading = true;
    const Catalog &c = mDocument->catalog();
    const ModelSpec &m = w.model;
    const QString key = m.preset         ? QString::fromStdString(*m.preset)
                        : m.architecture ? QLatin1String(kCustomModel)
                                         : QLatin1String(kParameterCount);
    mModel->setCurrentIndex(std::max(0, mModel->findData(key)));
    const bool custom = key == QLatin1String(kCustomModel);
    const bool bare = key == QLatin1String(kParameterCount);
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
    const std::optional<ModelShape> shape = resolveModel(m, c);
    const double params = shape ? shape->parameters : 0;
    mTokensHint->setVisible(params > 0);
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
    mPlannerChoice->setText(placement);
    mGoodput->setValue(w.goodput ? int(std::lround(*w.goodput * 100)) : 0);
    mAsyncCheckpoint->setChecked(w.asyncCheckpoint);
    mTeam->setCurrentIndex(std::max(0, mTeam->findData(int(w.teamProfile))));
    mStack->setCurrentIndex(
        std::max(0, mStack->findData(QString::fromStdString(w.stack.value_or("")))));
    fillIslandCombo(mIsland, ledger, w.island);
    mDeadline->setValue(w.deadlineDays.value_or(0));
    // The budget is shown in the currency it was entered in (万元 for CNY in Chinese), or the
    // site's for a new one; editing keeps that currency (model/money.h).
    mBudgetCurrency = w.budget ? w.budget->currency : site.currency;
    const display::MoneyUnit unit = display::budgetUnit(mBudgetCurrency);
    mBudget->setDisplayScale(unit.scale);
    mBudget->setSuffix(unit.suffix);
    mBudget->setDecimals(unit.scale == 1e4 ? 0 : 2);
    // The file's ceiling, 1e13 USD, in the box's currency.
    mBudget->setRange(0, 1e13 * unitsPerUsd(mBudgetCurrency, site).value_or(1.0) / unit.scale);
    mBudget->setValue(w.budget ? w.budget->amount / unit.scale : 0.0);
    mShownBudget = mBudget->value();
    mLoading = loading;
}

std::optional<Workload> TrainingForm::read(const Workload &base,
                                           const ParallelLayout *plannerLayout) const
{
    const Catalog &c = mDocument->catalog();
    Workload w = base;
    const QString key = mModel->currentData().toString();
    if (key == QLatin1String(kCustomModel)) {
        const std::optional<Architecture> a = mArchitecture->read();
        if (!a)
            return std::nullopt; // heads must divide the hidden size, KV heads the heads
        w.model = ModelSpec {std::nullopt, *a, std::nullopt, std::nullopt};
    } else if (key == QLatin1String(kParameterCount)) {
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
        if (base.parallelism.automatic && plannerLayout) {
            const ParallelLayout &L = *plannerLayout;
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
    const QString stack = mStack->currentData().toString();
    w.stack = stack.isEmpty() ? std::nullopt : std::optional<std::string>(stack.toStdString());
    if (mJobMode)
        return w; // the job's island and deadline are its own; a job has no budget
    const QString island = mIsland->currentData().toString();
    w.island = island.isEmpty() ? std::nullopt : std::optional<std::string>(island.toStdString());
    w.deadlineDays
        = mDeadline->value() > 0 ? std::optional<double>(mDeadline->value()) : std::nullopt;
    // Only an edit of the budget itself changes it: the box shows it rounded to its unit.
    if (mBudget->value() != mShownBudget)
        w.budget
            = mBudget->value() > 0 ? std::optional<Money>(Money {
                  mBudget->value() * display::budgetUnit(mBudgetCurrency).scale, mBudgetCurrency})
                                   : std::nullopt;
    return w;
}

} // namespace cl
