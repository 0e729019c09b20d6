import Foundation

/// Why the bundled locale resource could not be read.
public enum LocaleResourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The resource is not in the module's bundle.
    case missing(file: String)
    /// Line 1 is not `cellshot-cldr 1 <version>`, or the file is larger than 4 MB.
    case badHeader(file: String)
    /// A line is not `key=value` (or not a header line in a header section).
    case malformedLine(file: String, line: Int)
    /// A locale's section lacks a key, or its value is not what the key needs.
    case badValue(file: String, locale: String, key: String, expected: String)

    public var description: String {
        switch self {
        case let .missing(file): return "\(file): locale data missing from the bundle"
        case let .badHeader(file): return "\(file): expected header \"cellshot-cldr 1 <version>\" (≤ 4 MB)"
        case let .malformedLine(file, line): return "\(file):\(line): expected key=value"
        case let .badValue(file, locale, key, expected): return "\(file): \(locale).\(key): expected \(expected)"
        }
    }
}

/// The bundled CLDR resource: its header read when first needed, each locale's section parsed
/// only when a locale on some fallback chain asks for it, then kept.
package final class LocaleStore: @unchecked Sendable {
    let file: String
    package let bytes: [UInt8]
    /// The CLDR version the data was generated from.
    package let version: String
    let parents: [String: String]
    let currencyDigits: [String: Int]
    /// Byte range of each bundled locale's section, and the line number it starts at.
    let sections: [String: (range: Range<Int>, line: Int)]
    private let lock = NSLock()
    private var parsed: [String: Result<LocaleData, LocaleResourceError>] = [:]
    private var resolved: [String: (resolution: LocaleResolution, data: LocaleData)] = [:]

    /// The bundled resource (`Tools/cldr/generate.py` writes it), read once per process.
    package static let shared: LocaleStore = {
        let name = "CLDR/locales.txt"
        guard let url = Bundle.module.url(forResource: "locales", withExtension: "txt", subdirectory: "CLDR"),
              let data = try? Data(contentsOf: url) else { return LocaleStore(failure: .missing(file: name)) }
        do throws(LocaleResourceError) { return try LocaleStore(file: name, bytes: Array(data)) } catch { return LocaleStore(failure: error) }
    }()

    /// The bundled locale identifiers, sorted.
    package var locales: [String] { sections.keys.sorted() }

    /// Why the resource could not be read, if it could not.
    package let failure: LocaleResourceError?

    private init(failure: LocaleResourceError) {
        file = "CLDR/locales.txt"; bytes = []; version = "root"; parents = [:]; currencyDigits = [:]; sections = [:]
        self.failure = failure
    }

    /// Indexes `bytes` (headers parsed, locale sections only located).
    package init(file: String, bytes: [UInt8]) throws(LocaleResourceError) {
        self.file = file; self.bytes = bytes; failure = nil
        guard bytes.count <= 4 << 20 else { throw .badHeader(file: file) }
        let lines = Self.lines(bytes)
        guard let first = lines.first, case let header = Self.text(bytes, first).split(separator: " "),
              header.count == 3, header[0] == "cellshot-cldr", header[1] == "1" else { throw .badHeader(file: file) }
        version = String(header[2])
        var parents: [String: String] = [:], digits: [String: Int] = [:]
        var sections: [String: (range: Range<Int>, line: Int)] = [:]
        var mode = "", open: (name: String, start: Int, line: Int)?
        for (number, range) in lines.enumerated().dropFirst() {
            let line = Self.text(bytes, range)
            if line.hasPrefix("@") {
                if let section = open { sections[section.name] = (section.start..<range.lowerBound, section.line) }
                let words = line.split(separator: " ")
                mode = String(words[0])
                open = mode == "@locale" && words.count == 2 ? (String(words[1]), range.upperBound, number + 2) : nil
                continue
            }
            guard mode != "@locale" else { continue }
            let words = line.split(separator: " ")
            guard words.count == 2 else { throw .malformedLine(file: file, line: number + 1) }
            if mode == "@parents" { parents[String(words[0])] = String(words[1]) }
            else if mode == "@currencies", let places = Int(words[1]), (0...6).contains(places) { digits[String(words[0])] = places }
            else { throw .malformedLine(file: file, line: number + 1) }
        }
        if let section = open { sections[section.name] = (section.start..<bytes.count, section.line) }
        self.parents = parents; currencyDigits = digits; self.sections = sections
    }

    /// How many locale sections have been parsed so far (lazy loading is observable in tests).
    package var parsedCount: Int { lock.withLock { parsed.count } }

    /// The data of one bundled locale, parsed on first use. Parsed without the lock, so lookups
    /// of other locales in other threads go on meanwhile; when two threads parse the same
    /// section at once, the first result kept is the one every caller gets (both are equal).
    package func data(_ id: String) -> Result<LocaleData, LocaleResourceError>? {
        if let done = lock.withLock({ parsed[id] }) { return done }
        guard let section = sections[id] else { return nil }
        let result = Result { () throws(LocaleResourceError) in try parse(id, section.range, firstLine: section.line) }
        return lock.withLock {
            if let done = parsed[id] { return done }
            parsed[id] = result
            return result
        }
    }

    /// The fallback chain of `tag` walked to the first bundled locale that reads.
    package func resolve(_ tag: String) -> (resolution: LocaleResolution, data: LocaleData) {
        if let done = lock.withLock({ resolved[tag] }) { return done }
        let answer = walk(tag)
        lock.withLock { if resolved.count < 1024 { resolved[tag] = answer } }
        return answer
    }

    private func walk(_ tag: String) -> (resolution: LocaleResolution, data: LocaleData) {
        if let failure { return (LocaleResolution(requested: tag, resolved: "root", chain: [], problem: .resource(failure)), .root) }
        var chain: [String] = [], problem: LocaleProblem?
        do throws(LocaleTagError) {
            chain = try LocaleTag(parsing: tag).fallbackChain(parents: parents)
        } catch { problem = .malformedTag(error) }
        for (i, id) in chain.enumerated() {
            switch data(id) {
            case .success(let localeData)?: return (LocaleResolution(requested: tag, resolved: id, chain: Array(chain[...i]), problem: nil), localeData)
            case .failure(let error)?: return (LocaleResolution(requested: tag, resolved: "root", chain: Array(chain[...i]), problem: .resource(error)), .root)
            case nil: continue
            }
        }
        if problem == nil { problem = .notBundled(tag) }
        switch data("en") {
        case .success(let localeData)?: return (LocaleResolution(requested: tag, resolved: "en", chain: chain + ["en"], problem: problem), localeData)
        case .failure(let error)?: return (LocaleResolution(requested: tag, resolved: "root", chain: chain, problem: .resource(error)), .root)
        case nil: return (LocaleResolution(requested: tag, resolved: "root", chain: chain, problem: problem), .root)
        }
    }

    private func parse(_ id: String, _ range: Range<Int>, firstLine: Int) throws(LocaleResourceError) -> LocaleData {
        var values: [String: String] = [:]
        let section = Array(bytes[range])
        for (offset, line) in Self.lines(section).enumerated() {
            let text = Self.text(section, line)
            guard let eq = text.firstIndex(of: "=") else { throw .malformedLine(file: file, line: firstLine + offset) }
            values[String(text[..<eq])] = String(text[text.index(after: eq)...])
        }
        return try LocaleData(id: id, values: LocaleValues(file: file, locale: id, values: values), currencyDigits: currencyDigits)
    }

    /// The byte ranges of the non-empty lines of `bytes`.
    static func lines(_ bytes: [UInt8]) -> [Range<Int>] {
        var result: [Range<Int>] = [], start = 0
        for i in bytes.indices where bytes[i] == UInt8(ascii: "\n") {
            if i > start { result.append(start..<i) }
            start = i + 1
        }
        if start < bytes.count { result.append(start..<bytes.count) }
        return result
    }

    static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
}
