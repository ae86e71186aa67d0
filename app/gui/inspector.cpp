// SPDX-License-Identifier: GPL-3.0-or-later
#include "inspector.h"

#include "catalog/catalog.h"
#include "commands/replaceobject.h"
#include "cost/cablerouting.h"
#include "document/document.h"
#include "document/editoperations.h"
#include "formlabels.h"
#include "model/limits.h"
#include "power/rackpower.h"
#include "quantityspinbox.h"
#include "siteform.h"
#include "spinboxes.h"
#include "text/enumtext.h"
#include "text/ledgerformat.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QSpinBox>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace cl {

namespace {

enum Page { SitePage, RackPage, DevicePage, LinkPage, MultiPage };

using clw::doubleBox;
using clw::intBox;

/** The table's values, worded by `text` (enumtext.h) or shown as their codes. */
template<typename E>
void fillCombo(QComboBox *combo, const NameTable<E> &table,
               QString (*text)(std::string_view) = nullptr)
{
    for (const auto &[name, value] : table)
        combo->addItem(text ? text(name) : QString::fromLatin1(name.data(), int(name.size())),
                       int(value));
}

/** Words the combo's items again in the current language, keeping the selection. */
template<typename E>
void rewordCombo(QComboBox *combo, const NameTable<E> &table, QString (*text)(std::string_view))
{
    int i = 0;
    for (const auto &entry : table)
        combo->setItemText(i++, text(entry.first));
}

} // namespace

Inspector::Inspector(Document *document, QWidget *parent)
    : QWidget(parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("inspector"));
    buildPages();
    retranslate();
    connect(document, &Document::selectionChanged, this, &Inspector::refresh);
    connect(document, &Document::changed, this, &Inspector::refresh);
    refresh();
}

void Inspector::buildPages()
{
    auto *layout = new QVBoxLayout(this);
    mTitle = new QLabel(this);
    QFont bold = mTitle->font();
    bold.setBold(true);
    mTitle->setFont(bold);
    mReason = new QLabel(this);
    mReason->setObjectName(QStringLiteral("inspectorReason"));
    mReason->setWordWrap(true);
    mReason->setStyleSheet(QStringLiteral("color: #d0342c"));
    mStack = new QStackedWidget(this);
    layout->addWidget(mTitle);
    layout->addWidget(mStack);
    layout->addWidget(mReason);
    layout->addStretch(1);

    // Site: the same form the Targets dock shows.
    mSite = new SiteForm(mDocument, mStack);
    mStack->addWidget(mSite);

    buildRackPage();

    // Device
    addPage(mDeviceForm);
    mDeviceName = new QLineEdit(this);
    mDeviceName->setObjectName(QStringLiteral("deviceName"));
    mDeviceModel = new QComboBox(this);
    mDeviceModel->setObjectName(QStringLiteral("deviceModel"));
    mGpuModel = new QComboBox(this);
    mGpuModel->setObjectName(QStringLiteral("deviceGpuModel"));
    mGpuCount = intBox(this, 0, 64, "deviceGpuCount");
    mCduRating = new QLabel(this);
    mCduRating->setObjectName(QStringLiteral("deviceCduRating"));
    mCduRating->setWordWrap(true);
    for (QWidget *w : std::initializer_list<QWidget *> {mDeviceName, mDeviceModel, mGpuModel,
                                                        mGpuCount, mCduRating})
        mDeviceForm->addRow(new QLabel(this), w);
    connect(mDeviceName, &QLineEdit::editingFinished, this,
            [this] { commitDevice(EditField::DeviceName); });
    connect(mGpuModel, &QComboBox::currentIndexChanged, this,
            [this] { commitDevice(EditField::DeviceGpuModel); });
    connect(mDeviceModel, &QComboBox::currentIndexChanged, this, [this] {
        if (mLoading || mObjectId.isEmpty())
            return;
        const EditResult r = edit::changeModel(mDocument, mObjectId.toStdString(),
                                               mDeviceModel->currentData().toString().toStdString(),
                                               mEnforcePower);
        if (!r.ok)
            refuse(r.reason); // and shows the model the device still has
    });
    connect(mGpuCount, &QSpinBox::valueChanged, this,
            [this] { commitDevice(EditField::DeviceGpuCount); });

    buildLinkPage();

    mMulti = new QLabel(mStack);
    mMulti->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    mStack->addWidget(mMulti);
}

