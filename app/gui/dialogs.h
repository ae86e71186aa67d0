// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QMap>
#include <QMessageBox>
#include <QString>
#include <QStringList>

#include <optional>

class QDialog;
class QWidget;

namespace cl {

/**
 * Every file and message dialog of the app goes through here (KeePassXC's fileDialog() and
 * MessageBox::setNextAnswer()), so a test installs its own answers and drives the real actions:
 * File > Open with a file name, the unsaved-changes question with Discard, and so on.
 */
class Dialogs
{
public:
    virtual ~Dialogs() = default;

    /** The installed dialogs: the real ones unless a test set others. */
    static Dialogs &instance();
    /** For tests: answer with these from now on; nullptr restores the real dialogs. */
    static void setInstance(Dialogs *dialogs);

    virtual QString openFileName(QWidget *parent, const QString &caption, const QString &dir,
                                 const QString &filter);
    /** Several files at once (calibration inputs); empty when cancelled. */
    virtual QStringList openFileNames(QWidget *parent, const QString &caption, const QString &dir,
                                      const QString &filter);
    virtual QString saveFileName(QWidget *parent, const QString &caption, const QString &dir,
                                 const QString &filter);

    /** What a message box asks; buttonTexts renames standard buttons ("Recover"). */
    struct Message
    {
        QMessageBox::Icon icon = QMessageBox::Information;
        QString title;
        QString text;
        QString informative;
        QString details;
        QMessageBox::StandardButtons buttons = QMessageBox::Ok;
        QMessageBox::StandardButton defaultButton = QMessageBox::NoButton;
        QMap<QMessageBox::StandardButton, QString> buttonTexts;
        QString objectName;
    };
    virtual QMessageBox::StandardButton ask(QWidget *parent, const Message &message);

    /** A whole number from the user, or nothing when cancelled. */
    virtual std::optional<int> integer(QWidget *parent, const QString &title, const QString &label,
                                       int value, int min, int max);

    /** Runs a modal dialog of the app's own (export settings, calibration). */
    virtual int exec(QDialog *dialog);

    // Shorthands over ask().
    void warning(QWidget *parent, const QString &title, const QString &text,
                 const QString &details = {});
    bool question(QWidget *parent, const QString &title, const QString &text);
};

} // namespace cl
