internal import CPNGShim

/// Turns the shim's C result into Swift values.
extension cs_png_result {
    /// The NUL-terminated message as a String.
    var text: String {
        withUnsafeBytes(of: message) { raw in
            String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
        }
    }

    /// The typed error for a failed call on `bytes` under `limits`.
    func error(bytes: [UInt8], limits: PNGDecoder.Limits) -> PNGError {
        let detail = text
        switch Int(status) {
        case Int(CS_PNG_NOT_PNG.rawValue): return PNGError(.notPNG(hint: .guess(bytes)))
        case Int(CS_PNG_TRUNCATED.rawValue): return PNGError(.truncated(offset: offset))
        case Int(CS_PNG_CRC.rawValue): return PNGError(.crcMismatch(detail: detail))
        case Int(CS_PNG_BAD_HEADER.rawValue): return PNGError(.badHeader(detail: detail))
        case Int(CS_PNG_TOO_LARGE.rawValue):
            return PNGError(.tooLarge(width: Int(announced_width), height: Int(announced_height), limits: limits))
        case Int(CS_PNG_MISSING_IEND.rawValue): return PNGError(.missingIEND(offset: offset))
        case Int(CS_PNG_TRAILING.rawValue):
            return PNGError(.trailingGarbage(offset: offset, count: bytes.count - offset))
        case Int(CS_PNG_CORRUPT_DATA.rawValue): return PNGError(.corruptData(detail: detail))
        case Int(CS_PNG_OUT_OF_MEMORY.rawValue): return PNGError(.outOfMemory(detail: detail))
        case Int(CS_PNG_BAD_ARGUMENT.rawValue): return PNGError(.invalidInput(detail: detail))
        default: return PNGError(.other(detail: "\(detail) (at byte \(offset))"))
        }
    }
}
