import CellShotRaster

extension PixelHashChunk {
    /// `bytes` with a current `csPH` chunk, for a reference whose chunk is of an older version
    /// (or fails to verify): the file is decoded, the old chunk taken out, and a chunk for the
    /// decoded pixels inserted. Every other byte — the image data included — is kept, so the
    /// pixels are untouched. Nil when the chunk already verifies, or when the file carries no
    /// `csPH` chunk at all (not a CellShot reference). A file that does not decode throws.
    public static func rehashed(_ bytes: [UInt8], decoder: PNGDecoder = PNGDecoder()) throws(PNGError) -> [UInt8]? {
        guard isPresent(bytes), verified(bytes) == nil else { return nil }
        let image = try decoder.decode(bytes)
        // isPresent put a chunk header at 33: its length, its type, then data and a CRC.
        let length = bytes[33..<37].reduce(0) { $0 << 8 | Int($1) }
        let end = 33 + 12 + length
        guard end <= bytes.count else { throw PNGError(.truncated(offset: bytes.count)) }
        return inserting(PixelHash(image), into: Array(bytes[..<33]) + bytes[end...])
    }
}
