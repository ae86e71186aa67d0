// SPDX-License-Identifier: GPL-3.0-or-later
#include "siteform.h"

#include "catalog/procurement.h"
#include "commands/replaceobject.h"
#include "cost/tariff.h"
#include "dialogs.h"
#include "document/document.h"
#include "formlabels.h"
#include "io/fieldrules.h"
#include "io/moneyjson.h"
#include "model/limits.h"
#include "spinboxes.h"
#include "tariffdialog.h"
#include "text/moneytext.h"
#include "text/procurementtext.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QUndoStack>

#include <cmath>
#include <map>

namespace cl {

namespace {
using clw::doubleBox;
} // namespace

SiteForm::SiteForm(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
{
    mForm = new QFormLayout(this);
    mForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    mName = new QLineEdit(this);
    mName->setObjectName(QStringLiteral("siteName"));
    mPue = doubleBox(this, 1.0, 3.0, 2, 0.01, "sitePue");
    // The liquid loop's partial PUE; its minimum stands for "not stated: the PUE above".
    mLiquidPue = doubleBox(this, 0.99, 2.0, 2, 0.01, "siteLiquidPue");
    mPrice = doubleBox(this, 0.0, 10000.0, 3, 0.005, "sitePrice");
    // A flat price is typed here; a time-of-use tariff (峰谷) has its own dialog.
    mTariff = new QPushButton(this);
    mTariff->setObjectName(QStringLiteral("siteTariff"));
    mPriceRow = new QWidget(this);
    auto *priceRow = new QHBoxLayout(mPriceRow);
    priceRow->setContentsMargins(0, 0, 0, 0);
    priceRow->addWidget(mPrice, 1);
    priceRow->addWidget(mTariff);
    mRateDate = new QLineEdit(this);
    mRateDate->setObjectName(QStringLiteral("siteRateDate"));
    mRateDate->setPlaceholderText(QStringLiteral("YYYY-MM-DD"));
    mCurrency = new QComboBox(this);
    mCurrency->setObjectName(QStringLiteral("siteCurrency"));
    mCurrency->addItems({QStringLiteral("USD"), QStringLiteral("CNY"), QStringLiteral("EUR"),
                         QStringLiteral("JPY"), QStringLiteral("GBP")});
    mRate = doubleBox(this, 0.0001, 100000, 4, 0.01, "siteRate");
    mDepreciation = doubleBox(this, 1, 15, 1, 0.5, "siteDepreciation");
    mUtilisation = new QSpinBox(this);
    mUtilisation->setObjectName(QStringLiteral("siteUtilisation"));
    mUtilisation->setRange(1, 100);
    mUtilisation->setSuffix(QStringLiteral(" %"));
    mUtilisation->setKeyboardTracking(false);
    // Both prices in the site's currency (version 17 stores them as entered); the ranges hold
    // the file's USD limits in a currency at up to ~150 per USD (JPY).
    mCloud = doubleBox(this, 0, 1e6, 2, 0.1, "siteCloudPrice");
    mColocation = doubleBox(this, 0, 1e7, 2, 10, "siteColocation");
    // The floor: cable lengths are routed over it (cost/cablerouting.h).
    mRowPitch = doubleBox(this, 1.2, 20, 1, 0.1, "siteRowPitch");
    mRowPitch->setSuffix(QStringLiteral(" m"));
    mSlack = doubleBox(this, 0, 20, 1, 0.5, "siteSlack");
    mSlack->setSuffix(QStringLiteral(" m"));
    mContainment = new QComboBox(this);
    mContainment->setObjectName(QStringLiteral("siteContainment"));
    for (Containment c : {Containment::Cold, Containment::Hot, Containment::None})
        mContainment->addItem(QString(), int(c));
    // Procurement (catalog/procurement.h): the market the parts are bought in, and the GPUs of
    // the design's main model already held, which that market's rules do not take away.
    mMarket = new QComboBox(this);
    mMarket->setObjectName(QStringLiteral("siteMarket"));
    mMarket->addItem(QString(), QString());
    for (std::string_view code : marketCodes())
        mMarket->addItem(QString(), QString::fromUtf8(code.data(), qsizetype(code.size())));
    mHeld = new QSpinBox(this);
    mHeld->setObjectName(QStringLiteral("siteHeld"));
    mHeld->setRange(0, limits::kMaxHeldGpus);
    mHeld->setKeyboardTracking(false);
    for (QWidget *w : std::initializer_list<QWidget *> {
             mName, mPue, mLiquidPue, mPriceRow, mCurrency, mRate, mRateDate, mDepreciation,
             mUtilisation, mCloud, mColocation, mRowPitch, mSlack, mContainment, mMarket, mHeld})
        mForm->addRow(new QLabel(this), w);
    connect(mName, &QLineEdit::editingFinished, this, [this] { commit(EditField::SiteName); });
    connect(mPue, &QDoubleSpinBox::valueChanged, this, [this] { commit(EditField::SitePue); });
    connect(mLiquidPue, &QDoubleSpinBox::valueChanged, this,
            [this] { commit(EditField::SiteLiquidPue); });
    connect(mPrice, &QDoubleSpinBox::valueChanged, this, [this] { commit(EditField::SitePrice); });
    connect(mCurrency, &QComboBox::currentIndexChanged, this,
            [this] { commit(EditField::SiteCurrency); });
    connect(mRate, &QDoubleSpinBox::valueChanged, this, [this] { commit(EditField::SiteRate); });
    connect(mRateDate, &QLineEdit::editingFinished, this,
            [this] { commit(EditField::SiteRateDate); });
    connect(mTariff, &QPushButton::clicked, this, &SiteForm::editTariff);
    connect(mDepreciation, &QDoubleSpinBox::valueChanged, this,
            [this] { commit(EditField::SiteDepreciation); });
    connect(mUtilisation, &QSpinBox::valueChanged, this,
            [this] { commit(EditField::SiteUtilisation); });
    connect(mCloud, &QDoubleSpinBox::valueChanged, this, [this] { commit(EditField::SiteCloud); });
    connect(mColocation, &QDoubleSpinBox::valueChanged, this,
            [this] { commit(EditField::SiteColocation); });
    for (QDoubleSpinBox *box : {mRowPitch, mSlack})
        connect(box, &QDoubleSpinBox::valueChanged, this, [this] { commit(EditField::SiteFloor); });
    connect(mContainment, &QComboBox::currentIndexChanged, this,
            [this] { commit(EditField::SiteFloor); });
    connect(mMarket, &QComboBox::currentIndexChanged, this,
            [this] { commit(EditField::SiteMarket); });
    connect(mHeld, &QSpinBox::valueChanged, this, [this] { commit(EditField::SiteHeld); });
    connect(document, &Document::changed, this, [this](const ChangeEvent &e) {
        // The held count is the main GPU's: a GPU edit changes which one that is.
        if (e.touches(ChangeEvent::Site) || e.touches(ChangeEvent::Objects))
            refresh();
    });
    retranslate();
    refresh();
}

void SiteForm::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SiteForm::retranslate()
{
    const std::pair<QWidget *, QString> labels[] = {{mName, tr("Site name")},
                                                    {mPue, tr("PUE (air)")},
                                                    {mLiquidPue, tr("Liquid partial PUE")},
                                                    {mPriceRow, tr("Electricity")},
                                                    {mCurrency, tr("Currency")},
                                                    {mRate, tr("Units per USD")},
                                                    {mRateDate, tr("Rate date")},
                                                    {mDepreciation, tr("Depreciation (years)")},
                                                    {mUtilisation, tr("Utilisation")},
                                                    {mCloud, tr("Cloud price")},
                                                    {mColocation, tr("Colocation")},
                                                    {mRowPitch, tr("Row pitch")},
                                                    {mSlack, tr("Cable slack")},
                                                    {mContainment, tr("Aisle containment")},
                                                    {mMarket, tr("Market")},
                                                    {mHeld, tr("GPUs held")}};
    mLiquidPue->setSpecialValueText(tr("As the PUE"));
    mCloud->setSpecialValueText(tr("None"));
    mColocation->setSpecialValueText(tr("None: pay for energy"));
    mColocation->setToolTip(tr("A colocation price per kW of IT power per month: when set, the "
                               "site's yearly opex is this price on the racks' maximum IT power, "
                               "paid whether the GPUs are busy or not, instead of the energy "
                               "bill"));
    mLiquidPue->setToolTip(
        tr("Facility watts per watt of heat the cold plates take (The Green Grid's partial PUE): "
           "the water plant without the CDUs placed in the design, whose own power is added. "
           "Warm-water plants without chillers reach 1.04-1.10; air heat stays at the PUE."));
    mRowPitch->setToolTip(tr("Centre to centre of adjacent rack rows (rack depth plus one "
                             "aisle): cables between rows run this far per row"));
    mSlack->setToolTip(tr("Added to every cable routed over the floor: service loops and "
                          "dressing"));
    mTariff->setText(tr("Time of Use…"));
    mTariff->setToolTip(tr("Peak, flat and valley prices by hour (峰谷电价): the energy cost "
                           "follows them over the day"));
    mRateDate->setToolTip(tr("The day the exchange rate was taken: budgets and tariffs stay as "
                             "entered, their USD value follows the rate"));
    mContainment->setItemText(0, tr("Cold aisle"));
    mContainment->setItemText(1, tr("Hot aisle"));
    mContainment->setItemText(2, tr("None"));
    mMarket->setItemText(0, tr("Not said"));
    for (int i = 1; i < mMarket->count(); ++i)
        mMarket->setItemText(i, marketName(mMarket->itemData(i).toString().toStdString()));
    mMarket->setToolTip(tr("Where the parts are bought: GPUs that market cannot buy are flagged "
                           "beyond the count held"));
    clw::setFormLabels(mForm, labels);
    refresh();
}

std::string SiteForm::priceGpu() const
{
    std::map<std::string, int> counts;
    for (const auto &d : mDocument->design().devices) {
        for (const auto &slot : d.gpuSlots) {
            if (slot)
                ++counts[*slot];
        }
    }
    std::string best;
    int most = 0;
    for (const auto &[id, n] : counts) {
        if (n > most) {
            best = id;
            most = n;
        }
    }
    return best;
}

void SiteForm::refresh()
{
    mLoading = true;
    const Site &s = mDocument->design().site;
    mName->setText(QString::fromStdString(s.name));
    mPue->setValue(s.pue);
    mLiquidPue->setValue(s.liquidPue.value_or(mLiquidPue->minimum()));
    // The price in the site's currency, whichever it was entered in; a time-of-use tariff shows
    // its mean and is edited in its dialog.
    mPrice->setSuffix(QLatin1Char(' ') + display::perKwhUnit(s.currency));
    mPrice->setValue(loadWeightedPrice(inSiteCurrency(s.electricity, s), flatLoad()));
    mShownPrice = mPrice->value();
    mPrice->setEnabled(isFlat(s.electricity));
    mPrice->setToolTip(display::tariffSummary(s.electricity));
    mRateDate->setText(QString::fromStdString(s.currencyRateDate));
    if (mCurrency->findText(QString::fromStdString(s.currency)) < 0)
        mCurrency->addItem(QString::fromStdString(s.currency));
    mCurrency->setCurrentText(QString::fromStdString(s.currency));
    mRate->setValue(s.currencyPerUsd);
    mDepreciation->setValue(s.depreciationYears);
    mUtilisation->setValue(int(std::lround(s.utilisation * 100)));
    mRowPitch->setValue(s.floor.rowPitchM);
    mSlack->setValue(s.floor.slackM);
    mContainment->setCurrentIndex(mContainment->findData(int(s.floor.containment)));
    const std::string gpu = priceGpu();
    auto it = s.cloudPerGpuHour.find(gpu);
    mCloud->setEnabled(!gpu.empty());
    mCloud->setSuffix(QLatin1Char(' ') + display::perGpuHourUnit(s.currency));
    mCloud->setValue(it == s.cloudPerGpuHour.end() ? 0.0 : inSiteCurrency(it->second, s));
    mShownCloud = mCloud->value();
    mColocation->setSuffix(QLatin1Char(' ') + display::perKwMonthUnit(s.currency));
    mColocation->setValue(s.colocationPerKwMonth ? inSiteCurrency(*s.colocationPerKwMonth, s)
                                                 : 0.0);
    mShownColocation = mColocation->value();
    mCloud->setToolTip(gpu.empty() ? tr("Install GPUs to price them in the cloud")
                                   : tr("Cloud price of %1").arg(QString::fromStdString(gpu)));
    mMarket->setCurrentIndex(std::max(0, mMarket->findData(QString::fromStdString(s.market))));
    const auto held = s.heldGpus.find(gpu);
    mHeld->setEnabled(!gpu.empty());
    mHeld->setValue(held == s.heldGpus.end() ? 0 : held->second);
    mHeld->setToolTip(gpu.empty() ? tr("Install GPUs to say how many are held")
                                  : tr("GPUs of %1 already on hand: not flagged where the market "
                                       "cannot buy more")
                                        .arg(QString::fromStdString(gpu)));
    mLoading = false;
}

void SiteForm::commit(EditField field)
{
    if (mLoading)
        return;
    Site s = mDocument->design().site;
    if (field == EditField::SiteName) {
        s.name = mName->text().trimmed().toStdString();
    } else {
        s.pue = mPue->value();
        s.liquidPue = mLiquidPue->value() > mLiquidPue->minimum()
                          ? std::optional<double>(mLiquidPue->value())
                          : std::nullopt;
        // Only an edit of the price itself stores it, in the site's currency: the box shows a
        // tariff in USD converted and rounded.
        if (field == EditField::SitePrice && mPrice->value() != mShownPrice)
            s.electricity = flatTariff(mPrice->value(), s.currency);
        s.currency = mCurrency->currentText().toStdString();
        // The box shows 4 decimals: only an edit of the rate itself stores it.
        if (field == EditField::SiteRate)
            s.currencyPerUsd = mRate->value();
        if (s.currency == "USD")
            s.currencyPerUsd = 1.0;
        if (field == EditField::SiteRateDate) {
            const std::string date = mRateDate->text().trimmed().toStdString();
            if (!date.empty() && !isIsoDate(date)) {
                refresh(); // refused: the file takes YYYY-MM-DD only
                return;
            }
            s.currencyRateDate = date;
        }
        s.depreciationYears = mDepreciation->value();
        s.utilisation = mUtilisation->value() / 100.0;
        s.floor.rowPitchM = mRowPitch->value();
        s.floor.slackM = mSlack->value();
        s.floor.containment = Containment(mContainment->currentData().toInt());
        s.market = mMarket->currentData().toString().toStdString();
        // Prices, like the electricity price, are stored only when their own box is edited, in
        // the site's currency: the boxes show a price entered in USD converted and rounded.
        if (field == EditField::SiteColocation && mColocation->value() != mShownColocation)
            s.colocationPerKwMonth
                = mColocation->value() > 0
                      ? std::optional<Money>(Money {mColocation->value(), s.currency})
                      : std::nullopt;
        const std::string gpu = priceGpu();
        if (!gpu.empty()) {
            if (field == EditField::SiteCloud && mCloud->value() != mShownCloud) {
                if (mCloud->value() > 0)
                    s.cloudPerGpuHour[gpu] = Money {mCloud->value(), s.currency};
                else
                    s.cloudPerGpuHour.erase(gpu);
            }
            if (field == EditField::SiteHeld && mHeld->value() > 0)
                s.heldGpus[gpu] = mHeld->value();
            else if (field == EditField::SiteHeld)
                s.heldGpus.erase(gpu);
        }
    }
    if (s == mDocument->design().site)
        return;
    if (!rules::kElectricityUsdPerKwh.accepts(electricityUsdPerKwh(s))) {
        refresh(); // refused: the file holds at most 10 USD per kWh on average
        return;
    }
    // Refused as the file would refuse them once converted (fieldrules.h): every price, since a
    // change of rate moves the ones this form does not show (the other GPUs' cloud prices).
    const auto colocationUsd = colocationUsdPerKwMonth(s);
    bool refused = colocationUsd && !rules::kColocationUsdPerKwMonth.accepts(*colocationUsd);
    for (const auto &entry : s.cloudPerGpuHour) {
        const auto usd = cloudUsdPerGpuHour(s, entry.first);
        refused = refused || (usd && !rules::kHourlyPriceUsd.accepts(*usd));
    }
    if (refused) {
        refresh();
        return;
    }
    if (s.currency != mDocument->design().site.currency) {
        commitCurrency(s);
        return;
    }
    mDocument->undoStack()->push(
        new ReplaceObjectCommand<Site>(mDocument, {}, s, tr("Edit Site"), CmdEditSite, int(field)));
}

void SiteForm::editTariff()
{
    const Site &site = mDocument->design().site;
    // Edited in the site's currency: a tariff entered in USD is shown converted.
    TariffDialog dialog(inSiteCurrency(site.electricity, site), this);
    // What the dialog showed (converted and rounded to its decimals): OK on it changes nothing.
    const auto shown = dialog.tariff();
    if (Dialogs::instance().exec(&dialog) != QDialog::Accepted)
        return;
    const auto tariff = dialog.tariff();
    if (!tariff || *tariff == site.electricity || tariff == shown)
        return;
    Site s = site;
    s.electricity = *tariff;
    if (!rules::kElectricityUsdPerKwh.accepts(electricityUsdPerKwh(s)))
        return; // the file holds at most 10 USD per kWh on average
    mDocument->undoStack()->push(new ReplaceObjectCommand<Site>(
        mDocument, {}, s, tr("Edit Tariff"), CmdEditSite, int(EditField::SiteTariff), false));
}

void SiteForm::commitCurrency(const Site &site)
{
    const Design &d = mDocument->design();
    Site s = site;
    s.electricity = inCurrency(d.site.electricity, d.site, site);
    if (s.colocationPerKwMonth)
        s.colocationPerKwMonth = inCurrency(*s.colocationPerKwMonth, d.site, site);
    for (auto &[gpu, price] : s.cloudPerGpuHour)
        price = inCurrency(price, d.site, site);
    Workload w = d.workload;
    if (w.budget)
        w.budget = inCurrency(*w.budget, d.site, site);
    TargetsNote targets = d.targets;
    if (targets && targets->budget)
        targets->budget = inCurrency(*targets->budget, d.site, site);
    QUndoStack *stack = mDocument->undoStack();
    stack->beginMacro(tr("Change Currency"));
    stack->push(new ReplaceObjectCommand<Site>(mDocument, {}, s, tr("Edit Site"), CmdEditSite,
                                               int(EditField::SiteCurrency), false));
    if (!(w == d.workload))
        stack->push(new ReplaceObjectCommand<Workload>(mDocument, {}, w, tr("Edit Targets"),
                                                       CmdEditWorkload, 0, false));
    if (!(targets == d.targets))
        stack->push(
            new ReplaceObjectCommand<TargetsNote>(mDocument, {}, targets, tr("Edit Targets")));
    stack->endMacro();
}

} // namespace cl
