// SPDX-License-Identifier: GPL-3.0-or-later
#include "actiontable.h"

#include <QAction>
#include <QCoreApplication>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>

namespace cl {

ActionTable::ActionTable(const char *context, QWidget *window)
    : QObject(window)
    , mContext(context)
    , mWindow(window)
{ }

QAction *ActionTable::add(const ActionSpec &spec)
{
    auto *action = new QAction(mWindow);
    if (spec.handler)
        connect(action, &QAction::triggered, this, [handler = spec.handler] { handler(); });
    return adopt(action, spec);
}

QAction *ActionTable::adopt(QAction *action, const ActionSpec &spec)
{
    action->setObjectName(QLatin1String(spec.id));
    if (!spec.shortcuts.isEmpty())
        action->setShortcuts(spec.shortcuts);
    action->setCheckable(spec.checkable);
    // Shortcuts work while the window is active even for actions in no menu (toolbar only).
    mWindow->addAction(action);
    mEntries.insert(QByteArray(spec.id), {action, nullptr, spec.text, spec.toolTip});
    mActionOrder.append(QByteArray(spec.id));
    return action;
}

QMenu *ActionTable::addMenu(const char *id, const char *title,
                            std::initializer_list<const char *> items, QMenu *into)
{
    QMenu *menu = nullptr;
    if (into) {
        menu = into->addMenu(QString());
    } else if (auto *main = qobject_cast<QMainWindow *>(mWindow)) {
        menu = main->menuBar()->addMenu(QString());
    } else {
        menu = new QMenu(mWindow);
    }
    menu->setObjectName(QLatin1String(id));
    for (const char *item : items) {
        if (qstrcmp(item, "-") == 0) {
            menu->addSeparator();
            continue;
        }
        const auto it = mEntries.constFind(QByteArray(item));
        Q_ASSERT_X(it != mEntries.constEnd(), "ActionTable::addMenu", item);
        if (it == mEntries.constEnd())
            continue;
        if (it->action)
            menu->addAction(it->action);
        else if (it->menu)
            menu->addMenu(it->menu);
    }
    mEntries.insert(QByteArray(id), {nullptr, menu, title, nullptr});
    return menu;
}

QAction *ActionTable::action(const char *id) const
{
    return mEntries.value(QByteArray(id)).action;
}

QMenu *ActionTable::menu(const char *id) const
{
    return mEntries.value(QByteArray(id)).menu;
}

QList<QAction *> ActionTable::actions() const
{
    QList<QAction *> out;
    for (const QByteArray &id : mActionOrder)
        out.append(mEntries.value(id).action);
    return out;
}

QString ActionTable::translated(const char *text) const
{
    return text ? QCoreApplication::translate(mContext, text) : QString();
}

void ActionTable::retranslate() const
{
    for (const Entry &e : mEntries) {
        if (e.action) {
            if (e.text)
                e.action->setText(translated(e.text));
            e.action->setToolTip(e.toolTip ? translated(e.toolTip)
                                           : QString(e.action->text()).remove(QLatin1Char('&')));
        } else if (e.menu) {
            e.menu->setTitle(translated(e.text));
        }
    }
}

} // namespace cl
