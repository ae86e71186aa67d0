// SPDX-License-Identifier: GPL-3.0-or-later
// The report a planner takes to procurement and management (QgsLayoutExporter's shape: settings
// in, a result out): cover with the headline ledger and open problems, the BOM, rack elevations,
// power and cooling, the training ledger, and the assumptions behind every number. Vector PDF,
// selectable text, the CJK font embedded so a Chinese report prints anywhere.
#pragma once

#include <QCoreApplication>
#include <QPageSize>
#include <QString>

#include <functional>

namespace cl {

class Catalog;
class Design;
struct DesignLedger;

struct ReportSettings
{
    QPageSize::PageSizeId paper = QPageSize::A4;
    bool cover = true;
    bool bom = true;
    bool elevations = true;
    bool power = true;
    bool cables = true;
    bool training = true;
    bool assumptions = true;
    /** Money in the site's display currency (else USD). */
    bool displayCurrency = true;
};

/** How an export ended: a caller tells a cancel from a failure without reading the message. */
enum class ExportResult { Ok, Cancelled, FileError };

class PdfReport
{
    Q_DECLARE_TR_FUNCTIONS(PdfReport)

public:
    PdfReport(const Design &design, const Catalog &catalog, const DesignLedger &ledger,
              ReportSettings settings);

    /**
     * Writes the PDF atomically (the old file stays if anything fails). `progress` gets pages
     * done and the total, and may return false to cancel. `error` says why a FileError happened.
     */
    ExportResult write(const QString &path, QString *error,
                       const std::function<bool(int, int)> &progress = {}) const;

    /** Pages the report will have (after laying it out). */
    int pageCount() const;

private:
    const Design &mDesign;
    const Catalog &mCatalog;
    const DesignLedger &mLedger;
    ReportSettings mSettings;
};

} // namespace cl
