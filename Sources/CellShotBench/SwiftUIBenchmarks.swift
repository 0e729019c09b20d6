import CellShotLayout
import SwiftUI

/// The SwiftUI front against the table engine it lowers onto: `table.render.settings`'s
/// 20-row Settings screen written as a `NavigationStack` around a `Form` (the same sections,
/// titles, values, switches and footer; each row's symbol as a `Label`'s tinted symbol, where
/// the table draws it on a coloured square), rendered at 393 pt, 3×.
enum SwiftUIBenchmarks {
    struct Settings20: View {
        let icons = ["gear", "bell.fill", "star.fill", "folder.fill", "link"]

        var body: some View {
            NavigationStack {
                Form {
                    ForEach(0..<4) { section in
                        Section {
                            ForEach(0..<5) { index in row(section, index) }
                        } header: {
                            if section > 0 { Text("Section \(section)") }
                        } footer: {
                            if section == 3 { Text("Changes apply to every device signed in.") }
                        }
                    }
                }
                .navigationTitle("Settings")
            }
        }

        @ViewBuilder func row(_ section: Int, _ index: Int) -> some View {
            if index == 2 {
                Toggle("Option \(section).\(index)", isOn: .constant(section % 2 == 0))
            } else {
                NavigationLink { EmptyView() } label: {
                    LabeledContent("Setting \(section).\(index)", value: index == 1 ? "On" : "Value \(index)")
                }
            }
        }
    }

    static var all: [Benchmark] {
        [
            Benchmark("swiftui.render.settings") {
                let screen = Settings20()
                return { blackHole(try screen.render(width: 393)) }
            },
            // The same screen through the view render path (laid out as a view, then rendered),
            // which `render(width:)` took before it drew a screen alone through the table's path.
            Benchmark("swiftui.render.settings.view-path") {
                let screen = Settings20()
                return { blackHole(try screen.layout(width: 393).render()) }
            },
        ]
    }
}
