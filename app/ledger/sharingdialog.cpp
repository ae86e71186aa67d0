// SPDX-License-Identifier: GPL-3.0-or-later
#include "sharingdialog.h"

#include "cost/tariff.h"
#include "document/document.h"
#include "text/ledgerformat.h"
#include "text/moneytext.h"
#include "text/sharingtext.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace cl {

namespace {

constexpr double kDaysPerMonth = 30.0;

QString amount(const std::optional<double> &x)
{
    return x ? display::number(*x, 2) : QStringLiteral("–");
}

QString gpuName(const Catalog &catalog, const std::string &id)
{
    const GpuModel *g = catalog.gpu(id);
    return g ? display::partName(*g) : QString::fromStdString(id);
}

QString range(const std::optional<double> &low, const std::optional<double> &high)
{
    if (!low || !high)
        return QStringLiteral("–");
    if (display::number(*low, 2) == display::number(*high, 2))
        return amount(low);
    return amount(low) + QStringLiteral(" – ") + amount(high);
}

} // namespace

SharingDialog::SharingDialog(const Document *document, QWidget *parent)
    : QDialog(parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("sharingDialog"));
    setWindowTitle(tr("Share Idle Cards"));
    const Site &site = document->design().site;
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(
        tr("Each card rented out on a GPU-sharing platform when the design does not use it: "
           "what it costs in electricity, what the platforms pay after their fee, and when it "
           "pays for itself. Amounts in %1.")
            .arg(QString::fromStdString(site.currency)),
        this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    auto *form = new QFormLayout;
    mPrice = new QDoubleSpinBox(this);
    mPrice->setObjectName(QStringLiteral("sharingPrice"));
    mPrice->setDecimals(3);
    mPrice->setRange(0.001, 10000);
    mPrice->setSingleStep(0.05);
    mPrice->setSuffix(QLatin1Char(' ') + display::perKwhUnit(site.currency));
    mPrice->setValue(loadWeightedPrice(inSiteCurrency(site.electricity, site), flatLoad()));
    mPrice->setToolTip(tr("A shared card runs around the clock: the site's tariff over a flat "
                          "day"));
    mUtilisation = new QSpinBox(this);
    mUtilisation->setObjectName(QStringLiteral("sharingUtilisation"));
    mUtilisation->setRange(1, 100);
    mUtilisation->setSuffix(QStringLiteral(" %"));
    mUtilisation->setValue(int(std::lround(kTypicalSharingUtilisation * 100)));
    mUtilisation->setToolTip(tr("Share of the day a renter uses the card. No consumer platform "
                                "publishes it; 34 % is Akash Network's GPU utilisation in Q1 2026 "
                                "(Messari)."));
    mPowerLimit = new QSpinBox(this);
    mPowerLimit->setObjectName(QStringLiteral("sharingPowerLimit"));
    mPowerLimit->setRange(0, 2000);
    mPowerLimit->setSuffix(QStringLiteral(" W"));
    mPowerLimit->setSpecialValueText(tr("Board power"));
    mPowerLimit->setToolTip(tr("Each card's draw at load, capped as nvidia-smi -pl caps it"));
    mHost = new QSpinBox(this);
    mHost->setObjectName(QStringLiteral("sharingHost"));
    mHost->setRange(0, 5000);
    mHost->setSuffix(QStringLiteral(" W"));
    mHost->setValue(int(kTypicalHostW));
    mHost->setToolTip(tr("What the rest of each machine draws while it stays on to be rented "
                         "(CPU, board, fans): an assumption, 70–100 W for a desktop"));
    form->addRow(tr("Electricity"), mPrice);
    form->addRow(tr("Rented"), mUtilisation);
    form->addRow(tr("Power limit per card"), mPowerLimit);
    form->addRow(tr("Rest of the machine"), mHost);
    layout->addLayout(form);

    mTable = new QTableWidget(this);
    mTable->setObjectName(QStringLiteral("sharingTable"));
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->verticalHeader()->hide();
    mTable->setColumnCount(9);
    mTable->setHorizontalHeaderLabels({tr("Card"), tr("GPU"), tr("Platforms take it"),
                                       tr("W at load"), tr("kWh a day"), tr("Electricity a day"),
                                       tr("Income a day"), tr("Net a day"), tr("Breaks even")});
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->horizontalHeader()->setStretchLastSection(true);
    layout->addWidget(mTable, 1);
    mTotals = new QLabel(this);
    mTotals->setObjectName(QStringLiteral("sharingTotals"));
    mTotals->setWordWrap(true);
    layout->addWidget(mTotals);
    mSources = new QLabel(this);
    mSources->setObjectName(QStringLiteral("sharingSources"));
    mSources->setWordWrap(true);
    mSources->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(mSources);
    QString checklist = QStringLiteral("<b>") + tr("Before you share") + QStringLiteral("</b><ul>");
    for (const QString &line : sharingChecklist())
        checklist += QStringLiteral("<li>") + line.toHtmlEscaped() + QStringLiteral("</li>");
    auto *safety = new QLabel(checklist + QStringLiteral("</ul>"), this);
    safety->setObjectName(QStringLiteral("sharingChecklist"));
    safety->setWordWrap(true);
    layout->addWidget(safety);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(mPrice, &QDoubleSpinBox::valueChanged, this, &SharingDialog::rebuild);
    for (QSpinBox *s : {mUtilisation, mPowerLimit, mHost})
        connect(s, &QSpinBox::valueChanged, this, &SharingDialog::rebuild);
    rebuild();
    resize(1000, 640);
}

