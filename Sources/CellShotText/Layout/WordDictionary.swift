import Foundation

/// A sorted word list of one script (Thai or Lao) for breaking lines between words where the
/// script writes no spaces. Bundled as `Resources/Dictionaries/NAME.words`
/// (Tools/text/word_lists.py, from ICU's dictionaries): one byte per character, the scalar's
/// offset in the script's Unicode block (below 0x80), words separated by 0xFF, sorted by those
/// bytes. Loaded the first time text of the script is laid out.
struct WordDictionary: Sendable {
    /// The words' bytes, separators included.
    private let bytes: [UInt8]
    /// Where each word starts in `bytes`; one more entry (`bytes.count`) at the end.
    private let starts: [Int32]
    /// The first scalar of the script's Unicode block.
    let block: UInt32

    /// The longest word read, in characters: longer runs of bytes are not words.
    static let maxWordLength = 64
    static let separator: UInt8 = 0xFF

    /// The bundled Thai word list (empty when the resource cannot be read).
    static let thai = WordDictionary(resource: "thai", block: 0x0E00)
    /// The bundled Lao word list (empty when the resource cannot be read).
    static let lao = WordDictionary(resource: "lao", block: 0x0E80)

    /// The dictionary of a script's block (`block` 0x0E00 or 0x0E80), nil for another.
    static func forBlock(_ block: UInt32) -> WordDictionary? {
        switch block {
        case 0x0E00: thai
        case 0x0E80: lao
        default: nil
        }
    }

    private init(resource: String, block: UInt32) {
        let url = Bundle.module.url(forResource: resource, withExtension: "words", subdirectory: "Dictionaries")
        let data = url.flatMap { try? Data(contentsOf: $0) } ?? Data()
        self.init(data: [UInt8](data), block: block)
    }

    /// A word list from its bytes. Words out of order, too long, or with a byte that is no
    /// character offset are left out, so any bytes give a usable (possibly empty) list.
    package init(data: [UInt8], block: UInt32) {
        self.block = block
        var kept: [UInt8] = [], starts: [Int32] = []
        kept.reserveCapacity(data.count); starts.reserveCapacity(data.count / 4)
        var previous: ArraySlice<UInt8> = []
        for word in data.split(separator: WordDictionary.separator, omittingEmptySubsequences: true) {
            guard word.count <= WordDictionary.maxWordLength, word.allSatisfy({ $0 < 0x80 }),
                  starts.isEmpty || previous.lexicographicallyPrecedes(word) else { continue }
            starts.append(Int32(kept.count))
            kept.append(contentsOf: word); kept.append(WordDictionary.separator)
            previous = word
        }
        starts.append(Int32(kept.count))
        bytes = kept
        self.starts = starts
    }

    /// Number of words.
    var count: Int { starts.count - 1 }

    /// Length of `word` in characters.
    private func length(_ word: Int) -> Int { Int(starts[word + 1] - starts[word]) - 1 }

    /// Character `offset` of `word` (the separator past its end).
    private func byte(_ word: Int, _ offset: Int) -> UInt8 { bytes[Int(starts[word]) + offset] }

    /// The lengths, shortest first, of the words that `text[from...]` starts with (`text`: block
    /// offsets, as stored). Narrows the sorted list one character at a time.
    func prefixLengths(of text: [UInt8], from: Int) -> [Int] {
        var lo = 0, hi = count
        var lengths: [Int] = []
        var depth = 0
        while lo < hi, from + depth < text.count, depth < WordDictionary.maxWordLength {
            let character = text[from + depth]
            // Words of length `depth` (a match) sort first in the range: step over them.
            while lo < hi, length(lo) == depth { lo += 1 }
            lo = bound(lo, hi, depth: depth) { $0 < character }
            hi = bound(lo, hi, depth: depth) { $0 <= character }
            depth += 1
            if lo < hi, length(lo) == depth { lengths.append(depth) }
        }
        return lengths
    }

    /// The first index in lo..<hi whose word's character `depth` is not `before` (the words there
    /// all have more than `depth` characters and agree before it).
    private func bound(_ lo: Int, _ hi: Int, depth: Int, _ before: (UInt8) -> Bool) -> Int {
        var low = lo, high = hi
        while low < high {
            let middle = (low + high) / 2
            if before(byte(middle, depth)) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
