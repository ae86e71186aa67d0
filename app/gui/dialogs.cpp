// SPDX-License-Identifier: GPL-3.0-or-later
#include "dialogs.h"

#include <QAbstractButton>
#include <QDialog>
#include <QFileDialog>
#include <QInputDialog>

namespace cl {

namespace {
Dialogs gRealDialogs;
Dialogs *gInstalled = nullptr;
} // namespace

Dialogs &Dialogs::instance()
{
    return gInstalled ? *gInstalled : gRealDialogs;
}

void Dialogs::setInstance(Dialogs *dialogs)
{
    gInstalled = dialogs;
}

QString Dialogs::openFileName(QWidget *parent, const QString &caption, const QString &dir,
                              const QString &filter)
{
    return QFileDialog::getOpenFileName(parent, caption, dir, filter);
}

QStringList Dialogs::openFileNames(QWidget *parent, const QString &caption, const QString &dir,
                                   const QString &filter)
{
    return QFileDialog::getOpenFileNames(parent, caption, dir, filter);
}

QString Dialogs::saveFileName(QWidget *parent, const QString &caption, const QString &dir,
                              const QString &filter)
{
    return QFileDialog::getSaveFileName(parent, caption, dir, filter);
}

QMessageBox::StandardButton Dialogs::ask(QWidget *parent, const Message &m)
{
    QMessageBox box(m.icon, m.title, m.text, m.buttons, parent);
    if (!m.objectName.isEmpty())
        box.setObjectName(m.objectName);
    if (!m.informative.isEmpty())
        box.setInformativeText(m.informative);
    if (!m.details.isEmpty())
        box.setDetailedText(m.details);
    if (m.defaultButton != QMessageBox::NoButton)
        box.setDefaultButton(m.defaultButton);
    for (auto it = m.buttonTexts.begin(); it != m.buttonTexts.end(); ++it) {
        if (QAbstractButton *b = box.button(it.key()))
            b->setText(it.value());
    }
    return QMessageBox::StandardButton(box.exec());
}

std::optional<int> Dialogs::integer(QWidget *parent, const QString &title, const QString &label,
                                    int value, int min, int max)
{
    bool ok = false;
    const int n = QInputDialog::getInt(parent, title, label, value, min, max, 1, &ok);
    return ok ? std::optional<int>(n) : std::nullopt;
}

int Dialogs::exec(QDialog *dialog)
{
    return dialog->exec();
}

void Dialogs::warning(QWidget *parent, const QString &title, const QString &text,
                      const QString &details)
{
    Message m;
    m.icon = QMessageBox::Warning;
    m.title = title;
    m.text = text;
    m.details = details;
    ask(parent, m);
}

bool Dialogs::question(QWidget *parent, const QString &title, const QString &text)
{
    Message m;
    m.icon = QMessageBox::Question;
    m.title = title;
    m.text = text;
    m.buttons = QMessageBox::Yes | QMessageBox::No;
    m.defaultButton = QMessageBox::Yes;
    return ask(parent, m) == QMessageBox::Yes;
}

} // namespace cl
