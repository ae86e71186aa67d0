// SPDX-License-Identifier: GPL-3.0-or-later
// The exports of the main window: the PDF report, the BOM as CSV and the ledger as JSON, each
// written atomically (core's writer) from the design as it is now.
#include "exportcontroller.h"

#include "cost/bomexport.h"
#include "cost/cableschedule.h"
#include "dialogs.h"
#include "document/document.h"
#include "engine/ledgerjson.h"
#include "io/atomicfile.h"
#include "io/designformat.h"
#include "report/exportdialog.h"
#include "report/pdfreport.h"
#include "text/englishwording.h"

#include <QCoreApplication>
#include <QProgressDialog>
#include <QStatusBar>

namespace cl {

ExportController::ExportController(Document *document, QWidget *window, QStatusBar *status)
    : QObject(window)
    , mDocument(document)
    , mWindow(window)
    , mStatus(status)
{ }

namespace {
QString exportBaseName(const Document *doc, const QString &suffix)
{
    QString base = doc->fileName().isEmpty() ? QStringLiteral("cluster") : doc->fileName();
    if (base.endsWith(QLatin1String(kDesignSuffix)))
        base.chop(int(qstrlen(kDesignSuffix)));
    return base + suffix;
}

} // namespace

void ExportController::exportPdf()
{
    ReportSettingsDialog dialog(QString::fromStdString(mDocument->design().site.currency), mWindow);
    if (Dialogs::instance().exec(&dialog) != QDialog::Accepted)
        return;
    const QString fileName = Dialogs::instance().saveFileName(
        mWindow, tr("Export PDF Report"), exportBaseName(mDocument, QStringLiteral(".pdf")),
        tr("PDF files (*.pdf)"));
    if (fileName.isEmpty())
        return;
    const DesignLedger ledger = evaluateDesign(mDocument->design(), mDocument->catalog());
    PdfReport report(mDocument->design(), mDocument->catalog(), ledger, dialog.settings());
    QProgressDialog progress(tr("Writing the report…"), tr("Cancel"), 0, 100, mWindow);
    progress.setWindowModality(Qt::WindowModal);
    progress.setMinimumDuration(300);
    QString error;
    const ExportResult result = report.write(fileName, &error, [&](int done, int total) {
        progress.setMaximum(total);
        progress.setValue(done);
        QCoreApplication::processEvents();
        return !progress.wasCanceled();
    });
    if (result == ExportResult::FileError)
        Dialogs::instance().warning(mWindow, tr("Export PDF Report"),
                                    tr("%1 could not be written: %2").arg(fileName, error));
    else if (result == ExportResult::Ok)
        mStatus->showMessage(tr("Wrote %1").arg(fileName), 5000);
}

void ExportController::saveText(const QString &title, const QString &suffix, const QString &filter,
                                const std::function<std::string()> &produce)
{
    const QString fileName = Dialogs::instance().saveFileName(
        mWindow, title, exportBaseName(mDocument, suffix), filter);
    if (fileName.isEmpty())
        return;
    std::string why;
    if (!writeFileAtomically(fileName.toStdString(), produce(), &why))
        Dialogs::instance().warning(
            mWindow, title,
            tr("%1 could not be written: %2").arg(fileName, QString::fromStdString(why)));
    else
        mStatus->showMessage(tr("Wrote %1").arg(fileName), 5000);
}

void ExportController::exportBomCsv()
{
    saveText(tr("Export BOM"), QStringLiteral("-bom.csv"), tr("CSV files (*.csv)"),
             [this] { return bomToCsv(buildBom(mDocument->design(), mDocument->catalog())); });
}

void ExportController::exportCableSchedule()
{
    saveText(tr("Export Cable Schedule"), QStringLiteral("-cables.csv"), tr("CSV files (*.csv)"),
             [this] {
                 return cableScheduleCsv(cableSchedule(mDocument->design(), mDocument->catalog()));
             });
}

void ExportController::exportLedgerJson()
{
    saveText(
        tr("Export Ledger"), QStringLiteral("-ledger.json"), tr("JSON files (*.json)"), [this] {
            const DesignLedger ledger = evaluateDesign(mDocument->design(), mDocument->catalog());
            return ledgerToJson(ledger, mDocument->design(), textWording()).dump(2) + "\n";
        });
}

} // namespace cl
