// SPDX-License-Identifier: GPL-3.0-or-later
// A serving setup of a catalog model preset on a catalog GPU, as the serving tests start from:
// its MLA where the preset has one, the GPU's default profile and its usual server's fabric.
#pragma once

#include "engine/modelshape.h"
#include "serving/servingcost.h"
#include "serving/servingmodel.h"
#include "testcatalog.h"

inline cl::ServingSetup presetServingSetup(const char *model, const char *gpu,
                                           cl::QuantFormat weights, int gpus = 1, int tp = 1)
{
    const cl::Catalog &c = bundledCatalog();
    cl::ServingSetup s;
    cl::ModelSpec spec;
    spec.preset = model;
    s.shape = *cl::resolveModel(spec, c);
    const cl::ModelPreset *m = c.modelPreset(model);
    if (m->kvLoraRank > 0)
        s.mla = cl::LatentAttention {m->kvLoraRank, m->ropeHeadDim};
    s.gpu = c.gpu(gpu);
    s.gpus = gpus;
    s.tp = tp;
    s.precision.weights = weights;
    s.precision.activations = weights == cl::QuantFormat::INT4 ? cl::QuantFormat::BF16 : weights;
    s.profile = cl::defaultProfileFor(*s.gpu);
    const cl::ServingFabric f = cl::servingFabric(c, *s.gpu);
    s.scaleOutBytesPerS = f.scaleOutBytesPerS;
    s.gpusPerServer = f.gpusPerServer;
    return s;
}
