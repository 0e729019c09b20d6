import CellShotPNG
import CellShotRaster
import Testing

/// Each bad input raises its own typed error; nothing crashes.
@Suite struct DecodeErrorTests {
    static let good: [UInt8] = try! PNGEncoder().encode(sampleImage(opaque: false))
    static let chunks = PNGBytes.chunks(good)

    static func kind(_ bytes: [UInt8], limits: PNGDecoder.Limits = .default) -> PNGError.Kind? {
        do {
            _ = try PNGDecoder(limits: limits).decode(bytes)
            return nil
        } catch {
            return error.kind
        }
    }

    @Test func theFixtureIsValid() throws {
        #expect(Self.kind(Self.good) == nil)
        #expect(Self.chunks.map(\.type).filter { $0 == "IDAT" }.count >= 1)
    }

    @Test func notAPNGWithHints() {
        #expect(Self.kind([]) == .notPNG(hint: .empty))
        #expect(Self.kind(Array("GIF89a and more bytes".utf8)) == .notPNG(hint: .none))
        let lfs = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a2146\nsize 12345\n"
        #expect(Self.kind(Array(lfs.utf8)) == .notPNG(hint: .gitLFSPointer))
        #expect(Self.kind(Array("\n<!DOCTYPE html><html><body>404</body></html>".utf8)) == .notPNG(hint: .html))
        #expect(Self.kind(Array(Self.good.prefix(7))) == .notPNG(hint: .none))
        let message = PNGError(.notPNG(hint: .gitLFSPointer), path: "Snapshots/a.png").description
        #expect(message.contains("Snapshots/a.png") && message.contains("git lfs pull"))
    }

    @Test func truncatedInsideAChunk() {
        let cut = Array(Self.good.prefix(Self.good.count / 2))
        guard case let .truncated(offset)? = Self.kind(cut) else {
            Issue.record("expected truncated, got \(String(describing: Self.kind(cut)))")
            return
        }
        #expect(offset == cut.count)
    }

    @Test func crcMismatchOnCriticalChunks() {
        for type in ["IHDR", "IDAT"] {
            var bytes = PNGBytes.signature
            for chunk in Self.chunks {
                let crc = PNGBytes.crc32(Array(chunk.type.utf8) + chunk.data)
                bytes += PNGBytes.chunk(chunk.type, chunk.data, crc: chunk.type == type ? crc ^ 1 : crc)
            }
            guard case .crcMismatch? = Self.kind(bytes) else {
                Issue.record("\(type): expected CRC mismatch, got \(String(describing: Self.kind(bytes)))")
                continue
            }
        }
    }

    @Test func badHeaderValues() {
        let header = [(0, 10, 8, 6), (10, 0, 8, 6), (10, 10, 3, 6), (10, 10, 8, 5), (10, 10, 1, 2), (10, 10, 16, 3)]
        for (w, h, depth, type) in header {
            var chunks = Self.chunks
            chunks[0].data = PNGBytes.ihdr(width: UInt32(w), height: UInt32(h), depth: UInt8(depth), colorType: UInt8(type))
            guard case .badHeader? = Self.kind(PNGBytes.assemble(chunks)) else {
                Issue.record("\(w)×\(h) depth \(depth) type \(type): got \(String(describing: Self.kind(PNGBytes.assemble(chunks))))")
                continue
            }
        }
        var short = Self.chunks
        short[0].data.removeLast()
        guard case .badHeader? = Self.kind(PNGBytes.assemble(short)) else {
            Issue.record("short IHDR: got \(String(describing: Self.kind(PNGBytes.assemble(short))))")
            return
        }
    }

    /// 100000×100000 RGBA would need 40 GB: refused from the header, before any pixel buffer exists.
    @Test func hugeHeaderIsRefusedBeforeAllocating() {
        var chunks = Self.chunks
        chunks[0].data = PNGBytes.ihdr(width: 100_000, height: 100_000)
        let huge = PNGBytes.assemble(chunks)
        #expect(Self.kind(huge) == .tooLarge(width: 100_000, height: 100_000, limits: .default))
        // Within the side limit but above the pixel limit.
        chunks[0].data = PNGBytes.ihdr(width: 20_000, height: 20_000)
        #expect(Self.kind(PNGBytes.assemble(chunks)) == .tooLarge(width: 20_000, height: 20_000, limits: .default))
        let text = PNGError(.tooLarge(width: 100_000, height: 100_000, limits: .default)).description
        #expect(text.contains("100000×100000") && text.contains("32768"))
    }

    @Test func configurableLimits() {
        let small = PNGDecoder.Limits(maxWidth: 60, maxHeight: 100, maxPixels: 10_000)
        #expect(Self.kind(Self.good, limits: small) == .tooLarge(width: 61, height: 37, limits: small))
        let enough = PNGDecoder.Limits(maxWidth: 61, maxHeight: 37, maxPixels: 61 * 37)
        #expect(Self.kind(Self.good, limits: enough) == nil)
    }

    @Test func missingIEND() {
        let bytes = Array(Self.good.dropLast(12))
        #expect(Self.kind(bytes) == .missingIEND(offset: bytes.count))
    }

