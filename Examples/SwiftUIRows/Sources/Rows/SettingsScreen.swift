import SwiftUI

/// An app's Settings screen: a navigation stack around a form of switches, pickers, a
/// stepper and links, with a footer under the last section.
public struct SettingsScreen: View {
    @State private var notifications = true
    @State private var sounds = false
    @State private var appearance = Appearance.system
    @State private var fontSize = 17
    @State private var syncInterval = 15

    public init() {}

    public var body: some View {
        NavigationStack {
            Form {
                Section {
                    NavigationLink { Text("Account") } label: { LabeledContent("Account", value: "ada@example.com") }
                    NavigationLink("Privacy") { Text("Privacy") }
                }
                Section("Notifications") {
                    Toggle("Allow Notifications", isOn: $notifications)
                    Toggle("Sounds", isOn: $sounds)
                }
                Section("Display") {
                    Picker("Appearance", selection: $appearance) {
                        ForEach(Appearance.allCases) { Text($0.title).tag($0) }
                    }
                    Stepper("Text Size: \(fontSize) pt", value: $fontSize, in: 12...24)
                }
                Section {
                    Picker("Sync Every", selection: $syncInterval) {
                        Text("5 minutes").tag(5)
                        Text("15 minutes").tag(15)
                        Text("Hour").tag(60)
                    }
                    .pickerStyle(.navigationLink)
                    LabeledContent("Version", value: "2.4.1")
                } footer: {
                    Text("Syncing more often uses more battery.")
                }
                Section {
                    Button("Sign Out", role: .destructive) {}
                }
            }
            .navigationTitle("Settings")
        }
    }
}

/// The app's colour scheme choice.
public enum Appearance: String, CaseIterable, Identifiable, Hashable {
    case system, light, dark
    public var id: String { rawValue }
    var title: String { rawValue.capitalized }
}
