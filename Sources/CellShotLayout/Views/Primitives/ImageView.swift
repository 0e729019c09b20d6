import CellShotRaster

/// How an image fills the frame it is given.
public enum ImageContentMode: Hashable, Sendable {
    /// Scaled to fit inside the frame (letterboxed), aspect ratio kept.
    case fit
    /// Scaled to cover the frame, aspect ratio kept, the overflow clipped.
    case fill
    /// Not scaled, centred, clipped to the frame.
    case center
}

/// A bitmap `Image` (load a PNG with `CellShotPNG`'s decoder): it takes the size it is
/// proposed (its natural size, pixels ÷ `scale`, where nothing is proposed) and draws the
/// image in it by `contentMode`, clipped to its frame. Images larger than
/// `CellLimits.maxImagePixels` are a ``CellError/imageTooLarge(width:height:maximum:)``.
public struct ImageView: PrimitiveCellView {
    var image: Image
    var scale: Double
    var contentMode: ImageContentMode

    /// `image` whose pixels are `scale` per point, drawn by `contentMode`.
    public init(_ image: Image, scale: Double = 1, contentMode: ImageContentMode = .fill) {
        self.image = image; self.scale = scale; self.contentMode = contentMode
    }
}
