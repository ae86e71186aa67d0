// SPDX-License-Identifier: GPL-3.0-or-later
#include "jobfields.h"

#include "catalog/catalog.h"
#include "engine/ledger.h"
#include "formlabels.h"
#include "islandcombo.h"
#include "model/limits.h"
#include "model/portfolio.h"
#include "quantityspinbox.h"
#include "spinboxes.h"
#include "text/ledgerformat.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>

#include <optional>
#include <set>

namespace cl {

namespace {

/** Days of the schedule, as the file bounds them (io/fieldrules.h: 0 to 36500): a day number,
 *  which the row label says, not a duration with a unit. */
clw::QuantitySpinBox *scheduleDayBox(QWidget *parent, const char *name)
{
    auto *box = new clw::QuantitySpinBox(QuantityKind::Duration, 86400, parent);
    box->setObjectName(QLatin1String(name));
    box->setRange(0, 36500);
    box->setDecimals(1);
    box->setKeyboardTracking(false);
    return box;
}

} // namespace

JobFields::JobFields(QWidget *parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("jobFields"));
    mForm = new QFormLayout(this);
    mForm->setContentsMargins(0, 0, 0, 0);
    mForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    mName = new QLineEdit(this);
    mName->setObjectName(QStringLiteral("jobName"));
    mName->setMaxLength(int(limits::kMaxNameBytes) / 4); // UTF-8 bytes: up to 4 a character
    mKind = new QComboBox(this);
    mKind->setObjectName(QStringLiteral("jobKind"));
    mKind->addItems({QString(), QString()}); // worded in retranslate()
    mRequests = new QDoubleSpinBox(this);
    mRequests->setObjectName(QStringLiteral("jobRequests"));
    mRequests->setRange(1, 1e12); // io/fieldrules.h: kBatchRequests
    mRequests->setDecimals(0);
    mRequests->setGroupSeparatorShown(true);
    mRequests->setKeyboardTracking(false);
    mTeam = new QComboBox(this);
    mTeam->setObjectName(QStringLiteral("jobTeam"));
    mGpus = clw::intBox(this, 1, limits::kMaxGpus, "jobGpus");
    mPriority = clw::intBox(this, -1000, 1000, "jobPriority");
    mEarliestStart = scheduleDayBox(this, "jobEarliestStart");
    mDeadline = scheduleDayBox(this, "jobDeadline");
    mIsland = new QComboBox(this);
    mIsland->setObjectName(QStringLiteral("jobIsland"));
    mIsland->addItem(QString(), QString()); // any island that fits, worded in retranslate()
    mGpuModel = new QComboBox(this);
    mGpuModel->setObjectName(QStringLiteral("jobGpuModel"));
    mGpuModel->addItem(QString(), QString()); // any GPU, worded in retranslate()
    mPreemptible = new QCheckBox(this);
    mPreemptible->setObjectName(QStringLiteral("jobPreemptible"));
    for (QWidget *w : std::initializer_list<QWidget *> {mName, mKind, mRequests, mTeam, mGpus,
                                                        mPriority, mEarliestStart, mDeadline,
                                                        mIsland, mGpuModel, mPreemptible})
        mForm->addRow(new QLabel(this), w);
    mRefusal = new QLabel(this);
    mRefusal->setObjectName(QStringLiteral("jobRefusal"));
    mRefusal->setWordWrap(true);
    mRefusal->setStyleSheet(QStringLiteral("color: #b00020"));
    mRefusal->hide();
    mForm->addRow(mRefusal);

    const auto edit = [this](int f) {
        if (!mLoading)
            emit edited(f);
    };
    connect(mName, &QLineEdit::editingFinished, this, [edit] { edit(0); });
    connect(mTeam, &QComboBox::currentIndexChanged, this, [edit] { edit(1); });
    connect(mGpus, &QSpinBox::valueChanged, this, [edit] { edit(2); });
    connect(mPriority, &QSpinBox::valueChanged, this, [edit] { edit(3); });
    connect(mEarliestStart, &QDoubleSpinBox::valueChanged, this, [edit] { edit(4); });
    connect(mDeadline, &QDoubleSpinBox::valueChanged, this, [edit] { edit(5); });
    connect(mIsland, &QComboBox::currentIndexChanged, this, [edit] { edit(6); });
    connect(mPreemptible, &QCheckBox::toggled, this, [edit] { edit(7); });
    connect(mGpuModel, &QComboBox::currentIndexChanged, this, [edit] { edit(8); });
    connect(mKind, &QComboBox::currentIndexChanged, this, [edit] { edit(9); });
    connect(mRequests, &QDoubleSpinBox::valueChanged, this, [edit] { edit(10); });
    retranslate();
}

