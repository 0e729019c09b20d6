#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotTesting
import SwiftUI
import Testing

/// A Landmarks-style row, as Apple's tutorial writes it.
private struct LandmarkRow: View {
    var name: String
    var isFavorite: Bool

    var body: some View {
        HStack {
            Circle().fill(.blue).frame(width: 50, height: 50)
            Text(name)
            Spacer()
            if isFavorite {
                Image(systemName: "star.fill").foregroundStyle(.yellow)
            }
        }
    }
}

/// Two texts in one body: SwiftUI splices them into the enclosing stack.
private struct TwoTexts: View {
    var body: some View {
        Text("A")
        Text("B")
    }
}

/// Reads the environment while its body is built.
private struct SchemeReader: View {
    @Environment(\.colorScheme) var scheme
    @Environment(\.dynamicTypeSize) var size
    var body: some View { Text(scheme == .dark ? "dark" : "light").id(size.isAccessibilitySize ? "big" : "regular") }
}

@Suite struct LoweringTests {
    @Test func nodesAreNamedBySwiftUIType() throws {
        let tree = try LandmarkRow(name: "Turtle Rock", isFavorite: true).layout(width: 375)
        #expect(tree.node(named: "HStack[0]/Circle[0]")?.frame.width == 50)
        #expect(tree.node(named: "HStack[0]/Text[1]")?.text == "Turtle Rock")
        let star = try #require(tree.node(named: "HStack[0]/Image[3]"))
        #expect(star.frame.maxX == 375, "the spacer pushes the symbol to the trailing edge")
    }

    @Test func anOptionalViewThatIsAbsentAddsNoChild() throws {
        let tree = try LandmarkRow(name: "Turtle Rock", isFavorite: false).layout(width: 375)
        #expect(tree.node(named: "HStack[0]/Image[3]") == nil)
        #expect(tree.root.children.first?.children.count == 2, "circle and text (the spacer draws nothing)")
    }

    @Test func aBodyOfSeveralViewsIsSplicedIntoTheStack() throws {
        let tree = try HStack { TwoTexts() }.layout(width: 375)
        let a = try #require(tree.node(named: "HStack[0]/Text[0]")), b = try #require(tree.node(named: "HStack[0]/Text[1]"))
        #expect(a.frame.minY == b.frame.minY, "side by side, as SwiftUI lays them out")
        #expect(b.frame.minX - a.frame.maxX == 8, "SwiftUI's default spacing")
    }

    @Test func environmentIsReadFromTheSnapshotAndFromModifiers() throws {
        let dark = CellEnvironment(appearance: .dark, contentSize: .accessibilityLarge)
        #expect(try SchemeReader().layout(width: 200, environment: dark).node(named: "big")?.text == "dark")
        #expect(try SchemeReader().layout(width: 200).node(named: "regular")?.text == "light")
        let scoped = VStack { SchemeReader().environment(\.colorScheme, .dark) }
        #expect(try scoped.layout(width: 200).node(named: "regular")?.text == "dark")
    }

    @Test func landmarkRowMatchesItsReference() {
        assertSnapshot(of: LandmarkRow(name: "Turtle Rock", isFavorite: true).padding(), as: .image(width: 375))
    }
}
#endif
