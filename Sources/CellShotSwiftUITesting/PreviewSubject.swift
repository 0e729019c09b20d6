#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import SwiftUI

/// A preview laid out as its traits say: fixed, at its content's size, or at the default width.
package struct PreviewSubject: LayoutSubject {
    /// The width of a preview without a layout trait (an iPhone 16).
    package static let defaultWidth = DeviceWidth.pro

    let view: AnyView
    let fixed: (width: Double, height: Double)?
    let fits: Bool

    @MainActor
    package init(_ preview: RegisteredPreview) {
        view = preview.make()
        var fixed: (width: Double, height: Double)?
        var fits = false
        for trait in preview.traits {
            switch trait.kind {
            case let .fixedLayout(width, height): fixed = (width, height); fits = false
            case .sizeThatFitsLayout: fits = true; fixed = nil
            case .orientation: break
            }
        }
        self.fixed = fixed
        self.fits = fits
    }

    /// The width the snapshot is asked for.
    package var width: Double { fixed?.width ?? Self.defaultWidth }

    package func layout(_ request: LayoutRequest) throws -> LayoutTree {
        var request = request
        if let fixed {
            // Centred in the fixed size, as the preview canvas shows it.
            request.height = fixed.height
            return try view.frame(width: CGFloat(fixed.width), height: CGFloat(fixed.height)).layout(request)
        }
        if fits { request.width = try contentWidth(request) }
        return try view.layout(request)
    }

    /// The width of the view's ideal size, in whole points, in `request`'s environment.
    func contentWidth(_ request: LayoutRequest) throws -> Double {
        let ideal = try view.idealSize(environment: request.environment).width
        return ideal.isFinite && ideal > 0 ? ideal.rounded(.up) : request.width
    }
}
#endif
