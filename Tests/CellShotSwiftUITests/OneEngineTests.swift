#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotBench
import CellShotTesting
import SwiftUI
import Testing

/// A SwiftUI row and the same row in CellShot's views are one layout engine's work: the same
/// pixels (the rows of the `swiftui.render.row` benchmark and its baseline).
@Suite struct OneEngineTests {
    @Test(arguments: [Appearance.light, .dark])
    func swiftUIRowIsTheViewsRowPixelForPixel(_ appearance: Appearance) throws {
        let env = CellEnvironment(appearance: appearance)
        let swiftUI = try SwiftUIRowBenchmarks.Row().render(width: 375, environment: env), views = try ViewTwinRow.make().render(width: 375, environment: env)
        #expect(swiftUI.width == views.width && swiftUI.height == views.height)
        #expect(swiftUI == views)
    }
}
#endif
