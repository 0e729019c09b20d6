import CellShotRaster
import CellShotText

/// Text layout and glyph rendering. "render" = layout + glyph runs into a display list +
/// drawing them (glyph cache, blit) onto a reused canvas at 3×; `text.blit.paragraph`
/// (drawing a prebuilt display list) is the in-run baseline.
enum TextBenchmarks {
    static var all: [Benchmark] {
        [
            Benchmark("text.layout.title") {
                { blackHole(TextLayout(title, font: .preferred(.headline), width: 300, numberOfLines: 2)) }
            },
            Benchmark("text.layout.title.arabic") {
                { blackHole(TextLayout(arabicTitle, font: .preferred(.headline), width: 300, numberOfLines: 2,
                                       direction: .rightToLeft)) }
            },
            Benchmark("text.layout.title.devanagari") {
                { blackHole(TextLayout(devanagariTitle, font: .preferred(.headline), width: 300, numberOfLines: 2)) }
            },
            Benchmark("text.layout.title.japanese") {
                { blackHole(TextLayout(japaneseTitle, font: .preferred(.headline), width: 300, numberOfLines: 2)) }
            },
            Benchmark("text.layout.title.thai") {
                { blackHole(TextLayout(thaiTitle, font: .preferred(.headline), width: 300, numberOfLines: 2)) }
            },
            cold("text.layout.title.cold") { TextLayout(title, font: .preferred(.headline), width: 300, numberOfLines: 2) },
            cold("text.layout.title.arabic.cold") {
                TextLayout(arabicTitle, font: .preferred(.headline), width: 300, numberOfLines: 2, direction: .rightToLeft)
            },
            cold("text.layout.title.devanagari.cold") {
                TextLayout(devanagariTitle, font: .preferred(.headline), width: 300, numberOfLines: 2)
            },
            cold("text.layout.title.japanese.cold") {
                TextLayout(japaneseTitle, font: .preferred(.headline), width: 300, numberOfLines: 2)
            },
            Benchmark("text.blit.paragraph") {
                var list = DisplayList()
                paragraphLayout().draw(at: Point(16, 8), color: .black, into: &list)
                var canvas = try Canvas(width: 1125, height: 600, scale: 3, background: .white)
                return { canvas.draw(list); blackHole(canvas.width) }
            },
            render("text.render.paragraph", cold: false) { paragraphLayout() },
            render("text.render.cold", cold: true) { paragraphLayout() },
            render("text.render.emoji", cold: false) {
                TextLayout(emojiTitle, font: .preferred(.headline), width: 300, numberOfLines: 2)
            },
            Benchmark("text.render.card") {
                var canvas = try Canvas(width: 1125, height: 400, scale: 3, background: .white)
                return {
                    var list = DisplayList()
                    drawCardText(into: &list)
                    canvas.draw(list)
                    blackHole(canvas.width)
                }
            },
        ]
    }

    /// Kanji, kana, brackets, digits and full-width punctuation (CJK face, kinsoku breaks).
    static let japaneseTitle = "「デザインレビュー」をチームと10時から行います。資料を事前に共有してください。"
    /// Thai without spaces (Thai face, SARA AM, stacked marks, dictionary word breaks).
    static let thaiTitle = "ประชุมทบทวนแผนงานประจำไตรมาสกับทีมออกแบบและทีมพัฒนาเพื่อสรุปข้อเสนอแนะ"
    static let title = "Quarterly planning review with the design, platform and growth teams — agenda, notes and follow-ups"
    /// A mixed-direction Arabic title (joining, lam-alef, harakat, a number, a Latin name) that wraps
    /// and truncates like `title`.
    /// A Hindi title of conjuncts, reph, nukta and pre-base vowel signs.
    static let devanagariTitle = "त्रैमासिक योजना समीक्षा: डिज़ाइन, प्लेटफ़ॉर्म और विकास टीमों के साथ — कार्यसूची, नोट्स और आगे के क़दम"
    static let arabicTitle = "مراجعة التخطيط الفصلية مع فرق التصميم والمنصة والنمو في iOS 18 — جدول الأعمال "
        + "والملاحظات والمتابعات لِلْفَرِيق"
    /// A title with three colour emoji (one a ZWJ sequence).
    static let emojiTitle = "Team offsite 🎉 beach day 🏖️ with the family 👨‍👩‍👧"
    /// ≈ 200 glyphs.
    static let paragraph = "Cells are mostly text: titles that wrap to two lines and end in an ellipsis, badges with "
        + "counts, chip labels and dates. Text must look like iOS text and come out identical on every machine, so "
        + "the engine parses fonts itself."

    static func paragraphLayout() -> TextLayout { TextLayout(paragraph, font: .preferred(.body), width: 343) }

    /// The card's text: a two-line truncated title, a count badge and three chip labels.
    static func drawCardText(into list: inout DisplayList) {
        TextLayout(title, font: .preferred(.headline), width: 300, numberOfLines: 2)
            .draw(at: Point(16, 16), color: .black, into: &list)
        TextLayout("12", font: Font(weight: .semibold, size: 13), width: nil)
            .draw(at: Point(330, 18), color: .white, into: &list)
        var left = 16.0
        for chip in ["Due Friday", "Design", "3 comments"] {
            let label = TextLayout(chip, font: .preferred(.footnote), width: nil, numberOfLines: 1)
            label.draw(at: Point(left, 80), color: Color(white: 0.4), into: &list)
            left += label.size.width + 24
        }
    }

    /// A layout whose text is shaped again each time: the shaped-text cache emptied first
    /// (faces, their feature plans and the glyph caches stay warm).
    static func cold(_ name: String, layout: @escaping () -> TextLayout) -> Benchmark {
        Benchmark(name) {
            { FontRegistry.shared.removeShapedTexts(); blackHole(layout()) }
        }
    }

    static func render(_ name: String, cold: Bool, layout: @escaping () -> TextLayout) -> Benchmark {
        Benchmark(name) {
            var canvas = try Canvas(width: 1125, height: 600, scale: 3, background: .white)
            return {
                if cold { FontRegistry.shared.removeCachedGlyphs() }
                var list = DisplayList()
                layout().draw(at: Point(16, 8), color: .black, into: &list)
                canvas.draw(list)
                blackHole(canvas.width)
            }
        }
    }
}
