// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "severityicon.h"

#include <QTreeWidget>

namespace clw {

/** One row to show: already translated text, plus the object it concerns (for selection). */
struct DiagnosticRow
{
    SeverityLevel level = SeverityLevel::Warning;
    QString text;
    QString where; ///< object name or JSON pointer
    QString objectId; ///< emitted when the row is activated
    QString code;
    QString advice; ///< likely cause and first check, shown on hover
};

/** A list of problems with severity icons; activating one asks to show its object. */
class DiagnosticList : public QTreeWidget
{
    Q_OBJECT

public:
    explicit DiagnosticList(QWidget *parent = nullptr);

    void setRows(const QList<DiagnosticRow> &rows);
    int count(SeverityLevel level) const;

signals:
    void objectActivated(const QString &objectId);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    QList<DiagnosticRow> mRows;
    bool mRestoringWidths = false;
};

} // namespace clw
