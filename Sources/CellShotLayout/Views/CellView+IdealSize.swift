import CellShotRaster
import CellShotText

extension CellView {
    /// The view's ideal size in `environment`: its size when offered neither a width nor a
    /// height (what a `.sizeThatFitsLayout` preview shows).
    package func idealSize(environment: CellEnvironment) throws(CellError) -> Size {
        var resolver = ElementResolver(environment: environment)
        let root = try resolver.element(self)
        let context = LayoutContext(scale: environment.scale, rightToLeft: environment.layoutDirection == .rightToLeft)
        let size = root.size(Proposal(width: nil, height: nil), in: nil, context)
        if let problem = context.problem.first { throw problem }
        return size
    }
}
