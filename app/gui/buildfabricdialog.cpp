// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildfabricdialog.h"

#include "catalog/catalog.h"
#include "cost/bom.h"
#include "document/document.h"
#include "text/diagnostictext.h"
#include "text/ledgerformat.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace cl {

namespace {

QString fabricLabel(Fabric f)
{
    switch (f) {
    case Fabric::Compute:
        return BuildFabricDialog::tr("Compute (GPU to GPU)");
    case Fabric::Storage:
        return BuildFabricDialog::tr("Storage");
    case Fabric::InBand:
        return BuildFabricDialog::tr("In-band Ethernet");
    case Fabric::OutOfBand:
        return BuildFabricDialog::tr("Out-of-band management");
    }
    return {};
}

QString categoryLabel(const std::string &category)
{
    static const std::map<std::string, const char *> names {
        {"racks", QT_TRANSLATE_NOOP("cl::BuildFabricDialog", "Racks")},
        {"switches", QT_TRANSLATE_NOOP("cl::BuildFabricDialog", "Switches")},
        {"pdus", QT_TRANSLATE_NOOP("cl::BuildFabricDialog", "PDUs")},
        {"transceivers", QT_TRANSLATE_NOOP("cl::BuildFabricDialog", "Transceivers")},
        {"cables", QT_TRANSLATE_NOOP("cl::BuildFabricDialog", "Cables")},
    };
    auto it = names.find(category);
    return it == names.end() ? QString::fromStdString(category)
                             : QCoreApplication::translate("cl::BuildFabricDialog", it->second);
}

} // namespace

BuildFabricDialog::BuildFabricDialog(Document *document, QWidget *parent)
    : QDialog(parent)
    , mDocument(document)
{
    setWindowTitle(tr("Build Fabric"));
    setObjectName(QStringLiteral("buildFabricDialog"));
    auto *layout = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    layout->addLayout(form);

    mFabric = new QComboBox(this);
    mFabric->setObjectName(QStringLiteral("fabricKind"));
    for (Fabric f : {Fabric::Compute, Fabric::Storage, Fabric::InBand, Fabric::OutOfBand})
        mFabric->addItem(fabricLabel(f), int(f));
    form->addRow(tr("Fabric"), mFabric);

    mTopology = new QComboBox(this);
    mTopology->setObjectName(QStringLiteral("fabricTopology"));
    mTopology->addItem(tr("Rail-optimised leaf/spine (SuperPOD)"), int(Topology::RailOptimized));
    mTopology->addItem(tr("Fat tree, a leaf on top of each rack"), int(Topology::FatTree));
    mTopology->addItem(tr("Three tiers (leaf/spine/core)"), int(Topology::ThreeTier));
    mTopology->setToolTip(tr("Rail-optimised and fat-tree fabrics grow a core layer by themselves "
                             "when one spine layer runs out of ports."));
    form->addRow(tr("Topology"), mTopology);

    mSwitch = new QComboBox(this);
    mSwitch->setObjectName(QStringLiteral("fabricSwitch"));
    mSwitch->addItem(tr("Automatic (the design's own, or the most ports at the servers' speed)"),
                     QString());
    for (const auto &[id, s] : document->catalog().switches)
        mSwitch->addItem(display::partName(s), QString::fromStdString(id));
    form->addRow(tr("Switch"), mSwitch);

    mOversubscription = new QComboBox(this);
    mOversubscription->setObjectName(QStringLiteral("fabricOversubscription"));
    for (int ratio : {1, 2, 4})
        mOversubscription->addItem(ratio == 1 ? tr("1:1 (non-blocking)") : tr("%1:1").arg(ratio),
                                   ratio);
    form->addRow(tr("Oversubscription at the leaves"), mOversubscription);

    mSelectionOnly
        = new QCheckBox(tr("Only the selected servers (or those in the selected racks)"), this);
    mSelectionOnly->setObjectName(QStringLiteral("fabricSelectionOnly"));
    mSelectionOnly->setEnabled(!document->selection().isEmpty());
    form->addRow(QString(), mSelectionOnly);

    mSummary = new QLabel(this);
    mSummary->setObjectName(QStringLiteral("fabricPreview"));
    mSummary->setWordWrap(true);
    mSummary->setTextFormat(Qt::RichText);
    layout->addWidget(mSummary);
    mParts = new QTableWidget(0, 4, this);
    mParts->setObjectName(QStringLiteral("fabricParts"));
    mParts->setHorizontalHeaderLabels({tr("Kind"), tr("Part"), tr("Quantity"), tr("Cost")});
    mParts->horizontalHeader()->setSectionResizeMode(1, QHeaderView::Stretch);
    mParts->verticalHeader()->hide();
    mParts->setEditTriggers(QAbstractItemView::NoEditTriggers);
    layout->addWidget(mParts, 1);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mBuild = buttons->button(QDialogButtonBox::Ok);
    mBuild->setText(tr("Build"));
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    for (QComboBox *box : {mFabric, mTopology, mSwitch, mOversubscription})
        connect(box, &QComboBox::currentIndexChanged, this, &BuildFabricDialog::preview);
    connect(mSelectionOnly, &QCheckBox::toggled, this, &BuildFabricDialog::preview);
    resize(720, 560);
    preview();
}

