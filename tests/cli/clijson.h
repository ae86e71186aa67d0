// SPDX-License-Identifier: GPL-3.0-or-later
// Designs as JSON in CLI tests: read one, write a changed copy, and say how a run ended.
#pragma once

#include "clirun.h"

#include <QFile>
#include <QTemporaryDir>

#include <nlohmann/json.hpp>

using nlohmann::json;

/** The file's JSON; discarded (null) when it does not parse. */
inline json readJson(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return json::parse(f.readAll().toStdString(), nullptr, false);
}

inline QString writeJson(const QTemporaryDir &dir, const QString &name, const json &doc)
{
    const QString path = dir.filePath(name);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly))
        return {};
    f.write(QByteArray::fromStdString(doc.dump(1)));
    return path;
}

/** How a run ended, for a failure message. */
inline QString describe(const QStringList &args, const Run &r)
{
    return args.join(u' ') + QStringLiteral(" -> ")
           + (r.hung      ? QStringLiteral("hung")
              : r.crashed ? QStringLiteral("killed by a signal")
                          : QStringLiteral("exit %1").arg(r.code))
           + QStringLiteral(": ") + r.err.left(400);
}
