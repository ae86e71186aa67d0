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

bool writeText(const QString &fileName, const std::string &text, QString *error)
{
    std::string why;
    if (!writeFileAtomically(fileName.toStdString(), text, &why)) {
        *error = QString::fromStdString(why);
        return false;
    }
    return true;
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

void ExportController::exportBomCsv()
{
    const QString fileName = Dialogs::instance().saveFileName(
        mWindow, tr("Export BOM"), exportBaseName(mDocument, QStringLiteral("-bom.csv")),
        tr("CSV files (*.csv)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!writeText(fileName, bomToCsv(buildBom(mDocument->design(), mDocument->catalog())), &error))
        Dialogs::instance().warning(mWindow, tr("Export BOM"),
                                    tr("%1 could not be written: %2").arg(fileName, error));
    else
        mStatus->showMessage(tr("Wrote %1").arg(fileName), 5000);
}

void ExportController::exportCableSchedule()
{
    const QString fileName = Dialogs::instance().saveFileName(
        mWindow, tr("Export Cable Schedule"),
        exportBaseName(mDocument, QStringLiteral("-cables.csv")), tr("CSV files (*.csv)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!writeText(fileName,
                   cableScheduleCsv(cableSchedule(mDocument->design(), mDocument->catalog())),
                   &error))
        Dialogs::instance().warning(mWindow, tr("Export Cable Schedule"),
                                    tr("%1 could not be written: %2").arg(fileName, error));
    else
        mStatus->showMessage(tr("Wrote %1").arg(fileName), 5000);
}

void ExportController::exportLedgerJson()
{
    const QString fileName = Dialogs::instance().saveFileName(
        mWindow, tr("Export Ledger"), exportBaseName(mDocument, QStringLiteral("-ledger.json")),
        tr("JSON files (*.json)"));
    if (fileName.isEmpty())
        return;
    const DesignLedger ledger = evaluateDesign(mDocument->design(), mDocument->catalog());
    QString error;
    if (!writeText(fileName,
                   ledgerToJson(ledger, mDocument->design(), textWording()).dump(2) + "\n", &error))
        Dialogs::instance().warning(mWindow, tr("Export Ledger"),
                                    tr("%1 could not be written: %2").arg(fileName, error));
    else
        mStatus->showMessage(tr("Wrote %1").arg(fileName), 5000);
}

} // namespace cl