FabricOptions BuildFabricDialog::options() const
{
    FabricOptions o;
    o.fabric = Fabric(mFabric->currentData().toInt());
    o.topology = Topology(mTopology->currentData().toInt());
    o.switchModel = mSwitch->currentData().toString().toStdString();
    o.oversubscription = mOversubscription->currentData().toInt();
    if (mSelectionOnly->isChecked()) {
        // A selected rack stands for the servers in it (racks are what replicate selects).
        const Design &d = mDocument->design();
        for (const QString &id : mDocument->selection()) {
            o.servers.push_back(id.toStdString());
            for (const Device *dev : d.devicesInRack(id.toStdString()))
                o.servers.push_back(dev->id);
        }
    }
    return o;
}

void BuildFabricDialog::preview()
{
    QApplication::setOverrideCursor(Qt::WaitCursor);
    const Design &before = mDocument->design();
    mResult = buildFabric(before, mDocument->catalog(), options());
    mParts->setRowCount(0);
    const FabricResult &r = *mResult;
    if (!r.ok()) {
        mSummary->setText(
            diagnosticText({Severity::Error, r.error, {}, {}, r.errorParams}).toHtmlEscaped());
        mBuild->setEnabled(false);
        QApplication::restoreOverrideCursor();
        return;
    }
    const std::vector<BomLine> delta = bomDelta(buildBom(before, mDocument->catalog()),
                                                buildBom(r.design, mDocument->catalog()));
    double cost = 0;
    for (const BomLine &l : delta) {
        const int row = mParts->rowCount();
        mParts->insertRow(row);
        const QString qty = (l.quantity > 0 ? QStringLiteral("+") : QString())
                            + display::number(l.quantity, l.unit == "m" ? 1 : 0)
                            + (l.unit == "m" ? QStringLiteral(" m") : QString());
        const QString cells[] = {categoryLabel(l.category), QString::fromStdString(l.id), qty,
                                 display::money(l.extendedUsd, before.site)};
        for (int c = 0; c < 4; ++c)
            mParts->setItem(row, c, new QTableWidgetItem(cells[c]));
        cost += l.extendedUsd;
    }
    const TierPlan &t = r.tiers;
    mSummary->setText(
        tr("<b>%1 servers</b> joined by %2 leaves, %3 spines and %4 cores of %5 (%6 tiers).")
            .arg(r.serversJoined)
            .arg(t.leaves)
            .arg(t.spines())
            .arg(t.cores())
            .arg(QString::fromStdString(r.switchModel))
            .arg(t.tiers)
        + (r.switchesManaged > 0
               ? QStringLiteral("<br>")
                     + tr("The management ports of %n switch(es) join the same network.", nullptr,
                          r.switchesManaged)
               : QString())
        + (t.tiers > 1 && r.upperSwitchModel != r.switchModel
               ? QStringLiteral("<br>")
                     + tr("Each leaf sends %n uplink(s) from its faster ports to spines of %1.",
                          nullptr, t.leafUp)
                           .arg(QString::fromStdString(r.upperSwitchModel))
               : QString())
        + QStringLiteral("<br>")
        + tr("Switches +%1 −%2 · cables +%3 −%4 (%5 kept) · racks +%6 · cost %7")
              .arg(r.switchesAdded)
              .arg(r.switchesRemoved)
              .arg(r.linksAdded)
              .arg(r.linksRemoved)
              .arg(r.linksKept)
              .arg(r.racksAdded)
              .arg(display::money(cost, before.site))
        + (r.changed() ? QString()
                       : QStringLiteral("<br>")
                             + tr("The fabric is already as built: nothing to "
                                  "change.")));
    mBuild->setEnabled(r.changed());
    QApplication::restoreOverrideCursor();
}

} // namespace cl
