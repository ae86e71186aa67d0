// SPDX-License-Identifier: GPL-3.0-or-later
// Running the real clusterledger-cli in a test: exit code, stdout and stderr, and whether it was
// killed by a signal or had to be stopped.
#pragma once

#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

struct Run
{
    int code = -1;
    QString out;
    QString err;
    bool crashed = false; ///< ended by a signal (an abort, a sanitizer's report)
    bool hung = false; ///< still running after two minutes, then killed
};

inline Run cli(const QStringList &args,
               const QProcessEnvironment &env = QProcessEnvironment::systemEnvironment())
{
    QProcess p;
    p.setProcessEnvironment(env);
    p.start(QStringLiteral(CL_CLI), args);
    if (!p.waitForFinished(120000)) {
        p.kill();
        p.waitForFinished();
        return {-1, {}, {}, false, true};
    }
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError()), p.exitStatus() == QProcess::CrashExit,
            false};
}

inline QString example(const char *name)
{
    return QStringLiteral(CL_EXAMPLES "/%1.cluster.json").arg(QLatin1String(name));
}
