// SPDX-FileCopyrightText: 2026 The Hitspread authors
// SPDX-License-Identifier: GPL-3.0-or-later
#include "formula.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <iterator>
#include <stdexcept>
#include <vector>

namespace hitspread {

struct Formula::Node {
    enum class Kind { Number, Name, Add, Sub, Mul, Div, Neg, Max, Min, CeilDiv } kind;
    int value = 0;
    std::string name;
    std::vector<std::shared_ptr<const Node>> args;
};

namespace {
    using NodePtr = std::shared_ptr<const Formula::Node>;
    using Kind = Formula::Node::Kind;

    int floorDiv(int a, int b)
    {
        if (b == 0)
            throw std::domain_error("division by zero");
        int q = a / b;
        if ((a % b != 0) && ((a < 0) != (b < 0)))
            --q;
        return q;
    }

    struct Parser {
        const std::string& text;
        std::size_t pos = 0;
        int depth = 0;

        // Counts one level of nesting while it lives.
        struct Level {
            Parser& parser;
            explicit Level(Parser& p)
                : parser(p)
            {
                if (++parser.depth > MaxFormulaDepth)
                    throw Failure { say(HS_TEXT("core", "formula nests deeper than %1 levels"),
                                        MaxFormulaDepth),
                        parser.pos };
            }
            ~Level() { --parser.depth; }
            Level(const Level&) = delete;
            Level& operator=(const Level&) = delete;
        };

        struct Failure {
            Text message;
            std::size_t column;
        };

        void skipSpace()
        {
            while (pos < text.size() && std::isspace(static_cast<unsigned char>(text[pos])))
                ++pos;
        }
        bool accept(char c)
        {
            skipSpace();
            if (pos < text.size() && text[pos] == c) {
                ++pos;
                return true;
            }
            return false;
        }
        void expect(char c)
        {
            if (!accept(c))
                throw Failure { say(HS_TEXT("core", "expected '%1'"), std::string(1, c)), pos };
        }
        static NodePtr make(Kind kind, std::vector<NodePtr> args)
        {
            auto node = std::make_shared<Formula::Node>();
            node->kind = kind;
            node->args = std::move(args);
            return node;
        }
        NodePtr expression()
        {
            NodePtr left = term();
            for (;;) {
                if (accept('+'))
                    left = make(Kind::Add, { left, term() });
                else if (accept('-'))
                    left = make(Kind::Sub, { left, term() });
                else
                    return left;
            }
        }
        NodePtr term()
        {
            NodePtr left = factor();
            for (;;) {
                if (accept('*'))
                    left = make(Kind::Mul, { left, factor() });
                else if (accept('/'))
                    left = make(Kind::Div, { left, divisor() });
                else
                    return left;
            }
        }
        // Divisors are whole numbers above 0, so no character's stats can divide by zero.
        NodePtr divisor()
        {
            skipSpace();
            const std::size_t start = pos;
            NodePtr node = factor();
            if (node->kind != Kind::Number || node->value == 0)
                throw Failure { say(HS_TEXT("core", "divide only by a whole number above 0")),
                    start };
            return node;
        }
        NodePtr factor()
        {
            const Level level(*this);
            skipSpace();
            if (accept('-'))
                return make(Kind::Neg, { factor() });
            if (accept('(')) {
                NodePtr inner = expression();
                expect(')');
                return inner;
            }
            if (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) {
                auto node = std::make_shared<Formula::Node>();
                node->kind = Kind::Number;
                while (pos < text.size() && std::isdigit(static_cast<unsigned char>(text[pos]))) {
                    node->value = node->value * 10 + (text[pos] - '0');
                    if (node->value > 1000000)
                        throw Failure { say(HS_TEXT("core", "number too large")), pos };
                    ++pos;
                }
                return node;
            }
            if (pos < text.size()
                && (std::isalpha(static_cast<unsigned char>(text[pos])) || text[pos] == '_')) {
                const std::size_t start = pos;
                while (pos < text.size()
                    && (std::isalnum(static_cast<unsigned char>(text[pos])) || text[pos] == '_'))
                    ++pos;
                std::string name = text.substr(start, pos - start);
                if (name == "max" || name == "min" || name == "ceil") {
                    expect('(');
                    if (name == "ceil") {
                        NodePtr a = term();
                        if (a->kind != Kind::Div)
                            throw Failure {
                                say(HS_TEXT("core", "ceil takes a division: ceil(a / b)")), start
                            };
                        expect(')');
                        return make(Kind::CeilDiv, a->args);
                    }
                    NodePtr a = expression();
                    expect(',');
                    NodePtr b = expression();
                    expect(')');
                    return make(name == "max" ? Kind::Max : Kind::Min, { a, b });
                }
                auto node = std::make_shared<Formula::Node>();
                node->kind = Kind::Name;
                node->name = std::move(name);
                return node;
            }
            throw Failure { pos < text.size()
                    ? say(HS_TEXT("core", "unexpected '%1'"), std::string(1, text[pos]))
                    : say(HS_TEXT("core", "formula ends too early")),
                pos };
        }
    };

