/// PDF's object syntax (ISO 32000-1 §7.2–7.3) over a byte buffer: numbers, names, strings,
/// arrays, dictionaries, references and keywords (content-stream operators). Every read is
/// bounded: nesting depth, element counts, and the end of the buffer.
enum PDFObject: Hashable {
    case number(Double)
    case name(String)
    case string
    case array([PDFObject])
    case dict([String: PDFObject])
    case ref(Int)
    case keyword(String)

    var number: Double? { if case let .number(value) = self { return value }; return nil }
    var nameValue: String? { if case let .name(name) = self { return name }; return nil }
    var dictValue: [String: PDFObject]? { if case let .dict(dict) = self { return dict }; return nil }
    var arrayValue: [PDFObject]? { if case let .array(array) = self { return array }; return nil }
}

/// Why bytes are not a PDF CellShot reads: the byte offset and what was wrong there.
struct PDFFault: Error {
    var offset: Int
    var reason: String
    /// A feature CellShot does not draw (text, images, shadings…), rather than a broken file.
    var unsupported = false
}

/// Reads objects from `bytes` starting at `pos`.
struct PDFScanner {
    static let maxDepth = 32
    static let maxElements = 100_000

    let bytes: [UInt8]
    var pos: Int

    init(_ bytes: [UInt8], at pos: Int = 0) { self.bytes = bytes; self.pos = pos }

    static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 || byte == 0x0C || byte == 0x00 }
    static func isDelimiter(_ byte: UInt8) -> Bool { "()<>[]{}/%".utf8.contains(byte) }
    static func isRegular(_ byte: UInt8) -> Bool { !isSpace(byte) && !isDelimiter(byte) }

    /// Skips white space and comments.
    mutating func skipSpace() {
        while pos < bytes.count {
            if Self.isSpace(bytes[pos]) { pos += 1; continue }
            guard bytes[pos] == UInt8(ascii: "%") else { return }
            while pos < bytes.count, bytes[pos] != 0x0A, bytes[pos] != 0x0D { pos += 1 }
        }
    }

    var atEnd: Bool { mutating get { skipSpace(); return pos >= bytes.count } }

    /// The next object, with `a b R` read as a reference; nil at the end of the buffer.
    mutating func object(depth: Int = 0) throws(PDFFault) -> PDFObject? {
        guard depth <= Self.maxDepth else { throw PDFFault(offset: pos, reason: "objects nested deeper than \(Self.maxDepth)") }
        skipSpace()
        guard pos < bytes.count else { return nil }
        let start = pos
        switch bytes[pos] {
        case UInt8(ascii: "/"):
            pos += 1
            let nameStart = pos
            while pos < bytes.count, Self.isRegular(bytes[pos]) { pos += 1 }
            return .name(String(decoding: bytes[nameStart..<pos], as: UTF8.self))
        case UInt8(ascii: "("):
            try skipLiteralString()
            return .string
        case UInt8(ascii: "<"):
            if pos + 1 < bytes.count, bytes[pos + 1] == UInt8(ascii: "<") {
                pos += 2
                return .dict(try dictionary(depth: depth))
            }
            guard let end = bytes[pos...].firstIndex(of: UInt8(ascii: ">")) else { throw PDFFault(offset: start, reason: "unterminated hex string") }
            pos = end + 1
            return .string
        case UInt8(ascii: "["):
            pos += 1
            var items: [PDFObject] = []
            while true {
                skipSpace()
                guard pos < bytes.count else { throw PDFFault(offset: start, reason: "unterminated array") }
                if bytes[pos] == UInt8(ascii: "]") { pos += 1; return .array(items) }
                guard let item = try object(depth: depth + 1) else { throw PDFFault(offset: start, reason: "unterminated array") }
                items.append(item)
                guard items.count <= Self.maxElements else { throw PDFFault(offset: start, reason: "an array of more than \(Self.maxElements) elements") }
            }
        case UInt8(ascii: ")"), UInt8(ascii: ">"), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"):
            throw PDFFault(offset: start, reason: "unexpected \"\(Character(Unicode.Scalar(bytes[pos])))\"")
        default:
            let wordStart = pos
            while pos < bytes.count, Self.isRegular(bytes[pos]) { pos += 1 }
            let word = String(decoding: bytes[wordStart..<pos], as: UTF8.self)
            guard let value = Self.number(word) else { return .keyword(word) }
            return try referenceAfter(value, depth: depth) ?? .number(value)
        }
    }

    /// `n g R` when the two words after `n` are a generation and `R`; else nil, position kept.
    private mutating func referenceAfter(_ objectNumber: Double, depth: Int) throws(PDFFault) -> PDFObject? {
        guard objectNumber >= 0, objectNumber == objectNumber.rounded(), objectNumber < 1e9 else { return nil }
        let saved = pos
        var probe = self
        probe.skipSpace()
        let digitsStart = probe.pos
        while probe.pos < bytes.count, bytes[probe.pos] >= 0x30, bytes[probe.pos] <= 0x39 { probe.pos += 1 }
        guard probe.pos > digitsStart else { return nil }
        probe.skipSpace()
        guard probe.pos < bytes.count, bytes[probe.pos] == UInt8(ascii: "R"),
              probe.pos + 1 >= bytes.count || !Self.isRegular(bytes[probe.pos + 1]) else { pos = saved; return nil }
        pos = probe.pos + 1
        return .ref(Int(objectNumber))
    }

    private mutating func dictionary(depth: Int) throws(PDFFault) -> [String: PDFObject] {
        let start = pos - 2
        var entries: [String: PDFObject] = [:]
        while true {
            skipSpace()
            guard pos + 1 < bytes.count else { throw PDFFault(offset: start, reason: "unterminated dictionary") }
            if bytes[pos] == UInt8(ascii: ">"), bytes[pos + 1] == UInt8(ascii: ">") { pos += 2; return entries }
            let keyAt = pos
            guard case let .name(key)? = try object(depth: depth + 1) else { throw PDFFault(offset: keyAt, reason: "a dictionary key that is not a name") }
            guard let value = try object(depth: depth + 1) else { throw PDFFault(offset: start, reason: "unterminated dictionary") }
            entries[key] = value
            guard entries.count <= Self.maxElements else { throw PDFFault(offset: start, reason: "a dictionary of more than \(Self.maxElements) entries") }
        }
    }

    /// Skips `( … )` with nested parentheses and backslash escapes.
    private mutating func skipLiteralString() throws(PDFFault) {
        let start = pos
        var depth = 0
        while pos < bytes.count {
            let byte = bytes[pos]
            pos += 1
            if byte == UInt8(ascii: "\\") { pos += 1; continue }
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth -= 1; if depth == 0 { return } }
        }
        throw PDFFault(offset: start, reason: "unterminated string")
    }

    /// A PDF number (`12`, `-3.5`, `.5`, `4.`), or nil.
    static func number(_ word: String) -> Double? {
        guard let first = word.utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
                || (first >= 0x30 && first <= 0x39) else { return nil }
        guard let value = Double(word.hasSuffix(".") ? word + "0" : word), value.isFinite else { return nil }
        return value
    }
}
