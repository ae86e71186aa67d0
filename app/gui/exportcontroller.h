// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>

#include <functional>
#include <string>

class QStatusBar;
class QWidget;

namespace cl {

class Document;

/** What File → Export does: the PDF report, the BOM as CSV, the ledger as JSON. */
class ExportController : public QObject
{
    Q_OBJECT

public:
    ExportController(Document *document, QWidget *window, QStatusBar *status);

    void exportPdf();
    void exportBomCsv();
    /** The installer's cable schedule: every link with both ends, medium, parts and labels. */
    void exportCableSchedule();
    void exportLedgerJson();

private:
    /** Asks for a file name, writes what `produce` makes atomically and says how it went. */
    void saveText(const QString &title, const QString &suffix, const QString &filter,
                  const std::function<std::string()> &produce);

    Document *mDocument;
    QWidget *mWindow;
    QStatusBar *mStatus;
};

} // namespace cl
