#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import Foundation

/// An asset catalog image by name, as Xcode's generated asset symbols declare them
/// (`extension ImageResource { static let turtlerock = ImageResource(name: "turtlerock", bundle: …) }`,
/// then `Image(.turtlerock)`). The name is looked up in the snapshot environment's catalogs;
/// the bundle is not read.
public struct ImageResource: Hashable, Sendable {
    /// The imageset's name.
    public let name: String

    /// The image `name`; `bundle` is accepted for source compatibility.
    public init(name: String, bundle: Bundle) { self.name = name }
}

/// An asset catalog colour by name, as Xcode's generated asset symbols declare them
/// (`Color(.brand)`). The name is looked up in the snapshot environment's catalogs.
public struct ColorResource: Hashable, Sendable {
    /// The colorset's name.
    public let name: String

    /// The colour `name`; `bundle` is accepted for source compatibility.
    public init(name: String, bundle: Bundle) { self.name = name }
}

extension UIImage {
    /// The catalog image of a generated asset symbol.
    public convenience init(resource: ImageResource) { self.init(source: .asset(resource.name)) }
}

extension UIColor {
    /// The catalog colour of a generated asset symbol, looked up when made during a render;
    /// system grey (the documented placeholder) outside a render or for an unknown name.
    public convenience init(resource: ColorResource) {
        self.init(dynamic: CellEnvironment.catalogColor(named: resource.name) ?? SystemColor.systemGray.dynamic)
    }
}
#endif
