#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotRaster

/// Why previews could not be snapshotted (each names the preview: `Rows/ContactRow.swift:46 "No unread"`).
public enum PreviewSnapshotError: Error, CustomStringConvertible {
    /// No preview is linked into the program (in `module`, when given).
    case noPreviews(module: String?)
    /// The preview's view could not be laid out: the layout engine's error.
    case layoutFailed(preview: String, error: any Error)
    /// The preview laid out to nothing (zero width or height): there is nothing to compare.
    case emptyPreview(preview: String, size: Size)
    /// A `.previewDevice` whose screen width this library does not know.
    case unknownDevice(String, preview: String)
    /// A trait this library does not draw, as written (`.landscapeLeft` without a fixed or
    /// content-sized layout: devices are drawn in portrait; a `.fixedLayout` size that is not
    /// positive and finite).
    case unsupportedTrait(String, preview: String)
    /// The preview stopped the program drawing it, in the matrix variant named (nil: the call
    /// has no matrix); `how`: the signal and the trap's message.
    case trapped(preview: String, variant: String?, how: String)

    public var description: String {
        switch self {
        case .noPreviews(let module?): return "no #Preview or PreviewProvider in module \(module) is linked into this program"
        case .noPreviews(nil): return "no #Preview or PreviewProvider is linked into this program"
        case let .layoutFailed(preview, error): return "preview \(preview) could not be laid out: \(error)"
        case let .emptyPreview(preview, size):
            return "preview \(preview) is empty (\(size.width) × \(size.height) pt): give it content or a .fixedLayout size"
        case let .unknownDevice(name, preview):
            return "preview \(preview): unknown .previewDevice \"\(name)\" (use an iPhone name Xcode lists, or .previewLayout(.fixed(width:height:)))"
        case let .unsupportedTrait(trait, preview):
            return "preview \(preview): unsupported trait \(trait) (devices are drawn in portrait; a fixed layout needs a positive size)"
        case let .trapped(preview, variant?, how):
            return "preview \(preview) trapped in variant \(variant) (\(how)); the other previews and variants ran"
        case let .trapped(preview, nil, how): return "preview \(preview) trapped (\(how)); the other previews ran"
        }
    }
}
#endif
