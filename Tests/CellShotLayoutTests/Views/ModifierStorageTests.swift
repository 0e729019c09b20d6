@testable import CellShotLayout
import CellShotRaster
import CellShotText
import Testing

/// A view too large for an existential's inline buffer that the engine does not know by type.
private struct WideCustomView: CellView {
    var title = "wide", subtitle = "custom", caption = "view"
    var body: some CellView { TextView(title + subtitle + caption) }
}

/// How a modifier keeps its content (as its own type or erased) and how the resolver finds
/// views' routes: neither changes what a view lays out as, nor how deep it may nest.
@Suite struct ModifierStorageTests {
    /// `content` under `count` paddings.
    private func padded<V: CellView>(_ content: V, _ count: Int) -> ModifiedContentView {
        var view = content.padding(1)
        for _ in 1..<count { view = view.padding(1) }
        return view
    }

    private func fails<V: CellView>(_ view: V) -> Bool {
        do { _ = try view.layout(width: 3_000); return false } catch { return error == .viewTooDeep(limit: CellLimits.maxViewDepth) }
    }

    /// Each modifier counts as two levels of nesting (itself and its erased content), whether
    /// its content is kept as its own type (`TextView`), erased inline (`SpacerView`), erased
    /// by hand or boxed (a large custom view).
    @Test func everyModifierCountsTwoLevelsWhateverItsContent() {
        let deepest = (CellLimits.maxViewDepth - 1) / 2
        #expect(!fails(padded(TextView("deep"), deepest)))
        #expect(fails(padded(TextView("deep"), deepest + 1)))
        #expect(!fails(padded(SpacerView(minLength: 1), deepest)))
        #expect(fails(padded(SpacerView(minLength: 1), deepest + 1)))
        #expect(!fails(padded(AnyCellView(TextView("deep")), deepest)))
        #expect(fails(padded(AnyCellView(TextView("deep")), deepest + 1)))
        // A custom view is its own level, above its body's.
        #expect(!fails(padded(WideCustomView(), deepest - 1)))
        #expect(fails(padded(WideCustomView(), deepest)))
    }

    /// A modifier keeps a text view, a stack or an icon as its own type and erases any other
    /// view; both lay out as the content erased by hand does.
    @Test func typedAndErasedContentLayOutAlike() throws {
        let text = TextView("Ada Lovelace").font(.headline, weight: .semibold)
        #expect(text.padding(4).storage is ModifiedText)
        #expect(WideCustomView().padding(4).storage is ModifiedErased)
        let typed = try text.padding(4).background(.systemRed).layout(width: 200)
        let erased = try AnyCellView(text).padding(4).background(.systemRed).layout(width: 200)
        #expect(typed.dump() == erased.dump())
        #expect(try text.padding(4).render(width: 200) == AnyCellView(text).padding(4).render(width: 200))
        let stack = HStackView { TextView("a"); SpacerView(minLength: 8); TextView("b") }
        #expect(stack.padding(2).storage is ModifiedHStack)
        #expect(try stack.padding(2).layout(width: 120).dump() == AnyCellView(stack).padding(2).layout(width: 120).dump())
        #expect(AnyCellView(stack).padding(2).storage is ModifiedErased)
    }

    /// A vertical stack and an icon under a modifier, each kept as its own type, lay out and
    /// draw as the same view erased by hand.
    @Test func typedStacksAndIconsLayOutAsErased() throws {
        let column = VStackView(alignment: .leading, spacing: 2) { TextView("Ada"); TextView("@ada").font(.subheadline) }
        #expect(column.padding(3).storage is ModifiedVStack)
        #expect(try column.padding(3).layout(width: 160).dump() == AnyCellView(column).padding(3).layout(width: 160).dump())
        #expect(try column.padding(3).render(width: 160) == AnyCellView(column).padding(3).render(width: 160))
        let icon = IconView("chevron.right").foregroundColor(.tertiaryLabel)
        #expect(icon.padding(4).storage is ModifiedIcon)
        #expect(try icon.padding(4).layout(width: 60).dump() == AnyCellView(icon).padding(4).layout(width: 60).dump())
        #expect(try icon.padding(4).render(width: 60) == AnyCellView(icon).padding(4).render(width: 60))
    }

    /// A group under modifiers still gives its views to the stack, each under the modifiers,
    /// whether the group is held directly or erased.
    @Test func groupsUnderModifiersSpliceIntoTheStack() throws {
        let group = GroupView { TextView("one"); TextView("two") }
        let direct = try VStackView(spacing: 0) { group.padding(3).foregroundColor(.systemRed) }.layout(width: 200)
        let erased = try VStackView(spacing: 0) { AnyCellView(group).padding(3).foregroundColor(.systemRed) }.layout(width: 200)
        let spelled = try VStackView(spacing: 0) {
            TextView("one").padding(3).foregroundColor(.systemRed)
            TextView("two").padding(3).foregroundColor(.systemRed)
        }.layout(width: 200)
        #expect(direct.dump() == spelled.dump())
        #expect(erased.dump() == spelled.dump())
    }

    /// The route table finds every kept key after it grows, also keys that start at the same slot.
    @Test func routeTableKeepsEveryKeyThroughGrowth() {
        let primitive = ViewRoute.of(TextView.self), custom = ViewRoute.of(WideCustomView.self)
        #expect(primitive.primitive != nil && custom.primitive == nil)
        var table = RouteTable()
        // Keys 16 apart, and keys that differ only above the probed bits (the same first slot).
        let keys = (1...100).map { UInt($0) << 4 } + (1...40).map { UInt($0) << 40 | 0x10 }
        for (index, key) in keys.enumerated() { table.insert(index.isMultiple(of: 2) ? primitive : custom, for: key) }
        for (index, key) in keys.enumerated() {
            let route = table.route(for: key)
            #expect(route != nil, "key \(key)")
            #expect((route?.primitive != nil) == index.isMultiple(of: 2), "key \(key)")
        }
        #expect(table.route(for: 0x1_0000_0008) == nil)
        // A key kept again keeps its first route.
        table.insert(custom, for: keys[0])
        #expect(table.route(for: keys[0])?.primitive != nil)
    }
}
