// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "filewrite.h"

#include "text.h"

#include <atomic>
#include <cerrno>
#include <cstring>
#include <filesystem>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace hitspread {

bool FileWriteError::diskFull() const
{
    return code == ENOSPC || code == EDQUOT;
}

std::string FileWriteError::reason() const
{
    // The English words whatever the locale (the CLI and the files speak English; glibc).
    const char* words = ::strerrordesc_np(code);
    return words ? words : "error " + std::to_string(code);
}

std::string FileWriteError::stepText() const
{
    switch (step) {
    case Step::Open:
        return HS_TEXT("core", "opening it for writing");
    case Step::Create:
        return HS_TEXT("core", "creating a new file beside it");
    case Step::Write:
        return HS_TEXT("core", "writing");
    case Step::Sync:
        return HS_TEXT("core", "flushing it to the disk");
    case Step::Close:
        return HS_TEXT("core", "closing it");
    case Step::Replace:
        return HS_TEXT("core", "putting it in place of the old one");
    }
    return {};
}

std::string FileWriteError::text() const
{
    if (diskFull())
        return "the disk is full";
    return reason() + " while " + stepText();
}

int FileSystemCalls::openNew(const std::string& path, int mode)
{
    return ::open(path.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, static_cast<mode_t>(mode));
}

ssize_t FileSystemCalls::write(int fd, const char* bytes, std::size_t count)
{
    return ::write(fd, bytes, count);
}

int FileSystemCalls::sync(int fd)
{
    return ::fdatasync(fd);
}

int FileSystemCalls::close(int fd)
{
    return ::close(fd);
}

int FileSystemCalls::rename(const std::string& from, const std::string& to)
{
    return ::rename(from.c_str(), to.c_str());
}

int FileSystemCalls::unlink(const std::string& path)
{
    return ::unlink(path.c_str());
}

namespace {
    // The file a path names: a symbolic link is followed, so that saving through it
    // replaces the file it points to, not the link.
    std::string realTarget(const std::string& path)
    {
        std::error_code ec;
        if (!std::filesystem::is_symlink(path, ec))
            return path;
        std::filesystem::path resolved = std::filesystem::canonical(path, ec);
        return ec ? path : resolved.string();
    }

    // The temporary file's name: hidden, beside the target (a rename is atomic only within one
    // file system), unique in this process and among processes.
    std::string temporaryName(const std::string& target, int attempt)
    {
        static std::atomic<unsigned> counter { 0 };
        const std::filesystem::path p(target);
        return (p.parent_path()
            / ("." + p.filename().string() + ".saving-" + std::to_string(::getpid()) + "-"
                + std::to_string(counter++) + "-" + std::to_string(attempt)))
            .string();
    }

    // After the rename the new file is in place; making the folder's entry durable is
    // worth trying, and nothing is left to undo when it cannot be done.
    void syncFolder(const std::string& target)
    {
        std::string folder = std::filesystem::path(target).parent_path().string();
        if (folder.empty())
            folder = ".";
        const int fd = ::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (fd < 0)
            return;
        (void)::fsync(fd);
        ::close(fd);
    }
}

std::optional<FileWriteError> writeFileAtomically(
    const std::string& path, std::string_view bytes, FileSystemCalls& calls)
{
    using Step = FileWriteError::Step;
    const std::string target = realTarget(path);
    struct stat old { };
    const bool replacing = ::stat(target.c_str(), &old) == 0;
    // A rename would replace a read-only file as readily as any other: the file's own
    // permission decides, as when it is written in place.
    if (replacing && S_ISREG(old.st_mode) && ::access(target.c_str(), W_OK) != 0)
        return FileWriteError { Step::Open, errno };

    std::string temporary;
    int fd = -1;
    for (int attempt = 0; attempt < 100 && fd < 0; ++attempt) {
        temporary = temporaryName(target, attempt);
        fd = calls.openNew(temporary, 0666);
        if (fd < 0 && errno != EEXIST)
            break;
    }
    if (fd < 0)
        return FileWriteError { Step::Create, errno };
    // The new file keeps the old one's permissions (a new one has 0666 less the umask).
    if (replacing && S_ISREG(old.st_mode))
        (void)::fchmod(fd, old.st_mode & 07777);

    const auto fail = [&](Step step, int code) {
        if (fd >= 0)
            calls.close(fd);
        calls.unlink(temporary);
        return FileWriteError { step, code };
    };
    std::size_t written = 0;
    while (written < bytes.size()) {
        const ssize_t n = calls.write(fd, bytes.data() + written, bytes.size() - written);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return fail(Step::Write, n < 0 ? errno : ENOSPC);
        written += static_cast<std::size_t>(n);
    }
    // A write is not done until the disk has it: a full disk or a failing device may say so
    // only here.
    if (calls.sync(fd) != 0)
        return fail(Step::Sync, errno);
    const int closed = calls.close(fd);
    fd = -1;
    if (closed != 0)
        return fail(Step::Close, errno);
    if (calls.rename(temporary, target) != 0)
        return fail(Step::Replace, errno);
    syncFolder(target);
    return std::nullopt;
}

std::optional<FileWriteError> writeFileAtomically(const std::string& path, std::string_view bytes)
{
    FileSystemCalls system;
    return writeFileAtomically(path, bytes, system);
}

} // namespace hitspread
