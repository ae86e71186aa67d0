// SPDX-License-Identifier: GPL-3.0-or-later
#include "architecturefields.h"

#include "formlabels.h"
#include "spinboxes.h"

#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include <initializer_list>

namespace cl {

ArchitectureFields::ArchitectureFields(QWidget *parent)
    : QObject(parent)
{
    using clw::intBox;
    mLayers = intBox(parent, 1, 1000, "targetLayers");
    mHidden = intBox(parent, 64, 200000, "targetHidden");
    mHidden->setSingleStep(128);
    mHeads = intBox(parent, 1, 4096, "targetHeads");
    mKvHeads = intBox(parent, 1, 4096, "targetKvHeads");
    mFfn = intBox(parent, 64, 1000000, "targetFfn");
    mFfn->setSingleStep(256);
    mFfnType = new QComboBox(parent);
    mFfnType->setObjectName(QStringLiteral("targetFfnType"));
    mFfnType->addItem(QStringLiteral("GELU"), int(FfnType::Gelu));
    mFfnType->addItem(QStringLiteral("SwiGLU"), int(FfnType::SwiGlu));
    mVocab = intBox(parent, 1, 10000000, "targetVocab");
    mLocal = new QComboBox(parent);
    mLocal->setObjectName(QStringLiteral("targetLocalAttention"));
    // As wide as the other fields: the row stays beside its label at 1366 x 768.
    mLocal->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mLocal->setMinimumContentsLength(12);
    for (LocalAttention kind : {LocalAttention::None, LocalAttention::Sliding,
                                LocalAttention::Chunked, LocalAttention::Linear})
        mLocal->addItem(QString(), int(kind));
    mWindow = intBox(parent, 1, 100'000'000, "targetAttentionWindow");
    mWindow->setSingleStep(1024);
    mFullEvery = intBox(parent, 0, 100000, "targetFullAttentionEvery");

    int field = 0;
    for (QSpinBox *s : {mLayers, mHidden, mHeads, mKvHeads, mFfn, mVocab, mWindow, mFullEvery}) {
        const int f = field++;
        connect(s, &QSpinBox::valueChanged, this, [this, f] {
            if (!mLoading)
                emit edited(100 + f);
        });
    }
    for (QComboBox *c : {mFfnType, mLocal}) {
        const int f = field++;
        connect(c, &QComboBox::currentIndexChanged, this, [this, f] {
            if (mLoading)
                return;
            updateAttentionRows();
            emit edited(100 + f);
        });
    }
}

void ArchitectureFields::addRows(QFormLayout *form)
{
    mForm = form;
    for (QWidget *w :
         std::initializer_list<QWidget *> {mLayers, mHidden, mHeads, mKvHeads, mFfn, mFfnType,
                                           mVocab, mLocal, mWindow, mFullEvery})
        form->addRow(new QLabel(form->parentWidget()), w);
}

void ArchitectureFields::retranslate(QFormLayout *form)
{
    const std::pair<QWidget *, QString> labels[] = {{mLayers, tr("Layers")},
                                                    {mHidden, tr("Hidden size")},
                                                    {mHeads, tr("Attention heads")},
                                                    {mKvHeads, tr("KV heads (GQA)")},
                                                    {mFfn, tr("FFN size")},
                                                    {mFfnType, tr("FFN type")},
                                                    {mVocab, tr("Vocabulary")},
                                                    {mLocal, tr("Local attention")},
                                                    {mWindow, tr("Attention window (tokens)")},
                                                    {mFullEvery, tr("Full attention every")}};
    clw::setFormLabels(form, labels);
    mLocal->setItemText(0, tr("None (full attention)"));
    mLocal->setItemText(1, tr("Sliding window"));
    mLocal->setItemText(2, tr("Chunked"));
    mLocal->setItemText(3, tr("Linear (fixed state)"));
    mLocal->setToolTip(tr("How the layers that do not attend over the whole context attend: a "
                          "sliding window (gpt-oss, Mistral), chunks of the context (Llama 4) or "
                          "a linear-attention state (MiniMax-M1). It bounds the KV cache a "
                          "request holds and the attention FLOPs at long contexts."));
    mFullEvery->setSpecialValueText(tr("No layer"));
    mFullEvery->setToolTip(tr("One layer in this many still attends over the whole context "
                              "(Llama 4: 4, MiniMax-M1: 8, gpt-oss: 2)"));
}

void ArchitectureFields::setShown(QFormLayout *form, bool shown)
{
    for (QWidget *field : std::initializer_list<QWidget *> {mLayers, mHidden, mHeads, mKvHeads,
                                                            mFfn, mFfnType, mVocab, mLocal}) {
        field->setVisible(shown);
        if (QWidget *l = form->labelForField(field))
            l->setVisible(shown);
    }
    if (!shown) {
        for (QWidget *field :
             {static_cast<QWidget *>(mWindow), static_cast<QWidget *>(mFullEvery)}) {
            field->setVisible(false);
            if (QWidget *l = form->labelForField(field))
                l->setVisible(false);
        }
        return;
    }
    updateAttentionRows();
}

void ArchitectureFields::updateAttentionRows()
{
    if (!mForm || !mLocal->isVisibleTo(mForm->parentWidget()))
        return;
    const auto kind = LocalAttention(mLocal->currentData().toInt());
    const bool local = kind != LocalAttention::None;
    const bool windowed = local && kind != LocalAttention::Linear;
    for (auto [field, shown] : {std::pair<QWidget *, bool> {mWindow, windowed},
                                std::pair<QWidget *, bool> {mFullEvery, local}}) {
        field->setVisible(shown);
        if (QWidget *l = mForm->labelForField(field))
            l->setVisible(shown);
    }
}

void ArchitectureFields::load(const Architecture &a)
{
    mLoading = true;
    mLoaded = a;
    mLayers->setValue(a.layers);
    mHidden->setValue(a.hidden);
    mHeads->setValue(a.heads);
    mKvHeads->setValue(a.kvHeads);
    mFfn->setValue(a.ffn);
    mFfnType->setCurrentIndex(mFfnType->findData(int(a.ffnType)));
    mVocab->setValue(a.vocab);
    mLocal->setCurrentIndex(mLocal->findData(int(a.localAttention)));
    mWindow->setValue(a.attentionWindow > 0 ? a.attentionWindow : 4096);
    mFullEvery->setValue(a.fullAttentionEvery);
    updateAttentionRows();
    mLoading = false;
}

std::optional<Architecture> ArchitectureFields::read() const
{
    Architecture a = mLoaded;
    a.layers = mLayers->value();
    a.hidden = mHidden->value();
    a.heads = mHeads->value();
    a.kvHeads = mKvHeads->value();
    a.ffn = mFfn->value();
    a.ffnType = FfnType(mFfnType->currentData().toInt());
    a.vocab = mVocab->value();
    a.localAttention = LocalAttention(mLocal->currentData().toInt());
    const bool windowed = a.localAttention == LocalAttention::Sliding
                          || a.localAttention == LocalAttention::Chunked;
    a.attentionWindow = windowed ? mWindow->value() : 0;
    a.fullAttentionEvery = a.localAttention != LocalAttention::None ? mFullEvery->value() : 0;
    if (a.denseLayers > a.layers)
        a.denseLayers = a.layers;
    const bool headsSplit = a.headDim > 0 || a.hidden % a.heads == 0;
    if (!headsSplit || a.heads % a.kvHeads != 0)
        return std::nullopt;
    return a;
}

} // namespace cl
