import CellShotTesting
import SwiftUI
import Testing

/// A SwiftUI row and the same row in CellShot's views are one layout engine's work: the same
/// frames and the same pixels (the row of the `swiftui.render.row` benchmark).
@Suite struct OneEngineTests {
    struct Row: View {
        var body: some View {
            HStack(spacing: 12) {
                Text("AL")
                    .font(.system(size: 17, weight: .semibold))
                    .foregroundStyle(.white)
                    .frame(width: 44, height: 44)
                    .background(Circle().fill(SwiftUI.Color.indigo))
                VStack(alignment: .leading, spacing: 2) {
                    Text("Ada Lovelace").font(.headline)
                    Text("@ada").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text("3").font(.caption.bold()).foregroundColor(.white)
                    .padding(.horizontal, 7).padding(.vertical, 2)
                    .background(Capsule().fill(.red))
                Image(systemName: "chevron.right").foregroundColor(SwiftUI.Color(.tertiaryLabel))
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
        }
    }

    @Test(arguments: [Appearance.light, .dark])
    func swiftUIRowIsTheViewsRowPixelForPixel(_ appearance: Appearance) throws {
        let env = CellEnvironment(appearance: appearance)
        let swiftUI = try Row().render(width: 375, environment: env), views = try ViewTwin.row().render(width: 375, environment: env)
        #expect(swiftUI.width == views.width && swiftUI.height == views.height)
        #expect(swiftUI == views)
    }
}
