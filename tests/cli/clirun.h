// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the end-to-end tests of hitspread-cli share: running the built program and reading
// what it printed.

#include "ruleset.h"
#include "testsupport.h"

#include <QDir>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSet>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

namespace hitspread::clitest {

using namespace hitspread::test;

struct Run {
    int exitCode = -1;
    QByteArray out;
    QString err;
};

inline Run run(const QString& program, const QStringList& args,
    const QProcessEnvironment& environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(program, args);
    if (!process.waitForFinished(60000))
        qFatal("%s did not finish", qPrintable(program));
    Run result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

inline Run cli(const QStringList& args)
{
    return run(QStringLiteral(HITSPREAD_CLI), args);
}

// The program run in `directory`, so that whatever it might write stays there.
inline Run cliIn(const QString& directory, const QStringList& args)
{
    QProcess process;
    process.setWorkingDirectory(directory);
    process.start(QStringLiteral(HITSPREAD_CLI), args);
    if (!process.waitForFinished(60000))
        qFatal("hitspread-cli did not finish");
    Run result;
    result.exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    result.out = process.readAllStandardOutput();
    result.err = QString::fromUtf8(process.readAllStandardError());
    return result;
}

// Poppler's tools read the PDFs back (poppler-utils, installed by scripts/setup).
inline QString popplerTool(const char* name)
{
    return QStandardPaths::findExecutable(QString::fromLatin1(name));
}

// The words of a PDF's text, as pdftotext lays them out.
inline QSet<QString> pdfWords(const QString& file)
{
    const Run text = run(popplerTool("pdftotext"), { "-layout", file, "-" });
    QSet<QString> words;
    for (const QString& word :
        QString::fromUtf8(text.out).split(QRegularExpression("\\s+"), Qt::SkipEmptyParts))
        words.insert(word);
    return words;
}

inline QString pdfPageSize(const QString& file)
{
    const Run info = run(popplerTool("pdfinfo"), { file });
    for (const QString& line : QString::fromUtf8(info.out).split('\n')) {
        if (line.startsWith("Page size:"))
            return line.mid(10).trimmed();
    }
    return {};
}

inline QJsonObject json(const Run& run)
{
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(run.out, &error);
    if (error.error != QJsonParseError::NoError)
        qWarning("not JSON: %s\n%s", qPrintable(error.errorString()), run.out.constData());
    return doc.object();
}

// A ground-map ruleset loaded by the core, to check the CLI's numbers against.
inline Ruleset loadGround(const QString& folder)
{
    return loadOrStop(folder);
}

inline double sumOf(const QJsonObject& o)
{
    double total = 0;
    for (const QJsonValue& v : o)
        total += v.toDouble();
    return total;
}

// The folders of the source tree's rulesets/ (every one is a ruleset).
inline QStringList shippedRulesetFolders()
{
    const QDir dir(rulesetPath("3d-system") + "/..");
    QStringList folders;
    for (const QString& name : dir.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
        folders << QDir::cleanPath(dir.filePath(name));
    return folders;
}

inline const QStringList anvilShot { "resolve", "--weapon", "mal-anvil", "--target", "K14",
    "--aims", "2", "--range", "medium" };
} // namespace hitspread::clitest
