// SPDX-License-Identifier: GPL-3.0-or-later
// Driving the main window as a user does: find an action by its object name and trigger it, with
// the file chooser and questions answered by ScriptedDialogs. Tests open, save, export, undo and
// edit through these rather than through public back doors.
#pragma once

#include "document/document.h"
#include "gui/mainwindow.h"
#include "ledger/ledgerservice.h"
#include "scripteddialogs.h"
#include "text/languagemanager.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QWidget>

#include <optional>

namespace guidriver {

/** A bundled example design by name (resources/examples/NAME.cluster.json), as this test
 *  process's own copy: a window holds the file it opens (FileGuard), and tests running in
 *  parallel must not find each other's windows on one shared example. */
inline QString example(const char *name)
{
    static QTemporaryDir copies;
    const QString file = QStringLiteral("%1.cluster.json").arg(QLatin1String(name));
    const QString copy = copies.filePath(file);
    if (!QFileInfo::exists(copy)) {
        QFile::copy(QStringLiteral(CL_EXAMPLES "/") + file, copy);
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
    }
    return copy;
}

/** The window's widget of that object name and type (nullptr when it has none). */
template<typename T>
T *child(QWidget &window, const char *name)
{
    return window.findChild<T *>(QLatin1String(name));
}

/** Picks the Targets panel's workload `text` ("Job: …", "Serving: …") as a user would; false
 *  when it is not listed. */
inline bool pickWorkload(QWidget &window, const QString &text)
{
    auto *list = child<QComboBox>(window, "workloadSelector");
    const int row = list ? list->findText(text) : -1;
    if (row < 0)
        return false;
    list->setCurrentIndex(row);
    return true;
}

/** The job of the window's current schedule with that id (the test fails without one). */
inline const cl::ScheduledJob &scheduledJob(cl::MainWindow &window, const std::string &id)
{
    for (const cl::ScheduledJob &j : window.ledgerService()->schedule()->jobs)
        if (j.id == id)
            return j;
    qFatal("no job %s in the schedule", id.c_str());
}

inline QAction *action(QWidget &window, const char *name)
{
    auto *a = window.findChild<QAction *>(QLatin1String(name));
    if (!a)
        qFatal("no action %s", name);
    return a;
}

/** Triggers an enabled action; a disabled one is a test failure (the user could not click it). */
inline void trigger(QWidget &window, const char *name)
{
    QAction *a = action(window, name);
    if (!a->isEnabled())
        qFatal("action %s is disabled", name);
    a->trigger();
}

/** The window shown at `size` as a laptop screen gives it: the offscreen platform's first
 *  resize is undone by the show, so it is asked again once the window is exposed. */
inline bool showAtSize(QWidget &window, const QSize &size)
{
    window.resize(size);
    window.show();
    if (!QTest::qWaitForWindowExposed(&window))
        return false;
    window.resize(size);
    QTest::qWait(50);
    return true;
}

/** File → Open, the chooser answered with `path`; true when that design is now open, unmodified. */
inline bool openThroughMenu(cl::MainWindow &window, const QString &path)
{
    std::optional<ScriptedDialogs> local;
    ScriptedDialogs *dialogs = ScriptedDialogs::current();
    if (!dialogs)
        dialogs = &local.emplace();
    dialogs->setNextFileName(path);
    trigger(window, "actionOpen");
    const cl::Document *doc = window.document();
    return QFileInfo(doc->fileName()) == QFileInfo(path) && !doc->isModified();
}

/** For a look at a widget (docs/screenshots): with CL_SHOT_DIR=/tmp/shots set, saves it there
 *  as `name`.png at `size` (when given); without it, does nothing. */
inline void shot(QWidget *widget, const QString &name, QSize size = {})
{
    if (!qEnvironmentVariableIsSet("CL_SHOT_DIR"))
        return;
    if (size.isValid())
        widget->resize(size);
    widget->grab().save(qEnvironmentVariable("CL_SHOT_DIR") + QLatin1Char('/') + name
                        + QStringLiteral(".png"));
}

/** For a look in another language: with CL_SHOT_LANG=zh_CN set, the interface switches to it
 *  (call before the first window); without it, the tests run in English as they assert. */
inline void shotLanguage()
{
    if (const QString lang = qEnvironmentVariable("CL_SHOT_LANG"); !lang.isEmpty())
        cl::LanguageManager::instance()->setLanguage(lang);
}

} // namespace guidriver
