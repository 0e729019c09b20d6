import Foundation
import Testing
@testable import CellShotText

/// UAX #9 against Unicode's own conformance files (Debian's `unicode-data`, installed by
/// `.ci/run`), read at test time. Every line of both files must pass.
@Suite struct BidiConformanceTests {
    static let folder = "/usr/share/unicode"

    static func read(_ name: String) -> [UInt8]? {
        FileManager.default.contents(atPath: "\(folder)/\(name)").map { [UInt8]($0) }
    }

    /// True when the levels after rule L1 are `expected` as the files write them: nil ("x")
    /// for the characters removed by rule X9. (Pointer loops without optionals' generic `==`:
    /// a debug build runs them many times faster.)
    static func levelsMatch(_ p: BidiParagraph, _ expected: [UInt8?]) -> Bool {
        let line = p.lineLevels(0..<p.levels.count), count = line.count
        guard expected.count == count else { return false }
        return line.withUnsafeBufferPointer { line in
            expected.withUnsafeBufferPointer { expected in
                guard let line = line.baseAddress, let expected = expected.baseAddress else { return true }
                var i = 0
                while i < count {
                    switch expected[i] {
                    case nil: if !p.isRemoved(i) { return false }
                    case let level?: if p.isRemoved(i) || line[i] != level { return false }
                    }
                    i += 1
                }
                return true
            }
        }
    }

    /// True when the visual order without the removed characters is `expected`.
    static func orderMatches(_ p: BidiParagraph, _ expected: [Int]) -> Bool {
        let visual = p.visualOrder(0..<p.levels.count), count = visual.count, expectedCount = expected.count
        return visual.withUnsafeBufferPointer { visual in
            expected.withUnsafeBufferPointer { expected in
                guard let visual = visual.baseAddress else { return expectedCount == 0 }
                let expected = expected.baseAddress  // nil only when expectedCount is 0
                var i = 0, matched = 0
                while i < count {
                    let character = visual[i]
                    if !p.isRemoved(character) {
                        guard matched < expectedCount, expected![matched] == character else { return false }
                        matched += 1
                    }
                    i += 1
                }
                return matched == expectedCount
            }
        }
    }

    /// "line N: text" for each failed line.
    static func describe(_ failures: ArraySlice<(line: Int, note: String)>, in bytes: [UInt8]) -> String {
        failures.map { "line \($0.line)\($0.note): \(BidiConformanceFiles.text(bytes, line: $0.line))" }.joined(separator: "\n")
    }

    /// Both files are checked in this many parts run side by side (case i in part i % parts).
    static let parts = 8

    static let bidiTestBytes = read("BidiTest.txt")
    static let bidiCharacterTestBytes = read("BidiCharacterTest.txt")
    static let bidiTest = bidiTestBytes.map(BidiConformanceFiles.parseClassFile)
    static let bidiCharacterTest = bidiCharacterTestBytes.map(BidiConformanceFiles.parseCharacterFile)

    /// Every case of the file is in some part: the parts together cover them all.
    @Test func bidiTestHasEveryCase() {
        guard let file = Self.bidiTest else { return }
        #expect(file.unknown.isEmpty, "\(file.unknown.prefix(5))")
        #expect(file.cases.reduce(0) { $0 + $1.bits.nonzeroBitCount } > 490_000)
    }

    @Test(arguments: 0..<parts) func bidiTestPassesInFull(part: Int) throws {
        guard let file = Self.bidiTest, let bytes = Self.bidiTestBytes else {
            print("skipped: \(BidiConformanceTests.folder)/BidiTest.txt is absent (apt-get install unicode-data)")
            return
        }
        try #require(file.unknown.isEmpty, "\(file.unknown.prefix(5))")
        var cases = 0, failures: [(line: Int, note: String)] = []
        // A while loop: a debug build's stride iterator costs a tuple's metadata per step.
        var n = part
        while n < file.cases.count {
            defer { n += Self.parts }
            let c = file.cases[n]
            let levels = c.levels < 0 ? [] : file.levels[c.levels], order = c.order < 0 ? [] : file.orders[c.order]
            // Bits 1, 2, 4: auto, LTR and RTL (a loop without a tuple array per case).
            var bit = 1
            while bit <= 4 {
                defer { bit <<= 1 }
                guard c.bits & bit != 0 else { continue }
                cases += 1
                let p = BidiParagraph(classes: c.classes, baseLevel: bit == 1 ? nil : bit == 2 ? 0 : 1)
                if !Self.levelsMatch(p, levels) || !Self.orderMatches(p, order) {
                    failures.append((c.line, " (\(bit))"))
                }
            }
        }
        #expect(cases > 490_000 / Self.parts / 2)
        let count = failures.count, first = Self.describe(failures.prefix(5), in: bytes)
        #expect(count == 0, "\(count) of \(cases) failed, first:\n\(first)")
    }

    /// Every line of the file is a case of some part.
    @Test func bidiCharacterTestHasEveryCase() {
        guard let cases = Self.bidiCharacterTest else { return }
        #expect(cases.count > 90_000)
    }

    @Test(arguments: 0..<parts) func bidiCharacterTestPassesInFull(part: Int) {
        guard let all = Self.bidiCharacterTest, let bytes = Self.bidiCharacterTestBytes else {
            print("skipped: \(BidiConformanceTests.folder)/BidiCharacterTest.txt is absent (apt-get install unicode-data)")
            return
        }
        var cases = 0, failures: [(line: Int, note: String)] = []
        var n = part
        while n < all.count {
            defer { n += Self.parts }
            let c = all[n]
            cases += 1
            let p = BidiParagraph(c.scalars, baseLevel: c.base)
            if c.paragraphLevel != p.baseLevel || !Self.levelsMatch(p, c.levels) || !Self.orderMatches(p, c.order) {
                failures.append((c.line, ""))
            }
        }
        #expect(cases > 90_000 / Self.parts / 2)
        let count = failures.count, first = Self.describe(failures.prefix(5), in: bytes)
        #expect(count == 0, "\(count) of \(cases) failed, first:\n\(first)")
    }
}
