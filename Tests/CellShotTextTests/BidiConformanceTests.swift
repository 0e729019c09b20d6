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

    /// Both files are checked in this many parts run side by side (line i in part i % parts).
    static let parts = 8

    /// BidiTest.txt split into lines, with, per line, the index of the `@Levels` and
    /// `@Reorder` lines in force there (read once, shared by the parts).
    struct BidiTestFile: Sendable {
        let lines: [Substring]
        let levelsLine: [Int]
        let reorderLine: [Int]

        init(_ text: String) {
            lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var levels: [Int] = [], reorder: [Int] = [], currentLevels = -1, currentReorder = -1
            for (i, line) in lines.enumerated() {
                if line.hasPrefix("@Levels:") { currentLevels = i }
                if line.hasPrefix("@Reorder:") { currentReorder = i }
                levels.append(currentLevels)
                reorder.append(currentReorder)
            }
            levelsLine = levels
            reorderLine = reorder
        }

        /// The case bits of a data line (nil for comments, headers and blank lines).
        func bits(_ i: Int) -> (semicolon: Substring.Index, bits: Int)? {
            let line = lines[i]
            guard !line.hasPrefix("#"), !line.hasPrefix("@"), let semicolon = line.firstIndex(of: ";"),
                  let bits = Int(line[line.index(after: semicolon)...].trimmingCharacters(in: .whitespaces), radix: 16)
            else { return nil }
            return (semicolon, bits)
        }
    }

    static let bidiTest: BidiTestFile? = read("BidiTest.txt").map(BidiTestFile.init)
    static let bidiCharacterTest: [Substring]? = read("BidiCharacterTest.txt").map { $0.split(separator: "\n") }

    /// Every case of the file is in some part: the parts together cover them all.
    @Test func bidiTestHasEveryCase() {
        guard let file = Self.bidiTest else { return }
        let cases = file.lines.indices.reduce(0) { $0 + (file.bits($1).map { $0.bits.nonzeroBitCount } ?? 0) }
        #expect(cases > 490_000)
    }

    @Test(arguments: 0..<parts) func bidiTestPassesInFull(part: Int) throws {
        guard let file = Self.bidiTest else {
            print("skipped: \(BidiConformanceTests.folder)/BidiTest.txt is absent (apt-get install unicode-data)")
            return
        }
        let names = Dictionary(uniqueKeysWithValues: BidiClass.allCases.map { ("\($0)".uppercased(), $0) })
        var levels: [UInt8?] = [], order: [Int] = [], levelsAt = -2, orderAt = -2
        var cases = 0, failures: [String] = []
        for number in stride(from: part, to: file.lines.count, by: Self.parts) {
            guard let (semicolon, bits) = file.bits(number) else { continue }
            let line = file.lines[number]
            if file.levelsLine[number] != levelsAt {
                levelsAt = file.levelsLine[number]
                levels = levelsAt < 0 ? [] : Self.levels(file.lines[levelsAt].dropFirst(8))
            }
            if file.reorderLine[number] != orderAt {
                orderAt = file.reorderLine[number]
                order = orderAt < 0 ? [] : file.lines[orderAt].dropFirst(9).split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
            }
            let classes = try line[..<semicolon].split(whereSeparator: \.isWhitespace).map { name in
                try #require(names[String(name)], "line \(number + 1): unknown class \(name)")
            }
            for (bit, base) in [(1, UInt8?.none), (2, 0), (4, 1)] where bits & bit != 0 {
                cases += 1
                let p = BidiParagraph(classes: classes, baseLevel: base)
                if BidiConformanceTests.expected(p) != levels || BidiConformanceTests.order(p) != order {
                    failures.append("line \(number + 1) (\(bit)): \(line)")
                }
            }
        }
        #expect(cases > 490_000 / Self.parts / 2)
        let count = failures.count, first = failures.prefix(5).joined(separator: "\n")
        #expect(count == 0, "\(count) of \(cases) failed, first:\n\(first)")
    }

    /// Every line of the file is a case of some part.
    @Test func bidiCharacterTestHasEveryCase() {
        guard let lines = Self.bidiCharacterTest else { return }
        let cases = lines.filter { !$0.hasPrefix("#") && $0.split(separator: ";", omittingEmptySubsequences: false).count == 5 }.count
        #expect(cases > 90_000)
    }

    @Test(arguments: 0..<parts) func bidiCharacterTestPassesInFull(part: Int) {
        guard let lines = Self.bidiCharacterTest else {
            print("skipped: \(BidiConformanceTests.folder)/BidiCharacterTest.txt is absent (apt-get install unicode-data)")
            return
        }
        var cases = 0, failures: [String] = []
        for number in stride(from: part, to: lines.count, by: Self.parts) where !lines[number].hasPrefix("#") {
            let line = lines[number]
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
        #expect(cases > 90_000 / Self.parts / 2)
        let count = failures.count, first = failures.prefix(5).joined(separator: "\n")
        #expect(count == 0, "\(count) of \(cases) failed, first:\n\(first)")
    }
}
