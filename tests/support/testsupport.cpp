// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "testsupport.h"

#include "attack.h"
#include "rulesetreader.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QStorageInfo>
#include <QStringList>
#include <QTemporaryDir>
#include <QtGlobal>

namespace hitspread::test {

QString dataPath(const QString& relative)
{
    return QStringLiteral(HITSPREAD_TEST_DATA "/") + relative;
}

QString rulesetPath(const QString& id)
{
    return QStringLiteral(HITSPREAD_SOURCE_RULESETS "/") + id;
}

QString artifactPath(const QString& name)
{
    QDir().mkpath(QStringLiteral(HITSPREAD_ARTIFACTS));
    return QStringLiteral(HITSPREAD_ARTIFACTS "/") + name;
}

Ruleset loadOrStop(const QString& folder, bool ground)
{
    RulesetLoad load = loadRuleset(folder.toStdString());
    for (const auto& e : load.errors)
        qWarning("%s", e.text().c_str());
    if (!load.ruleset)
        qFatal("%s does not load", qPrintable(folder));
    if (ground && !load.ruleset->ground)
        qFatal("%s does not load as a ground-map ruleset", qPrintable(folder));
    return std::move(*load.ruleset);
}

const Ruleset& shippedRuleset()
{
    static const Ruleset ruleset = loadOrStop(rulesetPath(QStringLiteral("3d-system")));
    return ruleset;
}

const Ruleset& minimalRuleset()
{
    static const Ruleset ruleset = loadOrStop(dataPath(QStringLiteral("valid/minimal")));
    return ruleset;
}

bool copyRuleset(const QString& id, const QString& folder)
{
    const QDir source(rulesetPath(id));
    const QDir target(folder);
    if (!target.mkpath(QStringLiteral("characters")))
        return false;
    for (const QString& sub : { QString(), QStringLiteral("characters/") })
        for (const QString& name :
            QDir(source.filePath(sub)).entryList({ QStringLiteral("*.yaml") }, QDir::Files))
            if (!QFile::copy(source.filePath(sub + name), target.filePath(sub + name)))
                return false;
    return true;
}

bool editFile(const QString& path, const QString& from, const QString& to)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    QString text = QString::fromUtf8(f.readAll());
    f.close();
    if (!text.contains(from))
        return false;
    text.replace(from, to);
    QFile::remove(path);
    if (!f.open(QIODevice::WriteOnly))
        return false;
    return f.write(text.toUtf8()) >= 0;
}

bool copyRulesetWithEdit(const QString& id, const QString& folder, const QString& file,
    const QString& from, const QString& to)
{
    return copyRuleset(id, folder) && editFile(QDir(folder).filePath(file), from, to);
}

QString errorText(const RulesetLoad& load)
{
    return errorText(load.errors);
}

QString errorText(const std::vector<LoadError>& errors)
{
    QStringList lines;
    for (const auto& e : errors)
        lines << QString::fromStdString(e.text());
    return lines.join('\n');
}

QString qs(const std::string& text)
{
    return QString::fromStdString(text);
}

std::string readText(const QString& path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cannot open %s", qPrintable(path));
    return file.readAll().toStdString();
}

SmallDisk::SmallDisk(int kib)
{
    QTemporaryDir folder;
    folder.setAutoRemove(false);
    m_path = folder.path();
    QProcess mounter;
    mounter.start(QStringLiteral("mount"),
        { QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"),
            QStringLiteral("size=%1k").arg(kib), QStringLiteral("tmpfs"), m_path });
    if (!mounter.waitForFinished(30000) || mounter.exitCode() != 0)
        m_error = QStringLiteral("mount tmpfs on %1: %2")
                      .arg(m_path, QString::fromLocal8Bit(mounter.readAllStandardError()));
}

SmallDisk::~SmallDisk()
{
    if (m_error.isEmpty())
        QProcess::execute(QStringLiteral("umount"), { m_path });
    QDir(m_path).removeRecursively();
}

QString SmallDisk::filePath(const QString& name) const
{
    return m_path + QLatin1Char('/') + name;
}

qint64 SmallDisk::freeBytes() const
{
    QStorageInfo info(m_path);
    info.refresh();
    return info.bytesAvailable();
}

bool SmallDisk::fillLeaving(qint64 bytes)
{
    QFile filler(filePath(QStringLiteral("filler")));
    if (!filler.open(QIODevice::Append | QIODevice::Unbuffered))
        return false;
    const QByteArray page(4096, 'f');
    while (freeBytes() >= bytes) {
        if (filler.write(page) != page.size())
            return false;
    }
    return true;
}

QStringList SmallDisk::files() const
{
    QStringList names = QDir(m_path).entryList(QDir::Files | QDir::Hidden);
    names.removeAll(QStringLiteral("filler"));
    return names;
}

AttackRequest aimedAnvilShot(const Ruleset& rs)
{
    AttackRequest req;
    req.weapon = "mal-anvil";
    req.target = rs.body.standardAim;
    req.aims = 2;
    req.range = RangeBand::Medium;
    req.shooter
        = ShooterProfile::fromSheet(rs, rs.characters.at("operative"), *rs.weapon("mal-anvil"));
    return req;
}

} // namespace hitspread::test
