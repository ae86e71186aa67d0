// SPDX-License-Identifier: GPL-3.0-or-later
// The test side of cl::Dialogs (KeePassXC's setNextFileName / setNextAnswer): a test queues the
// file names and answers a user would give, triggers the real action, then checks what was asked.
// An unexpected dialog fails the test instead of blocking it.
#pragma once

#include "gui/dialogs.h"

#include <QDialog>
#include <QQueue>
#include <QStringList>

#include <functional>

class ScriptedDialogs : public cl::Dialogs
{
public:
    ScriptedDialogs()
        : mOuter(sCurrent)
    {
        cl::Dialogs::setInstance(this);
        sCurrent = this;
    }
    ~ScriptedDialogs() override
    {
        // Nested scripts (a helper's inside a test's) hand the answers back to the outer one.
        sCurrent = mOuter;
        cl::Dialogs::setInstance(mOuter);
    }
    /** The innermost script in force, if any. */
    static ScriptedDialogs *current() { return sCurrent; }

    void setNextFileName(const QString &name) { mFileNames.enqueue(name); }
    /** One multi-file choice (Add Files…): the names, or empty for Cancel. */
    void setNextFileNames(const QStringList &names) { mFileLists.enqueue(names); }
    void setNextAnswer(QMessageBox::StandardButton answer) { mAnswers.enqueue(answer); }
    void setNextInteger(std::optional<int> value) { mIntegers.enqueue(value); }
    /** What exec() does with the app's own dialogs (default: accept them as they are). */
    void setDialogHandler(std::function<int(QDialog *)> handler) { mHandler = std::move(handler); }

    /** Titles of the message boxes shown so far, in order ("Unsaved Changes", ...). */
    const QStringList &askedTitles() const { return mTitles; }
    const QList<Message> &asked() const { return mAsked; }
    /** Dialogs that came with nothing queued to answer them. */
    const QStringList &unexpected() const { return mUnexpected; }
    bool allAnswered() const
    {
        return mFileNames.isEmpty() && mFileLists.isEmpty() && mAnswers.isEmpty()
               && mIntegers.isEmpty();
    }

    QString openFileName(QWidget *, const QString &caption, const QString &,
                         const QString &) override
    {
        return nextFileName(caption);
    }
    QStringList openFileNames(QWidget *, const QString &caption, const QString &,
                              const QString &) override
    {
        if (mFileLists.isEmpty()) {
            mUnexpected.append(caption);
            return {};
        }
        return mFileLists.dequeue();
    }
    QString saveFileName(QWidget *, const QString &caption, const QString &,
                         const QString &) override
    {
        return nextFileName(caption);
    }
    QMessageBox::StandardButton ask(QWidget *, const Message &m) override
    {
        mTitles.append(m.title);
        mAsked.append(m);
        if (mAnswers.isEmpty()) {
            // A plain notice (one OK button) needs no answer; a question does.
            if (m.buttons == QMessageBox::Ok)
                return QMessageBox::Ok;
            mUnexpected.append(m.title);
            return QMessageBox::Cancel;
        }
        return mAnswers.dequeue();
    }
    std::optional<int> integer(QWidget *, const QString &title, const QString &, int, int,
                               int) override
    {
        if (mIntegers.isEmpty()) {
            mUnexpected.append(title);
            return std::nullopt;
        }
        return mIntegers.dequeue();
    }
    int exec(QDialog *dialog) override
    {
        return mHandler ? mHandler(dialog) : int(QDialog::Accepted);
    }

private:
    QString nextFileName(const QString &caption)
    {
        if (mFileNames.isEmpty()) {
            mUnexpected.append(caption);
            return {};
        }
        return mFileNames.dequeue();
    }

    static inline ScriptedDialogs *sCurrent = nullptr;
    ScriptedDialogs *mOuter = nullptr;
    QQueue<QString> mFileNames;
    QQueue<QStringList> mFileLists;
    QQueue<QMessageBox::StandardButton> mAnswers;
    QQueue<std::optional<int>> mIntegers;
    std::function<int(QDialog *)> mHandler;
    QStringList mTitles;
    QList<Message> mAsked;
    QStringList mUnexpected;
};
