import Foundation
import Testing
@testable import CellShotText

/// Malformed fonts must raise FontError, never crash or loop.
@Suite struct MalformedFontTests {
    static let roboto: [UInt8] = FontRegistry.bundledFontData("Roboto-Regular") ?? []

    /// (offset, length) of a table in the directory.
    static func table(_ bytes: [UInt8], _ tag: String) -> (record: Int, offset: Int, length: Int)? {
        func u32(_ o: Int) -> Int { Int(bytes[o]) << 24 | Int(bytes[o + 1]) << 16 | Int(bytes[o + 2]) << 8 | Int(bytes[o + 3]) }
        let n = Int(bytes[4]) << 8 | Int(bytes[5])
        for i in 0..<n {
            let o = 12 + 16 * i
            if String(decoding: bytes[o..<o + 4], as: UTF8.self) == tag { return (o, u32(o + 8), u32(o + 12)) }
        }
        return nil
    }
    static func put16(_ bytes: inout [UInt8], _ o: Int, _ v: Int) { bytes[o] = UInt8((v >> 8) & 0xFF); bytes[o + 1] = UInt8(v & 0xFF) }
    static func put32(_ bytes: inout [UInt8], _ o: Int, _ v: Int) {
        put16(&bytes, o, (v >> 16) & 0xFFFF); put16(&bytes, o + 2, v & 0xFFFF)
    }

    func parse(_ bytes: [UInt8]) -> Result<FontFace, FontError> {
        do { return .success(try FontFace(name: "test", id: 999, data: bytes)) } catch { return .failure(error) }
    }

    @Test func truncatedAtManyOffsets() {
        let bytes = Self.roboto
        #expect(bytes.count > 100_000)
        var offsets = [0, 1, 3, 4, 5, 11, 12, 13, 27, 28, 100, 200, 300]
        offsets += stride(from: 400, to: bytes.count, by: 1499)
        offsets.append(bytes.count - 1)
        for n in offsets {
            guard case let .failure(error) = parse(Array(bytes.prefix(n))) else {
                Issue.record("truncated at \(n) parsed")
                continue
            }
            #expect(!error.description.isEmpty)
        }
    }

