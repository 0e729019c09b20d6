import CellShotLayout
import CellShotRaster
import CellShotText

/// `SwiftUIRowBenchmarks.Row` written in CellShot's views, node for node.
package enum ViewTwinRow {
    package static func make() -> some CellView {
        HStackView(spacing: 12) {
            TextView("AL").font(.system(size: 17, weight: .semibold)).foregroundColor(.white)
                .frame(width: 44, height: 44)
                .background(CircleView().fill(.systemIndigo))
            VStackView(alignment: .leading, spacing: 2) {
                TextView("Ada Lovelace").font(.headline, weight: .semibold)
                TextView("@ada").font(.subheadline).foregroundColor(.secondaryLabel)
            }
            SpacerView(minLength: 8)
            TextView("3").font(.caption1, weight: .bold).foregroundColor(.white)
                .padding(EdgeInsets(top: 2, leading: 7, bottom: 2, trailing: 7))
                .background(CapsuleView().fill(.systemRed))
            IconView("chevron.right").foregroundColor(.tertiaryLabel)
        }
        .padding(EdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16))
    }
}
