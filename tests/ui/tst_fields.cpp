// The field table (ui/model/fields.h) is the only list of the app's parameters: every row's example
// value goes through the session JSON, a state string, `export --set`, `compute`'s option and its
// help, the parameter panel's control and, where the row names one, a Hugging Face config key, and
// comes back equal. A row a path does not know fails here.

#include "app/cli/computeargs.h"
#include "app/cli/exportargs.h"
#include "ui/model/fields.h"
#include "ui/model/modelconfig.h"
#include "ui/model/names.h"
#include "ui/model/session.h"
#include "ui/widgets/valueslider.h"
#include "ui/window/parameterpanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLineEdit>
#include <QSignalSpy>
#include <QSpinBox>
#include <QtTest>

using namespace rope::ui;
using namespace rope::model;

namespace {

QJsonValue example(const Field& f)
{
    const QJsonDocument doc = QJsonDocument::fromJson("[" + QByteArray(f.example) + "]");
    return doc.array().at(0);
}

// The parameters the example needs around it (LongRoPE's lists need a head of their length).
AppParams base(const Field& f)
{
    AppParams p;
    if (f.exampleNeeds) {
        const auto with = withSettings(p, QJsonDocument::fromJson(f.exampleNeeds).object());
        if (!with)
            qFatal("%s: %s", f.key, qPrintable(with.message()));
        p = *with;
    }
    return p;
}

// The example as typed on a command line: pi/2 for the angle, a comma list for a list.
QString typed(const Field& f)
{
    const QJsonValue v = example(f);
    if (f.kind == FieldKind::Angle)
        return QStringLiteral("pi/2");
    if (v.isBool())
        return v.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    if (v.isString())
        return v.toString();
    if (v.isArray()) {
        QStringList items;
        for (const QJsonValue& x : v.toArray())
            items << QString::number(x.toDouble(), 'g', 17);
        return items.join(QLatin1Char(','));
    }
    return QString::number(v.toDouble(), 'g', 17);
}

bool same(const QJsonValue& a, const QJsonValue& b)
{
    if (a.isDouble() && b.isDouble())
        return std::abs(a.toDouble() - b.toDouble()) <= 1e-15 * std::max(1.0, std::abs(b.toDouble()));
    return a == b;
}

// A config.json around a Hugging Face key: a model it means something for.
QByteArray configWith(const Field& f)
{
    QJsonObject config{
        {"model_type", "llama"}, {"hidden_size", 1024}, {"num_attention_heads", 16}, {"max_position_embeddings", 4096}};
    QJsonObject scaling;
    const QString key = QString::fromLatin1(f.hfKey);
    const QString method = key.contains("beta") || key.contains("mscale") || key.contains("original") ? "yarn"
                           : key.contains("freq_factor")                                              ? "llama3"
                           : key.contains("short") || key.contains("long")                            ? "longrope"
                                                                                                      : "linear";
    if (key.startsWith("rope_scaling.")) {
        scaling = {{"rope_type", method}, {"factor", 4}, {"original_max_position_embeddings", 1024}};
        if (method == "longrope") {
            config["hidden_size"] = 64; // head_dim 4: two pairs, as the example's lists
            scaling["short_factor"] = QJsonArray{1, 1};
            scaling["long_factor"] = QJsonArray{1, 1};
        }
    }
    const QJsonValue value = example(f);
    if (key.startsWith("rope_scaling."))
        scaling[key.mid(13)] = value;
    else
        config[key] = value;
    if (key == QLatin1String("rope_scaling.rope_type"))
        scaling.remove("rope_type"), scaling["rope_type"] = value;
    if (!scaling.isEmpty())
        config["rope_scaling"] = scaling;
    if (key == QLatin1String("rotary_dim"))
        config["model_type"] = "gptj"; // GPT-J writes rotary_dim
    return QJsonDocument(config).toJson();
}

} // namespace

class tst_Fields : public QObject {
    Q_OBJECT
private slots:
    void everyRowIsWellFormed();
    void roundTrips_data();
    void roundTrips();
};

void tst_Fields::everyRowIsWellFormed()
{
    QStringList keys, options;
    for (const Field& f : fields()) {
        QVERIFY2(!keys.contains(QLatin1String(f.key)), f.key); // one row per key
        keys << QLatin1String(f.key);
        if (f.option) {
            QVERIFY2(!options.contains(QLatin1String(f.option)), f.option);
            options << QLatin1String(f.option);
        }
        QVERIFY2(f.example && !example(f).isUndefined(), f.key);
        QVERIFY2((f.kind == FieldKind::Choice) == (f.choices != nullptr), f.key);
        QVERIFY2(!same(f.get(AppParams{}), example(f)), f.key); // the example is not the default
        QVERIFY2(!f.takesText().isEmpty(), f.key);
    }
}

void tst_Fields::roundTrips_data()
{
    QTest::addColumn<QString>("key");
    for (const Field& f : fields())
        QTest::newRow(f.key) << QString::fromLatin1(f.key);
}

