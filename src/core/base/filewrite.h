// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The one way Hitspread writes a user's file (sessions of both maps, their autosaves,
// character files, exports, sheets, anything the CLI's --out and --export options write): the
// bytes go to a temporary file beside the old one, every write, the flush to the disk
// (fdatasync) and the close are checked, and only then does a rename put the new file in
// place. On any failure the temporary file is removed and the file already there stays byte
// for byte as it was (README, "Files: limits and saving").

#include <optional>
#include <string>
#include <string_view>

#include <sys/types.h>

namespace hitspread {

// Why a file was not written: the step that failed and the system's error number.
struct FileWriteError {
    enum class Step { Open, Create, Write, Sync, Close, Replace };
    Step step = Step::Create;
    int code = 0; // errno
    // The disk (or the user's quota) ran full.
    bool diskFull() const;
    // The system's words for the error in English ("Input/output error"), and what was
    // being done ("writing", "flushing it to the disk": a term the window translates).
    std::string reason() const;
    std::string stepText() const;
    // "the disk is full" or "Input/output error while flushing it to the disk".
    std::string text() const;
};

// The system calls the writer makes, one virtual each, so that a test can fail any of them as
// a full disk or a failing device does. Each returns what the POSIX call returns and leaves
// errno set on failure.
class FileSystemCalls {
public:
    virtual ~FileSystemCalls() = default;
    virtual int openNew(const std::string& path, int mode); // open(O_CREAT | O_EXCL …)
    virtual ssize_t write(int fd, const char* bytes, std::size_t count);
    virtual int sync(int fd); // fdatasync
    virtual int close(int fd);
    virtual int rename(const std::string& from, const std::string& to);
    virtual int unlink(const std::string& path);
};

// Writes `bytes` to `path` all or nothing with `calls` (the system's by default): nothing
// when it worked, else why not. The new file keeps the permissions of the file it replaces (a
// new one gets 0666 less the umask); a path that is a symbolic link writes the file it points
// to. The folder must exist.
std::optional<FileWriteError> writeFileAtomically(
    const std::string& path, std::string_view bytes, FileSystemCalls& calls);
std::optional<FileWriteError> writeFileAtomically(const std::string& path, std::string_view bytes);

} // namespace hitspread
