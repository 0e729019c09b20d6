#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster

/// The first of its views whose ideal size fits the space offered along `axes`, else the
/// last, as SwiftUI's: each view is measured with no limit along those axes (its ideal size),
/// and the one shown is proposed the whole offer.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set, content: Content

    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }

    public var body: ModifiedContentView {
        let layout = FirstFitting(horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
        return CustomLayoutView(layout) { content }.kind("ViewThatFits")
    }
}

/// `ViewThatFits`'s rule as a layout that shows one of its children.
struct FirstFitting: SelectingLayout {
    let horizontal: Bool, vertical: Bool

    func selection(_ proposal: Proposal, subviews: [SubviewProxy]) -> Int {
        let ideal = Proposal(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
        for (index, view) in subviews.enumerated() {
            let size = view.size(ideal)
            let fitsWidth = !horizontal || proposal.width.map { size.width <= $0 } ?? true
            let fitsHeight = !vertical || proposal.height.map { size.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return max(0, subviews.count - 1)
    }

    func sizeThatFits(_ proposal: Proposal, subviews: [SubviewProxy]) -> Size {
        guard !subviews.isEmpty else { return .zero }
        return subviews[selection(proposal, subviews: subviews)].size(proposal)
    }

    func placeSubviews(in bounds: Rect, proposal: Proposal, subviews: [SubviewProxy]) -> [Rect] {
        guard !subviews.isEmpty else { return [] }
        let index = selection(proposal, subviews: subviews)
        let size = subviews[index].size(Proposal(width: bounds.width, height: bounds.height))
        let frame = Rect(x: bounds.minX + (bounds.width - size.width) / 2, y: bounds.minY + (bounds.height - size.height) / 2,
                         width: size.width, height: size.height)
        return Array(repeating: frame, count: subviews.count)
    }
}
#endif
