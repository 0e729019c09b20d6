import Testing
@testable import CellShotText

/// The clusters the general shaping loop finds from its own table of break classes
/// (``GraphemeBreaks``) are the standard library's characters.
@Suite struct GraphemeBreakTests {
    /// The scalars the table covers: below U+0E00, and General Punctuation but the zero width joiner.
    static let covered: [Unicode.Scalar] = ((0..<0xE00).map { $0 } + (0x2000..<0x2070).filter { $0 != 0x200D }).compactMap(Unicode.Scalar.init)

    /// Scalars per cluster, as the shaping loop finds them and as `Array(string)` does.
    private static func counts(_ scalars: [Unicode.Scalar]) -> (table: [Int], standard: [Int]) {
        var string = ""
        string.unicodeScalars.append(contentsOf: scalars)
        return (TextCluster.clusters(of: string, scalars: scalars).map(\.scalarCount), string.map { $0.unicodeScalars.count })
    }

    @Test func everyCoveredScalarClustersBesideLettersMarksAndBreaksAsTheStandardLibrarys() {
        for scalar in Self.covered {
            #expect(GraphemeBreaks.classes(of: scalar) != nil)
            // After and before a letter, before a mark, after CR, before LF, after an Arabic number sign (Prepend).
            // And in Indic conjuncts: after a consonant and virama, between them, before a
            // virama and consonant, between two consonants of another script's virama.
            for pair: [Unicode.Scalar] in [["a", scalar], [scalar, "a"], [scalar, "\u{301}"], ["\r", scalar], [scalar, "\n"],
                                           ["\u{600}", scalar], [scalar, "\u{300}", "b"], ["\u{915}", "\u{94D}", scalar],
                                           ["\u{915}", scalar, "\u{915}"], ["\u{915}", "\u{94D}", scalar, "\u{915}"],
                                           [scalar, "\u{94D}", "\u{915}"], ["\u{995}", scalar, "\u{995}"],
                                           ["\u{D15}", "\u{D4D}", scalar, "\u{D4D}", "\u{D15}"]] {
                let (table, standard) = Self.counts(pair)
                #expect(table == standard, "\(pair.map { String($0.value, radix: 16) })")
            }
        }
    }

    @Test func randomCoveredTextClustersAsTheStandardLibrarys() {
        // Letters, marks, spacing marks, controls, CR, LF, Prepend and punctuation, mixed.
        let pool: [Unicode.Scalar] = ["a", "\u{627}", "\u{644}", "\u{5D0}", "\u{301}", "\u{64E}", "\u{651}", "\u{5B4}", "\u{0}",
                                      "\u{1F}", "\u{AD}", "\u{61C}", "\r", "\n", "\u{600}", "\u{605}", "\u{6DD}", "\u{70F}",
                                      "\u{8E2}", " ", "\u{2014}", "\u{200C}", "\u{200B}", "\u{2028}", "\u{2066}", "\u{6F1}", "\u{BB}",
                                      // Devanagari, Bengali, Tamil and Malayalam consonants, viramas, nukta, vowel signs, modifiers.
                                      "\u{915}", "\u{930}", "\u{937}", "\u{94D}", "\u{93C}", "\u{93F}", "\u{940}", "\u{902}", "\u{995}",
                                      "\u{9CD}", "\u{9BF}", "\u{B95}", "\u{BCD}", "\u{BC6}", "\u{D15}", "\u{D4D}", "\u{D4E}", "\u{D7A}"]
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
        for _ in 0..<3_000 {
            let scalars = (0..<(1 + next(9))).map { _ in next(4) == 0 ? Self.covered[next(Self.covered.count)] : pool[next(pool.count)] }
            let (table, standard) = Self.counts(scalars)
            #expect(table == standard, "\(scalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test func textTheTableDoesNotCoverTakesTheStandardLibrarysCharacters() {
        // A joiner between pictographs and in a Devanagari conjunct, Hangul jamo, flags, Thai.
        for text in ["\u{203C}\u{200D}\u{203C}", "a\u{200D}b", "क्\u{200D}ष", "\u{1100}\u{1161}\u{11A8}", "🇬🇧🇫🇷", "مرحبا 👋🏽", "ภาษาไทย"] {
            let scalars = Array(text.unicodeScalars)
            #expect(!GraphemeBreaks.forEachCluster(scalars) { _ in })
            let (table, standard) = Self.counts(scalars)
            #expect(table == standard, "\(text)")
        }
        #expect(GraphemeBreaks.forEachCluster([]) { _ in })
        // Indic conjuncts are covered: a consonant, virama and consonant stay one cluster.
        let hindi = Array("क्षत्रिय नमस्ते".unicodeScalars)
        #expect(GraphemeBreaks.forEachCluster(hindi) { _ in })
        #expect(Self.counts(hindi).table == [3, 4, 1, 1, 1, 1, 4])
    }
}
