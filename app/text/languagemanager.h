// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QObject>
#include <QString>
#include <QTranslator>

namespace cl {

/**
 * Loads Qt's own translations (so standard dialogs follow) and ours, as Tiled's LanguageManager
 * does. Switching language at run time sends LanguageChange to every widget.
 */
class LanguageManager : public QObject
{
    Q_OBJECT

public:
    static LanguageManager *instance();

    /** "en", "zh_CN", or empty for the system locale. Returns false if ours is missing. */
    bool setLanguage(const QString &language);
    QString language() const { return mLanguage; }
    /** The languages we ship, as codes. */
    static QStringList availableLanguages();
    /** The language to use for "system": zh_CN for any Chinese locale, else en. */
    static QString systemLanguage();

private:
    using QObject::QObject;
    QTranslator mQtTranslator;
    QTranslator mAppTranslator;
    QString mLanguage;
};

} // namespace cl
