import CellShotLayout
import CellShotRaster

/// Scrollable content at rest, stacked without spacing, with no cell chrome: vertically, drawn
/// whole (a snapshot shows all of it); sideways, at its own width from the leading edge, cut at
/// the width offered (`SidewaysScroll`).
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let content: Content
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }
    public var body: ModifiedContentView {
        // Scrolled sideways, the content takes its own width (a row of chips stays on one
        // line), starts at the leading edge and is cut at the width offered, as at rest on iOS.
        return axes.contains(.horizontal) && !axes.contains(.vertical)
            ? CustomLayoutView(SidewaysScroll()) { HStackView(alignment: .center, spacing: 0) { content } }.clipped().kind("ScrollView")
            : VStackView(alignment: .center, spacing: 0) { content }.frame(maxWidth: .infinity, alignment: .top).kind("ScrollView")
    }
}

/// A horizontal scroll view at rest: as wide as offered (its content's width when no width is),
/// as tall as its content, which is offered no width (its ideal width) and starts at the
/// leading edge.
struct SidewaysScroll: CustomLayout {
    func sizeThatFits(_ proposal: Proposal, subviews: [SubviewProxy]) -> Size {
        let content = subviews.first?.size(Proposal(width: nil, height: proposal.height)) ?? .zero
        let offered = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        return Size(width: offered ?? content.width, height: content.height)
    }

    func placeSubviews(in bounds: Rect, proposal: Proposal, subviews: [SubviewProxy]) -> [Rect] {
        subviews.map { child in
            let size = child.size(Proposal(width: nil, height: proposal.height))
            return Rect(x: bounds.minX, y: bounds.minY, width: size.width, height: size.height)
        }
    }
}

/// Tabs with a tab bar: the selected tab's content above a 49 pt bar of the tabs' symbols and
/// titles (caption2, 10 pt), the selected one in the tint colour, the others grey. A tab whose
/// content has a `.badge` shows it at its symbol's top trailing corner: white 13 pt text in a red
/// capsule at least 18 pt wide and tall.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: SelectionValue?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection?.wrappedValue; self.content = content()
    }

    public var body: ModifiedContentView {
        let tabs = TabItems.tabs(AnyCellView(content))
        let index = tabs.firstIndex { tab in selection.map { tab.tag == AnyHashable($0) } ?? false } ?? 0
        let tint = EnvironmentValues.current[TintKey.self]
        return VStack(spacing: 0) {
            if tabs.indices.contains(index) { tabs[index].content }
            Divider()
            HStack(spacing: 0) {
                ForEach(0..<tabs.count) { tab in
                    VStack(spacing: 2) {
                        if let symbol = tabs[tab].symbol { Image(systemName: symbol).font(.title3) }
                        Text(verbatim: tabs[tab].title).font(.caption2).fontWeight(.medium)
                    }
                    .foregroundColor(tab == index ? Color(dynamic: tint) : Color(system: .systemGray))
                    .overlay(alignment: .top) { TabBadge(text: tabs[tab].badge) }
                    .frame(maxWidth: .infinity)
                }
            }.padding(EdgeInsets(top: 7, leading: 0, bottom: 8, trailing: 0)).frame(height: 49)
                .background(Color(system: .secondarySystemBackground))
        }.kind("TabView")
    }
}

/// A tab item's badge: white text in a red capsule, its leading edge 6 pt right of the item's
/// centre and its top 2 pt below the bar's top (nothing without text).
struct TabBadge: View {
    let text: String?
    var body: some View {
        if let text {
            Text(verbatim: text).font(.system(size: 13)).foregroundColor(.white).lineLimit(1)
                .padding(.horizontal, 5).frame(minWidth: 18, minHeight: 18)
                .background(Capsule().fill(Color(system: .systemRed)))
                .fixedSize().frame(width: 1, alignment: .leading).offset(x: 6, y: -5)
        }
    }
}

extension TabView where SelectionValue == Int {
    /// Tabs showing the first one.
    public init(@ViewBuilder content: () -> Content) { selection = nil; self.content = content() }
}

/// A view with its tab bar item.
struct TabItemView<Content: View>: View {
    let content: Content
    let title: String
    let symbol: String?
    var body: Content { return content }
}

extension View {
    /// This view's item in a `TabView`'s bar: a `Label` (title and symbol) or a `Text`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let view = label()
        var title = "", symbol: String?
        if let text = ListLowering.single(view) as? Text { title = text.plain }
        if let row = (ListLowering.single(view) as? any SymbolLabelRow)?.symbolRow { title = row.text; symbol = row.image?.icon }
        return TabItemView(content: self, title: title, symbol: symbol)
    }
}

/// The tabs of a `TabView`'s content: each view with its tab item and tag.
enum TabItems {
    struct Tab { let content: AnyCellView; let title: String; let symbol: String?; let tag: AnyHashable?; let badge: String? }

    static func tabs(_ view: AnyCellView) -> [Tab] {
        var out: [Tab] = []
        collect(view, tag: nil, badge: nil, into: &out, depth: 0)
        return out
    }

    /// Collects the tabs of `view`, looking through a `.tag` and a `.badge` (a row modifier)
    /// around a tab's item in either order.
    private static func collect(_ view: AnyCellView, tag: AnyHashable?, badge: String?, into out: inout [Tab], depth: Int) {
        guard depth < ListLowering.maxDepth else { return }
        let inner = view.wrapped
        if let children = inner.listedChildren { children.forEach { collect($0, tag: nil, badge: nil, into: &out, depth: depth + 1) }; return }
        if let tagged = inner as? any TaggedOption, let content = (inner as? any TaggedContent)?.taggedContent {
            collect(content, tag: tagged.optionTag, badge: badge, into: &out, depth: depth + 1)
            return
        }
        if let modifier = inner as? any TableRowModifier {
            var row = Row(text: "")
            modifier.modify(&row)
            collect(modifier.rowContent, tag: tag, badge: row.detailText ?? badge, into: &out, depth: depth + 1)
            return
        }
        let item = inner as? any TabItemReading
        out.append(Tab(content: view, title: item?.tabTitle ?? "", symbol: item?.tabSymbol, tag: tag, badge: badge))
    }
}

protocol TabItemReading { var tabTitle: String { get }; var tabSymbol: String? { get } }
extension TabItemView: TabItemReading {
    var tabTitle: String { title }
    var tabSymbol: String? { symbol }
}
protocol TaggedContent { var taggedContent: AnyCellView { get } }
extension TaggedView: TaggedContent { var taggedContent: AnyCellView { AnyCellView(content) } }
