/// A fuzz input that is a font file followed by a short text: the last byte says how many of
/// the bytes before it are text (UTF-8, decoded leniently).
public struct FontInput {
    /// The bytes given to the font registry.
    public let font: [UInt8]
    /// The text to lay out or shape with it (may be empty).
    public let text: String

    /// Splits libFuzzer's input; nil for an empty input.
    public init?(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let bytes = UnsafeBufferPointer(start: data, count: size)
        guard let last = bytes.last else { return nil }
        let textStart = bytes.count - 1 - min(Int(last), bytes.count - 1)
        font = Array(bytes[..<textStart])
        text = String(decoding: bytes[textStart..<(bytes.count - 1)], as: UTF8.self)
    }
}