void Inspector::addPage(QFormLayout *&form)
{
    auto *w = new QWidget(mStack);
    form = new QFormLayout(w);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    mStack->addWidget(w);
}

/** A rack: its name, feeds, power budget, cooling and scale-up domain. */
void Inspector::buildRackPage()
{
    addPage(mRackForm);
    mRackName = new QLineEdit(this);
    mRackName->setObjectName(QStringLiteral("rackName"));
    mFeeds = intBox(this, 1, 16, "rackFeeds");
    mVoltage = doubleBox(this, 100, 690, 0, 5, "rackVoltage");
    mAmps = doubleBox(this, 1, 400, 0, 1, "rackAmps");
    mPhase = new QComboBox(this);
    mPhase->setObjectName(QStringLiteral("rackPhase"));
    fillCombo(mPhase, phaseNames(), phaseText);
    mDerating = doubleBox(this, 0.1, 1.0, 2, 0.05, "rackDerating");
    mRedundancy = new QComboBox(this);
    mRedundancy->setObjectName(QStringLiteral("rackRedundancy"));
    fillCombo(mRedundancy, redundancyNames());
    // Shown in kW; takes "40 kW", "40000 W" or "0.04 MW" and refuses a negative budget.
    mBudget = new clw::QuantitySpinBox(QuantityKind::Power, 1e3, this);
    mBudget->setRange(0, 500);
    mBudget->setDecimals(1);
    mBudget->setSingleStep(0.5);
    mBudget->setObjectName(QStringLiteral("rackBudget"));
    mUsable = new QLabel(this);
    mUsable->setObjectName(QStringLiteral("rackUsable"));
    // Racks sharing a name form one NVL72 / CloudMatrix domain (fabric/scaleupdomain.h).
    mScaleUpDomain = new QLineEdit(this);
    mScaleUpDomain->setObjectName(QStringLiteral("rackScaleUpDomain"));
    mScaleUpDomain->setMaxLength(int(limits::kMaxIdBytes));
    // Cooling: what the rack removes and, with cold plates, the liquid loop's part of it.
    mCoolingType = new QComboBox(this);
    mCoolingType->setObjectName(QStringLiteral("rackCoolingType"));
    fillCombo(mCoolingType, coolingTypeNames(), coolingText);
    mCoolingLimit = new clw::QuantitySpinBox(QuantityKind::Power, 1e3, this);
    mCoolingLimit->setObjectName(QStringLiteral("rackCoolingLimit"));
    mLiquidLimit = new clw::QuantitySpinBox(QuantityKind::Power, 1e3, this);
    mLiquidLimit->setObjectName(QStringLiteral("rackLiquidLimit"));
    for (QDoubleSpinBox *box : {mCoolingLimit, mLiquidLimit}) {
        box->setRange(0, 1000);
        box->setDecimals(1);
        box->setSingleStep(1);
    }
    mHeat = new QLabel(this);
    mHeat->setObjectName(QStringLiteral("rackHeat"));
    for (QWidget *w : std::initializer_list<QWidget *> {
             mRackName, mFeeds, mVoltage, mAmps, mPhase, mDerating, mRedundancy, mBudget, mUsable,
             mCoolingType, mCoolingLimit, mLiquidLimit, mHeat, mScaleUpDomain})
        mRackForm->addRow(new QLabel(this), w);
    connect(mCoolingType, &QComboBox::currentIndexChanged, this,
            [this] { commitRack(EditField::RackCoolingType); });
    connect(mCoolingLimit, &QDoubleSpinBox::valueChanged, this,
            [this] { commitRack(EditField::RackCoolingLimit); });
    connect(mLiquidLimit, &QDoubleSpinBox::valueChanged, this,
            [this] { commitRack(EditField::RackLiquidLimit); });
    connect(mRackName, &QLineEdit::editingFinished, this,
            [this] { commitRack(EditField::RackName); });
    connect(mScaleUpDomain, &QLineEdit::editingFinished, this,
            [this] { commitRack(EditField::RackScaleUpDomain); });
    connect(mFeeds, &QSpinBox::valueChanged, this, [this] { commitRack(EditField::RackFeeds); });
    connect(mVoltage, &QDoubleSpinBox::valueChanged, this,
            [this] { commitRack(EditField::RackVoltage); });
    connect(mAmps, &QDoubleSpinBox::valueChanged, this,
            [this] { commitRack(EditField::RackAmps); });
    connect(mPhase, &QComboBox::currentIndexChanged, this,
            [this] { commitRack(EditField::RackPhase); });
    connect(mDerating, &QDoubleSpinBox::valueChanged, this,
            [this] { commitRack(EditField::RackDerating); });
    connect(mRedundancy, &QComboBox::currentIndexChanged, this,
            [this] { commitRack(EditField::RackRedundancy); });
    connect(mBudget, &QDoubleSpinBox::valueChanged, this,
            [this] { commitRack(EditField::RackBudget); });
}

