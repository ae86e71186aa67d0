// SPDX-License-Identifier: GPL-3.0-or-later
// The one quantity parser (core/text/quantity.h) that the app's fields and the CLI's flags share.
#include "text/quantity.h"

#include <QtTest>

using namespace cl;

Q_DECLARE_METATYPE(cl::QuantityKind)
Q_DECLARE_METATYPE(cl::QuantityError)

class TestQuantity : public QObject
{
    Q_OBJECT

private slots:
    void understood_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QuantityKind>("kind");
        QTest::addColumn<double>("value");
        QTest::addColumn<bool>("hasUnit");
        const auto C = QuantityKind::Count;
        QTest::newRow("15T tokens") << "15T" << C << 15e12 << true;
        QTest::newRow("405B params") << "405B" << C << 405e9 << true;
        QTest::newRow("bare number keeps the field's unit") << "15" << C << 15.0 << false;
        QTest::newRow("1.5万") << "1.5万" << C << 15e3 << true;
        QTest::newRow("3亿") << "3 亿" << C << 3e8 << true;
        QTest::newRow("1.5万亿") << "1.5万亿" << C << 1.5e12 << true;
        QTest::newRow("grouped") << "2,048" << C << 2048.0 << false;
        QTest::newRow("exponent") << "7e10" << C << 7e10 << false;
        QTest::newRow("80 GiB") << "80 GiB" << QuantityKind::Bytes << 80.0 * 1073741824.0 << true;
        QTest::newRow("80 GB") << "80GB" << QuantityKind::Bytes << 80e9 << true;
        QTest::newRow("40 kW") << "40 kW" << QuantityKind::Power << 40e3 << true;
        QTest::newRow("1.2 MW") << "1.2MW" << QuantityKind::Power << 1.2e6 << true;
        QTest::newRow("90 d") << "90 d" << QuantityKind::Duration << 90.0 * 86400 << true;
        QTest::newRow("36 h") << "36h" << QuantityKind::Duration << 36.0 * 3600 << true;
        QTest::newRow("3 天") << "3天" << QuantityKind::Duration << 3.0 * 86400 << true;
    }
    void understood()
    {
        QFETCH(QString, text);
        QFETCH(QuantityKind, kind);
        QFETCH(double, value);
        QFETCH(bool, hasUnit);
        const ParsedQuantity q = parseQuantity(text.toStdString(), kind);
        QVERIFY2(q.ok(), qPrintable(text));
        QCOMPARE(q.value, value);
        QCOMPARE(q.hasUnit, hasUnit);
    }

    void refused_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QuantityKind>("kind");
        QTest::addColumn<QuantityError>("error");
        const auto C = QuantityKind::Count;
        QTest::newRow("empty") << "" << C << QuantityError::Empty;
        QTest::newRow("hex") << "0x10" << C << QuantityError::NotANumber;
        QTest::newRow("inf") << "inf" << C << QuantityError::NotANumber;
        QTest::newRow("nan") << "nan" << C << QuantityError::NotANumber;
        QTest::newRow("negative") << "-5" << QuantityKind::Power << QuantityError::Negative;
        QTest::newRow("kW for a count") << "15 kW" << C << QuantityError::UnknownUnit;
        QTest::newRow("milli is not mega") << "15m" << C << QuantityError::UnknownUnit;
        QTest::newRow("T for power") << "2T" << QuantityKind::Power << QuantityError::UnknownUnit;
        QTest::newRow("overflow") << "1e300T" << C << QuantityError::TooLarge;
        QTest::newRow("two numbers") << "15 15" << C << QuantityError::UnknownUnit;
    }
    void refused()
    {
        QFETCH(QString, text);
        QFETCH(QuantityKind, kind);
        QFETCH(QuantityError, error);
        QCOMPARE(parseQuantity(text.toStdString(), kind).error, error);
    }
};

QTEST_GUILESS_MAIN(TestQuantity)
#include "tst_quantity.moc"
