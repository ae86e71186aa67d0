// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger [FILE] [--lang en|zh_CN] [--screenshot PNG]
#include "gui/application.h"

int main(int argc, char **argv)
{
    return cl::runApplication(argc, argv);
}
