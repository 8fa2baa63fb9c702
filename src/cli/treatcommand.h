// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

namespace hitspread::cli {

// `hitspread-cli treat`: first aid on a wound, or a stuck bullet extracted (the seed's "First
// Aid"), with the medic's Paramedic roll.
int treatCommand(const QStringList& args);

} // namespace hitspread::cli
