// SPDX-License-Identifier: GPL-3.0-or-later
#include "sharingtext.h"

#include <QCoreApplication>

namespace cl {

QString sharingWhyText(const std::string &why)
{
    if (why == "ok")
        return QCoreApplication::translate("Sharing", "Eligible");
    if (why == "memory_below_8gb")
        return QCoreApplication::translate(
            "Sharing", "Under 8 GB of memory: the platforms' jobs pass it over");
    if (why == "no_platform_rate")
        return QCoreApplication::translate("Sharing",
                                           "No sharing platform in the catalog rents this card");
    if (why == "unknown_gpu")
        return QCoreApplication::translate("Sharing", "Not in the catalog");
    return QString::fromStdString(why);
}

QStringList sharingChecklist()
{
    return {
        QCoreApplication::translate("Sharing",
                                    "Share a machine of its own, or at least a system on its own "
                                    "physical disk, apart from the disk that holds your work."),
        QCoreApplication::translate("Sharing",
                                    "Never share a production machine or one with important "
                                    "files: assume a job may try to reach them (GPU memory "
                                    "overruns, side channels)."),
        QCoreApplication::translate("Sharing",
                                    "Give the platform client's access token a strong password "
                                    "and keep it to that machine."),
        QCoreApplication::translate("Sharing",
                                    "Watch for GPU use you did not expect and for unusual "
                                    "outbound traffic."),
        QCoreApplication::translate("Sharing",
                                    "Keep it online: platforms lower the standing of machines "
                                    "that drop off the network or lose power."),
    };
}

} // namespace cl
