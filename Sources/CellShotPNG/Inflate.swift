internal import CPNGShim

/// zlib streams inflated with a ceiling on the output, so a decompression bomb stops at the
/// ceiling instead of filling memory (PDF `FlateDecode` streams, for instance).
public enum Inflate {
    /// Why a stream did not inflate.
    public enum Failure: Error, Hashable, Sendable {
        /// Not a complete zlib stream.
        case corrupt
        /// It inflates to more than `limit` bytes.
        case tooLarge(limit: Int)
    }

    /// The bytes `zlib` inflates to, at most `maxBytes` of them.
    public static func zlib(_ bytes: [UInt8], maxBytes: Int) throws(Failure) -> [UInt8] {
        let limit = max(0, maxBytes)
        var cap = min(limit, max(1 << 16, bytes.count * 8))
        while true {
            var out = [UInt8](repeating: 0, count: max(1, cap))
            let count = bytes.withUnsafeBufferPointer { src in
                out.withUnsafeMutableBufferPointer { dst in
                    cs_inflate_bounded(src.baseAddress, src.count, dst.baseAddress, cap)
                }
            }
            if count >= 0 { return Array(out.prefix(count)) }
            guard count == -2 else { throw .corrupt }
            guard cap < limit else { throw .tooLarge(limit: limit) }
            cap = min(limit, cap * 4)
        }
    }
}
