/// A contact sheet of icons: each drawn at 24 points above its name, in a grid, the way a
/// reviewer checks a name mapping (`snapshot icons --sheet`, the gallery's `icons-*` samples).
import CellShotText

public enum IconSheet {
    /// Points per grid cell, across.
    public static let cellWidth = 96.0

    /// The sheet of `names` (every listed name of the environment's library when nil), with
    /// `columns` icons a row; lay it out `columns × cellWidth` points wide.
    public static func view(names: [String], columns: Int = 8) -> some CellView {
        let cols = max(1, columns)
        let rows = stride(from: 0, to: names.count, by: cols).map { Array(names[$0..<min($0 + cols, names.count)]) }
        return VStackView(alignment: .leading, spacing: 0) {
            ForEachView(rows) { row in
                HStackView(alignment: .top, spacing: 0) {
                    ForEachView(row) { name in cell(name) }
                }
            }
        }
    }

    /// The width a sheet of `columns` columns is laid out at.
    public static func width(columns: Int = 8) -> Double { Double(max(1, columns)) * cellWidth }

    private static func cell(_ name: String) -> some CellView {
        VStackView(spacing: 4) {
            IconView(name, size: 24)
            TextView(name).font(.caption2).lineLimit(2).multilineTextAlignment(.center).foregroundColor(.secondaryLabel)
        }
        .padding(horizontal: 2, vertical: 8)
        .frame(width: cellWidth, alignment: .top)
    }
}
