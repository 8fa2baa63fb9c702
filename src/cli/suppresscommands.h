// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli suppress`: a figure crosses an area under suppressive fire (§6).
int suppressCommand(const QStringList& args);

} // namespace hitspread::cli
