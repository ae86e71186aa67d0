// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QKeySequence>
#include <QList>
#include <QMap>
#include <QObject>

#include <functional>
#include <initializer_list>

class QAction;
class QMenu;
class QWidget;

namespace cl {

/**
 * One user action as data: its object name (what tests and scripts find it by), its wording
 * (marked with QT_TRANSLATE_NOOP so lupdate sees it; translated in retranslate()), its keys and
 * what it does.
 */
struct ActionSpec
{
    const char *id = nullptr;
    const char *text = nullptr;
    QList<QKeySequence> shortcuts {};
    std::function<void()> handler {};
    const char *toolTip = nullptr;
    bool checkable = false;
};

/**
 * The window's actions and menus, made from specs and kept by id. Retranslating is one loop over
 * the table instead of a line per action, and every action has an object name by construction.
 */
class ActionTable : public QObject
{
public:
    /** `context` is the translation context the texts were marked in. */
    ActionTable(const char *context, QWidget *window);

    QAction *add(const ActionSpec &spec);
    /** Takes an action made elsewhere (the undo stack's) into the table under the spec's id. */
    QAction *adopt(QAction *action, const ActionSpec &spec);
    /**
     * A menu of table entries, in order: an action id, a menu id made before, or "-" for a
     * separator. `into` null puts it on the window's menu bar.
     */
    QMenu *addMenu(const char *id, const char *title, std::initializer_list<const char *> items,
                   QMenu *into = nullptr);

    QAction *action(const char *id) const;
    QMenu *menu(const char *id) const;
    QList<QAction *> actions() const;

    void retranslate() const;

private:
    struct Entry
    {
        QAction *action = nullptr;
        QMenu *menu = nullptr;
        const char *text = nullptr;
        const char *toolTip = nullptr;
    };
    QString translated(const char *text) const;

    const char *mContext;
    QWidget *mWindow;
    QMap<QByteArray, Entry> mEntries;
    QList<QByteArray> mActionOrder;
};

} // namespace cl
