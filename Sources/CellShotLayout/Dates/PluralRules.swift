import Foundation

/// A CLDR plural category.
public enum PluralCategory: String, Hashable, Sendable, CaseIterable {
    case zero, one, two, few, many, other
}

/// A language's CLDR cardinal plural rules (`i = 1 and v = 0`, `n % 10 = 2..4 and n % 100 != 12..14`).
package struct PluralRules: Sendable {
    /// One rule per category but `other`, in CLDR's order; each an `or` of `and`-ed relations.
    let rules: [(category: PluralCategory, condition: [[Relation]])]

    struct Relation: Sendable {
        /// n, i, v, w, f, t, e or c.
        let operand: Character
        let modulus: Int?
        let negated: Bool
        let ranges: [ClosedRange<Int>]
    }

    /// A rule that does not follow CLDR's plural syntax.
    package struct Malformed: Error, Equatable { package let rule: String }

    init(_ source: LocaleValues) throws(LocaleResourceError) {
        var rules: [(category: PluralCategory, condition: [[Relation]])] = []
        for category in PluralCategory.allCases where category != .other {
            guard let text = source.values["plural." + category.rawValue] else { continue }
            do { rules.append((category, try Self.parse(text))) } catch { throw source.fail("plural." + category.rawValue, "a plural rule") }
        }
        self.rules = rules
    }

    /// Rules from `category: rule` pairs (tests and hooks).
    package init(_ pairs: [(PluralCategory, String)]) throws(Malformed) {
        rules = try pairs.map { pair throws(Malformed) -> (category: PluralCategory, condition: [[Relation]]) in (pair.0, try Self.parse(pair.1)) }
    }

    /// The category of a whole number.
    package func category<I: BinaryInteger>(_ number: I) -> PluralCategory {
        category(integer: number.magnitude.description, fraction: "")
    }

    /// The category of a number written with `integer` and `fraction` digits ("1", "50").
    package func category(integer: String, fraction: String) -> PluralCategory {
        let integerPart = Int(integer.suffix(9)) ?? 0
        let trimmed = fraction.reversed().drop { $0 == "0" }.reversed()
        let operands: [Character: (Int, Bool)] = [
            "n": (integerPart, fraction.allSatisfy { $0 == "0" }), "i": (integerPart, true), "v": (fraction.count, true),
            "w": (trimmed.count, true), "f": (Int(fraction.prefix(9)) ?? 0, true),
            "t": (Int(String(trimmed.prefix(9))) ?? 0, true), "e": (0, true), "c": (0, true),
        ]
        for rule in rules where rule.condition.contains(where: { $0.allSatisfy { Self.holds($0, operands) } }) {
            return rule.category
        }
        return .other
    }

    private static func holds(_ relation: Relation, _ operands: [Character: (Int, Bool)]) -> Bool {
        guard let (raw, integral) = operands[relation.operand] else { return false }
        let value = relation.modulus.map { raw % max(1, $0) } ?? raw
        // A fractional n equals no integer and lies in no integer range.
        let inside = integral && relation.ranges.contains { $0.contains(value) }
        return inside != relation.negated
    }

    /// Parses `relation (and relation)* (or …)*`.
    static func parse(_ text: String) throws(Malformed) -> [[Relation]] {
        guard text.utf8.count <= 1024 else { throw Malformed(rule: String(text.prefix(64))) }
        return try text.components(separatedBy: " or ").map { chain throws(Malformed) in
            try chain.components(separatedBy: " and ").map { relation throws(Malformed) in try parseRelation(relation, text) }
        }
    }

    private static func parseRelation(_ relation: String, _ rule: String) throws(Malformed) -> Relation {
        let negated = relation.contains("!=")
        let sides = relation.components(separatedBy: negated ? "!=" : "=")
        let left = sides[0].split(separator: " ")
        guard sides.count == 2, let operand = left.first, operand.count == 1, "nivwftec".contains(operand) else {
            throw Malformed(rule: rule)
        }
        var modulus: Int?
        if left.count == 3, left[1] == "%" || left[1] == "mod" { modulus = Int(left[2]) }
        guard left.count == 1 || modulus != nil else { throw Malformed(rule: rule) }
        let ranges = try sides[1].split(separator: ",").map { item throws(Malformed) -> ClosedRange<Int> in
            let bounds = item.trimmingCharacters(in: .whitespaces).components(separatedBy: "..").map { Int($0) }
            guard let low = bounds.first ?? nil, let high = bounds.last ?? nil, bounds.count <= 2, low <= high else {
                throw Malformed(rule: rule)
            }
            return low...high
        }
        guard !ranges.isEmpty else { throw Malformed(rule: rule) }
        return Relation(operand: Character(String(operand)), modulus: modulus, negated: negated, ranges: ranges)
    }
}
