#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import Foundation
import UIKit

/// A text field as a snapshot shows it, not focused: its text on one line (wrapped when its
/// axis is vertical) filling the width it is offered, or, while the text is empty, its prompt
/// (else its title) in UIKit's placeholder colour, as iOS draws a field in a `Form` row.
/// `.textFieldStyle(.roundedBorder)` adds UIKit's rounded border. Typing is not simulated: the
/// bound value is what shows.
public struct TextField<Label: View>: View {
    let field: FieldContent
    let label: Label

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, axis: axis, label: label())
    }
    init(text: String, prompt: Text?, axis: Axis, label: Label) {
        self.label = label
        field = FieldContent(text: text, prompt: prompt, vertical: axis == .vertical, secure: false)
    }

    public var body: ModifiedContentView { return field.body(title: ListLowering.single(label) as? Text, kind: "TextField") }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, prompt: nil, axis: .horizontal, label: Text(titleKey))
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: nil, axis: axis, label: Text(titleKey))
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text.wrappedValue, prompt: prompt, axis: axis, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal) {
        self.init(text: text.wrappedValue, prompt: prompt, axis: axis, label: Text(title))
    }
    /// A field showing `value` through `format` (an empty string when the value formats to one).
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F,
                                         prompt: Text? = nil) where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), prompt: prompt, axis: .horizontal, label: Text(titleKey))
    }
}

/// A field for a password: a bullet per character of its text, else its prompt or title.
public struct SecureField<Label: View>: View {
    let field: FieldContent
    let label: Label

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, prompt: prompt, label: label())
    }
    init(text: String, prompt: Text?, label: Label) {
        self.label = label
        field = FieldContent(text: text, prompt: prompt, vertical: false, secure: true)
    }

    public var body: ModifiedContentView { return field.body(title: ListLowering.single(label) as? Text, kind: "SecureField") }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(titleKey))
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text.wrappedValue, prompt: prompt, label: Text(title))
    }
}

/// What a text or secure field shows, and how.
struct FieldContent {
    let text: String
    let prompt: Text?
    let vertical: Bool
    let secure: Bool

    func body(title: Text?, kind: String) -> ModifiedContentView {
        let empty = text.isEmpty
        let shown = empty ? (prompt?.plain ?? title?.plain ?? "") : secure ? String(repeating: "•", count: text.count) : text
        let line = Text(verbatim: shown)
            .foregroundStyle(empty ? Color(uiColor: .placeholderText) : Color(uiColor: .label))
            .lineLimit(vertical ? nil : 1)
            .frame(maxWidth: .infinity, alignment: .leading)
        guard EnvironmentValues.current[TextFieldStyleKey.self] else { return line.kind(kind) }
        // UIKit's rounded-rect border: 7 points in from the sides, a 34-point field for 17-point text.
        let shape = RoundedRectangle(cornerRadius: 5)
        return line.padding(.horizontal, 7).padding(.vertical, 7)
            .background(shape.fill(Color(uiColor: .systemBackground)))
            .overlay(shape.stroke(Color(uiColor: .systemGray4), lineWidth: 0.5))
            .kind(kind)
    }
}

/// How text fields draw.
public protocol TextFieldStyle {}
/// The platform's look: in a row, the text alone.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// The text alone.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// UIKit's rounded-rect border around the text.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

/// True inside `.textFieldStyle(.roundedBorder)`.
struct TextFieldStyleKey: EnvironmentKey { static let defaultValue = false }

/// How a field capitalises what is typed (nothing to draw in a snapshot).
public struct TextInputAutocapitalization: Sendable {
    public static let never = TextInputAutocapitalization()
    public static let words = TextInputAutocapitalization()
    public static let sentences = TextInputAutocapitalization()
    public static let characters = TextInputAutocapitalization()
}

extension View {
    /// The style of the text fields inside.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        EnvironmentWriter(content: self) { $0[TextFieldStyleKey.self] = style is RoundedBorderTextFieldStyle }
    }
    /// The keyboard a field brings up: nothing to draw, a snapshot's field is not focused.
    public func keyboardType(_ type: UIKeyboardType) -> some View { self }
    /// What a field's text is for (autofill): nothing to draw.
    public func textContentType(_ type: UITextContentType?) -> some View { self }
    /// How typing is capitalised: nothing to draw.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }
    /// Whether typing is autocorrected: nothing to draw.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }
    /// Whether typing is autocorrected (the older name): nothing to draw.
    public func disableAutocorrection(_ disable: Bool?) -> some View { self }
}
#endif
