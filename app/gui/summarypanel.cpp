// SPDX-License-Identifier: GPL-3.0-or-later
#include "summarypanel.h"

#include "document/document.h"
#include "model/enums.h"
#include "power/coolingplan.h"

#include <QEvent>
#include <QLocale>

#include <map>

namespace cl {

SummaryPanel::SummaryPanel(Document *document, QWidget *parent)
    : QLabel(parent)
    , mDocument(document)
{
    setObjectName(QStringLiteral("summaryPanel"));
    setAlignment(Qt::AlignTop | Qt::AlignLeft);
    setWordWrap(true);
    setMargin(8);
    setTextInteractionFlags(Qt::TextSelectableByMouse);
    connect(document, &Document::changed, this, &SummaryPanel::refresh);
    refresh();
}

void SummaryPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        refresh();
    QLabel::changeEvent(event);
}

void SummaryPanel::refresh()
{
    const Design &d = mDocument->design();
    const Catalog &c = mDocument->catalog();
    std::map<std::string, int> gpus;
    int gpuServers = 0;
    int switches = 0;
    for (const auto &dev : d.devices) {
        if (dev.kind == DeviceKind::GpuServer)
            ++gpuServers;
        if (dev.kind == DeviceKind::Switch)
            ++switches;
        for (const auto &slot : dev.gpuSlots) {
            if (slot)
                ++gpus[*slot];
        }
    }
    std::map<Fabric, int> links;
    for (const auto &l : d.links)
        ++links[l.fabric];
    double usableW = 0;
    std::vector<RackLoad> loads;
    const auto byRack = d.devicesByRack(); // one pass, not one per rack
    static const std::vector<std::size_t> none;
    for (const auto &rack : d.racks) {
        const auto found = byRack.find(rack.id);
        loads.push_back(rackLoad(d, rack, c, found != byRack.end() ? found->second : none));
        usableW += loads.back().usableW;
    }
    // IT and facility power as the ledger has them: unplaced devices counted once installed,
    // air at the PUE, liquid at its partial PUE.
    const CoolingPlan cooling = coolingPlan(d, c, loads);
    const QLocale locale;
    QString gpuLines;
    int gpuTotal = 0;
    for (const auto &[id, n] : gpus) {
        const GpuModel *g = c.gpu(id);
        gpuLines += QStringLiteral("<br>&nbsp;&nbsp;%1 × %2")
                        .arg(locale.toString(n),
                             g ? QString::fromStdString(g->name) : QString::fromStdString(id));
        gpuTotal += n;
    }
    const QString fabricLinks = tr("compute %1, storage %2, in-band %3, out-of-band %4")
                                    .arg(links[Fabric::Compute])
                                    .arg(links[Fabric::Storage])
                                    .arg(links[Fabric::InBand])
                                    .arg(links[Fabric::OutOfBand]);
    const auto kw = [&](double w) {
        return locale.toString(w / 1000.0, 'f', 1);
    };
    setText(tr("<b>%1</b><br>"
               "Racks: %2<br>GPU servers: %3<br>GPUs: %4%5<br>Switches: %6<br>"
               "Cables: %7 (%8)<br>"
               "IT power, max: %9 kW<br>IT power, typical: %10 kW<br>"
               "Usable rack power: %11 kW<br>Facility power at max (PUE %12): %13 kW")
                .arg(QString::fromStdString(d.name).toHtmlEscaped())
                .arg(d.racks.size())
                .arg(gpuServers)
                .arg(gpuTotal)
                .arg(gpuLines)
                .arg(switches)
                .arg(d.links.size())
                .arg(fabricLinks, kw(cooling.itMaxW), kw(cooling.itTypicalW), kw(usableW),
                     locale.toString(cooling.pueAtMax(), 'f', 2), kw(cooling.facilityMaxW)));
}

} // namespace cl
