// SPDX-License-Identifier: GPL-3.0-or-later
#include "targetspanel.h"

#include "catalog/catalog.h"
#include "commands/replaceobject.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "gui/siteform.h"
#include "jobfields.h"
#include "model/limits.h"
#include "schedule/schedule.h"
#include "servingform.h"
#include "text/ledgerformat.h"
#include "text/scheduletext.h"
#include "text/sizingtext.h"
#include "trainingform.h"

#include <QComboBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QStackedWidget>
#include <QVBoxLayout>

#include <set>

namespace cl {

namespace {

/** A job's edits merge per job and field, apart from the Schedule tab's (row × 2 + column). */
constexpr int kJobFieldBase = 1'000'000;
constexpr int kJobFieldsPerJob = 100;
constexpr int kQueueFieldOffset = 50; ///< the job's queue fields after its training fields

} // namespace

/** Every job names a team (io/portfoliojson.cpp): the first job of a design gets one. */
PortfolioTeam TargetsPanel::firstTeam()
{
    return PortfolioTeam {"team-1", tr("Team 1").toStdString(), 1, 0};
}

/** A portfolio with no job left, and nothing but what Add Job made, is no portfolio: the file is
 *  as it was before the first job was added. */
PortfolioNote TargetsPanel::withoutEmptyPortfolio(PortfolioNote p)
{
    if (p && p->jobs.empty() && p->phases.empty() && p->cloud == CloudBurst {}
        && (p->teams.empty() || p->teams == std::vector<PortfolioTeam> {firstTeam()}))
        return std::nullopt;
    return p;
}

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
    // One list of workloads: the training run first, then each served model, then each job.
    mWorkload = new QComboBox(inner);
    mWorkload->setObjectName(QStringLiteral("workloadSelector"));
    // Long model names must not widen a narrow dock: the list shows them in full when open.
    mWorkload->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mWorkload->setMinimumContentsLength(10);
    layout->addWidget(mWorkload);
    auto *buttons = new QHBoxLayout;
    mAddServing = new QPushButton(inner);
    mAddServing->setObjectName(QStringLiteral("servingAdd"));
    mAddJob = new QPushButton(inner);
    mAddJob->setObjectName(QStringLiteral("jobAdd"));
    mRemove = new QPushButton(inner);
    mRemove->setObjectName(QStringLiteral("servingRemove"));
    buttons->addWidget(mAddServing);
    buttons->addWidget(mAddJob);
    buttons->addStretch(1);
    buttons->addWidget(mRemove);
    layout->addLayout(buttons);
    // A job's place in the queue, above the run it trains or the model it serves.
    mJobBox = new QGroupBox(inner);
    mJobBox->setObjectName(QStringLiteral("jobGroup"));
    mJob = new JobFields(mJobBox);
    (new QVBoxLayout(mJobBox))->addWidget(mJob);
    layout->addWidget(mJobBox);
    mPages = new QStackedWidget(inner);
    layout->addWidget(mPages);
    auto *trainingPage = new QWidget(mPages);
    auto *trainingLayout = new QVBoxLayout(trainingPage);
    trainingLayout->setContentsMargins(0, 0, 0, 0);
    mTraining = new TrainingForm(document, trainingPage);
    trainingLayout->addWidget(mTraining);
    // A design made from targets says what it was made for (read-only: edit the design, and
    // the targets.* diagnostics say when it no longer meets them).
    mDesignedBox = new QGroupBox(trainingPage);
    mDesignedBox->setObjectName(QStringLiteral("designedForGroup"));
    mDesignedFor = new QLabel(mDesignedBox);
    mDesignedFor->setObjectName(QStringLiteral("designedFor"));
    mDesignedFor->setWordWrap(true);
    mDesignedFor->setTextInteractionFlags(Qt::TextSelectableByMouse);
    (new QVBoxLayout(mDesignedBox))->addWidget(mDesignedFor);
    trainingLayout->addWidget(mDesignedBox);
    mPages->addWidget(trainingPage);
    // A served model, sized on its island (servingform.h).
    mServing = new ServingForm(document, mPages);
    mPages->addWidget(mServing);
    mSite = new SiteForm(document, inner);
    mSiteBox = new QGroupBox(inner);
    mSiteBox->setObjectName(QStringLiteral("siteGroup"));
    (new QVBoxLayout(mSiteBox))->addWidget(mSite);
    layout->addWidget(mSiteBox);
    layout->addStretch(1);