/** A cable: its ends by name, fabric, media and length. */
void Inspector::buildLinkPage()
{
    addPage(mLinkForm);
    mFabric = new QComboBox(this);
    mFabric->setObjectName(QStringLiteral("linkFabric"));
    fillCombo(mFabric, fabricNames(), fabricText);
    mMedia = new QComboBox(this);
    mMedia->setObjectName(QStringLiteral("linkMedia"));
    fillCombo(mMedia, mediaNames(), mediaText);
    // 0 (the minimum) means "routed over the floor"; any other value is typed by hand.
    mLength = doubleBox(this, 0, 10000, 1, 0.5, "linkLength");
    mLength->setSuffix(QStringLiteral(" m"));
    mLinkEnds = new QLabel(this);
    mLinkEnds->setObjectName(QStringLiteral("linkEnds"));
    for (QWidget *w : std::initializer_list<QWidget *> {mLinkEnds, mFabric, mMedia, mLength})
        mLinkForm->addRow(new QLabel(this), w);
    connect(mFabric, &QComboBox::currentIndexChanged, this,
            [this] { commitLink(EditField::LinkFabric); });
    connect(mMedia, &QComboBox::currentIndexChanged, this,
            [this] { commitLink(EditField::LinkMedia); });
    connect(mLength, &QDoubleSpinBox::valueChanged, this,
            [this] { commitLink(EditField::LinkLength); });
}

void Inspector::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        retranslate();
        refresh();
    }
    QWidget::changeEvent(event);
}

void Inspector::retranslate()
{
    const auto label = clw::setFormLabel;
    label(mRackForm, mRackName, tr("Name"));
    label(mRackForm, mFeeds, tr("Feeds"));
    label(mRackForm, mVoltage, tr("Voltage (V)"));
    label(mRackForm, mAmps, tr("Breaker (A)"));
    label(mRackForm, mPhase, tr("Phase"));
    label(mRackForm, mDerating, tr("Derating"));
    label(mRackForm, mRedundancy, tr("Redundancy"));
    label(mRackForm, mBudget, tr("Budget cap (kW, 0 = none)"));
    label(mRackForm, mUsable, tr("Usable power"));
    label(mRackForm, mCoolingType, tr("Cooling"));
    label(mRackForm, mCoolingLimit, tr("Cooling limit (kW, 0 = not stated)"));
    label(mRackForm, mLiquidLimit, tr("Of it to liquid (kW, 0 = not stated)"));
    label(mRackForm, mHeat, tr("Heat at max load"));
    label(mRackForm, mScaleUpDomain, tr("Scale-up domain"));
    mScaleUpDomain->setPlaceholderText(tr("none: each server scales up alone"));
    mScaleUpDomain->setToolTip(
        tr("Racks with the same name form one NVLink or UB domain (GB200 NVL72: one rack; "
           "CloudMatrix 384: its 16 racks). Only rack-scale trays join it."));
    label(mDeviceForm, mDeviceName, tr("Name"));
    label(mDeviceForm, mDeviceModel, tr("Model", "device model"));
    label(mDeviceForm, mGpuModel, tr("GPU model"));
    label(mDeviceForm, mCduRating, tr("Rating"));
    label(mDeviceForm, mGpuCount, tr("GPUs"));
    label(mLinkForm, mLinkEnds, tr("Ends"));
    label(mLinkForm, mFabric, tr("Fabric"));
    label(mLinkForm, mMedia, tr("Media"));
    label(mLinkForm, mLength, tr("Length"));
    rewordCombo(mPhase, phaseNames(), phaseText);
    rewordCombo(mFabric, fabricNames(), fabricText);
    rewordCombo(mMedia, mediaNames(), mediaText);
}

