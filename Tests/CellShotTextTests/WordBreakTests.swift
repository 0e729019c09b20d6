import Testing
@testable import CellShotText

/// Thai and Lao line breaking between dictionary words (``WordBreaks``, ``WordDictionary``).
@Suite struct WordBreakTests {
    let font = Font(size: 17)
    /// A Thai sentence as its words: a line may break only where one ends.
    let thaiWords = ["ฉัน", "ชอบ", "กิน", "ข้าว", "ผัด", "กับ", "ไข่", "ดาว", "ที่", "ร้าน", "ใกล้", "บ้าน", "ทุก", "วัน"]

    /// Block offsets of Thai text, as the word list stores them.
    func offsets(_ s: String) -> [UInt8] { s.unicodeScalars.map { UInt8($0.value - 0x0E00) } }

    @Test func dictionaryFindsEveryWordTheTextStartsWith() {
        let words = ["กร", "กรม", "กรมการ", "กระ", "ข"].map(offsets)
        let data = Array(words.joined(separator: [WordDictionary.separator]))
        let dictionary = WordDictionary(data: data, block: 0x0E00)
        #expect(dictionary.count == 5)
        #expect(dictionary.prefixLengths(of: offsets("กรมการค้า"), from: 0) == [2, 3, 6])
        #expect(dictionary.prefixLengths(of: offsets("ฆกระ"), from: 1) == [2, 3])
        #expect(dictionary.prefixLengths(of: offsets("ค"), from: 0) == [])
    }

    @Test func malformedWordListsKeepOnlyOrderedWords() {
        // Out of order, a byte above 0x7F, empty words: left out, never a crash.
        let data: [UInt8] = [0x01, 0x05, 0xFF, 0x01, 0xFF, 0xFF, 0x90, 0xFF, 0x02, 0x03]
        let dictionary = WordDictionary(data: data, block: 0x0E00)
        #expect(dictionary.count == 2)
        #expect(dictionary.prefixLengths(of: [0x02, 0x03, 0x04], from: 0) == [2])
        #expect(WordDictionary(data: [], block: 0x0E00).prefixLengths(of: [1, 2], from: 0) == [])
    }

    @Test func bundledThaiListSplitsASentenceIntoWords() {
        let text = thaiWords.joined()
        let shaped = ShapedText(text, font: font)
        let breaks = (1..<shaped.count).filter { shaped.wordBreaks[$0] }.map { text[..<shaped.textIndex[$0]].unicodeScalars.count }
        var ends: [Int] = [], total = 0
        for w in thaiWords.dropLast() { total += w.unicodeScalars.count; ends.append(total) }
        #expect(!breaks.isEmpty)
        #expect(breaks.allSatisfy(ends.contains), "\(breaks) not all in \(ends)")
        #expect(Set(breaks).count >= thaiWords.count / 2)
    }

    @Test(arguments: [90.0, 140.0, 200.0])
    func thaiSentenceWrapsAtWordBoundaries(width: Double) {
        let text = thaiWords.joined()
        let layout = TextLayout(text, font: font, width: width)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.map(\.text).joined() == text, "nothing lost at the breaks")
        var ends = Set<Int>(), total = 0
        for w in thaiWords { total += w.unicodeScalars.count; ends.insert(total) }
        var offset = 0
        for line in layout.lines {
            #expect(line.rect.width <= width + 1e-9, "\(line.text)")
            offset += line.text.unicodeScalars.count
            #expect(ends.contains(offset), "line ends inside a word: \(line.text)")
        }
    }

    @Test func laoSentenceWrapsBetweenWords() {
        let words = ["ຂ້ອຍ", "ຮັກ", "ປະເທດ", "ລາວ", "ຫຼາຍ", "ທີ່ສຸດ"]
        let text = words.joined()
        let layout = TextLayout(text, font: font, width: 80)
        #expect(layout.lines.count > 1)
        #expect(layout.lines.map(\.text).joined() == text)
        #expect(layout.lines.allSatisfy { $0.rect.width <= 80 + 1e-9 })
        let shaped = ShapedText(text, font: font)
        #expect(shaped.wordBreaks.contains(true))
    }

    @Test func noBreakInsideUnknownTextOrBeforeMaiYamok() {
        // Letters in no word stay together; a line never starts with MAI YAMOK (after the word มาก).
        #expect(ShapedText("ฆฆฆฆฆฆ", font: font).wordBreaks.isEmpty)
        #expect(ShapedText("มากๆ", font: font).wordBreaks.isEmpty)
        #expect(ShapedText("มากมาก", font: font).wordBreaks == [false, false, false, true, false, false, false])
    }
}
