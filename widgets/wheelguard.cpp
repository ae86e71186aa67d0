// SPDX-License-Identifier: GPL-3.0-or-later
#include "wheelguard.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QWheelEvent>

namespace clw {

namespace {

bool isField(QWidget *w)
{
    return qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w);
}

} // namespace

void WheelGuard::install()
{
    static WheelGuard *guard = nullptr;
    if (guard || !qApp)
        return;
    guard = new WheelGuard(qApp);
    qApp->installEventFilter(guard);
}

bool WheelGuard::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::FocusIn || event->type() == QEvent::Polish) {
        if (auto *w = qobject_cast<QWidget *>(watched);
            w && isField(w) && w->focusPolicy() == Qt::WheelFocus)
            w->setFocusPolicy(Qt::StrongFocus); // the wheel must not focus a field by itself
        return false;
    }
    if (event->type() != QEvent::Wheel)
        return false;
    auto *w = qobject_cast<QWidget *>(watched);
    if (!w || !isField(w) || w->hasFocus())
        return false;
    // Scrolling past a field: the panel under it scrolls instead.
    if (QWidget *parent = w->parentWidget())
        QCoreApplication::sendEvent(parent, event);
    return true;
}

} // namespace clw
