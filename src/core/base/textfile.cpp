// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "textfile.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace hitspread {

TextFileRead readTextFile(const std::string& path, std::uintmax_t maxBytes, const Text& kind)
{
    const auto refuse = [&](Text message) {
        return TextFileRead { std::nullopt, LoadError { path, 1, 1, std::move(message) } };
    };
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status))
        return refuse(say(HS_TEXT("core", "cannot open the file")));
    if (std::filesystem::is_directory(status))
        return refuse(say(HS_TEXT("core", "this is a folder, not a file")));
    if (!std::filesystem::is_regular_file(status))
        return refuse(say(HS_TEXT("core", "not a regular file (a device or a pipe): not read")));
    if (const auto size = std::filesystem::file_size(path, ec); !ec && size > maxBytes)
        return refuse(say(HS_TEXT("core", "the file has %1 bytes, more than the %2 %3 may have"),
            static_cast<long long>(size), static_cast<long long>(maxBytes), kind));
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return refuse(say(HS_TEXT("core", "cannot open the file")));
    std::ostringstream buffer;
    buffer << in.rdbuf();
    if (in.bad())
        return refuse(say(HS_TEXT("core", "the file cannot be read")));
    std::string text = std::move(buffer).str();
    // A file that grew past the limit after it was measured is refused all the same.
    if (text.size() > maxBytes)
        return refuse(say(HS_TEXT("core", "the file has %1 bytes, more than the %2 %3 may have"),
            static_cast<long long>(text.size()), static_cast<long long>(maxBytes), kind));
    return { std::move(text), std::nullopt };
}

} // namespace hitspread
