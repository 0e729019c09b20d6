#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import Foundation
import SwiftUI
import Testing

/// A preferences form with the controls of a settings screen: a slider with value labels, a
/// compact date picker (time, then date and time), a disclosure group expanded and collapsed,
/// a link and a share link.
private struct PreferencesForm: View {
    let wake = Date(timeIntervalSince1970: 1_764_576_000)
    var body: some View {
        Form {
            Section("Sound") {
                Slider(value: .constant(0.6), in: 0...1) {
                    Text("Volume")
                } minimumValueLabel: {
                    Image(systemName: "speaker.fill")
                } maximumValueLabel: {
                    Image(systemName: "speaker.wave.3.fill")
                }
                Slider(value: .constant(30.0), in: 0...120)
                DatePicker("Wake up", selection: .constant(wake), displayedComponents: .hourAndMinute)
                DatePicker("Next trip", selection: .constant(wake), in: wake...)
            }
            Section {
                DisclosureGroup("Advanced", isExpanded: .constant(true)) {
                    Text("Crossfade")
                    Text("Equalizer")
                }
                DisclosureGroup("Storage") { Text("Downloads") }
                Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
                ShareLink(item: URL(string: "https://example.com")!)
            }
        }
    }
}

@Suite struct SettingsControlsTests {
    @Test func controlsMatchTheirReferences() {
        assertSnapshot(of: PreferencesForm(), matrix: .appearances, as: { .image(width: $0.width, environment: $0.environment) }, named: "preferences")
    }

    /// The knob sits at the value's fraction of the track, clamped to the range.
    @Test func theKnobFollowsTheValue() throws {
        func knobX(_ value: Double) throws -> Double {
            let tree = try Slider(value: .constant(value), in: 10...20).frame(width: 228).layout(width: 228)
            func circle(in node: LayoutNode) -> LayoutNode? {
                node.name.hasPrefix("Circle") ? node : node.children.lazy.compactMap(circle(in:)).first
            }
            return try #require(circle(in: tree.root)).frame.minX
        }
        #expect(try knobX(10) == 0 && knobX(5) == 0)
        #expect(try knobX(15) == 100 && knobX(20) == 200 && knobX(99) == 200)
    }
}
#endif