void Inspector::refuse(const QString &reason)
{
    mReason->setText(reason);
    // Put the stored value back: a refused value is never kept, not even on screen.
    refresh();
    mReason->setText(reason);
}

void Inspector::refresh()
{
    mLoading = true;
    mReason->clear();
    const Design &d = mDocument->design();
    const Catalog &c = mDocument->catalog();
    const QStringList &selection = mDocument->selection();
    mObjectId = selection.size() == 1 ? selection.first() : QString();
    const std::string id = mObjectId.toStdString();
    const QLocale locale;
    if (selection.size() > 1) {
        mTitle->setText(tr("%n object(s) selected", "", int(selection.size())));
        mMulti->setText(tr("Select one object to edit it."));
        mStack->setCurrentIndex(MultiPage);
    } else if (const Rack *r = d.findRack(id)) {
        mTitle->setText(tr("Rack %1").arg(QString::fromStdString(r->name)));
        mRackName->setText(QString::fromStdString(r->name));
        const FeedSpec feeds = r->power.feeds.value_or(FeedSpec {});
        mFeeds->setValue(feeds.count);
        mVoltage->setValue(feeds.voltageV);
        mAmps->setValue(feeds.amps);
        mPhase->setCurrentIndex(mPhase->findData(int(feeds.phase)));
        mDerating->setValue(r->power.derating);
        mRedundancy->setCurrentIndex(mRedundancy->findData(int(r->power.redundancy)));
        mBudget->setValue(r->power.budgetW.value_or(0) / 1000.0);
        mScaleUpDomain->setText(QString::fromStdString(r->scaleUpDomain));
        const RackLoad load = rackLoad(d, *r, c);
        mUsable->setText(tr("%1 kW usable, %2 kW at max load")
                             .arg(locale.toString(load.usableW / 1000, 'f', 1),
                                  locale.toString(load.maxW / 1000, 'f', 1)));
        mCoolingType->setCurrentIndex(mCoolingType->findData(int(r->cooling.type)));
        mCoolingLimit->setValue(r->cooling.limitW.value_or(0) / 1000.0);
        mLiquidLimit->setValue(r->cooling.liquidLimitW.value_or(0) / 1000.0);
        mLiquidLimit->setEnabled(r->cooling.type == CoolingType::Liquid);
        mHeat->setText(tr("%1 kW to air, %2 kW to liquid")
                           .arg(locale.toString((load.maxW - load.liquidMaxW) / 1000, 'f', 1),
                                locale.toString(load.liquidMaxW / 1000, 'f', 1)));
        mStack->setCurrentIndex(RackPage);
    } else if (const Device *dv = d.findDevice(id)) {
        mTitle->setText(tr("Device %1").arg(QString::fromStdString(dv->name)));
        mDeviceName->setText(QString::fromStdString(dv->name));
        // Models of the same kind, so a server can become another server in place.
        mDeviceModel->clear();
        auto offer = [&](const std::string &mid, const QString &name) {
            mDeviceModel->addItem(name, QString::fromStdString(mid));
        };
        for (const auto &[mid, m] : c.servers) {
            if ((m.gpuServer ? DeviceKind::GpuServer : DeviceKind::Server) == dv->kind)
                offer(mid, display::partName(m));
        }
        if (dv->kind == DeviceKind::Switch)
            for (const auto &[mid, m] : c.switches)
                offer(mid, display::partName(m));
        if (dv->kind == DeviceKind::Pdu)
            for (const auto &[mid, m] : c.pdus)
                offer(mid, display::partName(m));
        const CduModel *cdu = dv->kind == DeviceKind::Cdu ? c.cdu(dv->model) : nullptr;
        if (cdu) // of the same mount: an in-rack unit has U, an in-row one stands in the row
            for (const auto &[mid, m] : c.cdus)
                if (m.mount == cdu->mount)
                    offer(mid, display::partName(m));
        mDeviceForm->setRowVisible(mCduRating, cdu != nullptr);
        if (cdu)
            mCduRating->setText(tr("%1 kW at %2 °C facility water, %3 L/min, %4 kW input")
                                    .arg(locale.toString(cdu->capacityW / 1000, 'f', 0),
                                         locale.toString(cdu->facilitySupplyC, 'f', 0),
                                         locale.toString(cdu->flowLpm, 'f', 0),
                                         locale.toString(cdu->powerW / 1000, 'f', 2)));
        if (mDeviceModel->findData(QString::fromStdString(dv->model)) < 0)
            offer(dv->model, QString::fromStdString(
                                 dv->model)); // not in the catalog: shown, not offered as a choice
        mDeviceModel->setCurrentIndex(mDeviceModel->findData(QString::fromStdString(dv->model)));
        const ServerModel *server = c.server(dv->model);
        const bool gpuServer = dv->kind == DeviceKind::GpuServer && server;
        mGpuModel->clear();
        mGpuModel->setEnabled(gpuServer && !server->builtInGpu);
        mGpuCount->setEnabled(gpuServer && !server->builtInGpu);
        mDeviceForm->setRowVisible(mGpuModel, dv->kind == DeviceKind::GpuServer);
        mDeviceForm->setRowVisible(mGpuCount, dv->kind == DeviceKind::GpuServer);
        if (gpuServer) {
            for (const auto &[gid, g] : c.gpus) {
                if (g.formFactor == server->gpuFormFactor)
                    mGpuModel->addItem(QString::fromStdString(g.name), QString::fromStdString(gid));
            }
            std::string current;
            for (const auto &slot : dv->gpuSlots)
                current = slot ? *slot : current;
            mGpuModel->setCurrentIndex(
                std::max(0, mGpuModel->findData(QString::fromStdString(current))));
            mGpuCount->setRange(0, server->gpuSlots);
            mGpuCount->setValue(dv->installedGpuCount());
        }
        mStack->setCurrentIndex(DevicePage);
    } else if (const Link *l = locateObject<Link>(const_cast<Design &>(d), id)) {
        mTitle->setText(tr("Cable %1").arg(QString::fromStdString(l->id)));
        // The ends by the devices' names, as the racks show them (issue 29: names, not ids).
        auto endName = [&](const PortRef &end) {
            const Device *dev = d.findDevice(end.device);
            return QString::fromStdString(dev && !dev->name.empty() ? dev->name : end.device);
        };
        mLinkEnds->setText(QStringLiteral("%1 %2 ↔ %3 %4")
                               .arg(endName(l->a), QString::fromStdString(l->a.port), endName(l->b),
                                    QString::fromStdString(l->b.port)));
        mFabric->setCurrentIndex(mFabric->findData(int(l->fabric)));
        mMedia->setCurrentIndex(mMedia->findData(int(l->media)));
        mLength->setSpecialValueText(
            tr("From the floor: %1 m")
                .arg(display::number(
                    CableRouter(d, mDocument->catalog())
                        .lengthM(Link {l->id, l->a, l->b, l->fabric, l->media, std::nullopt}),
                    1)));
        mLength->setValue(l->lengthM.value_or(0));
        mStack->setCurrentIndex(LinkPage);
    } else {
        mObjectId.clear();
        mTitle->setText(tr("Site"));
        mStack->setCurrentIndex(SitePage);
    }
    mLoading = false;
}

