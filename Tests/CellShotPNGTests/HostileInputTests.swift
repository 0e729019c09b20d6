import CellShotPNG
import CellShotRaster
import Foundation
import Testing

/// Decompression bombs and hostile headers: memory stays proportional to the file and the
/// pixels, and every message is the product's own.
@Suite struct HostileInputTests {
    /// A 1×1 RGBA PNG whose image data inflates to `extraRuns` × 258 bytes more than the image
    /// needs, with `ancillary` chunks before IDAT.
    static func png(ancillary: [Chunk] = [], extraRuns: Int = 0) -> [UInt8] {
        PNGBytes.assemble([Chunk(type: "IHDR", data: PNGBytes.ihdr(width: 1, height: 1))] + ancillary
            + [Chunk(type: "IDAT", data: ZeroDeflate.zlib(literals: 5, runs: extraRuns)), Chunk(type: "IEND", data: [])])
    }

    /// Ancillary chunks of each compressed kind, each inflating to about 7.9 MB (under the
    /// 8 MB per-chunk cap), `count` of them.
    static func bombChunks(_ type: String, count: Int) -> [Chunk] {
        let stream = ZeroDeflate.zlib(runs: 30_600)
        let head: [UInt8]
        switch type {
        case "zTXt": head = Array("Comment".utf8) + [0, 0]
        case "iTXt": head = Array("Comment".utf8) + [0, 1, 0, 0, 0]
        default: head = Array("ICC".utf8) + [0, 0]   // iCCP
        }
        return Array(repeating: Chunk(type: type, data: head + stream), count: count)
    }

    /// The streams built eight runs at a time are the streams coded run by run.
    @Test func zeroStreamsRepeatTheirBytesExactly() {
        for literals in [1, 2, 5] {
            for runs in Array(0...40) + [30_600] {
                #expect(ZeroDeflate.zlib(literals: literals, runs: runs) == ZeroDeflate.zlib(literals: literals, runs: runs, repeating: false),
                        "\(literals) literals, \(runs) runs")
            }
        }
    }

    @Test func bombsDecodeToTheirOnePixel() throws {
        for bytes in [Self.png(ancillary: Self.bombChunks("zTXt", count: 3)),
                      Self.png(ancillary: Self.bombChunks("iTXt", count: 3)),
                      Self.png(ancillary: Self.bombChunks("iCCP", count: 1)),
                      Self.png(extraRuns: 30_000)] {
            let image = try PNGDecoder().decode(bytes)
            #expect(image.width == 1 && image.height == 1 && image.pixels == [0, 0, 0, 0])
        }
    }

    /// Peak memory and CPU time of `png-info` on each bomb, against the same command on a plain
    /// 1×1 PNG: at most twice the file size plus 4 MB more memory (the budget documented in
    /// docs/reliability.md), and no more than a second of CPU (a hang guard: inflating the
    /// 790 MB these chunks hold takes several seconds).
    #if os(Linux)
    @Test(.enabled(if: ChildProcess.canMeasure, "needs the snapshot binary and /usr/bin/time"))
    func bombMemoryStaysWithinTheBudget() throws {
        let dir = NSTemporaryDirectory() + "cellshot-bombs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        func file(_ name: String, _ bytes: [UInt8]) throws -> String {
            let path = dir + "/" + name
            try Data(bytes).write(to: URL(fileURLWithPath: path))
            return path
        }
        let plain = try ChildProcess.snapshot(["png-info", try file("plain.png", Self.png())], measure: true)
        #expect(plain.status == 0 && plain.maxRSS > 0)
        let bombs: [(String, [UInt8])] = [
            ("ztxt.png", Self.png(ancillary: Self.bombChunks("zTXt", count: 100))),
            ("itxt.png", Self.png(ancillary: Self.bombChunks("iTXt", count: 100))),
            ("iccp.png", Self.png(ancillary: Self.bombChunks("iCCP", count: 100))),
            ("idat.png", Self.png(extraRuns: 3_000_000)),    // 774 MB of zeros after the one pixel
        ]
        for (name, bytes) in bombs {
            let run = try ChildProcess.snapshot(["png-info", try file(name, bytes)], timeout: 60, measure: true)
            // The text and profile chunks are skipped; the image data is refused as too large.
            let expected: Int32 = name == "idat.png" ? 1 : 0
            #expect(run.status == expected && !run.timedOut, "\(name): \(run.stderr)")
            let budget = plain.maxRSS + 2 * bytes.count + (4 << 20)
            #expect(run.maxRSS <= budget, "\(name): peak \(run.maxRSS >> 10) KB, budget \(budget >> 10) KB")
            // A guard against inflating the bomb (67 s of CPU before the limits), not a speed
            // check: the figure for the record is in docs/reliability.md.
            #expect(run.cpuSeconds <= 10, "\(name): \(run.cpuSeconds) s of CPU")
        }
    }
    #endif

    /// Image data larger than the image can need is refused before anything is inflated; data
    /// just within the margin (64 KB past a 1×1 image) still decodes.
    @Test func imageDataFarBeyondTheImageIsRefused() throws {
        let bomb = Self.png(extraRuns: 60_000)   // 97 KB inflating to 15 MB
        #expect(Self.corruptDetail(bomb)?.contains(
            "more than this image can need (it inflates to 5 bytes; at most 65541 compressed bytes)") == true)
        #expect(try PNGDecoder().decode(Self.png(extraRuns: 40_000)).pixels == [0, 0, 0, 0])
    }

    /// A complete file whose image data cannot inflate to the announced image is refused
    /// before the pixel buffer (here 400 MB) is allocated.
    @Test func imageDataFarTooSmallForTheImageIsRefused() throws {
        let bytes = PNGBytes.assemble([Chunk(type: "IHDR", data: PNGBytes.ihdr(width: 10_000, height: 10_000)),
                                       Chunk(type: "IDAT", data: ZeroDeflate.zlib(runs: 10)), Chunk(type: "IEND", data: [])])
        #expect(Self.corruptDetail(bytes)?.hasPrefix(
            "the image data is 25 compressed bytes, too few to inflate to the 400010000 bytes") == true)
    }

    /// The detail of the `.corruptData` error decoding `bytes` raises, or nil.
    static func corruptDetail(_ bytes: [UInt8]) -> String? {
        do {
            _ = try PNGDecoder().decode(bytes)
        } catch {
            if case let .corruptData(detail) = error.kind { return detail }
        }
        return nil
    }

    /// Zero sides are invalid headers (not "too large", whatever the other side says), and
    /// sides of 2^31 or more get the product's message, naming the byte offset.
    @Test func invalidSidesAreBadHeadersWithOurWording() throws {
        let cases: [(UInt32, UInt32, String)] = [
            (40_000, 0, "image height is 0 (bytes 20-23)"), (0, 40_000, "image width is 0 (bytes 16-19)"),
            (0x8000_0000, 1, "image width is 2147483648 (bytes 16-19)"),
            (1, 0xFFFF_FFFF, "image height is 4294967295 (bytes 20-23)"),
        ]
        for (width, height, words) in cases {
            let bytes = PNGBytes.assemble([Chunk(type: "IHDR", data: PNGBytes.ihdr(width: width, height: height)),
                                           Chunk(type: "IEND", data: [])])
            do {
                _ = try PNGDecoder().decode(bytes)
                Issue.record("\(width)×\(height) decoded")
            } catch {
                #expect(error.kind == .badHeader(detail: words + "; PNG allows 1 to 2147483647"), "\(width)×\(height)")
                #expect(!error.description.contains("\n") && error.description.contains("IHDR"))
            }
        }
    }
}
