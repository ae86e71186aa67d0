// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QTimer>

namespace cl {

class Document;

/**
 * Writes a copy of a modified design when the user pauses (3 s after the last change), so a
 * crash loses at most that pause. A clean exit removes the copy; the next start offers to restore
 * one that is still there (KeePassXC-style safety).
 */
class Autosave : public QObject
{
    Q_OBJECT

public:
    explicit Autosave(Document *document, QObject *parent = nullptr);

    /** The autosave file and the sidecar that names the original file. */
    static QString autosavePath();
    static bool hasRecovery();
    /** Loads the autosave copy into the document (marked modified, original file name kept). */
    static bool restoreInto(Document *document, QString *error);
    /** Removes the copy (clean exit, or the user declined to restore). */
    static void discard();

    void setDelayMs(int ms) { mTimer.setInterval(ms); }
    /** Writes now if the design is modified; returns false if writing failed. */
    bool writeNow();

private:
    Document *mDocument;
    QTimer mTimer;
};

} // namespace cl
