import CellShotRaster

/// An image from the environment's asset catalogs by name (`Image("name")`): the variant for
/// the environment's appearance and scale, at its natural size in points unless
/// `resizable()`; a template image (by the imageset's intent or ``renderingMode(_:)``) is drawn
/// in the foreground colour. An unknown name is
/// ``CellError/asset(_:)`` listing the nearest names.
public struct AssetImageView: PrimitiveCellView, CopyModifiable {
    var name: String
    var isResizable = false
    var contentMode: ImageContentMode = .fill
    var color: DynamicColor?
    var rendering: ImageRenderingMode?

    /// The catalog image `name`.
    public init(_ name: String) { self.name = name }

    /// Takes the size it is offered (scaled by `contentMode`) instead of its natural size.
    public func resizable(contentMode: ImageContentMode = .fill) -> AssetImageView {
        with { $0.isResizable = true; $0.contentMode = contentMode }
    }

    /// Template (tinted through its alpha) or original colours, whatever the imageset's
    /// `template-rendering-intent` says; nil follows the imageset.
    public func renderingMode(_ mode: ImageRenderingMode?) -> AssetImageView { with { $0.rendering = mode } }

    /// The tint of a template image.
    public func foregroundColor(_ color: DynamicColor) -> AssetImageView { with { $0.color = color } }
}

extension AssetImageView: ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        let env = resolver.environment
        let asset: AssetImage
        do { asset = try env.resources.image(named: name, appearance: env.appearance, scale: env.scale, contrast: env.contrast) } catch { throw .asset(error) }
        let template = rendering.map { $0 == .template } ?? asset.isTemplate
        let bitmap = template ? asset.tinted(resolver.color(color ?? resolver.foreground)) : asset.image
        let image = Element(.image(ImageContent(image: bitmap, mode: contentMode, scale: asset.scale)), name: "image")
        return isResizable ? image : Element(.fixedSize(horizontal: true, vertical: true, image), name: "image")
    }
}