void JobFields::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void JobFields::retranslate()
{
    const std::pair<QWidget *, QString> labels[] = {{mName, tr("Job")},
                                                    {mKind, tr("Kind")},
                                                    {mRequests, tr("Prompts")},
                                                    {mTeam, tr("Team")},
                                                    {mGpus, tr("GPUs")},
                                                    {mPriority, tr("Priority")},
                                                    {mEarliestStart, tr("Earliest start (day)")},
                                                    {mDeadline, tr("Deadline (day, 0 = none)")},
                                                    {mIsland, tr("Runs on")},
                                                    {mGpuModel, tr("GPU model")},
                                                    {mPreemptible, tr("Preemptible")}};
    clw::setFormLabels(mForm, labels);
    mKind->setItemText(0, tr("Training or fine-tuning"));
    mKind->setItemText(1, tr("Evaluation or batch inference"));
    mKind->setToolTip(tr("An evaluation or batch-inference job serves its prompts at the serving "
                         "model's full throughput on the GPUs it gets"));
    mRequests->setToolTip(tr("Prompts the job runs, each of the input and output tokens below"));
    mIsland->setItemText(0, tr("Any island that fits"));
    mGpuModel->setItemText(0, tr("Any GPU"));
    mGpuModel->setToolTip(tr("Only islands of this GPU run the job: its kernels, its memory, or "
                             "the GPUs its budget was approved for"));
    mGpus->setToolTip(tr("Jobs take whole servers: the GPUs are rounded up to them"));
    mPriority->setToolTip(tr("Higher runs first; equal priorities go by the team's fair share, "
                             "then the earlier deadline"));
    mDeadline->setToolTip(tr("Counted from day 0 of the schedule, as the earliest start is"));
    mPreemptible->setText(tr("may borrow serving's idle servers"));
    mPreemptible->setToolTip(tr("Runs on serving servers the load curve leaves idle, at the "
                                "share of the day they are idle"));
}

void JobFields::load(const PortfolioJob &job, const Portfolio &portfolio,
                     const DesignLedger *ledger, const Catalog &catalog)
{
    mLoading = true;
    if (!mName->hasFocus()) // a re-plan must not replace the name being typed
        mName->setText(QString::fromStdString(job.name));
    mTeam->clear();
    for (const PortfolioTeam &t : portfolio.teams)
        mTeam->addItem(QString::fromStdString(t.name.empty() ? t.id : t.name),
                       QString::fromStdString(t.id));
    const QString team = QString::fromStdString(job.team);
    // A team the file names but the list lacks stays shown (the reader refuses it on load).
    if (mTeam->findData(team) < 0)
        mTeam->addItem(team, team);
    mTeam->setCurrentIndex(std::max(0, mTeam->findData(team)));
    mKind->setCurrentIndex(job.inference ? 1 : 0);
    mForm->setRowVisible(mRequests, job.inference.has_value());
    if (job.inference)
        mRequests->setValue(job.inference->requests);
    mGpus->setValue(job.gpus);
    mPriority->setValue(job.priority);
    mEarliestStart->setValue(job.earliestStartDay);
    mDeadline->setValue(job.deadlineDay.value_or(0));
    fillIslandCombo(mIsland, ledger, job.island);
    fillGpuChoice(ledger, catalog, job.gpu);
    mPreemptible->setChecked(job.preemptible);
    mLoading = false;
}

void JobFields::fillGpuChoice(const DesignLedger *ledger, const Catalog &catalog,
                              const std::optional<std::string> &named)
{
    // The islands' GPUs, once each, by name; the file's choice stays listed even when no island
    // has it any more (the schedule then says the job finds none).
    std::set<std::string> gpus;
    if (ledger)
        for (const IslandReport &r : ledger->islands)
            for (const auto &[gpu, count] : r.gpuModels)
                gpus.insert(gpu);
    if (named)
        gpus.insert(*named);
    QStringList ids, labels;
    for (const std::string &id : gpus) {
        const GpuModel *g = catalog.gpu(id);
        ids << QString::fromStdString(id);
        labels << QString::fromStdString(g ? g->name : id);
    }
    fillChoiceCombo(mGpuModel, ids, labels, QString::fromStdString(named.value_or("")));
}

void JobFields::showRefusal(const QString &why)
{
    mRefusal->setText(why);
    mRefusal->setVisible(!why.isEmpty());
}

std::optional<PortfolioJob> JobFields::read(const PortfolioJob &base)
{
    PortfolioJob j = base;
    const QString name = mName->text().trimmed();
    if (!name.isEmpty())
        j.name = name.toStdString();
    j.team = mTeam->currentData().toString().toStdString();
    j.gpus = mGpus->value();
    j.priority = mPriority->value();
    j.earliestStartDay = mEarliestStart->value();
    j.deadlineDay
        = mDeadline->value() > 0 ? std::optional<double>(mDeadline->value()) : std::nullopt;
    // The file asks a deadline after the earliest start (io/portfoliojson.cpp).
    if (j.deadlineDay && *j.deadlineDay <= j.earliestStartDay) {
        showRefusal(tr("Not taken: the deadline (day %1) must come after the earliest start "
                       "(day %2).")
                        .arg(display::number(mDeadline->value(), 1),
                             display::number(mEarliestStart->value(), 1)));
        return std::nullopt;
    }
    showRefusal(QString());
    const QString island = mIsland->currentData().toString();
    j.island = island.isEmpty() ? std::nullopt : std::optional<std::string>(island.toStdString());
    const QString gpu = mGpuModel->currentData().toString();
    j.gpu = gpu.isEmpty() ? std::nullopt : std::optional<std::string>(gpu.toStdString());
    j.preemptible = mPreemptible->isChecked();
    if (mKind->currentIndex() == 0) {
        j.inference.reset();
    } else {
        if (!j.inference) {
            // It serves the model it trained, its prompts of the usual shape and count
            // (BatchInference): the hidden Prompts box holds another job's, or nothing.
            j.inference = BatchInference {};
            j.inference->serving.model = j.workload.model;
        } else {
            j.inference->requests = mRequests->value();
        }
    }
    return j;
}

} // namespace cl
