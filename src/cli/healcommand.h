// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli heal`: the care of a d6ladder figure (d6ladderhealing.h): the mortal wound's
// 2D at the end of a round, first aid, medical or natural healing.
int healCommand(const QStringList& args);

} // namespace hitspread::cli
