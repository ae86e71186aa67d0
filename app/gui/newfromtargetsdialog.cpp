// SPDX-License-Identifier: GPL-3.0-or-later
#include "newfromtargetsdialog.h"

#include "catalog/catalog.h"
#include "charts/chartpanel.h"
#include "model/limits.h"
#include "text/diagnostictext.h"
#include "text/ledgerformat.h"
#include "text/moneytext.h"
#include "text/procurementtext.h"
#include "text/sizingtext.h"

#include <QComboBox>
#include <QDate>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QTableWidget>
#include <QThread>
#include <QVBoxLayout>

namespace cl {

namespace {

/** The GPUs checked when the dialog opens: the NVIDIA parts a planner weighs first. */
const char *const kDefaultGpus[] = {"h100-sxm5-80gb", "h200-sxm-141gb", "b200-sxm-180gb"};

/** Candidate item data beside the GPU (UserRole) and server (UserRole + 1). */
constexpr int kLabelRole = Qt::UserRole + 2;
constexpr int kHeldRole = Qt::UserRole + 3;

QDoubleSpinBox *spin(const char *name, double low, double high, double value, int decimals,
                     const QString &suffix)
{
    auto *s = new QDoubleSpinBox;
    s->setObjectName(QLatin1String(name));
    s->setRange(low, high);
    s->setDecimals(decimals);
    s->setValue(value);
    s->setSuffix(suffix);
    return s;
}

} // namespace

NewFromTargetsDialog::NewFromTargetsDialog(const Catalog &catalog, QWidget *parent)
    : QDialog(parent)
    , mCatalog(catalog)
{
    setObjectName(QStringLiteral("newFromTargetsDialog"));
    setWindowTitle(tr("New from Targets"));
    auto *layout = new QVBoxLayout(this);
    auto *split = new QSplitter(Qt::Horizontal);
    split->addWidget(buildForm());

    auto *results = new QWidget;
    auto *resultsLayout = new QVBoxLayout(results);
    mSummary = new QLabel(tr("Set the targets and search: every candidate is sized from a few "
                             "servers to the largest cluster, each size a complete design."));
    mSummary->setObjectName(QStringLiteral("targetsSummary"));
    mSummary->setWordWrap(true);
    mTable = new QTableWidget(0, ColCount);
    mTable->setObjectName(QStringLiteral("targetsTable"));
    mTable->setHorizontalHeaderLabels({tr("Option"), tr("Days"), tr("Capex"), tr("Facility power"),
                                       tr("Racks"), tr("Pareto"), tr("Why not chosen")});
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->horizontalHeader()->setStretchLastSection(true);
    mTable->verticalHeader()->hide();
    mTable->setWordWrap(false);
    mChart = new clw::ScatterChartPanel;
    mChart->setObjectName(QStringLiteral("targetsChart"));
    mChart->setMinimumHeight(220);
    mSensitivity = new QLabel;
    mSensitivity->setObjectName(QStringLiteral("targetsSensitivity"));
    mSensitivity->setWordWrap(true);
    resultsLayout->addWidget(mSummary);
    resultsLayout->addWidget(mTable, 3);
    resultsLayout->addWidget(mChart, 2);
    resultsLayout->addWidget(mSensitivity);
    split->addWidget(results);
    split->setStretchFactor(1, 3);
    split->setSizes({320, 960});
    layout->addWidget(split);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
    mCreate = buttons->button(QDialogButtonBox::Ok);
    mCreate->setText(tr("Create Design"));
    mCreate->setEnabled(false);
    connect(buttons, &QDialogButtonBox::accepted, this, &NewFromTargetsDialog::createDesign);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mTable, &QTableWidget::itemSelectionChanged, this, [this] {
        const int o = selectedOption();
        mCreate->setEnabled(!searching() && o >= 0
                            && mResult.options[std::size_t(o)].trainDays.has_value());
    });
    layout->addWidget(buttons);
    resize(1280, 720);
}

NewFromTargetsDialog::~NewFromTargetsDialog()
{
    // The search is pure and checks the flag between sizes: it stops within one evaluation.
    if (mWorker) {
        mCancelled = true;
        mWorker->wait();
    }
}

