// SPDX-License-Identifier: GPL-3.0-or-later
// Running the real clusterledger-cli in a test: exit code, stdout and stderr.
#pragma once

#include <QProcess>
#include <QString>
#include <QStringList>

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

inline Run cli(const QStringList &args)
{
    QProcess p;
    p.start(QStringLiteral(CL_CLI), args);
    if (!p.waitForFinished(60000))
        return {};
    return {p.exitCode(), QString::fromUtf8(p.readAllStandardOutput()),
            QString::fromUtf8(p.readAllStandardError())};
}

inline QString example(const char *name)
{
    return QStringLiteral(CL_EXAMPLES "/%1.cluster.json").arg(QLatin1String(name));
}