    connect(mTraining, &TrainingForm::edited, this, [this](int field) {
        if (entryAt(mWorkload->currentIndex()).kind == Entry::Job)
            commitJob(field);
        else
            commitRun(field);
    });
    connect(mJob, &JobFields::edited, this,
            [this](int field) { commitJob(kQueueFieldOffset + field); });
    connect(mServing, &ServingForm::jobEdited, this, &TargetsPanel::commitJob);
    connect(document, &Document::changed, this, &TargetsPanel::refresh);
    connect(mWorkload, &QComboBox::currentIndexChanged, this, [this](int row) {
        if (!mLoading)
            showEntry(row);
    });
    connect(mAddServing, &QPushButton::clicked, this,
            [this] { focusWorkload(mServing->addWorkload()); });
    connect(mAddJob, &QPushButton::clicked, this, &TargetsPanel::addJob);
    connect(mRemove, &QPushButton::clicked, this, &TargetsPanel::removeCurrent);
    retranslate();
    showEntry(0);
}

TargetsPanel::Entry TargetsPanel::entryAt(int row) const
{
    const Design &d = mDocument->design();
    const int serving = int(d.serving.size());
    if (row <= 0)
        return {Entry::Training, 0};
    if (row <= serving)
        return {Entry::Serving, row - 1};
    return {Entry::Job, row - 1 - serving};
}

void TargetsPanel::focusWorkload(int servingIndex)
{
    focusRow(servingIndex + 1);
}

void TargetsPanel::focusJob(int index)
{
    focusRow(1 + int(mDocument->design().serving.size()) + index);
}

void TargetsPanel::focusRow(int row)
{
    refreshWorkloads();
    mLoading = true;
    mWorkload->setCurrentIndex(std::clamp(row, 0, mWorkload->count() - 1));
    mLoading = false;
    showEntry(mWorkload->currentIndex());
}

bool TargetsPanel::isInferenceJob(const Entry &e) const
{
    const PortfolioNote &p = mDocument->design().portfolio;
    return e.kind == Entry::Job && p && e.index < int(p->jobs.size())
           && p->jobs[std::size_t(e.index)].inference.has_value();
}

void TargetsPanel::showEntry(int row)
{
    const Entry e = entryAt(row);
    showPage(e);
    mServing->setIndex(e.kind == Entry::Serving ? e.index : -1);
    mTraining->setJobMode(e.kind == Entry::Job);
    mRemove->setEnabled(e.kind != Entry::Training);
    refresh();
    mPages->adjustSize();
    emit workloadFocused(e.kind == Entry::Serving ? e.index : -1);
    if (e.kind != Entry::Job)
        emit jobFocused(QString()); // a job's name is given by refresh(), as it is shown
}