QWidget *NewFromTargetsDialog::buildForm()
{
    auto *form = new QWidget;
    auto *fl = new QFormLayout(form);
    mModel = new QComboBox;
    mModel->setObjectName(QStringLiteral("targetsModel"));
    for (const auto &[id, m] : mCatalog.models)
        mModel->addItem(QString::fromStdString(m.name), QString::fromStdString(id));
    mModel->setCurrentIndex(std::max(0, mModel->findData(QStringLiteral("llama-3-70b"))));
    mTokens = spin("targetsTokens", 0.001, 1e5, 15, 3, tr(" T tokens"));
    mDeadline = spin("targetsDeadline", 0.1, 36500, 90, 1, tr(" days"));
    mRackKw = spin("targetsRackKw", 1, 1000, 40, 1, tr(" kW"));
    mPue = spin("targetsPue", 1, 3, 1.3, 2, QString());
    mBudget = spin("targetsBudget", 0, 1e7, 0, 1, tr(" M USD"));
    mBudget->setSpecialValueText(tr("no limit"));
    // The budget in the planner's currency (model/money.h): 万元 for CNY in Chinese. The rate is
    // the planner's to give: the app carries no exchange rates of its own.
    mCurrency = new QComboBox;
    mCurrency->setObjectName(QStringLiteral("targetsCurrency"));
    mCurrency->addItems({QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("EUR")});
    mRate = spin("targetsRate", 0, 1e6, 0, 4, QString());
    mRate->setSpecialValueText(tr("enter the rate"));
    mRate->setEnabled(false);
    connect(mCurrency, &QComboBox::currentIndexChanged, this, [this] {
        const std::string code = mCurrency->currentText().toStdString();
        const display::MoneyUnit unit = display::budgetUnit(code);
        mBudget->setSuffix(unit.suffix);
        mBudget->setDecimals(unit.scale == 1e4 ? 0 : 1);
        mBudget->setMaximum(1e13 / unit.scale); // at 1 per USD; the search refuses above 1e13 USD
        mRate->setEnabled(code != "USD");
        mRate->setSuffix(tr(" %1 per USD").arg(mCurrency->currentText()));
    });
    mSiteMw = spin("targetsSiteMw", 0, 1e4, 0, 1, tr(" MW"));
    mSiteMw->setSpecialValueText(tr("no limit"));
    mCandidates = new QListWidget;
    mCandidates->setObjectName(QStringLiteral("targetsCandidates"));
    mCandidates->setMinimumWidth(300);
    for (const auto &[id, g] : mCatalog.gpus) {
        const std::string server = usualServerFor(mCatalog, g);
        if (server.empty())
            continue;
        auto *item = new QListWidgetItem(candidateLabel(mCatalog, id, server));
        item->setData(Qt::UserRole, QString::fromStdString(id));
        item->setData(Qt::UserRole + 1, QString::fromStdString(server));
        const bool preset = std::find(std::begin(kDefaultGpus), std::end(kDefaultGpus), id)
                            != std::end(kDefaultGpus);
        item->setCheckState(preset ? Qt::Checked : Qt::Unchecked);
        item->setData(kLabelRole, item->text());
        item->setData(kHeldRole, 0);
        mCandidates->addItem(item);
    }
    mMarket = new QComboBox;
    mMarket->setObjectName(QStringLiteral("targetsMarket"));
    mMarket->addItem(tr("Any (no market rules)"), QString());
    for (std::string_view code : marketCodes())
        mMarket->addItem(marketName(std::string(code)),
                         QString::fromUtf8(code.data(), code.size()));
    mHeld = new QSpinBox;
    mHeld->setObjectName(QStringLiteral("targetsHeld"));
    mHeld->setRange(0, limits::kMaxHeldGpus);
    mHeld->setSuffix(tr(" GPUs"));
    mHeld->setToolTip(tr("GPUs of the selected candidate already held: searched up to this many "
                         "even where the market cannot buy more"));
    mHeld->setEnabled(false);
    connect(mMarket, &QComboBox::currentIndexChanged, this, [this] { refreshCandidates(); });
    connect(mCandidates, &QListWidget::currentItemChanged, this, [this](QListWidgetItem *item) {
        mHeld->setEnabled(item);
        const QSignalBlocker block(mHeld);
        mHeld->setValue(item ? item->data(kHeldRole).toInt() : 0);
    });
    connect(mHeld, &QSpinBox::valueChanged, this, [this](int n) {
        if (QListWidgetItem *item = mCandidates->currentItem()) {
            item->setData(kHeldRole, n);
            refreshCandidates();
        }
    });
    refreshCandidates();
    fl->addRow(tr("Model"), mModel);
    fl->addRow(tr("Tokens"), mTokens);
    fl->addRow(tr("Deadline"), mDeadline);
    fl->addRow(tr("Usable power per rack"), mRackKw);
    fl->addRow(tr("PUE"), mPue);
    fl->addRow(tr("Currency"), mCurrency);
    fl->addRow(tr("Exchange rate"), mRate);
    fl->addRow(tr("Capex budget"), mBudget);
    fl->addRow(tr("Site power cap"), mSiteMw);
    fl->addRow(tr("Market"), mMarket);
    fl->addRow(tr("Candidates"), mCandidates);
    fl->addRow(tr("Held"), mHeld);
    mSearch = new QPushButton(tr("Search"));
    mSearch->setObjectName(QStringLiteral("targetsSearch"));
    mCancel = new QPushButton(tr("Stop"));
    mCancel->setObjectName(QStringLiteral("targetsCancel"));
    mCancel->setEnabled(false);
    mProgress = new QProgressBar;
    mProgress->setObjectName(QStringLiteral("targetsProgress"));
    mProgress->setRange(0, 1);
    mProgress->setValue(0);
    auto *row = new QHBoxLayout;
    row->addWidget(mSearch);
    row->addWidget(mCancel);
    fl->addRow(row);
    fl->addRow(mProgress);
    connect(mSearch, &QPushButton::clicked, this, &NewFromTargetsDialog::search);
    connect(mCancel, &QPushButton::clicked, this, &NewFromTargetsDialog::cancel);
    return form;
}