QString SharingDialog::totalsText() const
{
    return mTotals->text();
}

void SharingDialog::rebuild()
{
    SharingOptions o;
    o.pricePerKwh = mPrice->value();
    o.utilisation = mUtilisation->value() / 100.0;
    if (mPowerLimit->value() > 0)
        o.powerLimitW = mPowerLimit->value();
    o.hostW = mHost->value();
    mReport = shareIdleCards(mDocument->design(), mDocument->catalog(), o);
    mTable->setRowCount(int(mReport.cards.size()));
    for (int row = 0; row < int(mReport.cards.size()); ++row) {
        const SharedCard &c = mReport.cards[std::size_t(row)];
        const QString breakEven = c.breakEvenUtilisation
                                      ? display::percent(*c.breakEvenUtilisation, 0)
                                  : c.incomePerDayLow ? tr("never")
                                                      : QStringLiteral("–");
        const QString cells[]
            = {tr("%1, card %2").arg(QString::fromStdString(c.deviceName)).arg(c.slot),
               gpuName(mDocument->catalog(), c.gpu),
               sharingWhyText(c.why),
               display::number(c.powerW, 0),
               display::number(c.energyKwhPerDay, 2),
               amount(c.electricityPerDay),
               range(c.incomePerDayLow, c.incomePerDayHigh),
               range(c.netPerDayLow, c.netPerDayHigh),
               breakEven};
        for (int col = 0; col < 9; ++col) {
            auto *item = new QTableWidgetItem(cells[col]);
            if (col >= 3)
                item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            mTable->setItem(row, col, item);
        }
    }
    const QString currency = QString::fromStdString(mReport.currency);
    mTotals->setText(tr("All cards that platforms take: net %1 – %2 %3 a day, %4 – %5 a month")
                         .arg(display::number(mReport.netPerDayLow, 2),
                              display::number(mReport.netPerDayHigh, 2), currency,
                              display::number(mReport.netPerDayLow * kDaysPerMonth, 0),
                              display::number(mReport.netPerDayHigh * kDaysPerMonth, 0)));
    QStringList sources;
    for (const std::string &id : mReport.rates) {
        const SharingRate *s = mDocument->catalog().sharingRate(id);
        sources << tr("%1: %2 (%3)")
                       .arg(QString::fromStdString(s->name),
                            QString::fromStdString(s->source.document),
                            QString::fromStdString(s->source.date));
    }
    mSources->setText(sources.isEmpty() ? tr("No sharing platform in the catalog rents these "
                                             "cards.")
                                        : tr("Prices: %1").arg(sources.join(QStringLiteral("; "))));
}

} // namespace cl
