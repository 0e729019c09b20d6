import SwiftUI

/// A download: title, a progress bar and the percentage.
public struct DownloadRow: View {
    @ObservedObject var model: DownloadModel

    public init(model: DownloadModel) { self.model = model }

    public var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(model.title)
                    .font(.subheadline)
                    .lineLimit(1)
                Spacer()
                Text(model.fraction, format: .percent.precision(.fractionLength(0)))
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
            ProgressView(value: model.fraction)
        }
        .padding()
        .onReceive(NotificationCenter.default.publisher(for: .init("refresh"))) { _ in }
    }
}

/// A row still loading: a spinner and a caption.
public struct LoadingRow: View {
    public init() {}
    public var body: some View {
        HStack(spacing: 12) {
            ProgressView()
            Text("Loading older posts…")
                .foregroundStyle(.secondary)
            Spacer()
        }
        .padding()
    }
}
