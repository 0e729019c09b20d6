import Foundation
@testable import CellShotText

/// Unicode's two bidi conformance files parsed once per process, byte by byte: in a debug build,
/// splitting their 580 000 cases into substrings and parsing those cost as much as the algorithm
/// the cases check.
enum BidiConformanceFiles {
    /// A data line of BidiTest.txt: its classes, the paragraph levels to run it at (bit 1 auto,
    /// 2 LTR, 4 RTL) and the `@Levels` / `@Reorder` lines in force there.
    struct ClassCase: Sendable {
        let line: Int
        let classes: [BidiClass]
        let bits: Int
        let levels: Int
        let order: Int
    }

    /// BidiTest.txt: its data lines, the levels and orders they point to, and lines naming an
    /// unknown class.
    struct ClassFile: Sendable {
        var cases: [ClassCase] = []
        var levels: [[UInt8?]] = []
        var orders: [[Int]] = []
        var unknown: [String] = []
    }

    /// A line of BidiCharacterTest.txt.
    struct CharacterCase: Sendable {
        let line: Int
        let scalars: [Unicode.Scalar]
        /// Field 1: 0 LTR, 1 RTL, nil auto.
        let base: UInt8?
        /// Field 2: the resolved paragraph level.
        let paragraphLevel: UInt8?
        let levels: [UInt8?]
        let order: [Int]
    }

    /// Calls `body` with each line of `array` that is neither empty nor a comment: the bytes, the
    /// line's range (without its line feed) and its number from 1.
    static func forEachLine(_ array: [UInt8], _ body: (UnsafeBufferPointer<UInt8>, Range<Int>, Int) -> Void) {
        array.withUnsafeBufferPointer { bytes in
            var start = 0, number = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count, bytes[end] != 0x0A { end += 1 }
                number += 1
                if end > start, bytes[start] != 0x23 { body(bytes, start..<end, number) }
                start = end + 1
            }
        }
    }

    static func starts(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, with prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        return range.count >= p.count && bytes[range.lowerBound..<(range.lowerBound + p.count)].elementsEqual(p)
    }

    /// A class name's bytes in one number (names are at most 3 letters).
    static func key(_ bytes: some Collection<UInt8>) -> UInt32 {
        bytes.reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// The letters of a ``key(_:)``.
    static func name(_ key: UInt32) -> String {
        String(decoding: withUnsafeBytes(of: key.bigEndian) { Array($0) }.filter { $0 != 0 }, as: UTF8.self)
    }

    static func parseClassFile(_ array: [UInt8]) -> ClassFile {
        var file = ClassFile()
        var names: [UInt32: BidiClass] = [:]
        for c in BidiClass.allCases { names[key("\(c)".uppercased().utf8)] = c }
        forEachLine(array) { bytes, line, number in
            var at = line.lowerBound
            let directive = bytes[at] == 0x40
            if directive, starts(bytes, line, with: "@Levels:") {
                at += 8
                file.levels.append(field(bytes, &at, end: line.upperBound).map { $0.map { UInt8($0) } })
                return
            }
            if directive, starts(bytes, line, with: "@Reorder:") {
                at += 9
                file.orders.append(field(bytes, &at, end: line.upperBound).compactMap { $0 })
                return
            }
            guard !directive else { return }
            var classes: [BidiClass] = [], token: UInt32 = 0
            while at <= line.upperBound {
                let b = at < line.upperBound ? bytes[at] : 0x3B
                if b == 0x20 || b == 0x09 || b == 0x3B {
                    if token != 0 {
                        if let c = names[token] { classes.append(c) } else { file.unknown.append("line \(number): unknown class \(name(token))") }
                    }
                    token = 0
                } else {
                    token = token << 8 | UInt32(b)
                }
                at += 1
                if b == 0x3B { break }
            }
            guard let bits = field(bytes, &at, end: line.upperBound, radix: 16).first ?? nil else { return }
            file.cases.append(ClassCase(line: number, classes: classes, bits: bits,
                                        levels: file.levels.count - 1, order: file.orders.count - 1))
        }
        return file
    }

    /// A field of numbers separated by blanks ("x" a nil level) from `at` to the next `;` or
    /// the line's end; `at` moves past the `;`.
    static func field(_ bytes: UnsafeBufferPointer<UInt8>, _ at: inout Int, end: Int, radix: Int = 10) -> [Int?] {
        var values: [Int?] = [], value = -1
        while at < end, bytes[at] != 0x3B {
            let b = Int(bytes[at])
            let digit = b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x41 && b <= 0x46 ? b - 0x37 : b >= 0x61 && b <= 0x66 ? b - 0x57 : 99
            if digit < radix {
                value = (value < 0 ? 0 : value) * radix + digit
            } else if b == 0x78 {
                value = -2
            } else if value != -1 {
                values.append(value < 0 ? nil : value)
                value = -1
            }
            at += 1
        }
        if value != -1 { values.append(value < 0 ? nil : value) }
        at += 1
        return values
    }

    static func parseCharacterFile(_ array: [UInt8]) -> [CharacterCase] {
        var cases: [CharacterCase] = []
        forEachLine(array) { bytes, line, number in
            var semicolons = 0, position = line.lowerBound
            while position < line.upperBound {
                if bytes[position] == 0x3B { semicolons += 1 }
                position += 1
            }
            guard semicolons == 4 else { return }
            var at = line.lowerBound
            let end = line.upperBound
            let scalars = field(bytes, &at, end: end, radix: 16).compactMap { $0.flatMap { Unicode.Scalar(UInt32($0)) } }
            let direction = field(bytes, &at, end: end).first ?? nil, paragraph = field(bytes, &at, end: end).first ?? nil
            let levels = field(bytes, &at, end: end).map { $0.map { UInt8($0) } }
            cases.append(CharacterCase(
                line: number, scalars: scalars, base: direction == 0 ? 0 : direction == 1 ? 1 : nil,
                paragraphLevel: paragraph.map { UInt8($0) }, levels: levels, order: field(bytes, &at, end: end).compactMap { $0 }))
        }
        return cases
    }

    /// Line `number` (from 1) of `bytes`, for a failure message.
    static func text(_ bytes: [UInt8], line number: Int) -> String {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        return number >= 1 && number <= lines.count ? String(decoding: lines[number - 1], as: UTF8.self) : ""
    }
}
