import CellShotLayout
import CellShotRaster
import Foundation
import Testing

/// Vector PDFs in imagesets: the path, colour and state operators Xcode's exported icons use,
/// Flate content streams, and bounded typed errors for everything else (fixtures written by
/// Tools/icons/pdf_fixtures.py).
@Suite struct PDFImageTests {
    static let fixtures: URL = {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        return url.appendingPathComponent("Fixtures")
    }()

    static func glyph(scale: Double) throws -> AssetImage {
        let c = try AssetCatalog(path: fixtures.appendingPathComponent("Vectors.xcassets").path)
        return try CellResources(catalogs: [c]).image(named: "Glyph", appearance: .light, scale: scale)
    }

    /// The 24-point page at 1×: a blue rectangle at the bottom (fill), a red 2-point line near
    /// the top (stroke), a black dome in the middle (curves under a `cm` translation).
    @Test func drawsPathsFillsAndStrokes() throws {
        let image = try Self.glyph(scale: 1).image
        #expect(image.width == 24 && image.height == 24)
        #expect(image[12, 17] == RGBA8(51, 102, 204))     // 0.2 0.4 0.8 rg, PDF y 2…12 is rows 12…22
        #expect(image[12, 3] == RGBA8(255, 0, 0))         // PDF y 19…21 is rows 3…5
        #expect(image[12, 4] == RGBA8(255, 0, 0))
        #expect(image[12, 10] == RGBA8(0, 0, 0))          // inside the dome (PDF y 14)
        #expect(image[1, 1].a == 0)                       // nothing painted in the corner
        #expect(try Self.glyph(scale: 3).image.width == 72)
    }

    /// A minimal uncompressed one-page PDF around `content`.
    static func pdf(_ content: String, page: String = "/MediaBox [0 0 10 10]", extra: String = "") -> [UInt8] {
        Array("""
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R \(page) /Contents 4 0 R >> endobj
            4 0 obj << /Length \(content.utf8.count) >>
            stream
            \(content)
            endstream endobj
            \(extra)
            trailer << /Root 1 0 R >>
            %%EOF
            """.utf8)
    }

