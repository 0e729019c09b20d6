#if os(Linux)
import CellShotLayout
import CellShotRaster
import CellShotTesting
import SwiftUI
import Testing

/// A `List`, `Form` or `NavigationStack` rendered alone draws through the table engine's own
/// path; these check that path draws what the view path (`layout(…).render()`) draws.
@Suite struct ScreenRenderPathTests {
    static let environments = [
        CellEnvironment.standard, CellEnvironment(appearance: .dark, contentSize: .accessibilityLarge),
        CellEnvironment(layoutDirection: .rightToLeft),
    ]

    static var screens: [AnyView] { [
        AnyView(NavigationStack { SettingsFormProbe().navigationTitle("Settings") }),
        AnyView(SettingsFormProbe()),
        AnyView(List(0..<7, id: \.self) { Text("Item \($0)") }.listStyle(.plain)),
        AnyView(NavigationStack { Form { Text("A") }.navigationTitle("Inline").navigationBarTitleDisplayMode(.inline) }),
    ] }

    @Test(arguments: environments)
    func aScreenAloneHasTheViewPathsPixels(_ environment: CellEnvironment) throws {
        for screen in Self.screens {
            let direct = try TableContentView.image(screen, width: 393, height: nil, environment: environment, background: nil)
            #expect(direct != nil, "drawn through the table's path")
            expectSamePixels(try screen.render(width: 393, environment: environment),
                             try screen.layout(width: 393, environment: environment).render())
        }
    }

    @Test func anythingAroundTheTableKeepsTheViewPath() throws {
        let list = List(0..<3, id: \.self) { Text("Item \($0)") }
        let around: [AnyView] = [
            AnyView(list.padding(8)), AnyView(list.scrollContentBackground(.hidden)),
            AnyView(VStack { Text("Title"); list }),
        ]
        for view in around {
            #expect(try TableContentView.image(view, width: 393, height: nil, environment: .standard, background: nil) == nil)
            expectSamePixels(try view.render(width: 393), try view.layout(width: 393).render())
        }
        #expect(try TableContentView.image(list, width: 393, height: 200, environment: .standard, background: nil) == nil)
        #expect(try TableContentView.image(list, width: 393.1, height: nil, environment: .standard, background: nil) == nil)
    }

    @Test func aHugeListsFullRenderIsTheTableEnginesTooTallError() {
        let list = List(0..<100_000, id: \.self) { Text("Item \($0)") }.listStyle(.plain)
        #expect {
            try list.render(width: 393)
        } throws: { error in
            guard case .tooTall(let pixels, let maximum)? = error as? CellError else { return false }
            return pixels > maximum
        }
    }

    @Test func anEmptyFormIsItsBackgroundOnly() throws {
        let image = try Form {}.render(width: 393)
        #expect(image.width == 1179)
        let first = Array(image.pixels[0..<4])
        let background = Image(width: image.width, height: image.height, color: RGBA8(first[0], first[1], first[2], first[3]))
        #expect(differingPixels(image.pixels, background.pixels) == 0)
        let stack = try NavigationStack { Form {}.navigationTitle("Empty") }.layout(width: 393)
        #expect(stack.dump().contains("Empty"))
    }

    @Test func aTenThousandCharacterTitleStaysInTheBar() throws {
        let title = String(repeating: "x", count: 10_000)
        for mode in [NavigationBarItem.TitleDisplayMode.large, .inline] {
            let tree = try NavigationStack { Form { Text("A") }.navigationTitle(title).navigationBarTitleDisplayMode(mode) }
                .layout(width: 393)
            #expect(tree.size.height < 400, "the title is cut to the bar, not wrapped")
        }
    }
}
#endif
