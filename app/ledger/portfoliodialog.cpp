// SPDX-License-Identifier: GPL-3.0-or-later
#include "portfoliodialog.h"

#include "cost/tariff.h"
#include "io/fieldrules.h"
#include "model/limits.h"
#include "spinboxes.h"
#include "text/ledgerformat.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>

#include <set>

namespace cl {

namespace {

enum TeamColumn { kTeamName, kTeamShare, kTeamGpus, kTeamHours, kTeamPeriod, kTeamColumns };
enum PhaseColumn { kPhaseName, kPhaseArrival, kPhaseColumns };

/** A new id of the form `stem-N` that no entry of `taken` has. */
std::string freshId(const std::string &stem, const std::set<std::string> &taken)
{
    for (int n = int(taken.size()) + 1;; ++n)
        if (!taken.count(stem + "-" + std::to_string(n)))
            return stem + "-" + std::to_string(n);
}

QTableWidget *table(QWidget *parent, int columns, const char *name)
{
    auto *t = new QTableWidget(0, columns, parent);
    t->setObjectName(QLatin1String(name));
    t->verticalHeader()->hide();
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->horizontalHeader()->setSectionResizeMode(0, QHeaderView::Stretch);
    t->setSelectionBehavior(QAbstractItemView::SelectRows);
    t->setSelectionMode(QAbstractItemView::SingleSelection);
    return t;
}

QPushButton *button(QWidget *parent, const QString &text, const char *name)
{
    auto *b = new QPushButton(text, parent);
    b->setObjectName(QLatin1String(name));
    b->setAutoDefault(false);
    return b;
}

QHBoxLayout *buttonRow(std::initializer_list<QPushButton *> buttons)
{
    auto *row = new QHBoxLayout;
    for (QPushButton *b : buttons)
        row->addWidget(b);
    row->addStretch(1);
    return row;
}

/** Sets the box and remembers the value it was given: a box rounds to its decimals and range,
 *  and OK must not change what the file says where nobody touched it. */
void setExact(QDoubleSpinBox *box, double value)
{
    box->setValue(value);
    box->setProperty("given", value);
    box->setProperty("shown", box->value());
}

/** The box's value, or the one it was given while it still shows that. */
double exactValue(const QDoubleSpinBox *box)
{
    const QVariant shown = box->property("shown");
    return shown.isValid() && shown.toDouble() == box->value() ? box->property("given").toDouble()
                                                               : box->value();
}

double spinValue(const QTableWidget *t, int row, int column)
{
    if (auto *d = qobject_cast<QDoubleSpinBox *>(t->cellWidget(row, column)))
        return exactValue(d);
    if (auto *i = qobject_cast<QSpinBox *>(t->cellWidget(row, column)))
        return i->value();
    return 0;
}

QString cellText(const QTableWidget *t, int row, int column)
{
    const QTableWidgetItem *item = t->item(row, column);
    return item ? item->text().trimmed() : QString();
}

} // namespace

PortfolioDialog::PortfolioDialog(const Design &design, QWidget *parent)
    : QDialog(parent)
    , mDesign(design)
    , mBase(design.portfolio.value_or(Portfolio {}))
{
    setObjectName(QStringLiteral("portfolioDialog"));
    setWindowTitle(tr("Teams, Phases and Cloud"));
    auto *layout = new QVBoxLayout(this);
    auto *tabs = new QTabWidget(this);
    layout->addWidget(tabs);

    auto *teamsPage = new QWidget(tabs);
    auto *teamsLayout = new QVBoxLayout(teamsPage);
    auto *teamsNote = new QLabel(tr("Teams share the cluster: fair share orders equal priorities "
                                    "by GPU-days used over the share; a quota holds a team's "
                                    "jobs back."),
                                 teamsPage);
    teamsNote->setWordWrap(true);
    teamsLayout->addWidget(teamsNote);
    mTeams = table(teamsPage, kTeamColumns, "portfolioTeams");
    mTeams->setHorizontalHeaderLabels({tr("Team"), tr("Share"), tr("GPUs at once"),
                                       tr("GPU-hours per period"), tr("Period (days)")});
    teamsLayout->addWidget(mTeams);
    auto *addTeam = button(teamsPage, tr("Add Team"), "portfolioAddTeam");
    auto *removeTeam = button(teamsPage, tr("Remove Team"), "portfolioRemoveTeam");
    teamsLayout->addLayout(buttonRow({addTeam, removeTeam}));
    tabs->addTab(teamsPage, tr("Teams"));

    auto *phasesPage = new QWidget(tabs);
    auto *phasesLayout = new QVBoxLayout(phasesPage);
    auto *phasesNote = new QLabel(tr("Racks in a phase arrive on its day (counted from day 0 of "
                                     "the schedule); racks in none are there from day 0."),
                                  phasesPage);
    phasesNote->setWordWrap(true);
    phasesLayout->addWidget(phasesNote);
    mPhases = table(phasesPage, kPhaseColumns, "portfolioPhases");
    mPhases->setHorizontalHeaderLabels({tr("Phase", "hardware phase"), tr("Arrival (day)")});
    auto *phaseRow = new QHBoxLayout;
    phaseRow->addWidget(mPhases, 3);
    mRacks = new QListWidget(phasesPage);
    mRacks->setObjectName(QStringLiteral("portfolioPhaseRacks"));
    mRacks->setToolTip(tr("The racks of the phase picked; a rack arrives in one phase at most"));
    phaseRow->addWidget(mRacks, 2);
    phasesLayout->addLayout(phaseRow);
    auto *addPhase = button(phasesPage, tr("Add Phase"), "portfolioAddPhase");
    auto *removePhase = button(phasesPage, tr("Remove Phase"), "portfolioRemovePhase");
    phasesLayout->addLayout(buttonRow({addPhase, removePhase}));
    tabs->addTab(phasesPage, tr("Phases"));

    auto *cloudPage = new QWidget(tabs);
    auto *cloudForm = new QFormLayout(cloudPage);
    mCloudAllowed = new QCheckBox(
        tr("rent what the owned cluster cannot finish by its deadline or has no room for"),
        cloudPage);
    mCloudAllowed->setObjectName(QStringLiteral("portfolioCloudAllowed"));
    mCloudPrice = clw::doubleBox(cloudPage, 0, 1e4, 2, 0.1, "portfolioCloudPrice");
    const std::string currency = mBase.cloud.pricePerGpuHour ? mBase.cloud.pricePerGpuHour->currency
                                                             : design.site.currency;
    mCloudPrice->setSuffix(QLatin1Char(' ')
                           + tr("%1 per GPU-hour").arg(QString::fromStdString(currency)));
    mCloudPrice->setSpecialValueText(tr("the site's cloud price"));
    mInterruptions = clw::doubleBox(cloudPage, 0, 100, 2, 0.1, "portfolioInterruptions");
    mInterruptions->setSpecialValueText(tr("none (on-demand or reserved)"));
    mInterruptions->setToolTip(tr("Spot capacity: interruptions per day, each a restart from the "
                                  "last checkpoint"));
    cloudForm->addRow(tr("Cloud"), mCloudAllowed);
    cloudForm->addRow(tr("Price"), mCloudPrice);
    cloudForm->addRow(tr("Spot interruptions per day"), mInterruptions);
    tabs->addTab(cloudPage, tr("Cloud"));

    mRefusal = new QLabel(this);
    mRefusal->setObjectName(QStringLiteral("portfolioRefusal"));
    mRefusal->setWordWrap(true);
    mRefusal->setStyleSheet(QStringLiteral("color: #b00020"));
    mRefusal->hide();
    layout->addWidget(mRefusal);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(buttons);

    mFilling = true;
    for (const PortfolioTeam &t : mBase.teams) {
        mTeams->insertRow(mTeams->rowCount());
        setTeamRow(mTeams->rowCount() - 1, t);
    }
    for (const HardwarePhase &h : mBase.phases) {
        mPhases->insertRow(mPhases->rowCount());
        setPhaseRow(mPhases->rowCount() - 1, h);
        mPhaseRacks.push_back(h.racks);
    }
    for (const Rack &r : design.racks) {
        auto *item
            = new QListWidgetItem(QString::fromStdString(r.name.empty() ? r.id : r.name), mRacks);
        item->setData(Qt::UserRole, QString::fromStdString(r.id));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
    }
    // Price and interruptions count only where renting is allowed.
    for (QWidget *w : std::initializer_list<QWidget *> {mCloudPrice, mInterruptions})
        connect(mCloudAllowed, &QCheckBox::toggled, w, &QWidget::setEnabled);
    mCloudAllowed->setChecked(mBase.cloud.allowed);
    mCloudPrice->setEnabled(mBase.cloud.allowed);
    mInterruptions->setEnabled(mBase.cloud.allowed);
    setExact(mCloudPrice, mBase.cloud.pricePerGpuHour ? mBase.cloud.pricePerGpuHour->amount : 0);
    setExact(mInterruptions, mBase.cloud.interruptionsPerDay);
    mFilling = false;
    if (mPhases->rowCount() > 0)
        mPhases->selectRow(0);
    showPhaseRacks();

    connect(addTeam, &QPushButton::clicked, this, &PortfolioDialog::addTeam);
    connect(removeTeam, &QPushButton::clicked, this, &PortfolioDialog::removeTeam);
    connect(addPhase, &QPushButton::clicked, this, &PortfolioDialog::addPhase);
    connect(removePhase, &QPushButton::clicked, this, &PortfolioDialog::removePhase);
    connect(mPhases, &QTableWidget::itemSelectionChanged, this, &PortfolioDialog::showPhaseRacks);
    connect(mRacks, &QListWidget::itemChanged, this,
            [this](QListWidgetItem *item) { takeRackCheck(mRacks->row(item)); });
    connect(buttons, &QDialogButtonBox::accepted, this, &PortfolioDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PortfolioDialog::reject);
    resize(720, 460);
}

void PortfolioDialog::setTeamRow(int row, const PortfolioTeam &t)
{
    auto *name = new QTableWidgetItem(QString::fromStdString(t.name.empty() ? t.id : t.name));
    name->setData(Qt::UserRole, QString::fromStdString(t.id));
    mTeams->setItem(row, kTeamName, name);
    auto *share = clw::doubleBox(mTeams, 0.01, 1e6, 2, 0.5, "teamShare");
    setExact(share, t.share);
    auto *gpus = clw::intBox(mTeams, 0, limits::kMaxGpus, "teamQuotaGpus");
    gpus->setSpecialValueText(tr("none"));
    gpus->setValue(t.quotaGpus);
    auto *hours = clw::doubleBox(mTeams, 0, 1e10, 0, 1000, "teamQuotaGpuHours");
    hours->setSpecialValueText(tr("none"));
    hours->setGroupSeparatorShown(true);
    setExact(hours, t.quotaGpuHours);
    auto *period = clw::doubleBox(mTeams, 1, 3650, 1, 1, "teamQuotaPeriod");
    setExact(period, t.quotaPeriodDays);
    mTeams->setCellWidget(row, kTeamShare, share);
    mTeams->setCellWidget(row, kTeamGpus, gpus);
    mTeams->setCellWidget(row, kTeamHours, hours);
    mTeams->setCellWidget(row, kTeamPeriod, period);
    // The period counts only with a GPU-hour quota.
    period->setEnabled(t.quotaGpuHours > 0);
    connect(hours, &QDoubleSpinBox::valueChanged, period,
            [period](double value) { period->setEnabled(value > 0); });
}

void PortfolioDialog::setPhaseRow(int row, const HardwarePhase &h)
{
    mPhases->setItem(row, kPhaseName, new QTableWidgetItem(QString::fromStdString(h.name)));
    auto *arrival = clw::doubleBox(mPhases, 0, 36500, 1, 1, "phaseArrival");
    setExact(arrival, h.arrivalDay);
    mPhases->setCellWidget(row, kPhaseArrival, arrival);
}

int PortfolioDialog::usesOfTeam(const std::string &id) const
{
    int n = 0;
    for (const PortfolioJob &j : mBase.jobs)
        n += j.team == id ? 1 : 0;
    for (const ServingWorkload &w : mDesign.serving)
        n += w.team == id ? 1 : 0;
    return n;
}

void PortfolioDialog::addTeam()
{
    if (mTeams->rowCount() >= int(limits::kMaxPortfolioTeams))
        return;
    std::set<std::string> ids;
    for (int r = 0; r < mTeams->rowCount(); ++r)
        ids.insert(mTeams->item(r, kTeamName)->data(Qt::UserRole).toString().toStdString());
    PortfolioTeam t;
    t.id = freshId("team", ids);
    t.name = tr("Team %1").arg(mTeams->rowCount() + 1).toStdString();
    mTeams->insertRow(mTeams->rowCount());
    setTeamRow(mTeams->rowCount() - 1, t);
    mTeams->selectRow(mTeams->rowCount() - 1);
    showRefusal(QString());
}

void PortfolioDialog::removeTeam()
{
    const int row = mTeams->currentRow();
    if (row < 0)
        return;
    const std::string id
        = mTeams->item(row, kTeamName)->data(Qt::UserRole).toString().toStdString();
    if (const int uses = usesOfTeam(id); uses > 0) {
        showRefusal(tr("Team %1 is named by %n job(s) or serving fleet(s): give them another "
                       "team first.",
                       nullptr, uses)
                        .arg(cellText(mTeams, row, kTeamName)));
        return;
    }
    mTeams->removeRow(row);
    showRefusal(QString());
}

void PortfolioDialog::addPhase()
{
    if (mPhases->rowCount() >= int(limits::kMaxHardwarePhases))
        return;
    HardwarePhase h;
    h.name = tr("Phase %1").arg(mPhases->rowCount() + 2).toStdString(); // phase 1 is day 0
    h.arrivalDay = 30;
    mPhases->insertRow(mPhases->rowCount());
    setPhaseRow(mPhases->rowCount() - 1, h);
    mPhaseRacks.emplace_back();
    mPhases->selectRow(mPhases->rowCount() - 1);
    showRefusal(QString());
}

void PortfolioDialog::removePhase()
{
    const int row = mPhases->currentRow();
    if (row < 0)
        return;
    mPhases->removeRow(row);
    mPhaseRacks.erase(mPhaseRacks.begin() + row);
    showPhaseRacks();
}

void PortfolioDialog::showPhaseRacks()
{
    const int phase = mPhases->currentRow();
    mFilling = true;
    for (int i = 0; i < mRacks->count(); ++i) {
        QListWidgetItem *item = mRacks->item(i);
        const std::string id = item->data(Qt::UserRole).toString().toStdString();
        int owner = -1;
        for (int p = 0; p < int(mPhaseRacks.size()); ++p)
            if (std::find(mPhaseRacks[p].begin(), mPhaseRacks[p].end(), id) != mPhaseRacks[p].end())
                owner = p;
        item->setCheckState(phase >= 0 && owner == phase ? Qt::Checked : Qt::Unchecked);
        const bool free = phase >= 0 && (owner < 0 || owner == phase);
        item->setFlags(free ? item->flags() | Qt::ItemIsEnabled
                            : item->flags() & ~Qt::ItemIsEnabled);
        item->setToolTip(owner >= 0 && owner != phase
                             ? tr("Arrives in %1").arg(cellText(mPhases, owner, kPhaseName))
                             : QString());
    }
    mRacks->setEnabled(phase >= 0);
    mFilling = false;
}

void PortfolioDialog::takeRackCheck(int rack)
{
    const int phase = mPhases->currentRow();
    if (mFilling || phase < 0 || rack < 0)
        return;
    QListWidgetItem *item = mRacks->item(rack);
    const std::string id = item->data(Qt::UserRole).toString().toStdString();
    std::vector<std::string> &racks = mPhaseRacks[std::size_t(phase)];
    std::erase(racks, id);
    if (item->checkState() == Qt::Checked) {
        // In the design's rack order, as the file lists them.
        racks.push_back(id);
        std::vector<std::string> ordered;
        for (const Rack &r : mDesign.racks)
            if (std::find(racks.begin(), racks.end(), r.id) != racks.end())
                ordered.push_back(r.id);
        racks = ordered;
    }
}

std::optional<std::vector<PortfolioTeam>> PortfolioDialog::readTeams(QString *why) const
{
    std::vector<PortfolioTeam> teams;
    for (int r = 0; r < mTeams->rowCount(); ++r) {
        PortfolioTeam t;
        t.id = mTeams->item(r, kTeamName)->data(Qt::UserRole).toString().toStdString();
        t.name = cellText(mTeams, r, kTeamName).toStdString();
        if (t.name.empty()) {
            *why = tr("Team %1 needs a name.").arg(r + 1);
            return std::nullopt;
        }
        if (t.name.size() > limits::kMaxNameBytes) {
            *why = tr("Team %1's name is longer than a name may be.").arg(r + 1);
            return std::nullopt;
        }
        t.share = spinValue(mTeams, r, kTeamShare);
        t.quotaGpus = int(spinValue(mTeams, r, kTeamGpus));
        t.quotaGpuHours = spinValue(mTeams, r, kTeamHours);
        t.quotaPeriodDays = spinValue(mTeams, r, kTeamPeriod);
        // The period is written only with a GPU-hour quota: without one it keeps what it had.
        if (t.quotaGpuHours <= 0)
            for (const PortfolioTeam &old : mBase.teams)
                if (old.id == t.id && old.quotaGpuHours <= 0)
                    t.quotaPeriodDays = old.quotaPeriodDays;
        teams.push_back(std::move(t));
    }
    return teams;
}

std::optional<std::vector<HardwarePhase>> PortfolioDialog::readPhases(QString *why) const
{
    std::vector<HardwarePhase> phases;
    for (int r = 0; r < mPhases->rowCount(); ++r) {
        HardwarePhase h;
        h.name = cellText(mPhases, r, kPhaseName).toStdString();
        if (h.name.empty() || h.name.size() > limits::kMaxNameBytes) {
            *why = tr("Phase %1 needs a name.").arg(r + 1);
            return std::nullopt;
        }
        h.arrivalDay = spinValue(mPhases, r, kPhaseArrival);
        h.racks = mPhaseRacks[std::size_t(r)];
        phases.push_back(std::move(h));
    }
    return phases;
}

std::optional<Portfolio> PortfolioDialog::result() const
{
    QString why;
    const auto teams = readTeams(&why);
    const auto phases = teams ? readPhases(&why) : std::nullopt;
    if (!teams || !phases)
        return std::nullopt;
    Portfolio p = mBase;
    p.teams = *teams;
    p.phases = *phases;
    p.cloud.allowed = mCloudAllowed->isChecked();
    const std::string currency = mBase.cloud.pricePerGpuHour ? mBase.cloud.pricePerGpuHour->currency
                                                             : mDesign.site.currency;
    const double price = exactValue(mCloudPrice);
    p.cloud.pricePerGpuHour = price > 0 ? std::optional(Money {price, currency}) : std::nullopt;
    p.cloud.interruptionsPerDay = exactValue(mInterruptions);
    // The file takes a price of at most 1000 USD per GPU-hour (io/fieldrules.h), converted.
    if (p.cloud.pricePerGpuHour) {
        const auto usd = toUsd(*p.cloud.pricePerGpuHour, mDesign.site);
        if (!usd || !rules::kCloudGpuHourUsd.accepts(*usd))
            return std::nullopt;
    }
    return p;
}

QString PortfolioDialog::refusal() const
{
    return mRefusal->isHidden() ? QString() : mRefusal->text();
}

void PortfolioDialog::showRefusal(const QString &why)
{
    mRefusal->setText(why);
    mRefusal->setVisible(!why.isEmpty());
}

void PortfolioDialog::accept()
{
    QString why;
    if (!readTeams(&why) || !readPhases(&why)) {
        showRefusal(why);
        return;
    }
    if (!result()) {
        showRefusal(tr("The cloud price must be above 0 and at most 1000 USD per GPU-hour in "
                       "the site's currency."));
        return;
    }
    QDialog::accept();
}

} // namespace cl
