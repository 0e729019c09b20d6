import SwiftUI

/// A settings value: the label leading, the value trailing.
public struct VersionRow: View {
    var version: String
    public init(version: String) { self.version = version }
    public var body: some View {
        LabeledContent("Version", value: version)
            .padding()
    }
}

/// A switch with a symbol in a coloured tile.
public struct NotificationsRow: View {
    @State private var isOn = true
    public init() {}
    public var body: some View {
        Toggle(isOn: $isOn) {
            Label {
                Text("Notifications")
            } icon: {
                Image(systemName: "bell.fill")
                    .foregroundStyle(.white)
                    .frame(width: 29, height: 29)
                    .background(Color.red, in: RoundedRectangle(cornerRadius: 7))
            }
        }
        .padding(.horizontal)
        .padding(.vertical, 7)
    }
}

/// A key and a value in monospaced digits.
public struct KeyValueRow: View {
    var key: LocalizedStringKey
    var value: String
    public init(key: LocalizedStringKey, value: String) { self.key = key; self.value = value }
    public var body: some View {
        HStack(alignment: .firstTextBaseline) {
            Text(key)
                .foregroundColor(.secondary)
            Spacer(minLength: 16)
            Text(verbatim: value)
                .font(.body.monospacedDigit())
                .lineLimit(1)
        }
        .padding()
    }
}

#Preview("Version", traits: .fixedLayout(width: 320, height: 60)) {
    VersionRow(version: "2.4.1")
}

#Preview("Airplane mode") {
    @Previewable @State var on = true
    Toggle("Airplane Mode", isOn: $on)
        .padding(.horizontal, 16)
}
