import Foundation
import Yams

/// A YAML node with the file it came from and its field path, so every decoding error can say
/// `file:line:column: path: message (expected …)`. Catalogs are decoded from these by hand
/// (not Codable) to keep positions.
struct CatalogNode {
    let node: Node
    let file: String
    let path: String

    var line: Int { node.mark?.line ?? 0 }
    var column: Int { node.mark?.column ?? 0 }

    /// An error at this node.
    func error(_ message: String, expected: String = "") -> CatalogError {
        CatalogError(file: file, line: line, column: column, path: path, message: message, expected: expected)
    }

    /// At most this many characters of a scalar are quoted in an error.
    static let excerptLength = 60

    /// `text` quoted for an error message: the first ``excerptLength`` characters and the
    /// length of the rest, so a whole file read as one scalar is never printed.
    static func excerpt(_ text: String) -> String {
        let head = text.prefix(excerptLength + 1)
        guard head.count > excerptLength else { return "\"\(text)\"" }
        return "\"\(head.dropLast())…\" (\(text.count) characters)"
    }

    /// How the node reads in a message: a scalar in quotes (``excerpt(_:)``), else its kind.
    var shown: String {
        switch node {
        case .scalar(let scalar): return Self.excerpt(scalar.string)
        case .mapping: return "a mapping"
        case .sequence: return "a list"
        case .alias: return "an alias"
        }
    }

    // MARK: Scalars

    /// The scalar's text; a mapping or a list is an error.
    func string() throws(CatalogError) -> String {
        guard case .scalar(let scalar) = node else { throw error("found \(shown)", expected: "a string") }
        return scalar.string
    }

    /// A finite or non-finite number (`.nan`, `.inf` as YAML writes them).
    func double() throws(CatalogError) -> Double {
        guard case .scalar(let scalar) = node else { throw error("found \(shown)", expected: "a number") }
        switch scalar.string.lowercased() {
        case ".nan": return .nan
        case ".inf", "+.inf": return .infinity
        case "-.inf": return -.infinity
        default: break
        }
        guard let value = Double(scalar.string) else { throw error("found \(shown)", expected: "a number") }
        return value
    }

    /// A finite number in `range`.
    func double(in range: ClosedRange<Double>) throws(CatalogError) -> Double {
        let value = try double()
        guard value.isFinite, range.contains(value) else {
            throw error("\(shown) is out of range", expected: "a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))")
        }
        return value
    }

    /// A whole number in `range`.
    func int(in range: ClosedRange<Int>) throws(CatalogError) -> Int {
        guard case .scalar(let scalar) = node, let value = Int(scalar.string) else {
            throw error("found \(shown)", expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        guard range.contains(value) else {
            throw error("\(value) is out of range", expected: "a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }

    /// `true` or `false` (YAML 1.2 spelling only).
    func bool() throws(CatalogError) -> Bool {
        guard case .scalar(let scalar) = node else { throw error("found \(shown)", expected: "true or false") }
        switch scalar.string {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: throw error("found \(shown)", expected: "true or false")
        }
    }

    /// One of the cases of a `String`-backed enum, by raw value.
    func choice<T: RawRepresentable & CaseIterable>(_ type: T.Type) throws(CatalogError) -> T where T.RawValue == String {
        try choice(T.allCases.map { ($0.rawValue, $0) })
    }

    /// One of `options` by name; the error lists them all and suggests the nearest.
    func choice<T>(_ options: [(String, T)]) throws(CatalogError) -> T {
        let text = try string()
        if let match = options.first(where: { $0.0 == text }) { return match.1 }
        let names = options.map(\.0)
        var message = "unknown value \"\(text)\""
        if let near = Spelling.nearest(to: text, in: names) { message += "; did you mean \"\(near)\"?" }
        throw error(message, expected: names.joined(separator: ", "))
    }

    // MARK: Collections

    /// The items of a list, each with its index in the path. A single value (not a list) is
    /// an error.
    func list() throws(CatalogError) -> [CatalogNode] {
        guard case .sequence(let seq) = node else { throw error("found \(shown)", expected: "a list") }
        return Array(seq).enumerated().map { CatalogNode(node: $0.element, file: file, path: "\(path)[\($0.offset)]") }
    }

    /// The items of a list, or this one node as a one-item list.
    func listOrOne() -> [CatalogNode] {
        guard case .sequence = node else { return [self] }
        return (try? list()) ?? [self]
    }

    /// The fields of a mapping, checked against `allowed`: an unknown key is an error with a
    /// did-you-mean, a repeated key is an error.
    func fields(_ allowed: [String]) throws(CatalogError) -> CatalogFields {
        guard case .mapping(let mapping) = node else { throw error("found \(shown)", expected: "a mapping with keys \(allowed.joined(separator: ", "))") }
        var pairs: [(String, CatalogNode)] = []
        for (key, value) in mapping {
            let keyNode = CatalogNode(node: key, file: file, path: path)
            guard case .scalar(let scalar) = key else { throw keyNode.error("found \(keyNode.shown) as a key", expected: "a field name") }
            let name = scalar.string
            let child = CatalogNode(node: value, file: file, path: path.isEmpty ? name : "\(path).\(name)")
            let keyed = CatalogNode(node: key, file: file, path: child.path)
            guard allowed.contains(name) else {
                var message = "unknown key \"\(name)\""
                if let near = Spelling.nearest(to: name, in: allowed) { message += "; did you mean \"\(near)\"?" }
                throw keyed.error(message, expected: allowed.joined(separator: ", "))
            }
            guard !pairs.contains(where: { $0.0 == name }) else { throw keyed.error("key \"\(name)\" appears twice") }
            pairs.append((name, child))
        }
        return CatalogFields(owner: self, pairs: pairs)
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

/// The checked fields of one mapping, in file order.
struct CatalogFields {
    let owner: CatalogNode
    let pairs: [(String, CatalogNode)]

    /// The field's node, or nil when absent.
    subscript(_ key: String) -> CatalogNode? { pairs.first { $0.0 == key }?.1 }

    /// The field's node; absence is an error naming the field.
    func required(_ key: String) throws(CatalogError) -> CatalogNode {
        guard let node = self[key] else { throw owner.error("missing field \"\(key)\"") }
        return node
    }
}
