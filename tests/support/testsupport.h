// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ruleset.h"
#include "rulesetreader.h"

#include <QString>

namespace hitspread {
struct AttackRequest;
}

namespace hitspread::test {

QString dataPath(const QString& relative); // under tests/data
QString rulesetPath(const QString& id); // under the source tree's rulesets/
QString artifactPath(const QString& name); // where tests leave pictures to look at
// The shipped 3d System ruleset, loaded once; the test fails loudly if it does not load.
const Ruleset& shippedRuleset();
const Ruleset& minimalRuleset();

// The ruleset in `folder`, loaded; when it does not load (or, with `ground`, is no ground-map
// ruleset) its errors are printed and the test stops.
Ruleset loadOrStop(const QString& folder, bool ground = false);
// The ruleset `id` under rulesets/ (with its characters/ folder) copied into `folder`; false
// when a file does not copy.
bool copyRuleset(const QString& id, const QString& folder);
// `from` replaced by `to` in the file at `path`; false when it does not read, lacks `from`
// or does not write.
bool editFile(const QString& path, const QString& from, const QString& to);
// copyRuleset(), then editFile() on its `file` ("ruleset.yaml", "characters/x.yaml").
bool copyRulesetWithEdit(const QString& id, const QString& folder, const QString& file,
    const QString& from, const QString& to);
// The errors of a load as the user reads them, one a line.
QString errorText(const RulesetLoad& load);
QString errorText(const std::vector<LoadError>& errors);
QString qs(const std::string& text);
// The whole text of a file; the test stops when it does not read.
std::string readText(const QString& path);

// A real small file system: a tmpfs of `kib` KiB mounted on a folder of its own (only root
// may mount one; CI and scripts/test run as root), unmounted when this goes.
class SmallDisk {
public:
    explicit SmallDisk(int kib);
    ~SmallDisk();
    SmallDisk(const SmallDisk&) = delete;
    SmallDisk& operator=(const SmallDisk&) = delete;
    // Empty when it is mounted, else why not.
    const QString& error() const { return m_error; }
    QString filePath(const QString& name) const;
    // Fills the disk with a file "filler" until fewer than `bytes` are left free; false when
    // the filler cannot be written.
    bool fillLeaving(qint64 bytes);
    qint64 freeBytes() const;
    // The files on it, the filler left out.
    QStringList files() const;

private:
    QString m_path;
    QString m_error;
};

// The benchmarks' shot: an aimed Mal Anvil, two aims, medium range, by the shipped operative
// (attack.h).
AttackRequest aimedAnvilShot(const Ruleset& ruleset);

} // namespace hitspread::test