void TargetsPanel::showPage(const Entry &e)
{
    // A served model, or an inference job's: the serving form; the training run or a training
    // job: the training form.
    const bool inference = isInferenceJob(e);
    mServing->setJobMode(inference);
    const int page = e.kind == Entry::Serving || inference ? 1 : 0;
    if (mPages->currentIndex() == page)
        return;
    mPages->setCurrentIndex(page);
    // Only the page shown takes room: the long training form would leave a gap under a short
    // serving form.
    for (int i = 0; i < mPages->count(); ++i)
        mPages->widget(i)->setSizePolicy(QSizePolicy::Preferred, i == mPages->currentIndex()
                                                                     ? QSizePolicy::Preferred
                                                                     : QSizePolicy::Ignored);
    mPages->adjustSize();
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
    if (d.portfolio)
        for (const PortfolioJob &j : d.portfolio->jobs)
            entries << tr("Job: %1").arg(QString::fromStdString(j.name.empty() ? j.id : j.name));
    for (int i = 0; i < entries.size(); ++i) {
        if (i < mWorkload->count())
            mWorkload->setItemText(i, entries[i]);
        else
            mWorkload->addItem(entries[i]);
    }
    while (mWorkload->count() > entries.size())
        mWorkload->removeItem(mWorkload->count() - 1);
    mWorkload->setCurrentIndex(std::clamp(current, 0, int(entries.size()) - 1));
    mAddJob->setEnabled(!d.portfolio || d.portfolio->jobs.size() < limits::kMaxPortfolioJobs);
    mLoading = loading;
    // The list shrank under the one shown (an undo of Add, say): show what is picked now.
    if (current != mWorkload->currentIndex() && !loading)
        showEntry(mWorkload->currentIndex());
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

void TargetsPanel::setSchedule(std::shared_ptr<const Schedule> schedule)
{
    mSchedule = std::move(schedule);
    refresh();
}

void TargetsPanel::retranslate()
{
    mSiteBox->setTitle(tr("Site"));
    mDesignedBox->setTitle(tr("Designed for"));
    mJobBox->setTitle(tr("In the queue"));
    mAddServing->setText(tr("Add Serving"));
    mAddServing->setToolTip(tr("Add a model served from the design's GPUs"));
    mAddJob->setText(tr("Add Job"));
    mAddJob->setToolTip(tr("Add a job to the portfolio's queue: it starts as a copy of the "
                           "training run, and its Kind makes it an evaluation or batch inference"));
    mRemove->setText(tr("Remove"));
    mRemove->setToolTip(tr("Remove the served model or the job picked"));
    mWorkload->setToolTip(tr("The design's workloads: the training run, the models it serves "
                             "and the portfolio's jobs. The ledger and the charts follow the "
                             "run or the model picked; the Schedule tab plans the jobs."));
    refresh();
}

void TargetsPanel::refresh()
{
    refreshWorkloads();
    const Design &d = mDocument->design();
    const Entry e = entryAt(mWorkload->currentIndex());
    mDesignedBox->setVisible(d.targets.has_value() && e.kind == Entry::Training);
    mDesignedFor->setText(d.targets ? targetsNoteText(*d.targets, d.site, mDocument->catalog())
                                    : QString());
    mJobBox->setVisible(e.kind == Entry::Job);
    if (e.kind == Entry::Job && d.portfolio && e.index < int(d.portfolio->jobs.size())) {
        const PortfolioJob &job = d.portfolio->jobs[e.index];
        mJob->load(job, *d.portfolio, mLedger.get(), mDocument->catalog());
        const ScheduledJob *placed = nullptr;
        if (mSchedule)
            for (const ScheduledJob &s : mSchedule->jobs)
                placed = s.id == job.id ? &s : placed;
        const QString placement
            = placed ? schedulePlacementText(*placed) : tr("The schedule is being worked out.");
        // The kind may have changed with an undo or the Kind field: the page follows, and the
        // ledger's note the job's name.
        showPage(e);
        emit jobFocused(QString::fromStdString(job.name));
        if (job.inference)
            mServing->loadJob(job.inference->serving, placement);
        else
            mTraining->load(job.workload, d.site, mLedger.get(), placement);
        return;
    }
    const Parallelism &p = d.workload.parallelism;
    QString placement = tr("No layout runs: see the diagnostics");
    if (mLedger && mLedger->training && mLedger->training->valid)
        placement = (p.automatic ? tr("Planner's choice: %1") : tr("Your layout: %1"))
                        .arg(display::layout(mLedger->training->layout));
    mTraining->load(d.workload, d.site, mLedger.get(), placement);
}

void TargetsPanel::commitRun(int field)
{
    if (mLoading)
        return;
    const ParallelLayout *planned = mLedger && mLedger->training && mLedger->training->valid
                                        ? &mLedger->training->layout
                                        : nullptr;
    const std::optional<Workload> w = mTraining->read(mDocument->design().workload, planned);
    if (!w) {
        refresh(); // refused: heads must divide the hidden size, KV heads the heads
        return;
    }
    if (*w == mDocument->design().workload)
        return;
    mDocument->undoStack()->push(new ReplaceObjectCommand<Workload>(
        mDocument, {}, *w, tr("Edit Targets"), CmdEditWorkload, field));
}

void TargetsPanel::commitJob(int field)
{
    const Entry e = entryAt(mWorkload->currentIndex());
    PortfolioNote portfolio = mDocument->design().portfolio;
    if (mLoading || e.kind != Entry::Job || !portfolio || e.index >= int(portfolio->jobs.size()))
        return;
    PortfolioJob &job = portfolio->jobs[e.index];
    const bool wasInference = job.inference.has_value();
    const std::optional<PortfolioJob> queued = mJob->read(job);
    // The schedule keeps no layout: a job switched to manual starts from the form's values.
    const std::optional<Workload> run
        = wasInference ? std::optional(job.workload) : mTraining->read(job.workload, nullptr);
    if (!queued || !run) {
        refresh();
        return;
    }
    const std::string name = job.name;
    job = *queued;
    job.workload = *run;
    // The form shown edits what the job was; a job just made one kind or the other keeps what
    // JobFields gave it.
    if (wasInference && job.inference && field < kQueueFieldOffset)
        job.inference->serving = mServing->readFields(job.inference->serving);
    if (portfolio == mDocument->design().portfolio)
        return;
    mDocument->undoStack()->push(new ReplaceObjectCommand<PortfolioNote>(
        mDocument, std::string(), std::move(portfolio),
        tr("Edit Job %1").arg(QString::fromStdString(name)), CmdEditPortfolio,
        kJobFieldBase + e.index * kJobFieldsPerJob + field));
}

void TargetsPanel::addJob()
{
    const Design &d = mDocument->design();
    Portfolio p = d.portfolio.value_or(Portfolio {});
    std::set<std::string> ids;
    for (const PortfolioJob &j : p.jobs)
        ids.insert(j.id);
    int n = int(p.jobs.size()) + 1;
    while (ids.count("job-" + std::to_string(n)))
        ++n;
    PortfolioJob job;
    job.id = "job-" + std::to_string(n);
    job.name = tr("Job %1").arg(n).toStdString();
    if (p.teams.empty())
        p.teams.push_back(firstTeam());
    job.team = p.teams.front().id;
    // A copy of the training run, on the GPUs it plans for; its own island and deadline.
    job.workload = d.workload;
    job.workload.island.reset();
    job.workload.deadlineDays.reset();
    job.workload.budget.reset();
    if (mLedger && mLedger->training && mLedger->training->valid)
        job.gpus
            = std::max(1, mLedger->training->layout.modelParallel() * mLedger->training->layout.dp);
    const QString text = tr("Add Job %1").arg(QString::fromStdString(job.name));
    p.jobs.push_back(std::move(job));
    const int index = int(p.jobs.size()) - 1;
    mDocument->undoStack()->push(
        new ReplaceObjectCommand<PortfolioNote>(mDocument, std::string(), std::move(p), text));
    focusJob(index);
}

void TargetsPanel::removeCurrent()
{
    const int row = mWorkload->currentIndex();
    const Entry e = entryAt(row);
    if (e.kind == Entry::Serving) {
        mServing->removeWorkload();
        focusRow(row - 1);
        return;
    }
    PortfolioNote portfolio = mDocument->design().portfolio;
    if (e.kind != Entry::Job || !portfolio || e.index >= int(portfolio->jobs.size()))
        return;
    const QString name = QString::fromStdString(portfolio->jobs[e.index].name);
    portfolio->jobs.erase(portfolio->jobs.begin() + e.index);
    mDocument->undoStack()->push(new ReplaceObjectCommand<PortfolioNote>(
        mDocument, std::string(), withoutEmptyPortfolio(std::move(portfolio)),
        tr("Remove Job %1").arg(name)));
    focusRow(row - 1);
}

} // namespace cl
