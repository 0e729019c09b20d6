/// Size limits that keep huge tables from allocating without bound.
public enum TableLimits {
    /// Rows in one table.
    public static let maxRows = 1_000_000
    /// Device pixels of one full-height render (a viewport render is bounded by its height).
    public static let maxPixelHeight = 16_384
}

extension CellError {
    /// The error with `prefix/` before its path (errors without a path stay as they are).
    func prefixed(_ prefix: String) -> CellError {
        if case let .at(path, error) = self { return .at(path: "\(prefix)/\(path)", error) }
        return self
    }
}