    int eval(const Formula::Node& n, const std::map<std::string, int>& vars)
    {
        switch (n.kind) {
        case Kind::Number:
            return n.value;
        case Kind::Name: {
            auto it = vars.find(n.name);
            if (it == vars.end())
                throw std::out_of_range("unknown name '" + n.name + "'");
            return it->second;
        }
        case Kind::Add:
            return eval(*n.args[0], vars) + eval(*n.args[1], vars);
        case Kind::Sub:
            return eval(*n.args[0], vars) - eval(*n.args[1], vars);
        case Kind::Mul:
            return eval(*n.args[0], vars) * eval(*n.args[1], vars);
        case Kind::Div:
            return floorDiv(eval(*n.args[0], vars), eval(*n.args[1], vars));
        case Kind::Neg:
            return -eval(*n.args[0], vars);
        case Kind::Max:
            return std::max(eval(*n.args[0], vars), eval(*n.args[1], vars));
        case Kind::Min:
            return std::min(eval(*n.args[0], vars), eval(*n.args[1], vars));
        case Kind::CeilDiv:
            return -floorDiv(-eval(*n.args[0], vars), eval(*n.args[1], vars));
        }
        return 0;
    }

    using Range = Formula::Range;

    // Interval arithmetic over the tree; `exceeds` is set when a part can leave the limit.
    Range rangeOf(const Formula::Node& n, const std::map<std::string, Range>& names, bool& exceeds)
    {
        const auto arg = [&](std::size_t i) { return rangeOf(*n.args[i], names, exceeds); };
        Range r;
        switch (n.kind) {
        case Kind::Number:
            r = { static_cast<long double>(n.value), static_cast<long double>(n.value) };
            break;
        case Kind::Name: {
            auto it = names.find(n.name);
            if (it == names.end())
                throw std::out_of_range("unknown name '" + n.name + "'");
            r = it->second;
            break;
        }
        case Kind::Add: {
            const Range a = arg(0), b = arg(1);
            r = { a.low + b.low, a.high + b.high };
            break;
        }
        case Kind::Sub: {
            const Range a = arg(0), b = arg(1);
            r = { a.low - b.high, a.high - b.low };
            break;
        }
        case Kind::Mul: {
            const Range a = arg(0), b = arg(1);
            const long double p[]
                = { a.low * b.low, a.low * b.high, a.high * b.low, a.high * b.high };
            r = { *std::min_element(std::begin(p), std::end(p)),
                *std::max_element(std::begin(p), std::end(p)) };
            break;
        }
        case Kind::Div:
        case Kind::CeilDiv: {
            // The divisor is a whole number above 0 (the parser makes sure).
            const Range a = arg(0), b = arg(1);
            r = { a.low / b.low, a.high / b.low };
            r = n.kind == Kind::Div ? Range { std::floor(r.low), std::floor(r.high) }
                                    : Range { std::ceil(r.low), std::ceil(r.high) };
            break;
        }
        case Kind::Neg: {
            const Range a = arg(0);
            r = { -a.high, -a.low };
            break;
        }
        case Kind::Max:
        case Kind::Min: {
            const Range a = arg(0), b = arg(1);
            r = n.kind == Kind::Max ? Range { std::max(a.low, b.low), std::max(a.high, b.high) }
                                    : Range { std::min(a.low, b.low), std::min(a.high, b.high) };
            break;
        }
        }
        if (!(r.low >= -MaxFormulaValue && r.high <= MaxFormulaValue))
            exceeds = true;
        return r;
    }

    void names(const Formula::Node& n, std::map<std::string, int>& out)
    {
        if (n.kind == Kind::Name)
            out.emplace(n.name, 0);
        for (const auto& a : n.args)
            names(*a, out);
    }
}

std::variant<Formula, Formula::ParseError> Formula::parse(const std::string& text)
{
    Parser parser { text };
    try {
        if (text.size() > static_cast<std::size_t>(MaxFormulaLength))
            throw Parser::Failure { say(HS_TEXT("core", "formula longer than %1 characters"),
                                        MaxFormulaLength),
                static_cast<std::size_t>(MaxFormulaLength) };
        NodePtr root = parser.expression();
        parser.skipSpace();
        if (parser.pos != text.size())
            throw Parser::Failure { say(HS_TEXT("core", "unexpected '%1'"),
                                        std::string(1, text[parser.pos])),
                parser.pos };
        Formula f;
        f.m_text = text;
        f.m_root = std::move(root);
        return f;
    } catch (const Parser::Failure& failure) {
        return ParseError { failure.message, static_cast<int>(failure.column) };
    }
}

int Formula::evaluate(const std::map<std::string, int>& variables) const
{
    return m_root ? eval(*m_root, variables) : 0;
}

std::optional<Formula::Range> Formula::boundedRange(const std::map<std::string, Range>& names) const
{
    bool exceeds = false;
    const Range range = m_root ? rangeOf(*m_root, names, exceeds) : Range {};
    if (exceeds)
        return std::nullopt;
    return range;
}

void Formula::collectNames(std::map<std::string, int>& out) const
{
    if (m_root)
        names(*m_root, out);
}

} // namespace hitspread
