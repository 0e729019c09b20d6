#if os(Linux)
import CellShotLayout
import SwiftUI

/// The same 10-node row (row, stack, avatar circle with initials, column of two texts, spacer,
/// badge, chevron) written in SwiftUI and in CellShot's views (`ViewTwinRow`), rendered at
/// 375 pt, 3×: what lowering SwiftUI onto the views costs, measured in the same run.
/// `OneEngineTests` checks the two draw the same pixels.
package enum SwiftUIRowBenchmarks {
    package struct Row: View {
        package init() {}
        package var body: some View {
            HStack(spacing: 12) {
                Text("AL")
                    .font(.system(size: 17, weight: .semibold))
                    .foregroundStyle(.white)
                    .frame(width: 44, height: 44)
                    .background(Circle().fill(Color.indigo))
                VStack(alignment: .leading, spacing: 2) {
                    Text("Ada Lovelace").font(.headline)
                    Text("@ada").font(.subheadline).foregroundStyle(.secondary)
                }
                Spacer()
                Text("3").font(.caption.bold()).foregroundColor(.white)
                    .padding(.horizontal, 7).padding(.vertical, 2)
                    .background(Capsule().fill(.red))
                Image(systemName: "chevron.right").foregroundColor(Color(.tertiaryLabel))
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 10)
        }
    }

    static var all: [Benchmark] {
        [
            Benchmark("swiftui.render.row", bytesPerRun: 1125 * 192 * 4) {
                let row = Row()
                return { blackHole(try row.render(width: 375)) }
            },
            Benchmark("views.render.swiftuiTwin", bytesPerRun: 1125 * 192 * 4) {
                let row = ViewTwinRow.make()
                return { blackHole(try row.render(width: 375)) }
            },
        ]
    }
}
#endif
