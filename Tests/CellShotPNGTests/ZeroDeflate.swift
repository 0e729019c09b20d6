/// zlib streams that inflate to long runs of zero bytes (fixed-Huffman deflate: literals, then
/// matches of 258 bytes at distance 1): the raw material of decompression bombs.
enum ZeroDeflate {
    /// A zlib stream inflating to `literals + 258 × runs` zero bytes (`literals` ≥ 1). Every run
    /// is the same 13 bits, so eight runs are 13 whole bytes: once the bits pending between bytes
    /// repeat (after eight runs), each further eight append the bytes of the eight before
    /// (`repeating`; without it every run is coded bit by bit, the same stream).
    static func zlib(literals: Int = 1, runs: Int, repeating: Bool = true) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var bits: UInt64 = 0, count = 0
        func put(_ value: UInt64, _ n: Int) {  // LSB-first
            bits |= value << count
            count += n
            while count >= 8 { out.append(UInt8(bits & 0xFF)); bits >>= 8; count -= 8 }
        }
        func code(_ value: UInt64, _ n: Int) {  // Huffman codes go MSB-first
            var reversed: UInt64 = 0
            for i in 0..<n where value >> i & 1 == 1 { reversed |= 1 << (n - 1 - i) }
            put(reversed, n)
        }
        func run() {
            code(0xC5, 8)    // length 258 (code 285)
            code(0, 5)       // distance 1
        }
        put(1, 1)            // BFINAL
        put(1, 2)            // fixed Huffman
        for _ in 0..<literals { code(0x30, 8) }   // literal 0
        var coded = 0
        if repeating, runs >= 16 {
            for _ in 0..<8 { run() }
            let start = out.count
            for _ in 0..<8 { run() }
            let eight = Array(out[start...]), repeats = (runs - 16) / 8
            out.reserveCapacity(out.count + repeats * eight.count + 64)
            for _ in 0..<repeats { out.append(contentsOf: eight) }
            coded = 16 + 8 * repeats
        }
        for _ in coded..<runs { run() }
        code(0, 7)           // end of block
        if count > 0 { out.append(UInt8(bits & 0xFF)) }
        let length = UInt64(literals + 258 * runs)
        let adler = UInt32((length % 65521) << 16 | 1)
        return out + PNGBytes.be32(adler)
    }
}
