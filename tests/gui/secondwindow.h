// SPDX-License-Identifier: GPL-3.0-or-later
// A second ClusterLedger process for the GUI tests (autosave_victim, CL_AUTOSAVE_VICTIM): a real
// main window that has opened a file through File > Open, edited it and autosaved; it holds the
// file as any window does until it is killed (SIGKILL, as a crash).
#pragma once

#include <QProcess>
#include <QString>

#include <csignal>

/** A running autosave_victim that has opened a file, edited it and autosaved. */
struct Victim
{
    QProcess process;
    QString copy;

    /** hold: only open the file (and hold it), without the edit and the autosave wait. */
    bool start(const QString &file, bool hold = false)
    {
        process.setProgram(QStringLiteral(CL_AUTOSAVE_VICTIM));
        process.setArguments(hold ? QStringList {file, QStringLiteral("--hold")}
                                  : QStringList {file});
        process.start();
        if (!process.waitForStarted(10000))
            return false;
        while (process.state() == QProcess::Running && !process.canReadLine())
            process.waitForReadyRead(200);
        const QString line = QString::fromUtf8(process.readLine()).trimmed();
        if (line != QLatin1String("ready") && !line.startsWith(QLatin1String("ready ")))
            return false;
        copy = line.mid(6);
        return true;
    }
    void killHard()
    {
        ::kill(pid_t(process.processId()), SIGKILL);
        process.waitForFinished(10000);
    }
    ~Victim()
    {
        if (process.state() != QProcess::NotRunning)
            killHard();
    }
};
