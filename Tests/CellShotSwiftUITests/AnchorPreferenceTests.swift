#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// The bounds of the selected tab.
private struct SelectedTabBounds: PreferenceKey {
    static let defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) { value = value ?? nextValue() }
}

/// The centre of a badge.
private struct BadgeCenter: PreferenceKey {
    static let defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) { value = value ?? nextValue() }
}

/// A segmented tab bar that underlines the selected tab, as apps write it.
private struct TabStrip: View {
    let tabs = ["Photos", "Albums", "For You", "Search"]
    let selected: Int

    var body: some View {
        HStack(spacing: 20) {
            ForEach(tabs.indices, id: \.self) { i in
                Text(tabs[i])
                    .fontWeight(i == selected ? .semibold : .regular)
                    .foregroundStyle(i == selected ? .primary : .secondary)
                    .anchorPreference(key: SelectedTabBounds.self, value: .bounds) { i == selected ? $0 : nil }
            }
        }
        .padding()
        .overlayPreferenceValue(SelectedTabBounds.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let r = proxy[anchor]
                    Capsule().fill(.blue).frame(width: r.width, height: 3).offset(x: r.minX, y: r.maxY + 4)
                }
            }
        }
    }
}

@Suite struct AnchorPreferenceTests {
    @Test func theSelectedTabIsUnderlinedWhereItIs() throws {
        for selected in [0, 2] {
            let tree = try TabStrip(selected: selected).layout(width: 375)
            let tab = try #require(tree.node(named: "HStack[0]/Text[\(selected)]")?.frame, "\(tree.dump())")
            let bar = try #require(tree.node(named: "HStack[0]/overlay/Capsule[0]")?.frame, "\(tree.dump())")
            #expect(abs(bar.minX - tab.minX) < 1e-6 && abs(bar.width - tab.width) < 1e-6, "bar \(bar) under tab \(tab)")
            #expect(abs(bar.minY - (tab.maxY + 4)) < 1e-6, "bar \(bar) 4 pt under tab \(tab)")
        }
        // Looked at when recorded: a blue capsule under "Albums", as wide as the word.
        assertSnapshot(of: TabStrip(selected: 1), as: .image(width: 375))
    }

    @Test func pointAnchorsResolveInTheReadersCoordinates() throws {
        let view = HStack {
            Text("Inbox")
            Circle().frame(width: 10, height: 10)
                .anchorPreference(key: BadgeCenter.self, value: .center) { $0 }
        }
        .padding(20)
        .backgroundPreferenceValue(BadgeCenter.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let p = proxy[anchor]
                    Rectangle().frame(width: 2, height: 2).offset(x: p.x - 1, y: p.y - 1)
                }
            }
        }
        let tree = try view.layout(width: 200)
        let dot = try #require(tree.node(named: "HStack[0]/Circle[1]")?.frame, "\(tree.dump())")
        let mark = try #require(tree.node(named: "HStack[0]/background/Rectangle[0]")?.frame, "\(tree.dump())")
        #expect(abs(mark.midX - dot.midX) < 1e-6 && abs(mark.midY - dot.midY) < 1e-6, "mark \(mark) on dot \(dot)")
    }
}
#endif
