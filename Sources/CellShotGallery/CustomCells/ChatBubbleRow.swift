import CellShotLayout
import CellShotRaster
import CellShotText

/// A chat message as Messages draws it: incoming bubbles grey on the leading side,
/// outgoing blue on the trailing side, at most about three quarters of the row wide, with
/// an optional tail at the bottom corner (the last message of a run).
public struct ChatBubbleRow: CellModel, Sendable {
    /// The message.
    public var text: String
    /// Sent by the user (blue, trailing) rather than received (grey, leading).
    public var isOutgoing: Bool
    /// Draw the tail (last bubble of a run).
    public var hasTail: Bool

    /// One message bubble.
    public init(text: String, isOutgoing: Bool, hasTail: Bool = true) {
        self.text = text; self.isOutgoing = isOutgoing; self.hasTail = hasTail
    }

    var fill: DynamicColor {
        isOutgoing ? .systemBlue : DynamicColor(light: Color(hex: 0xE9E9EB), dark: Color(hex: 0x262628))
    }

    /// The bubble pushed to its side by a spacer.
    public var body: some CellView {
        HStackView(alignment: .bottom, spacing: 0) {
            if isOutgoing { SpacerView(minLength: 72) }
            TextView(text).font(.body).foregroundColor(isOutgoing ? .white : .label)
                .padding(horizontal: 12, vertical: 7)
                .background(ZStackView(alignment: isOutgoing ? .bottomTrailing : .bottomLeading) {
                    if hasTail {
                        PathView(unitPath: isOutgoing ? Self.trailingTail : Self.leadingTail).fill(fill)
                            .frame(width: 12, height: 17).offset(x: isOutgoing ? 5 : -5).id("tail")
                    }
                    RoundedRectangleView(cornerRadius: 18).fill(fill)
                })
                .id("bubble")
            if !isOutgoing { SpacerView(minLength: 72) }
        }
        .padding(horizontal: 16, vertical: 3)
    }

    /// No separators between messages.
    public var separatorInset: EdgeInsets? { nil }
    /// Messages do not highlight.
    public var highlightColor: DynamicColor? { nil }

    /// The tail on the leading side, in a unit square: a horn curving from the bubble's
    /// edge down to a tip at the bottom-left, and back into the bubble.
    static let leadingTail: Path = {
        var path = Path()
        path.move(to: Point(1, 0))
        path.line(to: Point(0.75, 0))
        path.cubic(to: Point(0, 1), control1: Point(0.75, 0.55), control2: Point(0.45, 0.93))
        path.cubic(to: Point(1, 0.72), control1: Point(0.4, 1.04), control2: Point(0.78, 0.95))
        path.close()
        return path
    }()

    /// The same tail on the trailing side.
    static let trailingTail = leadingTail.transformed(by: Transform(a: -1, b: 0, c: 0, d: 1, tx: 1, ty: 0))
}
