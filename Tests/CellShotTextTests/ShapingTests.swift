import Foundation
import Testing
@testable import CellShotText
import CellShotTestSupport

/// Shaping checked against HarfBuzz: `Fixtures/hb-shape.json` holds hb-shape 6.0's output for
/// Arabic, Hebrew and mixed samples in DejaVu Sans, run by run (written once by
/// Tools/text/hb_expected.py; hb-shape is not run by the tests).
@Suite struct ShapingTests {
    struct Fixture: Decodable {
        struct Sample: Decodable { let text: String; let runs: [Run] }
        struct Run: Decodable { let rightToLeft: Bool; let glyphs: [[Int]] }
        let samples: [Sample]
    }

    static func fixture(_ name: String = "hb-shape") throws -> Fixture {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(Fixture.self, from: Data(contentsOf: url))
    }

    /// Expects `font`'s runs for each sample to be the fixture's, glyph for glyph, in `face`.
    static func expectHarfBuzz(_ samples: [Fixture.Sample], font: Font, face: String) {
        for sample in samples {
            let runs = font.shape(sample.text)
            #expect(runs.map(\.rightToLeft) == sample.runs.map(\.rightToLeft), "\(sample.text)")
            #expect(runs.allSatisfy { $0.font == face })
            for (run, expected) in zip(runs, sample.runs) {
                let glyphs = run.glyphs.map { [$0.id, $0.cluster, $0.xOffset, $0.yOffset, $0.advance] }
                #expect(glyphs == expected.glyphs, "\(sample.text)")
            }
        }
    }

    @Test func glyphsAndPositionsMatchHarfBuzz() throws {
        let samples = try ShapingTests.fixture().samples
        #expect(samples.count == 12)
        ShapingTests.expectHarfBuzz(samples, font: Font(family: "DejaVu Sans", size: 17), face: "DejaVuSans")
    }

    /// `Fixtures/CcmpTest.ttf` (Tools/text/ccmp_font.py) has a Hebrew `ccmp` with a context and a
    /// ligature across clusters, multiple substitutions (one nested, one deleting) and an
    /// alternate substitution; `hb-shape-ccmp.json` is HarfBuzz's shaping of it.
    @Test func ccmpAcrossClustersMatchesHarfBuzz() throws {
        try ShapingTests.expectHarfBuzz(font: "CcmpTest", fixture: "hb-shape-ccmp", samples: 8)
    }

    /// Registers `Fixtures/<font>.ttf` and expects its shaping of the `fixture`'s `samples`
    /// samples to be HarfBuzz's.
    static func expectHarfBuzz(font name: String, fixture: String, samples count: Int) throws {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "ttf", subdirectory: "Fixtures"))
        try FontRegistry.shared.register(name: name, data: [UInt8](try Data(contentsOf: url)))
        defer { _ = FontRegistry.shared.unregister(name: name) }
        let samples = try ShapingTests.fixture(fixture).samples
        #expect(samples.count == count)
        ShapingTests.expectHarfBuzz(samples, font: Font(family: name, size: 17), face: name)
    }

    @Test func arabicLettersJoin() {
        // بيت: beh initial, yeh medial, teh final (DejaVu's presentation-form glyphs).
        let glyphs = Font(family: "DejaVu Sans", size: 17).shape("بيت")[0].glyphs
        let face = FontRegistry.shared.chain(family: "DejaVu Sans", weight: .regular)[0]
        let expected = [0xFE96, 0xFEF4, 0xFE91].map { Int(face.glyph(for: Unicode.Scalar($0)!)) }
        #expect(glyphs.map(\.id) == expected)
    }

    /// A face's positional forms are worked out for every glyph when it is read; a form too
    /// costly for that keeps its lookups and applies them per glyph, with the same forms.
    @Test func positionalFormsWorkedOutUpFrontMatchTheLookups() throws {
        let face = FontRegistry.shared.chain(family: "DejaVu Sans", weight: .regular)[0]
        let perGlyph = try GlyphSubstitution(gsub: face.gsub, numGlyphs: face.numGlyphs, maxFormSteps: 0)
        var changed = 0, differing: [String] = []
        for form in JoiningForm.allCases {
            for glyph in 0..<UInt16(face.numGlyphs) {
                let upFront = face.substitution.substitute(glyph, form: form)
                if upFront != perGlyph.substitute(glyph, form: form) { differing.append("\(form) \(glyph)") }
                if upFront != glyph { changed += 1 }
            }
        }
        #expect(differing.isEmpty)
        #expect(changed > 200)
    }

    @Test func lamAlefIsOneGlyph() {
        let glyphs = Font(family: "DejaVu Sans", size: 17).shape("لا")[0].glyphs
        let face = FontRegistry.shared.chain(family: "DejaVu Sans", weight: .regular)[0]
        #expect(glyphs.map(\.id) == [Int(face.glyph(for: "\u{FEFB}"))])
        #expect(glyphs.map(\.cluster) == [0])
    }
}

