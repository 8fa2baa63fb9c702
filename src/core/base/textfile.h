// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Reading a user's file whole, within a limit: only a regular file is read (a device such as
// /dev/zero would be read without end, a pipe would wait for ever), and only up to a size
// that kind of file may have (README, "Files: limits and saving").

#include "loaderror.h"

#include <cstdint>
#include <optional>
#include <string>

namespace hitspread {

// The largest ruleset or character file read: a file this size already holds thousands of
// weapons.
constexpr std::uintmax_t MaxYamlFileBytes = 4 * 1024 * 1024;
// The largest session file read: some twenty thousand logged actions (about 800 bytes each).
// Reading one costs time and memory in proportion: about 0.3 ms an entry (its action resolved
// again), and while the YAML is parsed some 65 bytes of memory for each byte of the file, so
// about 6 s and 1 GiB at this limit (bench_encounter costPerLogEntry; README, "Files").
constexpr std::uintmax_t MaxSessionFileBytes = 16 * 1024 * 1024;

// The longest text a file may give (a formula, a note), and the longest name of a combatant,
// a figure or a side, in bytes of UTF-8: a file within its size limit can still hold a name of
// twenty million characters that every view would lay out.
constexpr std::size_t MaxTextLength = 4000;
constexpr std::size_t MaxNameLength = 200;

struct TextFileRead {
    std::optional<std::string> text; // set when the file was read
    std::optional<LoadError> error; // else why not, at 1:1 of the file
};

// The text of `path`, or why it is not read: missing, a folder, not a regular file, larger
// than `maxBytes` (`kind` names the kind of file in the message: "a session file"), or
// unreadable.
TextFileRead readTextFile(const std::string& path, std::uintmax_t maxBytes, const Text& kind);

} // namespace hitspread
