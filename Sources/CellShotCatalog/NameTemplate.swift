/// Snapshot names: expanded from a template over the matrix, then checked so that no name can
/// point outside its reference folder or read as a command-line option.
import CellShotLayout
import Foundation

enum NameTemplate {
    /// The store keeps names of at most this many bytes unchanged.
    static let maxLength = 160

    /// `template` with `{axis}` placeholders filled from the variant's name parts; without
    /// placeholders, the variant's name with the template as its prefix, joined by `-`
    /// (`detail-0chips` → `detail-0chips-dark`).
    static func expand(_ template: String, variant: Variant, node: CatalogNode) throws(CatalogError) -> String {
        var name = ""
        if template.contains("{") {
            var rest = Substring(template)
            while let open = rest.firstIndex(of: "{") {
                name += rest[..<open]
                guard let close = rest[open...].firstIndex(of: "}") else { throw node.error("unclosed \"{\" in the name template") }
                let axis = String(rest[rest.index(after: open)..<close])
                guard let value = variant.part(axis) else {
                    throw node.error("placeholder {\(axis)} names no matrix axis of this entry",
                                     expected: variant.parts.map(\.axis).sorted().map { "{\($0)}" }.joined(separator: ", ").ifEmpty("no placeholders (the entry has no matrix)"))
                }
                name += value
                rest = rest[rest.index(after: close)...]
            }
            name += rest
        } else {
            name = variant.name(prefix: template, separator: "-")
        }
        if let problem = problem(in: name) {
            throw node.error("bad snapshot name \"\(name.replacingOccurrences(of: "\0", with: "\\0"))\": \(problem)",
                             expected: "ASCII letters, digits and - _ . + @ = , (not starting with - or .), at most \(maxLength) bytes")
        }
        return name
    }

    /// What is wrong with `name` as a file name in a reference folder, or nil.
    static func problem(in name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name.utf8.count > maxLength { return "it is longer than \(maxLength) bytes" }
        if name.contains("/") || name.contains("\\") { return "it contains a path separator" }
        if name.contains("..") { return "it contains \"..\"" }
        if name.hasPrefix("-") { return "it starts with '-' (it would read as an option)" }
        if name.hasPrefix(".") { return "it starts with '.' (a hidden file)" }
        if name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) { return "it contains a control character" }
        // Exactly the characters the reference store keeps as they are, so two names never
        // land in one file.
        if let bad = name.unicodeScalars.first(where: { !allowed($0) }) { return "it contains \"\(bad.escaped(asASCII: true))\"" }
        return nil
    }

    static func allowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_", ".", "+", "@", "=", ",": return true
        default: return false
        }
    }
}

extension String {
    fileprivate func ifEmpty(_ other: String) -> String { isEmpty ? other : self }
}
