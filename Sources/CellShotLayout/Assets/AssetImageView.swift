import CellShotRaster

/// An image from the environment's asset catalogs by name (`Image("name")`): the variant for
/// the environment's appearance and scale, at its natural size in points unless
/// `resizable()`; a template image is drawn in the foreground colour. An unknown name is
/// ``CellError/asset(_:)`` listing the nearest names.
public struct AssetImageView: PrimitiveCellView {
    var name: String
    var isResizable = false
    var contentMode: ImageContentMode = .fill
    var color: DynamicColor?

    /// The catalog image `name`.
    public init(_ name: String) { self.name = name }

    /// Takes the size it is offered (scaled by `contentMode`) instead of its natural size.
    public func resizable(contentMode: ImageContentMode = .fill) -> AssetImageView {
        var copy = self
        copy.isResizable = true
        copy.contentMode = contentMode
        return copy
    }

    /// The tint of a template image.
    public func foregroundColor(_ color: DynamicColor) -> AssetImageView {
        var copy = self
        copy.color = color
        return copy
    }
}

extension AssetImageView: ElementConvertible {
    func element(_ r: inout ElementResolver) throws(CellError) -> Element {
        let env = r.environment
        let asset: AssetImage
        do { asset = try env.resources.image(named: name, appearance: env.appearance, scale: env.scale) } catch { throw .asset(error) }
        let bitmap = asset.isTemplate ? asset.tinted(r.color(color ?? r.foreground)) : asset.image
        let image = Element(.image(ImageContent(image: bitmap, mode: contentMode, scale: asset.scale)), name: "image")
        return isResizable ? image : Element(.fixedSize(horizontal: true, vertical: true, image), name: "image")
    }
}
