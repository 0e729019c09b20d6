#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotRaster
import SwiftUI
import Testing

/// A view that shows the environment values a timeline row reads to choose its layout.
private struct DeviceProbe: View {
    @Environment(\.horizontalSizeClass) private var horizontal
    @Environment(\.verticalSizeClass) private var vertical
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.legibilityWeight) private var legibility
    @Environment(\.pixelLength) private var pixel
    var body: some View {
        Text(verbatim: "\(name(horizontal)) \(name(vertical)) \(reduceMotion) \(legibility == .bold ? "bold" : "regular") \(Int(1 / pixel))")
    }
    func name(_ sizeClass: UserInterfaceSizeClass?) -> String {
        switch sizeClass { case .compact: "compact"; case .regular: "regular"; case nil: "nil" }
    }
}

/// Shared state a list puts in the environment for its rows.
@Observable private final class Timeline {
    var title = "Home"
}

/// A row that reads the timeline from the environment.
private struct TimelineTitle: View {
    @Environment(Timeline.self) private var timeline
    var body: some View { Text(timeline.title) }
}

/// What a timeline row needs beyond the census: the size classes and accessibility settings,
/// a style chosen per branch (`AnyShapeStyle`), and a `ViewThatFits` whose first choice holds a
/// spacer, inside stacks.
@Suite struct TimelineRowTests {
    @Test func anIPhoneInPortraitIsCompactWideAndRegularTall() throws {
        let standard = try DeviceProbe().layout(width: 375).dump()
        #expect(standard.contains("\"compact regular false regular 3\""), "\(standard)")
        let set = try DeviceProbe()
            .environment(\.horizontalSizeClass, .regular)
            .environment(\.accessibilityReduceMotion, true)
            .environment(\.legibilityWeight, .bold)
            .layout(width: 375).dump()
        #expect(set.contains("\"regular regular true bold 3\""), "\(set)")
    }

    /// A key whose value is optional keeps its default while another key is set, and a set nil.
    @Test func optionalValuedKeysKeepTheirDefaultUntilSet() throws {
        let other = try DeviceProbe().environment(\.accessibilityReduceMotion, true).layout(width: 375).dump()
        #expect(other.contains("\"compact regular true regular 3\""), "\(other)")
        let none = try DeviceProbe().environment(\.horizontalSizeClass, nil).layout(width: 375).dump()
        #expect(none.contains("\"nil regular false regular 3\""), "\(none)")
    }

    /// An object put in the environment of a list reaches its rows and headers, which are laid
    /// out after the list is lowered.
    @Test func aListsRowsReadTheObjectsOfItsEnvironment() throws {
        let timeline = Timeline()
        timeline.title = "Local"
        let list = List {
            Section { TimelineTitle() } header: { TimelineTitle() }
        }
        .environment(timeline)
        let dump = try list.layout(width: 375).dump()
        #expect(dump.components(separatedBy: "\"Local\"").count == 3, "\(dump)")
    }

    @Test func anErasedStylePaintsAsTheStyleItWraps() throws {
        func pixels<Style: ShapeStyle>(_ style: Style) throws -> [UInt8] {
            try HStack {
                Text("1.2K").foregroundStyle(style)
                Rectangle().fill(style).frame(width: 30, height: 20)
            }
            .render(width: 120).pixels
        }
        for active in [true, false] {
            let erased = try pixels(active ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary))
            #expect(erased == (active ? try pixels(.tint) : try pixels(.secondary)))
        }
        let gradient = LinearGradient(colors: [.purple, .pink], startPoint: .top, endPoint: .bottom)
        #expect(try pixels(AnyShapeStyle(gradient)) == pixels(gradient))
        #expect(try pixels(AnyShapeStyle(.thinMaterial)) == pixels(.thinMaterial))
        #expect(try pixels(AnyShapeStyle(.tint)) != pixels(.secondary))
    }

    /// A stack asks each child how wide it can grow by offering unbounded width; the first
    /// choice of the `ViewThatFits` (with its spacer) answers without limit, and the narrow
    /// row still gets the second.
    @Test func aViewThatFitsWithASpacerSitsInStacks() throws {
        let header = HStack(alignment: .top, spacing: 12) {
            Circle().frame(width: 44, height: 44)
            VStack(alignment: .leading) {
                ViewThatFits(in: .horizontal) {
                    HStack { Text("Mona Lisa"); Text("@mona@museum.social"); Spacer(minLength: 4); Text("2h") }
                    VStack(alignment: .leading) { Text("Mona Lisa"); Text("@mona@museum.social") }
                }
            }
        }
        let choice = "HStack[0]/VStack[1]/ViewThatFits[0]/"
        let narrow = try header.layout(width: 300), wide = try header.layout(width: 500)
        #expect(narrow.node(named: choice + "VStack[1]") != nil && narrow.node(named: choice + "HStack[0]") == nil)
        #expect(wide.node(named: choice + "HStack[0]/Text[3]")?.text == "2h")
    }
}
#endif
