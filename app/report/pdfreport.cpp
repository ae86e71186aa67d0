// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdfreport.h"

#include "catalog/catalog.h"
#include "cost/bom.h"
#include "engine/ledger.h"
#include "io/atomicfile.h"
#include "model/design.h"
#include "model/ports.h"
#include "power/rackpower.h"
#include "powergauge.h"
#include "reportcomposer.h"
#include "reportstyle.h"
#include "reporttable.h"
#include "text/diagnosticadvice.h"
#include "text/diagnostictext.h"
#include "text/ledgerformat.h"
#include "text/printf.h"

#include <QBuffer>
#include <QDate>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>
#include <QPdfWriter>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>
#include <set>
#include <unordered_map>

namespace cl {

using report::Composer;
using report::Layout;
namespace style = report::style;

PdfReport::PdfReport(const Design &design, const Catalog &catalog, const DesignLedger &ledger,
                     ReportSettings settings)
    : mDesign(design)
    , mCatalog(catalog)
    , mLedger(ledger)
    , mSettings(settings)
{ }

namespace {
struct Prepared
{
    Layout layout;
    QRectF content;
    QRectF footer;
};

Prepared prepare(QPdfWriter &writer)
{
    Prepared p;
    p.layout.mm = writer.resolution() / 25.4;
    p.layout.device = &writer;
    // Latin text in DejaVu Sans, Chinese in Noto Sans CJK (both embedded as subsets): with the CJK
    // font alone, Qt writes digits whose text extraction is lost (pdftotext drops them).
    p.layout.base = QFont(QStringLiteral("DejaVu Sans"));
    p.layout.base.setFamilies({QStringLiteral("DejaVu Sans"), QStringLiteral("Noto Sans CJK SC")});
    const QRect paint = writer.pageLayout().paintRectPixels(writer.resolution());
    p.content = QRectF(0, 0, paint.width(), paint.height() - 8 * p.layout.mm);
    p.footer = QRectF(0, paint.height() - 5 * p.layout.mm, paint.width(), 5 * p.layout.mm);
    return p;
}

void setUpPage(QPdfWriter &writer, const ReportSettings &settings)
{
    writer.setPageSize(QPageSize(settings.paper));
    writer.setPageMargins(QMarginsF(15, 15, 15, 12), QPageLayout::Millimeter);
    writer.setResolution(300);
}

/** The sections the settings ask for, in report order. */
void composeSections(Composer &c, const ReportSettings &s)
{
    if (s.cover)
        c.cover();
    if (s.bom)
        c.bom();
    if (s.elevations)
        c.elevations();
    if (s.power) {
        c.power();
        c.cooling();
    }
    if (s.cables) {
        c.rackContents();
        c.cables();
    }
    if (s.training)
        c.training();
    if (s.training && c.d.targets)
        c.targets();
    if (s.training && !c.L.serving.empty())
        c.serving();
    if (s.training && c.d.portfolio)
        c.schedule();
    if (s.assumptions)
        c.assumptions();
}
} // namespace

int PdfReport::pageCount() const
{
    QPdfWriter probe(QStringLiteral("/dev/null"));
    setUpPage(probe, mSettings);
    const Prepared pr = prepare(probe);
    Composer c(mDesign, mCatalog, mLedger, mSettings, pr.layout, pr.content);
    composeSections(c, mSettings);
    return int(c.pages.size());
}

ExportResult PdfReport::write(const QString &path, QString *error,
                              const std::function<bool(int, int)> &progress) const
{
    // Drawn into memory, then written by core's atomic writer as every other file is (temp
    // file, fsync, rename, fsync of the folder): a killed export leaves the old PDF whole.
    QBuffer file;
    file.open(QIODevice::WriteOnly);
    {
        QPdfWriter writer(&file);
        setUpPage(writer, mSettings);
        writer.setTitle(tr("Cluster plan: %1").arg(QString::fromStdString(mDesign.name)));
        writer.setCreator(QStringLiteral("ClusterLedger"));
        const Prepared pr = prepare(writer);
        Composer c(mDesign, mCatalog, mLedger, mSettings, pr.layout, pr.content);
        composeSections(c, mSettings);
        QPainter painter(&writer);
        const QString date = QLocale().toString(QDate::currentDate(), QLocale::ShortFormat);
        const int total = int(c.pages.size());
        for (int i = 0; i < total; ++i) {
            if (i > 0)
                writer.newPage();
            painter.setPen(Qt::black);
            c.pages[std::size_t(i)](painter, pr.content);
            painter.setFont(pr.layout.font(7.5));
            painter.setPen(style::kMuted);
            painter.drawLine(pr.footer.topLeft(), pr.footer.topRight());
            painter.drawText(pr.footer, Qt::AlignLeft | Qt::AlignVCenter,
                             QString::fromStdString(mDesign.name) + QStringLiteral(" · ") + date);
            painter.drawText(pr.footer, Qt::AlignRight | Qt::AlignVCenter,
                             tr("Page %1 of %2").arg(i + 1).arg(total));
            if (progress && !progress(i + 1, total)) {
                painter.end();
                return ExportResult::Cancelled;
            }
        }
        painter.end();
    }
    const QByteArray &bytes = file.data();
    std::string why;
    if (!writeFileAtomically(path.toStdString(),
                             std::string_view(bytes.constData(), std::size_t(bytes.size())),
                             &why)) {
        if (error)
            *error = QString::fromStdString(why);
        return ExportResult::FileError;
    }
    return ExportResult::Ok;
}

} // namespace cl
