/// Why PNG bytes could not be decoded, or an image could not be encoded or written.
/// `kind` says what went wrong; `path` names the file when one was involved.
public struct PNGError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The data does not start with the PNG signature; `hint` says what it looks like instead.
        case notPNG(hint: NotPNGHint)
        /// The data ends inside a chunk, or before the image data is complete; `offset` is
        /// where it ends (its length).
        case truncated(offset: Int)
        /// A critical chunk's CRC does not match its contents.
        case crcMismatch(detail: String)
        /// IHDR is missing, malformed or holds values PNG does not allow.
        case badHeader(detail: String)
        /// The header announces more pixels than the decoder's limits allow.
        case tooLarge(width: Int, height: Int, limits: PNGDecoder.Limits)
        /// The data ends cleanly after the image data without the IEND chunk.
        case missingIEND(offset: Int)
        /// Bytes follow the IEND chunk.
        case trailingGarbage(offset: Int, count: Int)
        /// The compressed image data is corrupt or does not fill the image.
        case corruptData(detail: String)
        /// Reading or writing a file failed; `message` is the system's text for errno.
        case io(operation: String, message: String)
        /// Memory for the image or the output could not be had.
        case outOfMemory(detail: String)
        /// The image or the options cannot be encoded (empty image, level outside 0…9, …).
        case invalidInput(detail: String)
        /// Any other libpng failure, with libpng's message.
        case other(detail: String)
    }

    /// What non-PNG data looks like, to give a useful hint.
    public enum NotPNGHint: Equatable, Sendable {
        case none
        /// Zero bytes.
        case empty
        /// A Git LFS pointer text: the real file was never fetched.
        case gitLFSPointer
        /// An HTML page, e.g. an error page saved in place of the image.
        case html
    }

    /// What went wrong.
    public var kind: Kind
    /// The file involved, when there is one.
    public var path: String?

    /// An error of `kind`, naming `path` when a file was involved.
    public init(_ kind: Kind, path: String? = nil) {
        self.kind = kind
        self.path = path
    }

    /// The same error, naming `path`.
    func naming(_ path: String) -> PNGError { PNGError(kind, path: path) }

    public var description: String {
        let prefix = path.map { $0.isEmpty ? "'': " : "\($0): " } ?? ""
        return prefix + kind.sentence
    }
}

extension PNGError.Kind {
    /// One clear sentence for this kind.
    var sentence: String {
        switch self {
        case let .notPNG(hint):
            switch hint {
            case .none: return "not a PNG file: the 8-byte PNG signature is missing"
            case .empty: return "not a PNG file: it is empty"
            case .gitLFSPointer:
                return "not a PNG file: it is a Git LFS pointer text; run `git lfs pull` to fetch the real image"
            case .html: return "not a PNG file: it is an HTML page, perhaps an error page saved in place of the image"
            }
        case let .truncated(offset):
            return "truncated PNG: the data ends at byte \(offset) before the image is complete"
        case let .crcMismatch(detail):
            return "corrupt PNG: CRC mismatch on a critical chunk (\(detail))"
        case let .badHeader(detail):
            return "invalid PNG header (IHDR): \(detail)"
        case let .tooLarge(width, height, limits):
            return "PNG too large: the header announces \(width)×\(height) px (\(width * height) pixels); "
                + "the limit is \(limits.maxWidth)×\(limits.maxHeight) px and \(limits.maxPixels) pixels"
        case let .missingIEND(offset):
            return "incomplete PNG: the data ends at byte \(offset) without the IEND chunk"
        case let .trailingGarbage(offset, count):
            return "PNG has \(count) unexpected byte\(count == 1 ? "" : "s") after IEND, from byte \(offset)"
        case let .corruptData(detail):
            return "corrupt PNG image data: \(detail)"
        case let .io(operation, message):
            return "cannot \(operation): \(message)"
        case let .outOfMemory(detail):
            return "out of memory: \(detail)"
        case let .invalidInput(detail):
            return "cannot encode PNG: \(detail)"
        case let .other(detail):
            return "PNG error: \(detail)"
        }
    }
}

extension PNGError.NotPNGHint {
    /// Guesses what non-PNG bytes are from their first bytes.
    static func guess(_ bytes: [UInt8]) -> PNGError.NotPNGHint {
        if bytes.isEmpty { return .empty }
        var text = bytes.prefix(256)
        if text.starts(with: [0xEF, 0xBB, 0xBF]) { text = text.dropFirst(3) }
        let head = String(decoding: text, as: UTF8.self)
        let trimmed = head.drop(while: { $0 == " " || $0 == "\n" || $0 == "\r" || $0 == "\t" }).lowercased()
        if trimmed.hasPrefix("version https://git-lfs") { return .gitLFSPointer }
        if trimmed.hasPrefix("<!doctype html") || trimmed.hasPrefix("<html") || trimmed.hasPrefix("<head")
            || (trimmed.hasPrefix("<") && trimmed.contains("<html")) {
            return .html
        }
        return .none
    }
}
