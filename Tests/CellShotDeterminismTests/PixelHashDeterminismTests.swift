import CRasterKernels
import Testing

/// `cs_pixel_hash` takes one of three paths by build and processor (the scalar loop, the
/// unoptimised x86-64 assembly, AVX-512 vectors when the processor has them): each must give the
/// hash its definition states. CI runs this suite in release too (its name matches `.ci/run`'s
/// filter), where the vector path runs on processors that have it.
@Suite struct PixelHashDeterminismTests {
    static let p1: UInt64 = 0x9E37_79B1_85EB_CA87, p2: UInt64 = 0xC2B2_AE3D_27D4_EB4F

    static func rotl(_ value: UInt64, _ bits: UInt64) -> UInt64 { value << bits | value >> (64 - bits) }
    static func step(_ lane: UInt64, _ input: UInt64) -> UInt64 { rotl(lane &+ input &* p2, 31) &* p1 }
    static func mix(_ value: UInt64) -> UInt64 {
        var bits = value
        bits ^= bits >> 33
        bits &*= 0xFF51_AFD7_ED55_8CCD
        bits ^= bits >> 33
        bits &*= 0xC4CE_B9FE_1A85_EC53
        return bits ^ bits >> 33
    }

    /// The hash as defined, one little-endian word at a time.
    static func defined(_ bytes: [UInt8], width: UInt64, height: UInt64) -> (high: UInt64, low: UInt64) {
        var lanes: [UInt64] = [0x6A09_E667_F3BC_C908 ^ width, 0xBB67_AE85_84CA_A73B ^ height,
                               0x3C6E_F372_FE94_F82B, 0xA54F_F53A_5F1D_36F1]
        let whole = bytes.count / 32 * 32
        for block in stride(from: 0, to: whole, by: 32) {
            for lane in 0..<4 {
                var word: UInt64 = 0
                for byte in 0..<8 { word |= UInt64(bytes[block + 8 * lane + byte]) << (8 * UInt64(byte)) }
                lanes[lane] = step(lanes[lane], word)
            }
        }
        var tail: UInt64 = 0
        for byte in bytes[whole...] { tail = step(tail ^ UInt64(byte), p1) }
        lanes[3] = step(lanes[3], tail)
        let count = UInt64(bytes.count)
        let high = mix((rotl(lanes[0], 1) &+ rotl(lanes[1], 7) &+ rotl(lanes[2], 12) &+ rotl(lanes[3], 18)) ^ count)
        let low = mix((high ^ (lanes[0] &* p2) ^ rotl(lanes[1], 29) ^ (lanes[2] &* p1) ^ rotl(lanes[3], 45)) &+ count)
        return (high, low)
    }

    /// Lengths around the 32-byte blocks and the vector path's pairs of blocks, up to 64 KB + 17.
    @Test(arguments: [0, 1, 31, 32, 33, 63, 64, 65, 95, 96, 97, 128, 1_000, 4_096, 65_553])
    func everyPathGivesTheDefinedHash(count: Int) {
        var state: UInt64 = 0x1234_5678_9ABC_DEF0 &+ UInt64(count)
        let bytes = (0..<count).map { _ -> UInt8 in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
        var high: UInt64 = 0, low: UInt64 = 0
        bytes.withUnsafeBufferPointer { cs_pixel_hash($0.baseAddress, $0.count, 7, 11, &high, &low) }
        let expected = Self.defined(bytes, width: 7, height: 11)
        #expect(high == expected.high && low == expected.low, "\(count) bytes")
    }
}
