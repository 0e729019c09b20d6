import CellShotLayout
import Foundation
import SwiftUI
import Testing

// The sample of docs/swiftui-lists.md, verbatim.
struct SettingsSample: View {
    @State private var airplane = false
    @State private var theme = 1

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    Toggle("Airplane Mode", isOn: $airplane)
                    NavigationLink("Wi-Fi") { Text("Networks") }
                }
                Section("Display") {
                    Picker("Theme", selection: $theme) {
                        Text("Light").tag(0)
                        Text("Dark").tag(1)
                    }
                } footer: {
                    Text("Dark uses less battery on OLED screens.")
                }
            }
            .navigationTitle("Settings")
        }
    }
}

@Suite struct ListDocsTests {
    @Test func theDocsSampleIsThisFilesCodeAndRenders() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let docs = try String(contentsOf: url.appendingPathComponent("docs/swiftui-lists.md"), encoding: .utf8)
        let source = try String(contentsOfFile: #filePath, encoding: .utf8)
        let blocks = docs.components(separatedBy: "```swift\n").dropFirst().map { $0.components(separatedBy: "```")[0] }
        #expect(!blocks.isEmpty)
        for block in blocks { #expect(source.contains(block), "a docs sample is not compiled here") }
        let tree = try SettingsSample().layout(width: 393)
        #expect(tree.dump().contains("\"Settings\""), "the title in the bar")
    }
}
