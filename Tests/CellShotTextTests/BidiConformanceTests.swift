import Foundation
import Testing
@testable import CellShotText

/// UAX #9 against Unicode's own conformance files (Debian's `unicode-data`, installed by
/// `.ci/run`), read at test time. Every line of both files must pass.
@Suite struct BidiConformanceTests {
    static let folder = "/usr/share/unicode"

    static func read(_ name: String) -> String? {
        try? String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8)
    }

    /// "x 1 0" → [nil, 1, 0].
    static func levels(_ field: Substring) -> [UInt8?] {
        field.split(whereSeparator: \.isWhitespace).map { $0 == "x" ? nil : UInt8($0) }
    }

    /// Levels as the files write them: "x" for characters removed by rule X9.
    static func expected(_ p: BidiParagraph) -> [UInt8?] {
        let line = p.lineLevels(0..<p.levels.count)
        return line.indices.map { p.isRemoved($0) ? nil : line[$0] }
    }

    /// The visual order without the removed characters.
    static func order(_ p: BidiParagraph) -> [Int] {
        p.visualOrder(0..<p.levels.count).filter { !p.isRemoved($0) }
    }

    @Test func bidiTestPassesInFull() throws {
        guard let text = BidiConformanceTests.read("BidiTest.txt") else {
            print("skipped: \(BidiConformanceTests.folder)/BidiTest.txt is absent (apt-get install unicode-data)")
            return
        }
        let names = Dictionary(uniqueKeysWithValues: BidiClass.allCases.map { ("\($0)".uppercased(), $0) })
        var levels: [UInt8?] = [], order: [Int] = []
        var cases = 0, failures: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("@Levels:") {
                levels = BidiConformanceTests.levels(line.dropFirst(8))
                continue
            }
            if line.hasPrefix("@Reorder:") {
                order = line.dropFirst(9).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
                continue
            }
            guard !line.hasPrefix("#"), !line.hasPrefix("@"), let semicolon = line.firstIndex(of: ";") else { continue }
            let classes = try line[..<semicolon].split(whereSeparator: \.isWhitespace).map { name in
                try #require(names[String(name)], "line \(number + 1): unknown class \(name)")
            }
            guard let bits = Int(line[line.index(after: semicolon)...].trimmingCharacters(in: .whitespaces), radix: 16) else { continue }
            for (bit, base) in [(1, UInt8?.none), (2, 0), (4, 1)] where bits & bit != 0 {
                cases += 1
                let p = BidiParagraph(classes: classes, baseLevel: base)
                if BidiConformanceTests.expected(p) != levels || BidiConformanceTests.order(p) != order {
                    failures.append("line \(number + 1) (\(bit)): \(line)")
                }
            }
        }
        #expect(cases > 490_000)
        let count = failures.count, first = failures.prefix(5).joined(separator: "\n")
        #expect(count == 0, "\(count) of \(cases) failed, first:\n\(first)")
    }

    @Test func bidiCharacterTestPassesInFull() {
        guard let text = BidiConformanceTests.read("BidiCharacterTest.txt") else {
            print("skipped: \(BidiConformanceTests.folder)/BidiCharacterTest.txt is absent (apt-get install unicode-data)")
            return
        }
        var cases = 0, failures: [String] = []
        for (number, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            guard fields.count == 5 else { continue }
            let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16).flatMap(Unicode.Scalar.init) }
            let base: UInt8? = fields[1] == "0" ? 0 : fields[1] == "1" ? 1 : nil
            cases += 1
            let p = BidiParagraph(scalars, baseLevel: base)
            let order = fields[4].split(separator: " ").compactMap { Int($0) }
            if UInt8(fields[2]) != p.baseLevel || BidiConformanceTests.expected(p) != BidiConformanceTests.levels(fields[3])
                || BidiConformanceTests.order(p) != order {
                failures.append("line \(number + 1): \(line)")
            }
        }
        #expect(cases > 90_000)
        let count = failures.count, first = failures.prefix(5).joined(separator: "\n")
        #expect(count == 0, "\(count) of \(cases) failed, first:\n\(first)")
    }
}