SizingTargets NewFromTargetsDialog::targets() const
{
    SizingTargets t;
    t.workload.model.preset = mModel->currentData().toString().toStdString();
    t.workload.tokens = mTokens->value() * 1e12;
    t.deadlineDays = mDeadline->value();
    t.rackKw = mRackKw->value();
    t.pue = mPue->value();
    t.currency = mCurrency->currentText().toStdString();
    if (t.currency != "USD") {
        t.currencyPerUsd = mRate->value();
        t.currencyRateDate = QDate::currentDate().toString(Qt::ISODate).toStdString();
    }
    if (mBudget->value() > 0)
        t.budget = Money {mBudget->value() * display::budgetUnit(t.currency).scale, t.currency};
    if (mSiteMw->value() > 0)
        t.siteMw = mSiteMw->value();
    t.market = mMarket->currentData().toString().toStdString();
    for (int i = 0; i < mCandidates->count(); ++i) {
        const QListWidgetItem *item = mCandidates->item(i);
        const std::string gpu = item->data(Qt::UserRole).toString().toStdString();
        if (item->checkState() == Qt::Checked)
            t.candidates.push_back({gpu, item->data(Qt::UserRole + 1).toString().toStdString()});
        if (item->data(kHeldRole).toInt() > 0)
            t.held[gpu] = item->data(kHeldRole).toInt();
    }
    return t;
}

void NewFromTargetsDialog::refreshCandidates()
{
    const std::string market = mMarket->currentData().toString().toStdString();
    for (int i = 0; i < mCandidates->count(); ++i) {
        QListWidgetItem *item = mCandidates->item(i);
        const GpuModel &g = *mCatalog.gpu(item->data(Qt::UserRole).toString().toStdString());
        const int held = item->data(kHeldRole).toInt();
        const ProcurementCheck p = procurementOf(g, market);
        QString text = item->data(kLabelRole).toString();
        if (held > 0)
            text += tr(" — %1 held").arg(held);
        if (!p.buyable)
            text += tr(" — not buyable");
        item->setText(text);
        item->setForeground(!p.buyable && held == 0
                                ? palette().color(QPalette::Disabled, QPalette::Text)
                                : palette().color(QPalette::Text));
        QStringList tip;
        if (g.availability)
            tip << QString::fromStdString(g.availability->note + " (" + g.availability->date + ")");
        if (p.record)
            tip << (p.buyable
                        ? tr("%1: %2 (%3, since %4)")
                              .arg(marketName(market), availabilityStatusText(p.record->status),
                                   availabilityRuleText(*p.record),
                                   QString::fromStdString(p.record->date))
                        : unbuyableText(*p.record, market));
        else if (!market.empty())
            tip << tr("%1: %2").arg(marketName(market), availabilityStatusText("unrecorded"));
        item->setToolTip(tip.join(QLatin1Char('\n')));
    }
}

void NewFromTargetsDialog::search()
{
    if (mWorker)
        return;
    if (mCurrency->currentText() != QLatin1String("USD") && mRate->value() <= 0) {
        mSummary->setText(tr("Enter the exchange rate: %1 per USD on the day the budget was set")
                              .arg(mCurrency->currentText()));
        mRate->setFocus();
        return;
    }
    mSearched = targets();
    mCancelled = false;
    mSearch->setEnabled(false);
    mCancel->setEnabled(true);
    mCreate->setEnabled(false);
    mProgress->setRange(0, 0);
    mSummary->setText(tr("Searching…"));
    const Catalog *catalog = &mCatalog;
    const SizingTargets t = mSearched;
    mWorker = QThread::create([this, catalog, t] {
        SizingResult r = searchSizing(*catalog, t, &mCancelled, [this](int done, int total) {
            QMetaObject::invokeMethod(
                this,
                [this, done, total] {
                    mProgress->setRange(0, total);
                    mProgress->setValue(done);
                },
                Qt::QueuedConnection);
        });
        // Handed over on the GUI thread, once the worker is done with it.
        QMetaObject::invokeMethod(
            this, [this, r = std::move(r)]() mutable { mResult = std::move(r); },
            Qt::QueuedConnection);
    });
    connect(mWorker, &QThread::finished, this, &NewFromTargetsDialog::searchFinished,
            Qt::QueuedConnection);
    mWorker->start();
}

void NewFromTargetsDialog::cancel()
{
    mCancelled = true;
    mCancel->setEnabled(false);
}

void NewFromTargetsDialog::searchFinished()
{
    mWorker->wait();
    mWorker->deleteLater();
    mWorker = nullptr;
    mSearch->setEnabled(true);
    mCancel->setEnabled(false);
    mProgress->setRange(0, 1);
    mProgress->setValue(1);
    showResult();
}

} // namespace cl
