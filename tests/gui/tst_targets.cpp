// SPDX-License-Identifier: GPL-3.0-or-later
// The Targets panel's training choices driven as a user would: the software stack, goodput, the
// team profile and asynchronous checkpoints, each one undoable edit the ledger follows; and the
// panels readable on a laptop screen, and the charts and fields in their natural units.
#include "charts/chartpanel.h"
#include "cost/tariff.h"
#include "diagnosticlist.h"
#include "document/document.h"
#include "engine/ledger.h"
#include "gui/mainwindow.h"
#include "guidriver.h"
#include "io/designformat.h"
#include "io/designreader.h"
#include "ledger/chartsdock.h"
#include "ledger/ledgerservice.h"
#include "model/replicate.h"
#include "quantityspinbox.h"
#include "scripteddialogs.h"
#include "text/diagnostictext.h"
#include "text/languagemanager.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPushButton>
#include <QScrollArea>
#include <QSet>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QValueAxis>
#include <QtTest>

#include <algorithm>
#include <cmath>

using namespace cl;
using namespace guidriver;

class TestTargets : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QStandardPaths::setTestModeEnabled(true); }

    /** The software stack and a modelled goodput are choices in the Targets panel: each edit is
     *  one undoable change, and the ledger's numbers are the engine's for that design. */
    void stackAndModelledGoodputAreTargets()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(w.ledgerService()->waitForIdle());
        QVERIFY(w.ledgerService()->ledger()->training->goodput.modelled);
        auto *stack = w.findChild<QComboBox *>(QStringLiteral("targetStack"));
        auto *goodput = w.findChild<QSpinBox *>(QStringLiteral("targetGoodput"));
        QVERIFY(stack && goodput);
        QCOMPARE(goodput->text(), goodput->specialValueText()); // absent = "Modelled"
        const double before = w.ledgerService()->ledger()->training->stepTimeS;
        stack->setCurrentIndex(stack->findData(QStringLiteral("fsdp")));
        QCOMPARE(w.document()->design().workload.stack.value_or(""), std::string("fsdp"));
        QVERIFY(w.ledgerService()->waitForIdle());
        const auto ledger = w.ledgerService()->ledger();
        QCOMPARE(ledger->cluster->profile.stack, std::string("fsdp"));
        const DesignLedger direct = evaluateDesign(w.document()->design(), w.document()->catalog());
        QCOMPARE(ledger->training->stepTimeS, direct.training->stepTimeS);
        QVERIFY(ledger->training->stepTimeS != before);
        goodput->setValue(70);
        QCOMPARE(w.document()->design().workload.goodput.value_or(0), 0.7);
        QVERIFY(w.ledgerService()->waitForIdle());
        QVERIFY(!w.ledgerService()->ledger()->training->goodput.modelled);
        QCOMPARE(w.ledgerService()->ledger()->training->goodput.value, 0.7);
        w.document()->undoStack()->undo();
        QVERIFY(!w.document()->design().workload.goodput.has_value());
        w.document()->undoStack()->undo();
        QVERIFY(!w.document()->design().workload.stack.has_value());
    }

    /** The team profile and asynchronous checkpoints are targets too: a typical team's ledger
     *  runs at the seeds' share of the published best with their band, the headline says the
     *  band, and each edit undoes on its own. */
    void teamProfileAndAsyncCheckpointsAreTargets()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(w.ledgerService()->waitForIdle());
        const double best = w.ledgerService()->ledger()->training->mfu;
        QVERIFY(w.ledgerService()->ledger()->training->band);
        auto *team = w.findChild<QComboBox *>(QStringLiteral("targetTeamProfile"));
        auto *async = w.findChild<QCheckBox *>(QStringLiteral("targetAsyncCheckpoint"));
        QVERIFY(team && async);
        QCOMPARE(team->count(), 2);
        QVERIFY(!team->currentText().isEmpty());
        team->setCurrentIndex(team->findData(int(TeamProfile::Typical)));
        QCOMPARE(w.document()->design().workload.teamProfile, TeamProfile::Typical);
        QVERIFY(w.ledgerService()->waitForIdle());
        const auto typical = w.ledgerService()->ledger();
        QVERIFY2(std::abs(typical->training->mfu / best - 27.5 / 50.0) < 1e-3,
                 qPrintable(QString::number(typical->training->mfu / best)));
        QCOMPARE(typical->training->band->regime, std::string("team:typical"));
        async->setChecked(true);
        QVERIFY(w.document()->design().workload.asyncCheckpoint);
        // A typical team misses the example's 120-day deadline: the Diagnostics dock says so.
        auto *list = w.findChild<clw::DiagnosticList *>(QStringLiteral("diagnosticList"));
        QVERIFY(list);
        QTRY_VERIFY(list->count(clw::SeverityLevel::Error) > 0);
        if (auto *dock = w.findChild<QDockWidget *>(QStringLiteral("targetsDock")))
            dock->raise();
        shot(&w, QStringLiteral("targets-typical-team"), QSize(1366, 768));
        QVERIFY(w.ledgerService()->waitForIdle());
        QVERIFY(w.ledgerService()->ledger()->training->goodput.asynchronous);
        QCoreApplication::processEvents();
        auto *headline = w.findChild<QLabel *>(QStringLiteral("ledgerHeadline"));
        QVERIFY(headline);
        QVERIFY2(headline->text().contains(QStringLiteral("P10")), qPrintable(headline->text()));
        w.document()->undoStack()->undo();
        QVERIFY(!w.document()->design().workload.asyncCheckpoint);
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->design().workload.teamProfile, TeamProfile::PublishedBest);
    }

    /** A preset turned into a custom architecture keeps what the rows do not show (Llama 4
     *  Scout's experts), and local attention is edited in place: each change one undoable step,
     *  the window's row shown only where a window applies, and the ledger follows. */
    void customArchitectureEditsLocalAttention()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(w.ledgerService()->waitForIdle());
        auto *model = w.findChild<QComboBox *>(QStringLiteral("targetModel"));
        auto *local = w.findChild<QComboBox *>(QStringLiteral("targetLocalAttention"));
        auto *window = w.findChild<QSpinBox *>(QStringLiteral("targetAttentionWindow"));
        auto *every = w.findChild<QSpinBox *>(QStringLiteral("targetFullAttentionEvery"));
        auto *layers = w.findChild<QSpinBox *>(QStringLiteral("targetLayers"));
        QVERIFY(model && local && window && every && layers);
        model->setCurrentIndex(model->findData(QStringLiteral("llama-4-scout")));
        QCOMPARE(w.document()->design().workload.model.preset.value_or(""),
                 std::string("llama-4-scout"));
        QVERIFY(!local->isVisibleTo(&w)); // a preset's architecture is the catalog's
        model->setCurrentIndex(model->findData(QStringLiteral("__custom")));
        const auto &spec = w.document()->design().workload.model;
        QVERIFY(spec.architecture);
        QCOMPARE(spec.architecture->experts, 16);
        QCOMPARE(spec.architecture->localAttention, LocalAttention::Chunked);
        QVERIFY(local->isVisibleTo(&w) && window->isVisibleTo(&w) && every->isVisibleTo(&w));
        QCOMPARE(window->value(), 8192);
        QCOMPARE(every->value(), 4);

        layers->setValue(40);
        QCOMPARE(w.document()->design().workload.model.architecture->layers, 40);
        QCOMPARE(w.document()->design().workload.model.architecture->experts, 16);
        window->setValue(4096);
        QCOMPARE(w.document()->design().workload.model.architecture->attentionWindow, 4096);
        local->setCurrentIndex(local->findData(int(LocalAttention::Linear)));
        const Architecture linear = *w.document()->design().workload.model.architecture;
        QCOMPARE(linear.localAttention, LocalAttention::Linear);
        QCOMPARE(linear.attentionWindow, 0);
        QVERIFY(!window->isVisibleTo(&w) && every->isVisibleTo(&w));
        QVERIFY(w.ledgerService()->waitForIdle());
        const DesignLedger direct = evaluateDesign(w.document()->design(), w.document()->catalog());
        QVERIFY(direct.training && direct.training->valid);
        QCOMPARE(w.ledgerService()->ledger()->training->stepTimeS, direct.training->stepTimeS);
        if (auto *dock = w.findChild<QDockWidget *>(QStringLiteral("targetsDock")))
            dock->raise();
        for (QScrollArea *area : w.findChildren<QScrollArea *>()) {
            if (area->isAncestorOf(local))
                area->ensureWidgetVisible(every);
        }
        shot(&w, QStringLiteral("targets-local-attention"), QSize(1366, 768));
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
        QCoreApplication::processEvents();
        auto *form = qobject_cast<QFormLayout *>(local->parentWidget()->layout());
        QVERIFY(form);
        auto *label = qobject_cast<QLabel *>(form->labelForField(local));
        QVERIFY(label);
        QCOMPARE(label->text(), QString::fromUtf8("局部注意力"));
        shot(&w, QStringLiteral("targets-local-attention-zh"), QSize(1600, 1000));
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));

        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->design().workload.model.architecture->localAttention,
                 LocalAttention::Chunked);
        QCOMPARE(local->currentData().toInt(), int(LocalAttention::Chunked));
        w.document()->undoStack()->undo();
        QCOMPARE(w.document()->design().workload.model.architecture->attentionWindow, 8192);
    }

    /** What feeds the GPUs (format 13): the dataset and its loader workers are targets; a run
     *  left at the defaults writes no dataset, and loading between steps shows in the ledger. */
    void theDatasetIsATarget()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(w.ledgerService()->waitForIdle());
        auto *kind = w.findChild<QComboBox *>(QStringLiteral("targetDatasetKind"));
        auto *workers = w.findChild<QSpinBox *>(QStringLiteral("targetLoaderWorkers"));
        auto *bytes = w.findChild<QDoubleSpinBox *>(QStringLiteral("targetBytesPerToken"));
        QVERIFY(kind && workers && bytes);
        QVERIFY(!w.document()->design().workload.dataset);
        QCOMPARE(workers->value(), 2);
        QCOMPARE(bytes->text(), bytes->specialValueText()); // the kind's own figure
        kind->setCurrentIndex(kind->findData(int(DatasetKind::ImageText)));
        QCOMPARE(w.document()->design().workload.dataset->kind, DatasetKind::ImageText);
        QVERIFY(!w.document()->design().workload.dataset->workersPerGpu);
        QVERIFY(bytes->toolTip().contains(QStringLiteral("256")));
        workers->setValue(0);
        QCOMPARE(w.document()->design().workload.dataset->workersPerGpu.value_or(-1), 0);
        if (auto *dock = w.findChild<QDockWidget *>(QStringLiteral("targetsDock")))
            dock->raise();
        for (QScrollArea *area : w.findChildren<QScrollArea *>()) {
            if (area->isAncestorOf(kind))
                area->ensureWidgetVisible(bytes);
        }
        shot(&w, QStringLiteral("targets-dataset"), QSize(1600, 1000));
        QVERIFY(w.ledgerService()->waitForIdle());
        const auto ledger = w.ledgerService()->ledger();
        QCOMPARE(ledger->training->breakdown.data,
                 ledger->training->dataFeed.readS + ledger->training->dataFeed.cpuS);
        w.document()->undoStack()->undo();
        w.document()->undoStack()->undo();
        QVERIFY(!w.document()->design().workload.dataset);
    }

    /** Issue 28 item 5, as a Chinese planner does it: the site's currency set to CNY (the
     *  example's USD budget stays USD, as entered), a 峰谷 tariff typed into the tariff dialog
     *  (OK refused while an hour has no price), a budget typed in 万元; each one undoable step,
     *  saved and read back as entered. */
    void moneyIsEnteredInYuan()
    {
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
        {
            MainWindow w;
            QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
            auto *currency = w.findChild<QComboBox *>(QStringLiteral("siteCurrency"));
            auto *rate = w.findChild<QDoubleSpinBox *>(QStringLiteral("siteRate"));
            auto *date = w.findChild<QLineEdit *>(QStringLiteral("siteRateDate"));
            auto *tariffButton = w.findChild<QPushButton *>(QStringLiteral("siteTariff"));
            auto *price = w.findChild<QDoubleSpinBox *>(QStringLiteral("sitePrice"));
            QVERIFY(currency && rate && date && tariffButton && price);
            currency->setCurrentText(QStringLiteral("CNY"));
            rate->setValue(7.17); // the rate once the currency has one
            const Design &d = w.document()->design();
            QCOMPARE(d.site.currency, std::string("CNY"));
            QCOMPARE(d.workload.budget->currency, std::string("USD")); // USD stays as entered
            QCOMPARE(price->suffix(), QStringLiteral(" 元/度"));
            QVERIFY(std::abs(price->value() - 0.08 * 7.17) < 1e-3); // shown in 元
            date->setText(QStringLiteral("2025-06-30"));
            QMetaObject::invokeMethod(date, "editingFinished");
            QCOMPARE(d.site.currencyRateDate, std::string("2025-06-30"));

            ScriptedDialogs script;
            bool refusedWhileIncomplete = false;
            script.setDialogHandler([&](QDialog *dialog) {
                auto *table = dialog->findChild<QTableWidget *>(QStringLiteral("tariffTable"));
                auto *ok = dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
                auto *add = dialog->findChild<QPushButton *>(QStringLiteral("tariffAdd"));
                if (!table || !ok || !add || table->rowCount() != 1)
                    return int(QDialog::Rejected);
                auto setRow = [&](int row, TariffBand band, double yuan, const QString &hours) {
                    auto *b = qobject_cast<QComboBox *>(table->cellWidget(row, 0));
                    b->setCurrentIndex(b->findData(int(band)));
                    qobject_cast<QDoubleSpinBox *>(table->cellWidget(row, 1))->setValue(yuan);
                    table->item(row, 2)->setText(hours);
                };
                setRow(0, TariffBand::Peak, 1.05, QStringLiteral("08-11, 18-23"));
                add->click();
                setRow(1, TariffBand::Flat, 0.65, QStringLiteral("07-08, 11-18"));
                refusedWhileIncomplete = !ok->isEnabled(); // 23:00-07:00 has no price yet
                add->click();
                setRow(2, TariffBand::Valley, 0.30, QStringLiteral("23-24, 00-07"));
                return ok->isEnabled() ? int(QDialog::Accepted) : int(QDialog::Rejected);
            });
            tariffButton->click();
            QVERIFY(refusedWhileIncomplete);
            QCOMPARE(d.site.electricity.currency, std::string("CNY"));
            QCOMPARE(d.site.electricity.periods.size(), std::size_t(3));
            QVERIFY(!price->isEnabled()); // a time-of-use tariff is edited in its dialog
            QVERIFY(std::abs(electricityUsdPerKwh(d.site) - 16.0 / 24.0 / 7.17) < 1e-9);

            // The budget: cleared, then typed in 万元 in the site's currency.
            auto *budget = w.findChild<clw::QuantitySpinBox *>(QStringLiteral("targetBudget"));
            QVERIFY(budget);
            QCOMPARE(budget->suffix(), QStringLiteral(" 百万 USD"));
            budget->setValue(0);
            QVERIFY(!d.workload.budget);
            QCOMPARE(budget->suffix(), QStringLiteral(" 万元"));
            budget->setValue(5000);
            QCOMPARE(*d.workload.budget, (Money {5e7, "CNY"}));
            // Repeated edits of one field merge: one undo goes back to the file's USD budget.
            w.document()->undoStack()->undo();
            QCOMPARE(*d.workload.budget, (Money {15e6, "USD"}));
            w.document()->undoStack()->redo();

            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("yuan.cluster.json"));
            QString error;
            QVERIFY2(w.document()->save(path, &error), qPrintable(error));
            const auto read = DesignReader::readFile(path.toStdString(), w.document()->catalog());
            QVERIFY(read.design);
            QCOMPARE(*read.design->workload.budget, (Money {5e7, "CNY"}));
            QCOMPARE(read.design->site.electricity, d.site.electricity);
            // A budget the run overruns is worded in the money it was entered in.
            budget->setValue(10);
            QVERIFY(w.ledgerService()->waitForIdle());
            const Diagnostics &found = w.ledgerService()->ledger()->diagnostics;
            const auto over = std::find_if(found.begin(), found.end(), [](const Diagnostic &x) {
                return x.code == "engine.budget_exceeded";
            });
            QVERIFY(over != found.end());
            const QString words = diagnosticText(*over);
            QVERIFY2(words.contains(QStringLiteral("10 万元"))
                         && !words.contains(QLatin1String("USD")),
                     qPrintable(words));
            w.document()->undoStack()->undo();
            shot(&w, QStringLiteral("site-money-zh"), QSize(1366, 768));
        }
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    }

    /** Issue 28 item 5 (format 17): the cloud and colocation prices typed in the site's 元,
     *  stored as typed, one undo step each; the ledger's cost converts them at the rate; a change
     *  of currency converts them as it does the budget. */
    void cloudAndColocationPricesAreEnteredInYuan()
    {
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("zh_CN")));
        {
            MainWindow w;
            QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
            auto *currency = w.findChild<QComboBox *>(QStringLiteral("siteCurrency"));
            auto *rate = w.findChild<QDoubleSpinBox *>(QStringLiteral("siteRate"));
            auto *cloud = w.findChild<QDoubleSpinBox *>(QStringLiteral("siteCloudPrice"));
            auto *colocation = w.findChild<QDoubleSpinBox *>(QStringLiteral("siteColocation"));
            QVERIFY(currency && rate && cloud && colocation);
            const Design &d = w.document()->design();
            QCOMPARE(cloud->suffix(), QStringLiteral(" USD/GPU-h"));
            QCOMPARE(colocation->value(), 0.0); // none: the site pays for energy
            currency->setCurrentText(QStringLiteral("CNY"));
            rate->setValue(7.2);
            // The file's 2.99 USD stays as entered, shown in 元 per card-hour.
            QCOMPARE(cloud->suffix(), QStringLiteral(" 元/卡时"));
            QCOMPARE(d.site.cloudPerGpuHour.at("h100-sxm5-80gb"), (Money {2.99, "USD"}));
            QVERIFY(std::abs(cloud->value() - 2.99 * 7.2) < 0.01);
            const int steps = w.document()->undoStack()->count();
            cloud->setValue(18);
            QCOMPARE(d.site.cloudPerGpuHour.at("h100-sxm5-80gb"), (Money {18, "CNY"}));
            colocation->setValue(1300);
            QCOMPARE(colocation->suffix(), QStringLiteral(" 元/kW/月"));
            QCOMPARE(*d.site.colocationPerKwMonth, (Money {1300, "CNY"}));
            QCOMPARE(w.document()->undoStack()->count(), steps + 2);
            QVERIFY(w.ledgerService()->waitForIdle());
            const auto cost = w.ledgerService()->ledger()->cost;
            QCOMPARE(cost.opexBasis, std::string("colocation"));
            QVERIFY(std::abs(*cost.cloudUsdPerGpuHour - 2.5) < 1e-9);
            colocation->parentWidget()->ensurePolished();
            shot(colocation->parentWidget(), QStringLiteral("site-prices-zh"), QSize(420, 560));
            // A price over the file's limit once converted is refused, the old one kept.
            cloud->setValue(cloud->maximum());
            QCOMPARE(d.site.cloudPerGpuHour.at("h100-sxm5-80gb"), (Money {18, "CNY"}));
            QCOMPARE(cloud->value(), 18.0);
            // Back to USD: the prices in 元 are converted at the old rate, as budgets are.
            currency->setCurrentText(QStringLiteral("USD"));
            QCOMPARE(d.site.cloudPerGpuHour.at("h100-sxm5-80gb"), (Money {2.5, "USD"}));
            QVERIFY(std::abs(d.site.colocationPerKwMonth->amount - 1300 / 7.2) < 1e-9);
            QCOMPARE(d.site.colocationPerKwMonth->currency, std::string("USD"));
            w.document()->undoStack()->undo(); // the change of currency, one step
            QCOMPARE(*d.site.colocationPerKwMonth, (Money {1300, "CNY"}));
            w.document()->undoStack()->undo();
            QVERIFY(!d.site.colocationPerKwMonth);
            w.document()->undoStack()->undo();
            QCOMPARE(d.site.cloudPerGpuHour.at("h100-sxm5-80gb"), (Money {2.99, "USD"}));
        }
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    }

    /** Issue 29 item 4: at 1366 x 768 the Inspector (a rack selected) and the Targets show at
     *  least eight fields each without scrolling, in both languages. */
    void laptopScreenShowsEightFieldsPerPanel_data()
    {
        QTest::addColumn<QString>("language");
        QTest::newRow("en") << "en";
        QTest::newRow("zh_CN") << "zh_CN";
    }

    void laptopScreenShowsEightFieldsPerPanel()
    {
        QFETCH(QString, language);
        QVERIFY(LanguageManager::instance()->setLanguage(language));
        QSettings().remove(QStringLiteral("mainWindow")); // the first show's layout
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(showAtSize(w, QSize(1366, 768)));
        const auto visibleFields = [](QDockWidget *dock) {
            int n = 0;
            for (QWidget *field : dock->findChildren<QWidget *>()) {
                if (!qobject_cast<QLineEdit *>(field) && !qobject_cast<QAbstractSpinBox *>(field)
                    && !qobject_cast<QComboBox *>(field))
                    continue;
                if (!field->isVisible() || qobject_cast<QLineEdit *>(field->parentWidget()))
                    continue; // a spin box's own line edit counts with the spin box
                const QRect inDock(field->mapTo(dock, QPoint(0, 0)), field->size());
                QWidget *viewport = dock;
                if (auto *area = dock->findChild<QScrollArea *>())
                    viewport = area->viewport();
                const QRect shown(viewport->mapTo(dock, QPoint(0, 0)), viewport->size());
                n += shown.contains(inDock);
            }
            return n;
        };
        w.document()->setSelection(
            {QString::fromStdString(w.document()->design().racks.front().id)});
        QApplication::processEvents();
        auto *inspector = w.findChild<QDockWidget *>(QStringLiteral("inspectorDock"));
        auto *targets = w.findChild<QDockWidget *>(QStringLiteral("targetsDock"));
        QVERIFY(inspector && targets);
        const int inInspector = visibleFields(inspector);
        QVERIFY2(inInspector >= 8, qPrintable(QString::number(inInspector)));
        targets->raise();
        QApplication::processEvents();
        const int inTargets = visibleFields(targets);
        QVERIFY2(inTargets >= 8, qPrintable(QString::number(inTargets)));
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    }

    /** Started with --lang zh_CN and no saved choice, the Language menu ticks 简体中文, not
     *  "System Language" (issue 29 item 12). */
    void theLanguageMenuTicksTheLanguageInUse()
    {
        QSettings().remove(QStringLiteral("language"));
        const QString other = QLatin1String(
            LanguageManager::systemLanguage() == QLatin1String("zh_CN") ? "en" : "zh_CN");
        QVERIFY(LanguageManager::instance()->setLanguage(other)); // as --lang does
        MainWindow w;
        auto *chinese = w.findChild<QAction *>(QStringLiteral("actionLanguageChinese"));
        auto *english = w.findChild<QAction *>(QStringLiteral("actionLanguageEnglish"));
        auto *system = w.findChild<QAction *>(QStringLiteral("actionLanguageSystem"));
        QVERIFY(chinese && english && system);
        QVERIFY(!system->isChecked());
        QCOMPARE((other == QLatin1String("zh_CN") ? chinese : english)->isChecked(), true);
        QVERIFY(LanguageManager::instance()->setLanguage(QStringLiteral("en")));
    }

    /** Opening an older file says it was brought up to date and what a save then writes
     *  (issue 29: a version-1 file opened without a word). */
    void anOlderFileSaysItWasUpgraded()
    {
        MainWindow w;
        QVERIFY(
            openThroughMenu(w, QStringLiteral(CL_SOURCE_DIR "/tests/fuzz/corpus/fuzz_design_reader/"
                                                            "workstation-v2-stack.json")));
        QCOMPARE(w.document()->loadedVersion(), 2);
        const QString message = w.statusBar()->currentMessage();
        QVERIFY2(message.contains(QLatin1String("version-2 design")), qPrintable(message));
        QVERIFY(message.contains(QStringLiteral("writes version %1").arg(kDesignVersion)));
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(!w.statusBar()->currentMessage().contains(QLatin1String("brought up to date")));
    }

    /** Issue 29 item 11: amounts and quantities in their natural unit: the cost axis in M USD
     *  (it read 40000000.0), the tokens field in T (it read 2000.000 B). */
    void chartsAndFieldsSpeakInUnits()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        QVERIFY(w.ledgerService()->waitForIdle());
        auto *cost = w.findChild<clw::BarChartPanel *>(QStringLiteral("costChart"));
        QVERIFY(cost);
        QCOMPARE(cost->data().valueTitle, QStringLiteral("M USD"));
        const auto &values = cost->data().sets.front().values;
        QVERIFY(*std::max_element(values.begin(), values.end()) < 1000);
        auto *tokens = w.findChild<QDoubleSpinBox *>(QStringLiteral("targetTokens"));
        QVERIFY(tokens);
        QCOMPARE(tokens->text(), QStringLiteral("2 T"));
        // The serving throughput (~350,000 tokens/s) is drawn in thousands and says so.
        const clw::LineChartPanel *chart = w.chartsPanel()->servingThroughputChart();
        const auto *y = qobject_cast<QValueAxis *>(chart->chart()->axes(Qt::Vertical).value(0));
        QVERIFY(y);
        QCOMPARE(y->titleText(), QStringLiteral("output tokens/s (k)"));
        QVERIFY(y->max() < 1000 && y->max() > 100);
        const auto *line = qobject_cast<QLineSeries *>(chart->chart()->series().value(0));
        QVERIFY(line && line->name().endsWith(QLatin1String("(k)")));
        const ServingReport &served = w.ledgerService()->ledger()->serving.front();
        QCOMPARE(chart->data().points.back().y() * 1000, served.curve.back().outputTokensPerS);
        // Every value axis of every chart prints "100" and "1000000", never "100.0" or "1e+06"
        // (the memory chart's axis read "100.0").
        int axes = 0;
        for (const QChartView *view : w.chartsPanel()->findChildren<QChartView *>())
            for (const QAbstractAxis *axis : view->chart()->axes()) {
                const auto *value = qobject_cast<const QValueAxis *>(axis);
                if (!value || !value->isVisible())
                    continue;
                ++axes;
                const QByteArray format = value->labelFormat().toLatin1();
                QCOMPARE(QString::asprintf(format.constData(), 100.0), QStringLiteral("100"));
                QCOMPARE(QString::asprintf(format.constData(), 1e6), QStringLiteral("1000000"));
                QCOMPARE(QString::asprintf(format.constData(), 0.25), QStringLiteral("0.25"));
            }
        QVERIFY2(axes >= 4, qPrintable(QString::number(axes)));
    }

    /** A hall's power chart keeps each name whole: past 24 racks the most loaded are shown,
     *  upright (at 68 racks every label read "…"). */
    void thePowerChartOfAHallNamesItsRacks()
    {
        MainWindow w;
        QVERIFY(openThroughMenu(w, example("superpod-1su-h100")));
        w.document()->resetDesign(replicateDesign(w.document()->design(), 4), QString(), true);
        QVERIFY(w.ledgerService()->waitForIdle());
        auto *power = w.findChild<clw::BarChartPanel *>(QStringLiteral("powerChart"));
        QVERIFY(power);
        const clw::BarChartData &data = power->data();
        QCOMPARE(data.categories.size(), 24);
        QVERIFY(data.uprightLabels);
        QVERIFY2(data.title.contains(QLatin1String("24 most loaded of 68")),
                 qPrintable(data.title));
        QCOMPARE(QSet<QString>(data.categories.begin(), data.categories.end()).size(), 24);
    }
};

QTEST_MAIN(TestTargets)
#include "tst_targets.moc"
