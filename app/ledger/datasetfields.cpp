// SPDX-License-Identifier: GPL-3.0-or-later
#include "datasetfields.h"

#include "engine/datafeed.h"
#include "engine/modelshape.h"
#include "formlabels.h"
#include "text/ledgerformat.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>

#include <initializer_list>

namespace cl {

namespace {

constexpr int kDefaultWorkers = 2; // engine/datafeed.cpp: Megatron-LM's --num-workers

} // namespace

DatasetFields::DatasetFields(QWidget *parent)
    : QObject(parent)
{
    mKind = new QComboBox(parent);
    mKind->setObjectName(QStringLiteral("targetDatasetKind"));
    // As wide as the other fields: the row stays beside its label at 1366 x 768.
    mKind->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mKind->setMinimumContentsLength(12);
    for (DatasetKind k :
         {DatasetKind::Tokens, DatasetKind::Text, DatasetKind::ImageText, DatasetKind::Video})
        mKind->addItem(QString(), int(k));
    mWorkers = new QSpinBox(parent);
    mWorkers->setObjectName(QStringLiteral("targetLoaderWorkers"));
    mWorkers->setRange(0, 64);
    mBytes = new QDoubleSpinBox(parent);
    mBytes->setObjectName(QStringLiteral("targetBytesPerToken"));
    mBytes->setRange(0, 1e7);
    mBytes->setDecimals(2);
    mBytes->setSuffix(QStringLiteral(" B"));
    mCpu = new QDoubleSpinBox(parent);
    mCpu->setObjectName(QStringLiteral("targetCpuPerToken"));
    mCpu->setRange(0, 1e6);
    mCpu->setDecimals(3);
    mCpu->setSuffix(QStringLiteral(" µs"));
    for (QAbstractSpinBox *s : std::initializer_list<QAbstractSpinBox *> {mWorkers, mBytes, mCpu})
        s->setKeyboardTracking(false);

    connect(mKind, &QComboBox::currentIndexChanged, this, [this] {
        updateHints();
        if (!mLoading)
            emit edited(200);
    });
    connect(mWorkers, &QSpinBox::valueChanged, this, [this] {
        if (!mLoading)
            emit edited(201);
    });
    int field = 202;
    for (QDoubleSpinBox *s : {mBytes, mCpu}) {
        const int f = field++;
        connect(s, &QDoubleSpinBox::valueChanged, this, [this, f] {
            if (!mLoading)
                emit edited(f);
        });
    }
}

void DatasetFields::addRows(QFormLayout *form)
{
    for (QWidget *w : std::initializer_list<QWidget *> {mKind, mWorkers, mBytes, mCpu})
        form->addRow(new QLabel(form->parentWidget()), w);
}

void DatasetFields::retranslate(QFormLayout *form)
{
    const std::pair<QWidget *, QString> labels[] = {{mKind, tr("Dataset")},
                                                    {mWorkers, tr("Loader workers per GPU")},
                                                    {mBytes, tr("Bytes read per token")},
                                                    {mCpu, tr("Host time per token")}};
    clw::setFormLabels(form, labels);
    mKind->setItemText(0, tr("Pre-tokenised shards"));
    mKind->setItemText(1, tr("Raw text (tokenised by the loader)"));
    mKind->setItemText(2, tr("Image-text pairs"));
    mKind->setItemText(3, tr("Video clips"));
    mKind->setToolTip(tr("What the data loaders read and decode for the GPUs: the ledger checks "
                         "it against the file servers' read rate and the servers' CPU cores"));
    mWorkers->setSpecialValueText(tr("None: loads between steps"));
    mWorkers->setToolTip(tr("DataLoader worker processes per GPU (num_workers). With workers the "
                            "next batch loads while the GPUs compute; with none every step "
                            "waits for its data (seed 000's 5 % utilisation)."));
    mBytes->setSpecialValueText(tr("The dataset's"));
    mCpu->setSpecialValueText(tr("The dataset's"));
    updateHints();
}

void DatasetFields::updateHints()
{
    // The kind's own figures, shown where the boxes are left at "the dataset's".
    Dataset d;
    d.kind = DatasetKind(mKind->currentData().toInt());
    const DataFeed f = dataFeedFor(d, ModelShape {});
    mBytes->setToolTip(tr("Read from storage per trained token; %1 B for this kind")
                           .arg(display::number(f.bytesPerToken, 0)));
    mCpu->setToolTip(tr("Host core time per token to decode or tokenise it; %1 µs for this kind")
                         .arg(display::number(f.cpuSecondsPerToken * 1e6, 2)));
}

void DatasetFields::load(const std::optional<Dataset> &dataset)
{
    mLoading = true;
    mLoaded = dataset;
    const Dataset d = dataset.value_or(Dataset {});
    mKind->setCurrentIndex(mKind->findData(int(d.kind)));
    mWorkers->setValue(d.workersPerGpu.value_or(kDefaultWorkers));
    mBytes->setValue(d.bytesPerToken.value_or(0));
    mCpu->setValue(d.cpuUsPerToken.value_or(0));
    mShownBytes = mBytes->value();
    mShownCpu = mCpu->value();
    updateHints();
    mLoading = false;
}

std::optional<Dataset> DatasetFields::read() const
{
    // What the boxes show unchanged stays as the file had it, to the digit the boxes round away
    // (a stated default stays stated; 0.004 µs is not 0).
    Dataset d = mLoaded.value_or(Dataset {});
    d.kind = DatasetKind(mKind->currentData().toInt());
    if (mWorkers->value() != d.workersPerGpu.value_or(kDefaultWorkers))
        d.workersPerGpu = mWorkers->value();
    if (mBytes->value() != mShownBytes)
        d.bytesPerToken
            = mBytes->value() > 0 ? std::optional<double>(mBytes->value()) : std::nullopt;
    if (mCpu->value() != mShownCpu)
        d.cpuUsPerToken = mCpu->value() > 0 ? std::optional<double>(mCpu->value()) : std::nullopt;
    if (!mLoaded && d == Dataset {})
        return std::nullopt; // pre-tokenised at the defaults: as a file without a dataset
    return d;
}

} // namespace cl