    @Test func badTableOffset() throws {
        var bytes = Self.roboto
        let hmtx = try #require(Self.table(bytes, "hmtx"))
        Self.put32(&bytes, hmtx.record + 8, 0x7FFF_0000)
        guard case let .failure(error) = parse(bytes) else { Issue.record("parsed"); return }
        #expect(error.description.contains("hmtx"))
        if case let .invalidValue(table, offset, _) = error { #expect(table == "sfnt" && offset == hmtx.record + 8) }
        else { Issue.record("unexpected \(error)") }
    }

    @Test func missingTable() throws {
        var bytes = Self.roboto
        let glyf = try #require(Self.table(bytes, "glyf"))
        bytes.replaceSubrange(glyf.record..<glyf.record + 4, with: Array("xxxx".utf8))
        #expect(throws: FontError.missingTable("glyf")) { try FontFace(name: "t", id: 0, data: bytes) }
    }

    @Test func hugeCounts() throws {
        // numTables
        var a = Self.roboto
        Self.put16(&a, 4, 0xFFFF)
        guard case .failure(.limitExceeded(table: "sfnt", offset: 4, _, _, _)) = parse(a) else { Issue.record("numTables"); return }
        // numberOfHMetrics beyond numGlyphs
        var b = Self.roboto
        let hhea = try #require(Self.table(b, "hhea"))
        Self.put16(&b, hhea.offset + 34, 0xFFFF)
        guard case .failure(.invalidValue(table: "hhea", offset: 34, _)) = parse(b) else { Issue.record("hmetrics"); return }
        // cmap: huge format 12 group count
        var c = Self.roboto
        let cmap = try #require(Self.table(c, "cmap"))
        // Find the format 12 subtable through the encoding records.
        let records = Int(c[cmap.offset + 2]) << 8 | Int(c[cmap.offset + 3])
        var patched = false
        for i in 0..<records {
            let r = cmap.offset + 4 + 8 * i
            let off = Int(c[r + 4]) << 24 | Int(c[r + 5]) << 16 | Int(c[r + 6]) << 8 | Int(c[r + 7])
            if c[cmap.offset + off] == 0 && c[cmap.offset + off + 1] == 12 {
                Self.put32(&c, cmap.offset + off + 12, 0x7FFF_FFFF); patched = true
            }
        }
        #expect(patched)
        guard case .failure(.limitExceeded(table: "cmap", _, _, _, _)) = parse(c) else { Issue.record("cmap groups"); return }
        // maxp numGlyphs huge → loca is too short
        var d = Self.roboto
        let maxp = try #require(Self.table(d, "maxp"))
        Self.put16(&d, maxp.offset + 4, 0xFFFF)
        guard case .failure = parse(d) else { Issue.record("numGlyphs"); return }
    }

    @Test func locaPointingOutsideGlyf() throws {
        var bytes = Self.roboto
        let head = try #require(Self.table(bytes, "head"))
        let loca = try #require(Self.table(bytes, "loca"))
        let long = bytes[head.offset + 51] == 1
        if long { Self.put32(&bytes, loca.offset + 4 * 10, 0x0FFF_FFFF) } else { Self.put16(&bytes, loca.offset + 2 * 10, 0xFFFF) }
        guard case let .failure(.invalidValue(table, offset, reason)) = parse(bytes) else { Issue.record("parsed"); return }
        #expect(table == "loca")
        #expect(offset == (long ? 40 : 20))
        #expect(reason.contains("outside 'glyf'"))
    }

    /// Makes the first component of a composite glyph point at the glyph itself.
    @Test func compositeReferencingItself() throws {
        var bytes = Self.roboto
        let face = try FontFace(name: "t", id: 0, data: bytes)
        let glyf = try #require(Self.table(bytes, "glyf"))
        let id = Int(face.glyph(for: "\u{E9}"))  // é is a composite in Roboto
        guard case let .trueType(table) = face.glyphs else { Issue.record("Roboto has glyf outlines"); return }
        let start = glyf.offset + table.offsets[id]
        #expect(Int16(bitPattern: UInt16(bytes[start]) << 8 | UInt16(bytes[start + 1])) < 0)
        Self.put16(&bytes, start + 12, id)  // first component's glyph index
        let broken = try FontFace(name: "t", id: 0, data: bytes)
        #expect(throws: FontError.compositeTooDeep(glyph: id, depth: GlyphTable.maxDepth)) { try broken.glyphs.outline(id) }
        // Drawing the glyph is safe: it comes out empty.
        #expect(broken.outline(UInt16(id)).isEmpty)
    }

    @Test func garbageGlyphData() throws {
        // Overwrite every glyph's body with 0xFF: outlines fail with FontError, never crash.
        var bytes = Self.roboto
        let glyf = try #require(Self.table(bytes, "glyf"))
        for i in stride(from: glyf.offset, to: glyf.offset + glyf.length, by: 7) { bytes[i] = 0xFF }
        let face = try FontFace(name: "t", id: 0, data: bytes)
        var failures = 0
        for g in 0..<min(face.numGlyphs, 400) {
            do { _ = try face.glyphs.outline(g) } catch { failures += 1 }
        }
        #expect(failures > 0)
    }

    @Test func notAFont() {
        #expect(throws: FontError.self) { try FontFace(name: "t", id: 0, data: []) }
        #expect(throws: FontError.notTrueType(found: 0x774F_4646)) { try FontFace(name: "t", id: 0, data: Array("wOFF and more bytes".utf8)) }
        #expect(throws: FontError.self) { try FontFace(name: "t", id: 0, data: Array("OTTO and more bytes".utf8)) }
    }

    @Test func registryRejectsBadFontsAndNames() {
        let registry = FontRegistry()
        #expect(throws: FontError.self) { try registry.register(name: "Bad", data: [0, 1, 0, 0]) }
        #expect(throws: FontError.unreadableFile(
            path: "/no/such/font.ttf", reason: "cannot open the file for reading: No such file or directory (errno 2)")) {
            try registry.register(name: "Missing", path: "/no/such/font.ttf")
        }
        #expect(throws: FontError.invalidName("Roboto")) { try registry.register(name: "Roboto", data: Self.roboto) }
        #expect(throws: Never.self) { try registry.register(name: "Mine", data: Self.roboto) }
        #expect(throws: FontError.invalidName("Mine")) { try registry.register(name: "Mine", data: Self.roboto) }
        #expect(registry.chain(family: "Mine", weight: .bold).first?.name == "Mine")
    }

    /// Registered fonts can be removed (with their glyphs), and a registry holds at most
    /// `maxRegisteredFonts` at a time, so a process registering fonts per test stays bounded.
    @Test func registryUnregistersAndIsBounded() throws {
        let registry = FontRegistry()
        try registry.register(name: "Mine", data: Self.roboto)
        #expect(registry.familyNames.contains("Mine"))
        #expect(registry.unregister(name: "Mine"))
        #expect(!registry.unregister(name: "Mine"))
        #expect(!registry.familyNames.contains("Mine"))
        #expect(registry.chain(family: "Mine", weight: .regular).first?.name == "Inter-Regular", "an unregistered family falls back to the default face")
        for i in 0..<FontRegistry.maxRegisteredFonts { try registry.register(name: "F\(i)", data: Self.roboto) }
        #expect(throws: FontError.tooManyFonts(limit: FontRegistry.maxRegisteredFonts)) {
            try registry.register(name: "One more", data: Self.roboto)
        }
        #expect(registry.unregister(name: "F0"))
        try registry.register(name: "One more", data: Self.roboto)
        #expect(registry.chain(family: "One more", weight: .bold).first?.name == "One more")
    }

    /// Unregistering drops the font's cached glyphs from the shared glyph cache.
    @Test func unregisteringDropsTheFontsGlyphs() throws {
        let name = "Purged \(UInt64.random(in: 0...UInt64.max))"
        try FontRegistry.shared.register(name: name, data: Self.roboto)
        let font = Font(family: name, size: 17)
        var list = DisplayList()
        TextLayout("Purge me", font: font, width: nil).draw(at: Point(0, 20), color: .black, into: &list)
        _ = try list.render(size: Size(width: 100, height: 30), scale: 1, background: .white)
        let face = try #require(FontRegistry.shared.chain(family: name, weight: .regular).first)
        #expect(face.name == name)
        #expect(GlyphCache.shared.count(face: face.id) > 0)
        #expect(FontRegistry.shared.unregister(name: name))
        #expect(GlyphCache.shared.count(face: face.id) == 0)
    }

    /// Paths that are not regular files are refused at once (a FIFO used to block forever).
    @Test func registeringAFIFOOrAFolderIsRefused() throws {
        let dir = NSTemporaryDirectory() + "cellshot-font-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        #expect(mkfifo(dir + "/f.ttf", 0o600) == 0)
        #expect(throws: FontError.unreadableFile(
            path: dir + "/f.ttf", reason: "cannot read the file: it is a FIFO (named pipe), not a regular file")) {
            try FontRegistry().register(name: "Pipe", path: dir + "/f.ttf")
        }
        #expect(throws: FontError.unreadableFile(path: dir, reason: "cannot read the file: it is a directory, not a regular file")) {
            try FontRegistry().register(name: "Folder", path: dir)
        }
    }

    @Test func errorsNameTableAndOffset() {
        let e = FontError.truncated(table: "glyf", offset: 1234, length: 2)
        #expect(e.description.contains("glyf") && e.description.contains("1234"))
    }
}
