import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import SwiftSyntaxMacrosTestSupport
import SwiftUIMacros
import XCTest

/// The `#Preview` expansion: a view type (with `@Previewable` variables as its properties) and
/// a record in the `cellshot_previews` section carrying the name, file, line and traits.
final class PreviewMacroTests: XCTestCase {
    let macros: [String: any Macro.Type] = ["Preview": PreviewMacro.self, "Previewable": PreviewableMacro.self]

    func testNamedPreviewWithTraitsAndPreviewableState() {
        assertMacroExpansion(
            """
            #Preview("On", traits: .sizeThatFitsLayout, .landscapeLeft) {
                @Previewable @State var on = true
                Toggle("Wi-Fi", isOn: $on)
            }
            """,
            expandedSource: """
            private struct __macro_local_7PreviewfMu_: SwiftUI.View {
                @State var on = true
                @SwiftUI.ViewBuilder var body: some SwiftUI.View {
                    Toggle("Wi-Fi", isOn: $on)
                }
            }
            @section("cellshot_previews") @used
            private let __macro_local_13PreviewRecordfMu_: SwiftUI._PreviewRecord = (0x4353_5056, 1, { out in
                SwiftUI._PreviewEntry.store(
                    SwiftUI._PreviewEntry(name: "On", fileID: "TestModule/test.swift", line: 1, traits: [.sizeThatFitsLayout, .landscapeLeft],
                                          make: {
                                SwiftUI.AnyView(__macro_local_7PreviewfMu_())
                            }),
                    in: out)
                })
            """,
            macros: macros)
    }

    func testUnnamedPreviewWithBodyLabel() {
        assertMacroExpansion(
            """
            #Preview(body: { Text("Hi") })
            """,
            expandedSource: """
            private struct __macro_local_7PreviewfMu_: SwiftUI.View {

                @SwiftUI.ViewBuilder var body: some SwiftUI.View {
                    Text("Hi")
                }
            }
            @section("cellshot_previews") @used
            private let __macro_local_13PreviewRecordfMu_: SwiftUI._PreviewRecord = (0x4353_5056, 1, { out in
                SwiftUI._PreviewEntry.store(
                    SwiftUI._PreviewEntry(name: nil, fileID: "TestModule/test.swift", line: 1, traits: [],
                                          make: {
                                SwiftUI.AnyView(__macro_local_7PreviewfMu_())
                            }),
                    in: out)
                })
            """,
            macros: macros)
    }

    func testPreviewWithoutBodyIsADiagnostic() {
        assertMacroExpansion(
            "#Preview(\"Empty\")",
            expandedSource: "#Preview(\"Empty\")",
            diagnostics: [DiagnosticSpec(message: "#Preview needs a body closure: #Preview { … }", line: 1, column: 1)],
            macros: macros)
    }

    func testUnknownArgumentIsADiagnostic() {
        assertMacroExpansion(
            "#Preview(device: 1) { Text(\"Hi\") }",
            expandedSource: "#Preview(device: 1) { Text(\"Hi\") }",
            diagnostics: [DiagnosticSpec(message: "#Preview has no argument 'device'", line: 1, column: 1)],
            macros: macros)
    }
}
