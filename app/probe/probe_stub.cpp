// SPDX-License-Identifier: GPL-3.0-or-later
// clusterledger-probe as built without a CUDA toolkit: the same command line, an honest answer.
#include "probereportwriter.h"

#include <iostream>

int main()
{
    using namespace cl::probe;
    auto report = reportSkeleton("default", false);
    const int code = finishReport(
        report, "unavailable", "cuda_not_built",
        "this ClusterLedger was built without the CUDA toolkit: the probe cannot measure a GPU",
        ExitNotBuilt);
    std::cerr << "clusterledger-probe: built without CUDA\n";
    emitLine(std::cout, report);
    return code;
}