    static func error(_ bytes: [UInt8]) -> AssetError? {
        do {
            let root = try AssetCatalogTests.scratch([
                "P.imageset/Contents.json": AssetCatalogTests.json(#"{"images":[{"filename":"p.pdf","idiom":"universal"}]}"#),
                "P.imageset/p.pdf": bytes,
            ])
            _ = try CellResources(catalogs: [AssetCatalog(path: root)]).image(named: "P", appearance: .light, scale: 1)
            return nil
        } catch { return error as? AssetError }
    }

    @Test func uncompressedContentDraws() throws {
        #expect(Self.error(Self.pdf("1 0 0 rg 0 0 10 10 re f")) == nil)
    }

    /// Text, images, shadings and graphics-state dictionaries name the feature and its offset.
    @Test func unsupportedFeaturesAreTypedWithTheirOffset() throws {
        // An operator's offset counts from the start of the page's (inflated) content.
        guard case let .unsupportedPDF(file, feature, offset)? = Self.error(Self.pdf("0 g BT /F1 12 Tf (Hi) Tj ET")) else {
            Issue.record("no unsupportedPDF"); return
        }
        #expect(file.hasSuffix("P.imageset/p.pdf") && feature == "text (\"BT\")" && offset == 4)
        for (content, word) in [("/Im0 Do", "XObject"), ("/Sh0 sh", "shading"), ("/GS0 gs", "graphics state"), ("/P0 scn", "pattern")] {
            guard case let .unsupportedPDF(_, feature, _)? = Self.error(Self.pdf(content)) else { Issue.record("\(content)"); continue }
            #expect(feature.contains(word), "\(feature)")
        }
        // The catalog inside a compressed object stream (here: absent, with an /ObjStm present).
        let packed = String(decoding: Self.pdf("", extra: "5 0 obj << /Type /ObjStm >> endobj"), as: UTF8.self)
            .replacingOccurrences(of: "1 0 obj", with: "")
        guard case .unsupportedPDF? = Self.error(Array(packed.utf8)) else { Issue.record("object streams"); return }
    }

    /// Bad input is a typed error, bounded in time and memory.
    @Test func badInputIsATypedError() throws {
        let good = Self.pdf("0 0 10 10 re f")
        var cases: [(String, [UInt8])] = [
            ("truncated", Array(good.prefix(good.count / 2))),
            ("not a PDF", Array("GIF89a".utf8)),
            ("huge object number", Self.pdf("0 0 10 10 re f", extra: "99999999 0 obj << >> endobj")),
            ("100 MB length claim", Array(String(decoding: good, as: UTF8.self).replacingOccurrences(of: "/Length 14", with: "/Length 104857600").utf8)),
            ("no media box", Self.pdf("0 0 10 10 re f", page: "")),
            ("operand flood", Self.pdf(String(repeating: "1 ", count: 100) + "re f")),
            ("state nesting", Self.pdf(String(repeating: "q ", count: 100))),
            ("line with no point", Self.pdf("5 5 l S")),
            ("nested arrays", Self.pdf(String(repeating: "[", count: 100) + " d")),
        ]
        // A page tree whose kids point back at the root: no page, no loop.
        cases.append(("cyclic page tree", Array(String(decoding: good, as: UTF8.self)
            .replacingOccurrences(of: "/Kids [3 0 R]", with: "/Kids [2 0 R]").utf8)))
        // A cross-reference table whose /Prev is itself is never read.
        let cyclicXref = Self.pdf("0 0 10 10 re f", extra: "xref\n0 1\n0000000000 65535 f \ntrailer << /Prev 0 /Root 1 0 R >>\nstartxref\n0")
        #expect(Self.error(cyclicXref) == nil)
        for (name, bytes) in cases {
            guard case .badPDF? = Self.error(bytes) else { Issue.record("\(name): \(String(describing: Self.error(bytes)))"); continue }
        }
    }

    /// 64 MiB of zeros in a 64 KB Flate stream stops at the 16 MiB content ceiling.
    @Test func deflateBombStopsAtTheCeiling() throws {
        let bytes = try [UInt8](Data(contentsOf: Self.fixtures.appendingPathComponent("PDF/bomb.pdf")))
        guard case let .badPDF(_, _, reason)? = Self.error(bytes) else { Issue.record("no error"); return }
        #expect(reason.contains("16777216"))
    }

    /// 3 000 mutations of a valid file (bytes overwritten, dropped or repeated, by a fixed
    /// linear congruential sequence): each is drawn or is a typed error, never a crash or hang.
    @Test func mutatedFilesAreDrawnOrTypedErrors() throws {
        let seed = Self.pdf("q 1 0 0 1 2 2 cm 0.5 g 0 0 6 6 re W n 1 0 0 rg 1 1 m 5 1 l 5 5 3 5 1 3 c h f* 2 w 0 0 1 RG 1 1 m 5 5 l S Q")
        var state: UInt64 = 0x2545F4914F6CDD1D
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(max(1, n)))
        }
        let alphabet = Array(" 0123456789.-[]<>()/RobjstreamfSqQcmW*nre\n".utf8)
        for _ in 0..<3000 {
            var bytes = seed
            for _ in 0..<(1 + next(4)) {
                let at = next(bytes.count)
                switch next(3) {
                case 0: bytes[at] = alphabet[next(alphabet.count)]
                case 1: bytes.removeSubrange(at..<min(bytes.count, at + 1 + next(8)))
                default: bytes.insert(contentsOf: bytes[at..<min(bytes.count, at + next(16))], at: at)
                }
                if bytes.isEmpty { bytes = seed }
            }
            do { _ = try AssetImage.decode(bytes, file: "m.pdf", scale: nil, displayScale: 1, template: false) } catch {
                switch error {
                case .badPDF, .unsupportedPDF, .badImage: continue
                default: Issue.record("\(error)")
                }
            }
        }
    }
}
