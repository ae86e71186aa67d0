// SPDX-License-Identifier: GPL-3.0-or-later
#include "languagemanager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>

namespace cl {

LanguageManager *LanguageManager::instance()
{
    // Not a child of the application: the CLI's report command ends its QGuiApplication before
    // the process does, and the manager (reachable from here) must outlive it.
    static auto *manager = new LanguageManager(nullptr);
    return manager;
}

QStringList LanguageManager::availableLanguages()
{
    return {QStringLiteral("en"), QStringLiteral("zh_CN")};
}

QString LanguageManager::systemLanguage()
{
    return QLocale::system().language() == QLocale::Chinese ? QStringLiteral("zh_CN")
                                                            : QStringLiteral("en");
}

bool LanguageManager::setLanguage(const QString &requested)
{
    const QString language = requested.isEmpty() ? systemLanguage() : requested;
    if (!availableLanguages().contains(language))
        return false;
    QCoreApplication::removeTranslator(&mQtTranslator);
    QCoreApplication::removeTranslator(&mAppTranslator);
    mLanguage = language;
    QLocale::setDefault(QLocale(language));
    // Qt's own strings (dialog buttons, file dialogs) from qt6-translations-l10n. English needs
    // none; its own file holds only the plural forms ("1 group", "4 groups" for "%n group(s)").
    if (language != QLatin1String("en")
        && mQtTranslator.load(QStringLiteral("qt_") + language,
                              QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(&mQtTranslator);
    const bool ours = mAppTranslator.load(QStringLiteral(":/i18n/clusterledger_") + language);
    if (ours)
        QCoreApplication::installTranslator(&mAppTranslator);
    return ours;
}

} // namespace cl
