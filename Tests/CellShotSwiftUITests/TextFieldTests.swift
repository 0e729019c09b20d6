#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import CellShotTesting
import SwiftUI
import Testing

/// A sign-up form: fields with text, empty fields showing their prompt or title, a secure
/// field, a vertical field that wraps, and a rounded-border field outside the form.
private struct SignUpForm: View {
    var body: some View {
        VStack(spacing: 0) {
            Form {
                Section("Account") {
                    TextField("Name", text: .constant("Ada Lovelace"))
                        .textContentType(.name)
                    TextField("Email", text: .constant(""), prompt: Text("name@example.com"))
                        .keyboardType(.emailAddress)
                        .textInputAutocapitalization(.never)
                        .autocorrectionDisabled()
                    SecureField("Password", text: .constant("hunter22"))
                    SecureField("Confirm password", text: .constant(""))
                }
                Section("About you") {
                    TextField("Bio", text: .constant("Mathematician and writer, known for her notes on the Analytical Engine."), axis: .vertical)
                }
            }
            TextField("Search", text: .constant(""))
                .textFieldStyle(.roundedBorder)
                .padding()
        }
    }
}

@Suite struct TextFieldTests {
    @Test func fieldsMatchTheirReferences() {
        assertSnapshot(of: SignUpForm(), matrix: .appearances, as: { .image(width: $0.width, environment: $0.environment) }, named: "signUp")
    }

    @Test func aFieldShowsItsTextElseItsPromptElseItsTitle() throws {
        func shown(_ field: some View) throws -> String? {
            func text(in node: LayoutNode) -> String? { node.text ?? node.children.lazy.compactMap(text(in:)).first }
            return text(in: try field.layout(width: 300).root)
        }
        #expect(try shown(TextField("Name", text: .constant("Ada"))) == "Ada")
        #expect(try shown(TextField("Name", text: .constant(""), prompt: Text("Your name"))) == "Your name")
        #expect(try shown(TextField("Name", text: .constant(""))) == "Name")
        #expect(try shown(SecureField("PIN", text: .constant("1234"))) == "••••")
        #expect(try shown(TextField("Count", value: .constant(42), format: .number)) == "42")
    }
}
#endif
