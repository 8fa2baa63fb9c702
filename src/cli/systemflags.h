// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "ground.h"

#include <QCommandLineParser>
#include <QJsonObject>

#include <memory>
#include <string>
#include <vector>

namespace hitspread::cli {

// A ground-map system's own flags of `resolve` and `throw`, besides the ones every system
// shares (groundcommands.cpp), and its own fields of their JSON. groundcommands.cpp looks a
// system's up by its id (systemFlags); a system without any plays the shared flags alone,
// which is what these defaults do.
class SystemFlags {
public:
    virtual ~SystemFlags() = default;

    // Adds the system's options to the parser of resolve (isThrow false) or throw.
    virtual void addOptions(QCommandLineParser&, bool /*isThrow*/) const { }

    // The engine to play: the ruleset's, or one that also knows the character files the
    // arguments name.
    virtual std::shared_ptr<const ground::Engine> engine(const QCommandLineParser&,
        bool /*isThrow*/, std::shared_ptr<const ground::Engine> ruleset) const
    {
        return ruleset;
    }

    // The situations --situation may name.
    virtual std::vector<ground::Choice> situations(const ground::Engine& engine) const
    {
        return engine.situations();
    }

    // Reads the system's options into the action (and may adjust the scene), once the shared
    // options have laid out the scene; throws BadInput.
    virtual void read(
        const QCommandLineParser&, const ground::Engine&, ground::Scene&, ground::Action&) const
    {
    }

    // Adds the system's own fields to the JSON of an outcome; they win over shared fields of
    // the same name.
    virtual void addJson(QJsonObject&, const ground::Engine&, const ground::Outcome&) const { }
};

// The flags of the system with this id.
const SystemFlags& systemFlags(const std::string& system);

// System d6pool's (d6poolflags.cpp): the flags its own commands had before the ground map.
const SystemFlags& d6PoolFlags();

// System successpool's (successpoolflags.cpp): the actions the shooter and the target have left.
const SystemFlags& successPoolFlags();

} // namespace hitspread::cli