void Inspector::commitRack(EditField field)
{
    if (mLoading || mObjectId.isEmpty())
        return;
    const Rack *current = mDocument->design().findRack(mObjectId.toStdString());
    if (!current)
        return;
    Rack r = *current;
    if (field == EditField::RackName) {
        const QString name = mRackName->text().trimmed();
        if (name.isEmpty())
            return refuse(tr("A rack needs a name."));
        r.name = name.toStdString();
    } else if (field == EditField::RackScaleUpDomain) {
        const QString domain = mScaleUpDomain->text().trimmed();
        if (std::any_of(domain.begin(), domain.end(),
                        [](QChar ch) { return ch.category() == QChar::Other_Control; }))
            return refuse(tr("A scale-up domain name cannot hold control characters."));
        // The file's id limit is in UTF-8 bytes (a Chinese character is three).
        if (domain.toUtf8().size() > qsizetype(limits::kMaxIdBytes))
            return refuse(tr("A scale-up domain name holds at most %1 bytes of UTF-8.")
                              .arg(limits::kMaxIdBytes));
        r.scaleUpDomain = domain.toStdString();
        if (r == *current)
            return refresh(); // the same name, trimmed: show it as stored
    } else if (field == EditField::RackCoolingType || field == EditField::RackCoolingLimit
               || field == EditField::RackLiquidLimit) {
        r.cooling.type = CoolingType(mCoolingType->currentData().toInt());
        auto kw = [](double v) {
            return v > 0 ? std::optional<double>(v * 1000) : std::nullopt;
        };
        r.cooling.limitW = kw(mCoolingLimit->value());
        r.cooling.liquidLimitW
            = r.cooling.type == CoolingType::Liquid ? kw(mLiquidLimit->value()) : std::nullopt;
        // Not stated here is the model's limit (as the file reads it back).
        const RackModel *model = mDocument->catalog().rack(r.model);
        const std::optional<double> limit = r.cooling.limitW ? r.cooling.limitW
                                            : model          ? model->coolingLimitW
                                                             : std::nullopt;
        if (limit && r.cooling.liquidLimitW && *r.cooling.liquidLimitW > *limit)
            return refuse(tr("The liquid part cannot pass the rack's cooling limit."));
    } else {
        FeedSpec feeds = r.power.feeds.value_or(FeedSpec {});
        feeds.count = mFeeds->value();
        feeds.voltageV = mVoltage->value();
        feeds.amps = mAmps->value();
        feeds.phase = Phase(mPhase->currentData().toInt());
        r.power.feeds = feeds;
        r.power.derating = mDerating->value();
        r.power.redundancy = Redundancy(mRedundancy->currentData().toInt());
        r.power.budgetW
            = mBudget->value() > 0 ? std::optional<double>(mBudget->value() * 1000) : std::nullopt;
        if (r.power.redundancy == Redundancy::TwoN && feeds.count % 2 != 0)
            return refuse(
                tr("2N needs an even number of feeds: half of them carry the load alone."));
        if (r.power.redundancy == Redundancy::NPlus1 && feeds.count < 2)
            return refuse(tr("N+1 needs at least two feeds."));
    }
    if (r == *current)
        return;
    mDocument->undoStack()->push(new ReplaceObjectCommand<Rack>(mDocument, r.id, r, tr("Edit Rack"),
                                                                CmdEditRack, int(field)));
}

