// SPDX-License-Identifier: GPL-3.0-or-later
// The main window's exports: the PDF report, the BOM as CSV and the ledger as JSON, each written
// atomically (core's writer) from the design as it is now.
#include "cost/bomexport.h"
#include "dialogs.h"
#include "document/document.h"
#include "engine/ledgerjson.h"
#include "io/atomicfile.h"
#include "io/designformat.h"
#include "mainwindow.h"
#include "report/exportdialog.h"
#include "report/pdfreport.h"

#include <QCoreApplication>
#include <QProgressDialog>
#include <QStatusBar>

namespace cl {

bool MainWindow::exportPdfTo(const QString &fileName, const ReportSettings &settings,
                             QString *error)
{
    // The report is computed from the design as it is now, not from a ledger that may lag.
    const DesignLedger ledger = evaluateDesign(mDocument->design(), mDocument->catalog());
    PdfReport report(mDocument->design(), mDocument->catalog(), ledger, settings);
    return report.write(fileName, error) == ExportResult::Ok;
}

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

void MainWindow::exportPdf()
{
    ReportSettingsDialog dialog(QString::fromStdString(mDocument->design().site.currency), this);
    if (Dialogs::instance().exec(&dialog) != QDialog::Accepted)
        return;
    const QString fileName = Dialogs::instance().saveFileName(
        this, tr("Export PDF Report"), exportBaseName(mDocument, QStringLiteral(".pdf")),
        tr("PDF files (*.pdf)"));
    if (fileName.isEmpty())
        return;
    const DesignLedger ledger = evaluateDesign(mDocument->design(), mDocument->catalog());
    PdfReport report(mDocument->design(), mDocument->catalog(), ledger, dialog.settings());
    QProgressDialog progress(tr("Writing the report…"), tr("Cancel"), 0, 100, this);
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
        Dialogs::instance().warning(this, tr("Export PDF Report"),
                                    tr("%1 could not be written: %2").arg(fileName, error));
    else if (result == ExportResult::Ok)
        statusBar()->showMessage(tr("Wrote %1").arg(fileName), 5000);
}

void MainWindow::exportBomCsv()
{
    const QString fileName = Dialogs::instance().saveFileName(
        this, tr("Export BOM"), exportBaseName(mDocument, QStringLiteral("-bom.csv")),
        tr("CSV files (*.csv)"));
    if (fileName.isEmpty())
        return;
    QString error;
    if (!writeText(fileName, bomToCsv(buildBom(mDocument->design(), mDocument->catalog())), &error))
        Dialogs::instance().warning(this, tr("Export BOM"),
                                    tr("%1 could not be written: %2").arg(fileName, error));
    else
        statusBar()->showMessage(tr("Wrote %1").arg(fileName), 5000);
}

void MainWindow::exportLedgerJson()
{
    const QString fileName = Dialogs::instance().saveFileName(
        this, tr("Export Ledger"), exportBaseName(mDocument, QStringLiteral("-ledger.json")),
        tr("JSON files (*.json)"));
    if (fileName.isEmpty())
        return;
    const DesignLedger ledger = evaluateDesign(mDocument->design(), mDocument->catalog());
    QString error;
    if (!writeText(fileName, ledgerToJson(ledger, mDocument->design()).dump(2) + "\n", &error))
        Dialogs::instance().warning(this, tr("Export Ledger"),
                                    tr("%1 could not be written: %2").arg(fileName, error));
    else
        statusBar()->showMessage(tr("Wrote %1").arg(fileName), 5000);
}

} // namespace cl