    @Test func trailingGarbage() {
        #expect(Self.kind(Self.good + [0, 1, 2]) == .trailingGarbage(offset: Self.good.count, count: 3))
        #expect(Self.kind(Self.good + Self.good) == .trailingGarbage(offset: Self.good.count, count: Self.good.count))
    }

    @Test func corruptCompressedData() {
        // Damaged zlib header, damaged deflate stream, and an image-data stream that ends early:
        // all with valid CRCs, so only the decompression can notice.
        var header = Self.chunks
        let idat = header.firstIndex { $0.type == "IDAT" }!
        header[idat].data[0] = 0x00
        var body = Self.chunks
        for i in stride(from: 2, to: body[idat].data.count - 4, by: 5) { body[idat].data[i] ^= 0x5A }
        var short = Self.chunks
        short[idat].data = Array(short[idat].data.prefix(short[idat].data.count / 3))
        for (name, chunks) in [("zlib header", header), ("deflate body", body), ("short stream", short)] {
            guard case .corruptData? = Self.kind(PNGBytes.assemble(chunks)) else {
                Issue.record("\(name): got \(String(describing: Self.kind(PNGBytes.assemble(chunks))))")
                continue
            }
        }
    }

    @Test func ancillaryCRCErrorsAndUnknownChunksAreTolerated() {
        var bytes = PNGBytes.signature + PNGBytes.chunk("IHDR", Self.chunks[0].data)
        bytes += PNGBytes.chunk("tEXt", Array("Comment\0hi".utf8), crc: 1)
        bytes += PNGBytes.chunk("zzZz", [1, 2, 3])
        bytes += Self.chunks.dropFirst().flatMap { PNGBytes.chunk($0.type, $0.data) }
        #expect(Self.kind(bytes) == nil)
    }

    /// Cut at every offset of a small file and at many offsets of the card-sized one: each cut
    /// is an error (never a crash, never a success).
    @Test func everyCutIsAnError() throws {
        let big = try PNGEncoder().encode(sampleImage(width: 400, height: 300, opaque: false))
        for (bytes, step) in [(Self.good, 1), (big, 53)] {
            for cut in stride(from: 0, to: bytes.count, by: step) {
                let kind = Self.kind(Array(bytes.prefix(cut)))
                #expect(kind != nil, "cut at \(cut) of \(bytes.count) decoded")
            }
        }
    }

    /// Random byte flips never crash; most are errors (a flip in a discarded field may not be).
    @Test func randomCorruptionNeverCrashes() {
        var random = TestRandom(state: 7)
        for _ in 0..<400 {
            var bytes = Self.good
            for _ in 0...random.below(3) { bytes[8 + random.below(bytes.count - 8)] ^= UInt8(1 + random.below(255)) }
            _ = Self.kind(bytes)
        }
    }

    @Test func ioErrorsNameTheFile() {
        let path = "/nonexistent-cellshot-dir/x.png"
        do {
            _ = try PNGDecoder().decode(contentsOf: path)
            Issue.record("decoded a missing file")
        } catch {
            #expect(error.path == path)
            guard case .io = error.kind else { Issue.record("expected io, got \(error.kind)"); return }
            #expect(error.description.hasPrefix(path) && error.description.contains("No such file"))
        }
    }
}

/// Limits on ancillary data and concurrent use.
@Suite struct DecodeLimitTests {
    /// An ancillary chunk above the chunk-memory cap is skipped, not fatal; the image decodes.
    @Test func oversizedAncillaryChunkIsSkipped() throws {
        let image = sampleImage(opaque: false)
        let chunks = PNGBytes.chunks(try PNGEncoder().encode(image))
        var bytes = PNGBytes.signature + PNGBytes.chunk("IHDR", chunks[0].data)
        bytes += PNGBytes.chunk("tEXt", Array("Comment\0".utf8) + [UInt8](repeating: 65, count: 50_000))
        bytes += chunks.dropFirst().flatMap { PNGBytes.chunk($0.type, $0.data) }
        let small = PNGDecoder.Limits(maxChunkBytes: 4_096)
        #expect(try PNGDecoder(limits: small).decode(bytes) == image)
    }

    /// Each call owns its libpng state: parallel encodes and decodes agree with serial ones.
    @Test func concurrentUseIsSafe() async throws {
        let images = (0..<8).map { sampleImage(width: 40 + $0 * 7, height: 30, opaque: $0 % 2 == 0) }
        let serial = try images.map { try PNGEncoder().encode($0) }
        let results = try await withThrowingTaskGroup(of: (Int, [UInt8], Image).self) { group in
            for (i, image) in images.enumerated() {
                group.addTask {
                    let png = try PNGEncoder().encode(image)
                    return (i, png, try PNGDecoder().decode(png))
                }
            }
            var all: [(Int, [UInt8], Image)] = []
            for try await r in group { all.append(r) }
            return all.sorted { $0.0 < $1.0 }
        }
        for (i, png, decoded) in results {
            #expect(png == serial[i])
            #expect(decoded == images[i])
        }
    }
}
