import CellShotPNG
import CellShotRaster
import Foundation
import Testing

/// `snapshot diff` as a process: exit statuses, messages naming the file, JSON, outputs.
/// Runs the `snapshot` binary that `swift test` builds next to this test bundle.
@Suite struct DiffCommandTests {
    struct Run { let status: Int32; let out: String; let err: String }

    static func snapshot(_ args: [String]) throws -> Run {
        let binary = Bundle.module.bundleURL.deletingLastPathComponent().appendingPathComponent("snapshot")
        try #require(FileManager.default.isExecutableFile(atPath: binary.path), "build the snapshot product first")
        let p = Process()
        p.executableURL = binary
        p.arguments = ["diff"] + args
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let o = out.fileHandleForReading.readDataToEndOfFile(), e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return Run(status: p.terminationStatus, out: String(decoding: o, as: UTF8.self), err: String(decoding: e, as: UTF8.self))
    }

    static func temp(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-diff-cli-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    let a = Fixtures.path("pixelmatch/1a.png"), b = Fixtures.path("pixelmatch/1b.png")

    @Test func sameDifferentAndJSON() throws {
        #expect(try Self.snapshot([a, a]).status == 0)
        let diff = try Self.snapshot([a, b, "--metric", "yiq", "--threshold", "0.05"])
        #expect(diff.status == 1 && diff.out.contains("143 of 131072"))
        let json = try Self.snapshot([a, b, "--metric", "yiq", "--threshold", "0.05", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        #expect(object["differentPixels"] as? Int == 143 && object["passed"] as? Bool == false)
        #expect(try Self.snapshot([a, b, "--metric", "yiq", "--threshold", "0.05", "--max-diff-pixels", "143"]).status == 0)
        #expect(try Self.snapshot([a, b, "--metric", "yiq", "--threshold", "0.05", "--include-aa"]).out.contains("251 of"))
        #expect(try Self.snapshot([a, b, "--metric", "exact", "--ignore", "0,0,512,256"]).status == 0)
    }

    /// A change YIQ calls equivalent (one channel off by 2) fails by default: exact is the default.
    @Test func exactByDefault() throws {
        let x = Self.temp("grey.png"), y = Self.temp("grey2.png")
        try PNGEncoder().write(Image(width: 4, height: 4, color: RGBA8(100, 100, 100)), to: x)
        try PNGEncoder().write(Image(width: 4, height: 4, color: RGBA8(100, 100, 102)), to: y)
        let exact = try Self.snapshot([x, y])
        #expect(exact.status == 1 && exact.out.contains("exact") && exact.out.contains("16 of 16"))
        let tolerant = try Self.snapshot([x, y, "--metric", "yiq"])
        #expect(tolerant.status == 0 && tolerant.out.contains("yiq"))
    }

    @Test func writesDiffImages() throws {
        let out = Self.temp("d.png"), side = Self.temp("s.png")
        let r = try Self.snapshot([a, b, "--output", out, "--side-by-side", side])
        #expect(r.status == 1)
        let decoded = try Fixtures.pngFile(out)
        #expect(decoded.width == 512 && decoded.height == 256)
        #expect(try Fixtures.pngFile(side).width == 3 * 512 + 16)
    }

    @Test func badInputExitsTwoNamingTheFile() throws {
        let missing = Self.temp("missing.png")
        let r1 = try Self.snapshot([a, missing])
        #expect(r1.status == 2 && r1.err.contains(missing))

        let notPNG = Fixtures.path("pixelmatch/LICENSE")
        let r2 = try Self.snapshot([notPNG, a])
        #expect(r2.status == 2 && r2.err.contains(notPNG) && r2.err.contains("not a PNG"))

        let corrupt = Self.temp("corrupt.png")
        let bytes = try Data(contentsOf: URL(fileURLWithPath: a))
        try bytes.prefix(bytes.count / 2).write(to: URL(fileURLWithPath: corrupt))
        let r3 = try Self.snapshot([a, corrupt])
        #expect(r3.status == 2 && r3.err.contains(corrupt))

        // A header claiming 100000 × 100000 pixels: refused by the PNG limits, no allocation.
        let huge = Self.temp("huge.png")
        try Data(Self.pngHeader(width: 100_000, height: 100_000)).write(to: URL(fileURLWithPath: huge))
        let r4 = try Self.snapshot([huge, huge])
        #expect(r4.status == 2 && r4.err.contains(huge))
    }

    @Test func usageErrorsExitTwo() throws {
        #expect(try Self.snapshot([a]).status == 2)
        #expect(try Self.snapshot([a, b, "--bogus"]).status == 2)
        #expect(try Self.snapshot([a, b, "--metric", "nope"]).status == 2)
        let r = try Self.snapshot([a, b, "--ignore", "1,2,3"])
        #expect(r.status == 2 && r.err.contains("--ignore"))
        #expect(try Self.snapshot([a, b, "--threshold", "7"]).status == 2)
    }

    /// Regressions: an overflowing --ignore trapped (exit 132); option errors named Swift
    /// properties; an empty --output printed "snapshot diff: : cannot write…".
    @Test func optionErrorsNameTheFlagAsTyped() throws {
        for spec in ["1,0,9223372036854775807,1", "0,1,1,9223372036854775807"] {
            let r = try Self.snapshot([a, b, "--ignore", spec])
            #expect(r.status == 2 && r.err.hasPrefix("snapshot diff: --ignore '\(spec)': expected x,y,width,height"), "\(r.err)")
        }
        let nan = try Self.snapshot([a, b, "--metric", "ciede2000", "--perceptual-tolerance", "nan"])
        #expect(nan.status == 2 && nan.err == "snapshot diff: --perceptual-tolerance 'nan': expected a finite ΔE ≥ 0\n")
        let ratio = try Self.snapshot([a, b, "--max-diff-ratio=-1"])
        #expect(ratio.status == 2 && ratio.err == "snapshot diff: --max-diff-ratio '-1.0': expected a number in 0…1\n")
        let pixels = try Self.snapshot([a, b, "--max-diff-pixels=-3"])
        #expect(pixels.status == 2 && pixels.err == "snapshot diff: --max-diff-pixels '-3': expected a count ≥ 0\n")
        for flag in ["--output", "--side-by-side", "--heat-map"] {
            let r = try Self.snapshot([a, b, flag, ""])
            #expect(r.status == 2 && r.err == "snapshot diff: \(flag) '': expected a file path\n")
        }
        let empty = try Self.snapshot(["", b])
        #expect(empty.status == 2 && empty.err == "snapshot diff: '': cannot open the file for reading: the path is empty\n")
    }

    /// PNG signature + IHDR (8-bit RGBA) + IEND, with correct CRCs.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        func crc(_ bytes: [UInt8]) -> UInt32 {
            var c: UInt32 = 0xFFFF_FFFF
            for b in bytes {
                c ^= UInt32(b)
                for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
            }
            return c ^ 0xFFFF_FFFF
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let body = Array(type.utf8) + data
            return be(UInt32(data.count)) + body + be(crc(body))
        }
        return [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", be(width) + be(height) + [8, 6, 0, 0, 0]) + chunk("IEND", [])
    }
}
