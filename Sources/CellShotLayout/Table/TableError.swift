/// Why a table or screen could not be laid out or rendered. Paths name the place in the table
/// as the layout dump does (`section[1]/row[3]`).
public enum TableError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The width is zero, negative, not finite, or wider than `CellLimits.maxWidth`.
    case invalidWidth(Double)
    /// The scale is not finite or outside 0.5…4.
    case invalidScale(Double)
    /// A height (row, header, footer or viewport) is negative or not finite.
    case invalidHeight(path: String, value: Double)
    /// A viewport's scroll offset is negative or not finite.
    case invalidOffset(Double)
    /// Two rows or sections of one `ForEach` share an identifier.
    case duplicateID(path: String, id: String)
    /// A multi-selection names values that are not in its data.
    case selectionNotInData(path: String, values: [String])
    /// More rows than `TableLimits.maxRows`.
    case tooManyRows(count: Int, maximum: Int)
    /// A full-height render taller than `TableLimits.maxPixelHeight`: render a viewport instead.
    case tooTall(pixels: Int, maximum: Int)
    /// A cell, icon or embedded view inside the table failed.
    case cell(path: String, CellError)

    /// What went wrong, where, and what was expected.
    public var description: String {
        switch self {
        case let .invalidWidth(w):
            return "invalid table width \(w): expected a finite width in 1…\(Int(CellLimits.maxWidth)) points"
        case let .invalidScale(s):
            return "invalid display scale \(s): expected 1, 2 or 3 (0.5…4)"
        case let .invalidHeight(path, value):
            return "\(path): invalid height \(value): expected a finite height ≥ 0 points"
        case let .invalidOffset(o):
            return "invalid viewport offset \(o): expected a finite offset ≥ 0 points"
        case let .duplicateID(path, id):
            return "\(path): duplicate ForEach identifier '\(id)': identifiers must be unique"
        case let .selectionNotInData(path, values):
            return "\(path): selection contains values that are not in the data: \(values.joined(separator: ", "))"
        case let .tooManyRows(count, maximum):
            return "table has \(count) rows: at most \(maximum) are supported"
        case let .tooTall(pixels, maximum):
            return "full-height render would be \(pixels) px tall (limit \(maximum) px): render a Viewport instead"
        case let .cell(path, error):
            return "\(path): \(error)"
        }
    }
}

/// Size limits that keep huge tables from allocating without bound.
public enum TableLimits {
    /// Rows in one table.
    public static let maxRows = 1_000_000
    /// Device pixels of one full-height render (a viewport render is bounded by its height).
    public static let maxPixelHeight = 16_384
}

extension TableError {
    /// The error with `prefix/` before its path.
    func prefixed(_ prefix: String) -> TableError {
        switch self {
        case let .duplicateID(path, id): return .duplicateID(path: "\(prefix)/\(path)", id: id)
        case let .selectionNotInData(path, values): return .selectionNotInData(path: "\(prefix)/\(path)", values: values)
        case let .invalidHeight(path, value): return .invalidHeight(path: "\(prefix)/\(path)", value: value)
        case let .cell(path, error): return .cell(path: "\(prefix)/\(path)", error)
        default: return self
        }
    }
}
