// SPDX-License-Identifier: GPL-3.0-or-later
#include "englishwording.h"

#include "diagnostictext.h"
#include "engine/estimate.h"
#include "ledgerformat.h"

namespace cl {

JsonWording textWording()
{
    JsonWording w;
    w.diagnostic = [](const Diagnostic &d) {
        return diagnosticText(d).toStdString();
    };
    w.bottleneck = [](const std::vector<StepShare> &parts) {
        return display::bottleneck(parts).toStdString();
    };
    w.reason = [](const std::string &code) {
        return reasonText(code).toStdString();
    };
    w.formula = [](const std::string &key) {
        return formulaText(key).toStdString();
    };
    return w;
}

} // namespace cl
