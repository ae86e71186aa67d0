// SPDX-License-Identifier: GPL-3.0-or-later
// The words of a severity and of a file's load error (diagnostictext.h declares them): the file by
// its name and the place inside it, the loader's own message after.
#include "diagnostictext.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QStringList>

namespace cl {

QString severityText(Severity severity)
{
    switch (severity) {
    case Severity::Info:
        return QCoreApplication::translate("Diagnostics", "Info");
    case Severity::Warning:
        return QCoreApplication::translate("Diagnostics", "Warning");
    case Severity::Error:
        return QCoreApplication::translate("Diagnostics", "Error");
    }
    return {};
}

QString loadErrorText(const LoadError &error)
{
    // "file: line 12, column 5: ..." or "file: /racks/3/amps: ...": the file by its name (the
    // dialog or the status bar names the folder where it matters), then the place inside it.
    QStringList where;
    if (!error.file.empty())
        where << QFileInfo(QString::fromStdString(error.file)).fileName();
    if (error.line > 0 && error.column > 0)
        where << QCoreApplication::translate("Diagnostics", "line %1, column %2")
                     .arg(error.line)
                     .arg(error.column);
    else if (error.line > 0)
        where << QCoreApplication::translate("Diagnostics", "line %1").arg(error.line);
    else if (!error.pointer.empty() || error.file.empty())
        where << (error.pointer.empty() ? QStringLiteral("/")
                                        : QString::fromStdString(error.pointer));
    // Loader messages stay in English: they quote JSON field names and values, which are English
    // in every file, and a translated half-sentence around them reads worse than the original.
    return QStringLiteral("%1: %2").arg(where.join(QStringLiteral(": ")),
                                        QString::fromStdString(error.message));
}

} // namespace cl
