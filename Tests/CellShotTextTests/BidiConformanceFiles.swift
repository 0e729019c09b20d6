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
    /// line's start and end (without its line feed), its number from 1, and scratch room for
    /// one number per byte of the longest line. (Raw pointers: a debug build indexes them
    /// without generic calls.)
    static func forEachLine(_ array: [UInt8], _ body: (UnsafePointer<UInt8>, Int, Int, Int, UnsafeMutablePointer<Int>) -> Void) {
        array.withUnsafeBufferPointer { buffer in
            guard let bytes = buffer.baseAddress else { return }
            let count = buffer.count
            var longest = 0, start = 0
            while start < count {
                var end = start
                while end < count, bytes[end] != 0x0A { end += 1 }
                if end - start > longest { longest = end - start }
                start = end + 1
            }
            let scratch = UnsafeMutablePointer<Int>.allocate(capacity: longest + 1)
            defer { scratch.deallocate() }
            var number = 0
            start = 0
            while start < count {
                var end = start
                while end < count, bytes[end] != 0x0A { end += 1 }
                number += 1
                if end > start, bytes[start] != 0x23 { body(bytes, start, end, number, scratch) }
                start = end + 1
            }
        }
    }

    static func starts(_ bytes: UnsafePointer<UInt8>, _ start: Int, _ end: Int, with prefix: String) -> Bool {
        let p = Array(prefix.utf8)
        return end - start >= p.count && UnsafeBufferPointer(start: bytes + start, count: p.count).elementsEqual(p)
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
        // The names' keys in the order of the classes' raw values, searched one by one: a
        // debug build hashes a dictionary key slowly.
        let names = BidiClass.allCases.map { key("\($0)".uppercased().utf8) }
        names.withUnsafeBufferPointer { names in
            forEachLine(array) { bytes, start, end, number, scratch in
                var at = start
                let directive = bytes[at] == 0x40
                if directive, starts(bytes, start, end, with: "@Levels:") {
                    at += 8
                    file.levels.append(levels(scratch, field(bytes, &at, end: end, into: scratch)))
                    return
                }
                if directive, starts(bytes, start, end, with: "@Reorder:") {
                    at += 9
                    file.orders.append(present(scratch, field(bytes, &at, end: end, into: scratch)))
                    return
                }
                guard !directive else { return }
                let classes = [BidiClass](unsafeUninitializedCapacity: end - start) { buffer, initialized in
                    initialized = readClasses(bytes, &at, end: end, names: names, into: buffer.baseAddress.unsafelyUnwrapped) { token in
                        file.unknown.append("line \(number): unknown class \(name(token))")
                    }
                }
                guard field(bytes, &at, end: end, radix: 16, into: scratch) > 0, scratch[0] >= 0 else { return }
                file.cases.append(ClassCase(line: number, classes: classes, bits: scratch[0],
                                            levels: file.levels.count - 1, order: file.orders.count - 1))
            }
        }
        return file
    }

    /// The classes named from `at` to the next `;` (or the line's end), into `classes`; `at`
    /// moves past the `;`. Returns their count; `unknown` gets each name not in `names`.
    static func readClasses(_ bytes: UnsafePointer<UInt8>, _ at: inout Int, end: Int, names: UnsafeBufferPointer<UInt32>,
                            into classes: UnsafeMutablePointer<BidiClass>, unknown: (UInt32) -> Void) -> Int {
        guard let keys = names.baseAddress else { return 0 }
        let keyCount = names.count
        var count = 0, token: UInt32 = 0
        while at <= end {
            let b = at < end ? bytes[at] : 0x3B
            if b == 0x20 || b == 0x09 || b == 0x3B {
                if token != 0 {
                    var index = 0
                    while index < keyCount, keys[index] != token { index += 1 }
                    if index < keyCount, let c = BidiClass(rawValue: UInt8(index)) {
                        classes[count] = c
                        count += 1
                    } else {
                        unknown(token)
                    }
                }
                token = 0
            } else {
                token = token << 8 | UInt32(b)
            }
            at += 1
            if b == 0x3B { break }
        }
        return count
    }

    /// A field of numbers separated by blanks from `at` to the next `;` or the line's end, into
    /// `values` (-1 for "x", a removed character's level); `at` moves past the `;`. Returns
    /// their count.
    static func field(_ bytes: UnsafePointer<UInt8>, _ at: inout Int, end: Int, radix: Int = 10,
                      into values: UnsafeMutablePointer<Int>) -> Int {
        var count = 0, value = -1
        while at < end, bytes[at] != 0x3B {
            let b = Int(bytes[at])
            let digit = b >= 0x30 && b <= 0x39 ? b - 0x30 : b >= 0x41 && b <= 0x46 ? b - 0x37 : b >= 0x61 && b <= 0x66 ? b - 0x57 : 99
            if digit < radix {
                value = (value < 0 ? 0 : value) * radix + digit
            } else if b == 0x78 {
                value = -2
            } else if value != -1 {
                values[count] = value < 0 ? -1 : value
                count += 1
                value = -1
            }
            at += 1
        }
        if value != -1 {
            values[count] = value < 0 ? -1 : value
            count += 1
        }
        at += 1
        return count
    }

    /// The first `count` values as levels, nil for "x".
    static func levels(_ values: UnsafeMutablePointer<Int>, _ count: Int) -> [UInt8?] {
        [UInt8?](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let levels = buffer.baseAddress else { return }
            var index = 0
            while index < count {
                levels[index] = values[index] < 0 ? nil : UInt8(values[index])
                index += 1
            }
            initialized = count
        }
    }

    /// The first `count` values without the "x"s.
    static func present(_ values: UnsafeMutablePointer<Int>, _ count: Int) -> [Int] {
        [Int](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let result = buffer.baseAddress else { return }
            var index = 0
            while index < count {
                if values[index] >= 0 {
                    result[initialized] = values[index]
                    initialized += 1
                }
                index += 1
            }
        }
    }

    /// The first `count` values as scalars, without the "x"s and the values that are no scalar.
    static func scalars(_ values: UnsafeMutablePointer<Int>, _ count: Int) -> [Unicode.Scalar] {
        [Unicode.Scalar](unsafeUninitializedCapacity: count) { buffer, initialized in
            guard let result = buffer.baseAddress else { return }
            var index = 0
            while index < count {
                if values[index] >= 0, let scalar = Unicode.Scalar(UInt32(values[index])) {
                    result[initialized] = scalar
                    initialized += 1
                }
                index += 1
            }
        }
    }

    /// The first value of a field, nil when it has none or it is "x".
    static func first(_ values: UnsafeMutablePointer<Int>, _ count: Int) -> Int? {
        count > 0 && values[0] >= 0 ? values[0] : nil
    }

    static func parseCharacterFile(_ array: [UInt8]) -> [CharacterCase] {
        var cases: [CharacterCase] = []
        forEachLine(array) { bytes, start, end, number, scratch in
            var semicolons = 0, position = start
            while position < end {
                if bytes[position] == 0x3B { semicolons += 1 }
                position += 1
            }
            guard semicolons == 4 else { return }
            var at = start
            let scalars = scalars(scratch, field(bytes, &at, end: end, radix: 16, into: scratch))
            let direction = first(scratch, field(bytes, &at, end: end, into: scratch))
            let paragraph = first(scratch, field(bytes, &at, end: end, into: scratch))
            let levels = levels(scratch, field(bytes, &at, end: end, into: scratch))
            let order = present(scratch, field(bytes, &at, end: end, into: scratch))
            cases.append(CharacterCase(
                line: number, scalars: scalars, base: direction == 0 ? 0 : direction == 1 ? 1 : nil,
                paragraphLevel: paragraph.map { UInt8($0) }, levels: levels, order: order))
        }
        return cases
    }

    /// Line `number` (from 1) of `bytes`, for a failure message.
    static func text(_ bytes: [UInt8], line number: Int) -> String {
        let lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        return number >= 1 && number <= lines.count ? String(decoding: lines[number - 1], as: UTF8.self) : ""
    }
}
