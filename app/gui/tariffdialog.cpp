// SPDX-License-Identifier: GPL-3.0-or-later
#include "tariffdialog.h"

#include "cost/tariff.h"
#include "text/moneyparse.h"
#include "text/moneytext.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QStringList>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cl {

namespace {

enum TariffColumn { BandColumn, PriceColumn, HoursColumn };

} // namespace

TariffDialog::TariffDialog(const Tariff &tariff, QWidget *parent)
    : QDialog(parent)
    , mCurrency(tariff.currency)
{
    setObjectName(QStringLiteral("tariffDialog"));
    setWindowTitle(tr("Electricity Tariff"));
    auto *layout = new QVBoxLayout(this);
    auto *intro
        = new QLabel(tr("Price per kWh by time of use, in %1. Hours are whole hours "
                        "from 0 to 24; a period past midnight is two ranges (23-24, 00-07).")
                         .arg(QString::fromStdString(mCurrency)));
    intro->setWordWrap(true);
    layout->addWidget(intro);
    mTable = new QTableWidget(0, 3, this);
    mTable->setObjectName(QStringLiteral("tariffTable"));
    mTable->setHorizontalHeaderLabels(
        {tr("Period"), tr("Price (%1)").arg(display::perKwhUnit(mCurrency)), tr("Hours")});
    mTable->horizontalHeader()->setSectionResizeMode(HoursColumn, QHeaderView::Stretch);
    mTable->verticalHeader()->hide();
    layout->addWidget(mTable);
    auto *rowButtons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add Period"), this);
    add->setObjectName(QStringLiteral("tariffAdd"));
    auto *remove = new QPushButton(tr("Remove Period"), this);
    remove->setObjectName(QStringLiteral("tariffRemove"));
    rowButtons->addWidget(add);
    rowButtons->addWidget(remove);
    rowButtons->addStretch();
    layout->addLayout(rowButtons);
    mProblem = new QLabel(this);
    mProblem->setObjectName(QStringLiteral("tariffProblem"));
    mProblem->setWordWrap(true);
    layout->addWidget(mProblem);
    mButtons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    layout->addWidget(mButtons);
    connect(mButtons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(mButtons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(add, &QPushButton::clicked, this, [this] {
        addRow({TariffBand::Flat, 0.0, {}});
        check();
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        const int row = mTable->currentRow() >= 0 ? mTable->currentRow() : mTable->rowCount() - 1;
        if (row >= 0)
            mTable->removeRow(row);
        check();
    });
    connect(mTable, &QTableWidget::itemChanged, this, &TariffDialog::check);
    for (const TariffPeriod &p : tariff.periods)
        addRow(p);
    resize(560, 320);
    check();
}

void TariffDialog::addRow(const TariffPeriod &period)
{
    const int row = mTable->rowCount();
    mTable->insertRow(row);
    auto *band = new QComboBox(mTable);
    for (const auto &[code, value] : tariffBandNames())
        band->addItem(display::tariffBandName(value), int(value));
    band->setCurrentIndex(std::max(0, band->findData(int(period.band))));
    mTable->setCellWidget(row, BandColumn, band);
    auto *price = new QDoubleSpinBox(mTable);
    price->setRange(0, 10000);
    price->setDecimals(4);
    price->setSingleStep(0.01);
    price->setValue(period.pricePerKwh);
    mTable->setCellWidget(row, PriceColumn, price);
    mTable->setItem(row, HoursColumn, new QTableWidgetItem(display::hourRanges(period.hours)));
    connect(band, &QComboBox::currentIndexChanged, this, &TariffDialog::check);
    connect(price, &QDoubleSpinBox::valueChanged, this, &TariffDialog::check);
}

TariffDialog::Checked TariffDialog::build() const
{
    Tariff t {mCurrency, {}};
    for (int row = 0; row < mTable->rowCount(); ++row) {
        const auto *band = qobject_cast<QComboBox *>(mTable->cellWidget(row, BandColumn));
        const auto *price = qobject_cast<QDoubleSpinBox *>(mTable->cellWidget(row, PriceColumn));
        const QTableWidgetItem *hours = mTable->item(row, HoursColumn);
        if (!band || !price || !hours)
            continue;
        TariffPeriod p {TariffBand(band->currentData().toInt()), price->value(), {}};
        for (const QString &range : hours->text().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const auto hours = parseHourRange(range.toStdString());
            if (!hours)
                return {std::nullopt, tr("row %1: hours as 08-11, 18-23 (whole hours, from before "
                                         "to, 0 to 24), not \"%2\"")
                                          .arg(row + 1)
                                          .arg(range.trimmed())};
            p.hours.push_back(*hours);
        }
        if (p.hours.empty())
            return {std::nullopt, tr("row %1 has no hours").arg(row + 1)};
        t.periods.push_back(std::move(p));
    }
    if (t.periods.empty())
        return {std::nullopt, tr("add at least one period")};
    auto hour = [](int h) {
        return QStringLiteral("%1:00–%2:00")
            .arg(h, 2, 10, QLatin1Char('0'))
            .arg(h + 1, 2, 10, QLatin1Char('0'));
    };
    for (const TariffProblem &problem : tariffProblems(t)) {
        if (problem.kind == TariffProblem::Uncovered)
            return {std::nullopt, tr("%1 has no price").arg(hour(problem.hour))};
        if (problem.kind == TariffProblem::Twice)
            return {std::nullopt, tr("%1 is in two periods").arg(hour(problem.hour))};
    }
    return {t, {}};
}

std::optional<Tariff> TariffDialog::tariff() const
{
    return build().tariff;
}

void TariffDialog::check()
{
    const Checked c = build();
    mButtons->button(QDialogButtonBox::Ok)->setEnabled(c.tariff.has_value());
    if (c.tariff)
        mProblem->setText(tr("Over the day: %1").arg(display::tariffSummary(*c.tariff)));
    else
        mProblem->setText(tr("Not yet a tariff: %1").arg(c.problem));
}

} // namespace cl
