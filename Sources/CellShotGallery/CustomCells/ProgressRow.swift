import CellShotLayout
import CellShotRaster
import CellShotText

/// A transfer row: a tinted file icon, the name with the percentage, a progress bar and a
/// detail line.
public struct ProgressRow: CellModel, Sendable {
    /// File or task name.
    public var title: String
    /// "12.4 MB of 19.3 MB".
    public var detail: String
    /// Done, 0…1.
    public var progress: Double

    /// A transfer at `progress`.
    public init(title: String, detail: String, progress: Double) {
        self.title = title; self.detail = detail; self.progress = progress
    }

    /// Icon, then title and percentage over the bar and the detail.
    public var body: some CellView {
        HStackView(spacing: 12) {
            IconView("doc.text", size: 20).foregroundColor(.systemBlue).frame(width: 40, height: 40)
                .background(RoundedRectangleView(cornerRadius: 9).fill(DynamicColor.systemBlue.withAlphaScaled(0.14))).id("fileIcon")
            VStackView(alignment: .leading, spacing: 6) {
                HStackView(alignment: .firstTextBaseline, spacing: 8) {
                    TextView(title).font(.body).lineLimit(1)
                    SpacerView(minLength: 0)
                    TextView("\(Int((min(max(progress.isNaN ? 0 : progress, 0), 1) * 100).rounded()))%").font(.subheadline)
                        .foregroundColor(.secondaryLabel).id("percent")
                }
                ProgressBarView(value: progress).id("bar")
                TextView(detail).font(.footnote).foregroundColor(.secondaryLabel).lineLimit(1)
            }
        }
        .padding(horizontal: 16, vertical: 10)
    }

    /// The separator starts under the text.
    public var separatorInset: EdgeInsets? { EdgeInsets(leading: 68) }
}