/// Text whose every scalar is a cluster of its own is shaped scalar by scalar; a zero width
/// space at the end sends the same text through the general loop (grapheme clusters), which
/// must give the same clusters and glyphs.
@Suite struct ScalarShapingTests {
    static var samples: [String] {
        var generator = SplitMix(seed: 7)
        let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x2FF, 0x370...0x482, 0x48A...0x52F, 0x1E00...0x1EFF,
                                             0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0]
        let random = (0..<300).map { _ in
            String(String.UnicodeScalarView((0..<Int(generator.next() % 40)).compactMap { _ in
                let range = ranges[Int(generator.next() % UInt64(ranges.count))]
                return Unicode.Scalar(range.lowerBound + UInt32(generator.next() % UInt64(range.count)))
            }))
        }
        return ["", "Review the quarterly financial reports", "AV To Wa 'quoted' \"LT\" f/j",
                String(decoding: Array(0..<128), as: UTF8.self), "a\r\nb\rc\nd\r\n\r\n", "\t tab\u{0B}\u{0C}end-of-line—",
                "AVAVAVAV", "\r", "\r\n", "Café “quoted” — naïve … 12 € ‰ ‼ © ®", "Ελληνικά Кириллица Tiếng Việt",
                "Quarterly planning review with the design, platform and growth teams — agenda, notes and follow-ups"] + random
    }

    @Test func everyScalarOfTheSetIsAClusterAlone() {
        let scalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init).filter(ShapedText.isOwnCluster)
        #expect(scalars.count > 1_500)
        for s in scalars {
            let p = s.properties
            let combining = p.isGraphemeExtend || p.isEmojiModifier || p.isVariationSelector || p.isJoinControl
                || [.nonspacingMark, .enclosingMark, .spacingMark].contains(p.generalCategory)
            let alone = "a\(s)a".count == 3 && (s == "\r" || "\(s)\(s)".count == 2)
                && ![.r, .al, .an, .lre, .lro, .rle, .rlo, .pdf, .lri, .rli, .fsi, .pdi].contains(BidiClass(s))
            #expect(!combining && alone, "U+\(String(s.value, radix: 16))")
        }
        #expect("\r\n".count == 1)
    }

    @Test func theUTF8ReadingAnswersAsTheScalars() {
        // Every scalar up to U+3000 and around the ends of the UTF-8 lengths, between two letters.
        let values = Array(0...0x3000) + [0xFEFF, 0xFFFD, 0xFFFF, 0x10000, 0x1F600, 0x10FFFF]
        for scalar in values.compactMap(Unicode.Scalar.init) {
            let text = "a\(scalar)b"
            #expect(ShapedText.isOwnClusters(text) == text.unicodeScalars.allSatisfy(ShapedText.isOwnCluster),
                    "U+\(String(scalar.value, radix: 16))")
        }
        for text in Self.samples { #expect(ShapedText.isOwnClusters(text)) }
        #expect(!ShapedText.isOwnClusters("e\u{301}"))
        #expect(!ShapedText.isOwnClusters("Ok 😀"))
    }

    @Test(arguments: [Font(size: 17), Font(weight: .semibold, size: 12), Font(family: "DejaVu Sans", size: 34)])
    func textOfSingleScalarClustersShapesAsTheGeneralLoopDoes(font: Font) {
        for text in Self.samples {
            #expect(text.unicodeScalars.allSatisfy(ShapedText.isOwnCluster), "\(text.debugDescription)")
            let fast = ShapedText(text, font: font)
            let general = ShapedText(text + "\u{200B}", font: font)
            let n = fast.count
            #expect(general.count == n + 1, "\(text.debugDescription)")
            guard general.count == n + 1 else { continue }
            let same = fast.kinds == Array(general.kinds.prefix(n)) && fast.advances == Array(general.advances.prefix(n))
                && fast.kernBefore == Array(general.kernBefore.prefix(n)) && fast.prefix == Array(general.prefix.prefix(n + 1))
                && fast.glyphStart == Array(general.glyphStart.prefix(n + 1)) && fast.glyphIDs == general.glyphIDs
                && fast.glyphFace == general.glyphFace && fast.glyphOffset == general.glyphOffset
                && fast.glyphRise == general.glyphRise && fast.missing == general.missing
                && fast.textIndex.map { $0.utf16Offset(in: text) } == general.textIndex.prefix(n + 1).map { $0.utf16Offset(in: text) }
            #expect(same, "\(text.debugDescription)")
        }
    }

    /// Whether `text` in `font` is shaped column by column (``ShapedText/simpleColumns(_:size:)``).
    static func columns(_ text: String, font: Font) -> Bool {
        ShapedText(text, font: font).simpleColumns(text, size: font.safeSize) != nil
    }

    /// The samples in the bundled faces are shaped column by column; text in a face whose GPOS
    /// adjusts its letters takes the general loop, with the same glyphs and places as ever
    /// (HarfBuzz's, `GposRunTests`), as does text with an emoji.
    @Test func textTheColumnsLeaveTakesTheGeneralLoop() throws {
        for font in [Font(size: 17), Font(weight: .semibold, size: 12), Font(family: "DejaVu Sans", size: 34)] {
            #expect(Self.samples.allSatisfy { Self.columns($0, font: font) })
        }
        let url = try #require(Bundle.module.url(forResource: "GposTest", withExtension: "ttf", subdirectory: "Fixtures"))
        try FontRegistry.shared.register(name: "GposTest", data: [UInt8](try Data(contentsOf: url)))
        defer { _ = FontRegistry.shared.unregister(name: "GposTest") }
        let font = Font(family: "GposTest", size: 17)
        // "€" and "—" from a fallback face (no GPOS), then letters of the test face (single,
        // context and cursive positioning).
        let text = "€ — amea"
        #expect(!Self.columns(text, font: font))
        #expect(Self.columns("€ — ", font: font))
        let shaped = ShapedText(text, font: font), general = ShapedText(text + "\u{200B}", font: font)
        #expect(shaped.glyphIDs == general.glyphIDs && shaped.glyphOffset == general.glyphOffset && shaped.glyphFace == general.glyphFace)
        #expect(shaped.advances == Array(general.advances.prefix(shaped.count)) && shaped.glyphRise == general.glyphRise)
    }
}

/// UAX #15's NFC quick check, which lets a cluster skip Foundation's NFC: a yes is always right.
@Suite struct NFCQuickCheckTests {
    @Test func aYesMeansNFCLeavesTheScalarsAsTheyAre() {
        // Every scalar up to U+3100 after a Latin, a Greek and an Arabic letter, and before a mark.
        var yes = 0, checked = 0
        for value in UInt32(0)...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in ["e\(scalar)", "\u{3A9}\(scalar)", "\u{627}\(scalar)", "\(scalar)\u{301}", "a\u{64E}\(scalar)"] {
                checked += 1
                guard text.unicodeScalars.isNFC else { continue }
                yes += 1
                #expect(Array(text.precomposedStringWithCanonicalMapping.unicodeScalars) == Array(text.unicodeScalars),
                        "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        #expect(yes > checked / 2)
        // Compositions, marks out of order and singletons answer no.
        for text in ["e\u{301}", "\u{627}\u{653}", "\u{64A}\u{654}", "a\u{316}\u{300}\u{316}", "\u{2126}", "\u{958}"] {
            #expect(!text.unicodeScalars.isNFC, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}