void Inspector::commitDevice(EditField field)
{
    if (mLoading || mObjectId.isEmpty())
        return;
    const Device *current = mDocument->design().findDevice(mObjectId.toStdString());
    if (!current)
        return;
    Device dv = *current;
    if (field == EditField::DeviceName) {
        const QString name = mDeviceName->text().trimmed();
        if (name.isEmpty())
            return refuse(tr("A device needs a name."));
        dv.name = name.toStdString();
    } else {
        const std::string gpu = mGpuModel->currentData().toString().toStdString();
        const int count = mGpuCount->value();
        for (auto &slot : dv.gpuSlots)
            slot.reset();
        if (const ServerModel *s = mDocument->catalog().server(dv.model))
            dv.gpuSlots.resize(std::size_t(s->gpuSlots));
        for (int i = 0; i < count && i < int(dv.gpuSlots.size()) && !gpu.empty(); ++i)
            dv.gpuSlots[std::size_t(i)] = gpu;
    }
    if (dv == *current)
        return;
    mDocument->undoStack()->push(new ReplaceObjectCommand<Device>(
        mDocument, dv.id, dv, tr("Edit Device"), CmdEditDevice, int(field)));
}

void Inspector::commitLink(EditField field)
{
    if (mLoading || mObjectId.isEmpty())
        return;
    Design &d = mDocument->designForEdit();
    const Link *current = locateObject<Link>(d, mObjectId.toStdString());
    if (!current)
        return;
    Link l = *current;
    l.fabric = Fabric(mFabric->currentData().toInt());
    l.media = Media(mMedia->currentData().toInt());
    l.lengthM = mLength->value() > 0 ? std::optional<double>(mLength->value()) : std::nullopt;
    if (l == *current)
        return;
    mDocument->undoStack()->push(new ReplaceObjectCommand<Link>(
        mDocument, l.id, l, tr("Edit Cable"), CmdEditLink, int(field)));
}

} // namespace cl