void tst_Fields::roundTrips()
{
    QFETCH(QString, key);
    const Field& f = *findField(key);
    const QJsonValue want = example(f);

    // The session JSON.
    QJsonObject json = base(f).toJson();
    if (f.inScaling()) {
        QJsonObject scaling = json["scaling"].toObject();
        scaling[f.jsonKey()] = want;
        json["scaling"] = scaling;
    } else {
        json[f.jsonKey()] = want;
    }
    const Expected<AppParams> read = AppParams::fromJson(json);
    QVERIFY2(read, qPrintable(read.message()));
    QVERIFY2(read->validate().empty(), f.key);
    QVERIFY(same(f.get(*read), want));
    QVERIFY(same(f.get(*AppParams::fromJson(read->toJson())), want));

    // A state string.
    Session session;
    session.params = *read;
    const Expected<Session> back = sessionFromStateString(stateString(session));
    QVERIFY2(back, qPrintable(back.message()));
    QVERIFY(same(f.get(back->params), want));

    // export --set, from the example's setting.
    const Expected<AppParams> set = rope::app::applySettings(base(f), {key + QLatin1Char('=') + typed(f)});
    QVERIFY2(set, qPrintable(set.message()));
    QVERIFY2(same(f.get(*set), want), qPrintable(typed(f)));
    QVERIFY(rope::app::settingsHelp().contains(QStringLiteral("  %1 ").arg(key)));

    // compute's option and its help.
    if (f.option) {
        QCommandLineParser parser;
        for (const rope::app::OptionSpec& spec : rope::app::computeOptionSpecs())
            parser.addOption({QLatin1String(spec.name), spec.text(), spec.valueName ? QStringLiteral("x") : QString()});
        QStringList args{QStringLiteral("rope-explorer")};
        const AppParams around = base(f);
        args << QStringLiteral("--head-dim") << QString::number(around.rope.headDim);
        if (!around.explicitQ.empty() || around.rope.scaling.method != rope::core::ScalingMethod::None)
            args << QStringLiteral("--scaling") << rope::ui::nameKey(around.rope.scaling.method);
        if (f.kind == FieldKind::Numbers) // LongRoPE: both lists and L₀ (the field's own list comes last)
            args << QStringLiteral("--scaling") << QStringLiteral("longrope")
                 << QStringLiteral("--original-max-position-embeddings") << QStringLiteral("4096")
                 << QStringLiteral("--short-factor") << QStringLiteral("1,1") << QStringLiteral("--long-factor")
                 << QStringLiteral("1,1");
        if (qstrcmp(f.key, "scaling.factor") == 0)
            args << QStringLiteral("--scaling") << QStringLiteral("linear");
        if (qstrcmp(f.key, "rotary_placement") == 0)
            args << QStringLiteral("--rotary-dim") << QStringLiteral("16");
        args << QStringLiteral("--%1").arg(QLatin1String(f.option)) << typed(f);
        QVERIFY2(parser.parse(args), qPrintable(parser.errorText()));
        const rope::app::ComputeArgs computeArgs(parser);
        AppParams fromOptions;
        try {
            fromOptions.rope = computeArgs.ropeParams();
        } catch (const Error& e) {
            QFAIL(qPrintable(e.message()));
        }
        QVERIFY2(same(f.get(fromOptions), want), qPrintable(args.join(' ')));
        bool described = false;
        for (const rope::app::OptionSpec& spec : rope::app::computeOptionSpecs())
            described = described || (qstrcmp(spec.name, f.option) == 0 && !spec.text().isEmpty());
        QVERIFY(described);
    }

    // The panel's control: set the example through the widget, as a user would.
    ParameterPanel panel;
    panel.setParams(base(f));
    if (QWidget* control = panel.control(key)) {
        QSignalSpy changed(&panel, &ParameterPanel::paramsChanged);
        if (auto* slider = qobject_cast<ValueSlider*>(control)) {
            if (qstrcmp(f.key, "theta") == 0)
                qobject_cast<QCheckBox*>(panel.thetaOverrideControl())->setChecked(true);
            slider->spinBox()->setValue(want.toDouble());
        } else if (auto* spin = qobject_cast<QSpinBox*>(control)) {
            spin->setValue(want.toInt());
        } else if (auto* box = qobject_cast<QCheckBox*>(control)) {
            box->setChecked(!box->isChecked());
        } else if (auto* combo = qobject_cast<QComboBox*>(control)) {
            for (int i = 0; i < combo->count() && !same(f.get(panel.params()), want); ++i)
                combo->setCurrentIndex(i);
        }
        // A box shows as many decimals as it has (θ: 4).
        const auto* slider = qobject_cast<ValueSlider*>(control);
        const double step = slider ? std::pow(10.0, -slider->spinBox()->decimals()) : 0;
        QVERIFY2(same(f.get(panel.params()), want) ||
                     (slider && std::abs(f.get(panel.params()).toDouble() - want.toDouble()) <= step / 2),
                 f.key);
        QVERIFY(!changed.isEmpty());
    } else {
        // Only what the window sets elsewhere has no control in the panel.
        static const QStringList elsewhere = {"rotary_placement", "heatmap", "q", "k"};
        QVERIFY2(elsewhere.contains(key) || f.inScaling(), f.key);
    }

    // A Hugging Face config.json.
    if (f.hfKey) {
        const Expected<ModelConfig> config = parseModelConfig(configWith(f));
        QVERIFY2(config, qPrintable(config.message()));
        AppParams fromConfig;
        fromConfig.rope = config->rope;
        QVERIFY2(same(f.get(fromConfig), want), qPrintable(QString::fromUtf8(configWith(f))));
    }
}

QTEST_MAIN(tst_Fields)
#include "tst_fields.moc"
