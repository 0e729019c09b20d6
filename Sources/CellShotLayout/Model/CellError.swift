import CellShotRaster

/// Why a cell, view, table or screen could not be laid out or rendered. An error inside a
/// table says where in ``at(path:_:)``, with the path the layout dump uses
/// (`section[1]/row[3]`).
public enum CellError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The width is zero, negative, not finite, or wider than `CellLimits.maxWidth`.
    case invalidWidth(Double)
    /// An explicit height (a row's, a header's, a viewport's) is negative, not finite, or
    /// taller than `CellLimits.maxHeight`.
    case invalidHeight(Double)
    /// The scale is not finite or outside 0.5…4.
    case invalidScale(Double)
    /// More chips than the cell supports (or a negative count).
    case tooManyMetadataViews(count: Int, maximum: Int)
    /// No built-in or registered icon has this name.
    case unknownIcon(String)
    /// An asset catalog, or a name looked up in the environment's catalogs, failed.
    case asset(AssetError)
    /// SVG path data for an icon could not be parsed.
    case invalidIconArtwork(name: String, reason: String)
    /// The canvas could not be made (the tree's size or scale is beyond its limits).
    case renderFailed(CanvasError)
    /// A view was given a negative, infinite or NaN size, padding, spacing or other length.
    case invalidViewValue(field: String, value: Double)
    /// Views nest deeper than ``CellLimits/maxViewDepth`` (each modifier counts as a level).
    case viewTooDeep(limit: Int)
    /// An image wider or taller than ``CellLimits/maxImageSide`` pixels.
    case imageTooLarge(width: Int, height: Int, maximum: Int)
    /// A viewport's scroll offset is negative or not finite.
    case invalidOffset(Double)
    /// Two rows or sections of one `ForEach` share an identifier.
    case duplicateID(String)
    /// A preference (named by its key's type) still changed what its readers were told after
    /// `passes` layouts: state written on a change keeps changing the value.
    case preferenceNotSettled(key: String, passes: Int)
    /// A multi-selection names values that are not in its data.
    case selectionNotInData([String])
    /// More rows than `TableLimits.maxRows`.
    case tooManyRows(count: Int, maximum: Int)
    /// A full-height table render taller than `TableLimits.maxPixelHeight`: render a viewport instead.
    case tooTall(pixels: Int, maximum: Int)
    /// `error` at `path` in a table or screen (`section[1]/row[3]`, `viewport`, `navigationBar/back`).
    indirect case at(path: String, CellError)

    public var description: String {
        switch self {
        case let .invalidWidth(width):
            return "invalid width \(width): expected a finite width in 1…\(Int(CellLimits.maxWidth)) points"
        case let .invalidHeight(height):
            return "invalid height \(height): expected a finite height in 0…\(Int(CellLimits.maxHeight)) points, or nil to self-size"
        case let .invalidScale(scale):
            return "invalid display scale \(scale): expected 1, 2 or 3 (0.5…4)"
        case let .tooManyMetadataViews(count, maximum):
            return "metadataViewCount \(count) is not supported: expected 0…\(maximum) chips"
        case let .unknownIcon(name):
            let near = IconLibrary.standard.nearestNames(to: name).joined(separator: ", ")
            return "unknown icon '\(name)': nearest built-in names: \(near); or register it in an IconLibrary() set in CellEnvironment.resources"
        case let .asset(error):
            return "asset catalog: \(error)"
        case let .invalidIconArtwork(name, reason):
            return "icon '\(name)': invalid SVG path data: \(reason)"
        case let .renderFailed(error):
            return "rendering the cell failed: \(error)"
        case let .invalidViewValue(field, value):
            return "invalid \(field) \(value): expected a finite number ≥ 0"
        case let .viewTooDeep(limit):
            return "views nest more than \(limit) levels deep (each stack and modifier is a level): flatten the view tree"
        case let .imageTooLarge(width, height, maximum):
            return "image \(width)×\(height) pixels is too large: expected at most \(maximum) pixels per side (and at least 1)"
        case let .invalidOffset(offset):
            return "invalid viewport offset \(offset): expected a finite offset ≥ 0 points"
        case let .duplicateID(id):
            return "duplicate ForEach identifier '\(id)': identifiers must be unique"
        case let .preferenceNotSettled(key, passes):
            return "preference \(key) did not settle in \(passes) layout passes: the state its onPreferenceChange writes keeps changing it"
        case let .selectionNotInData(values):
            return "selection contains values that are not in the data: \(values.joined(separator: ", "))"
        case let .tooManyRows(count, maximum):
            return "table has \(count) rows: at most \(maximum) are supported"
        case let .tooTall(pixels, maximum):
            return "full-height render would be \(pixels) px tall (limit \(maximum) px): render a Viewport instead"
        case let .at(path, error):
            return "\(path): \(error)"
        }
    }
}

/// Size limits that keep bad input from allocating without bound.
public enum CellLimits {
    public static let maxWidth: Double = 4096
    public static let maxHeight: Double = 8192
    /// Deepest nesting of views (stacks, modifiers, bodies) a layout accepts.
    public static let maxViewDepth = 512
    /// Largest width or height, in pixels, of an image an ``ImageView`` shows.
    public static let maxImageSide = 4096
    /// Smallest and largest scale (pixels per point) a layout renders at.
    static let scales: ClosedRange<Double> = 0.5...4

    /// The one check of a layout's size and scale: a width in 1...``maxWidth``, a height (when
    /// given) in 0...``maxHeight``, a scale in 0.5...4, all finite.
    static func validate(width: Double, height: Double? = nil, scale: Double) throws(CellError) {
        guard width.isFinite, width >= 1, width <= maxWidth else { throw .invalidWidth(width) }
        guard scale.isFinite, scales.contains(scale) else { throw .invalidScale(scale) }
        if let height { guard height.isFinite, height >= 0, height <= maxHeight else { throw .invalidHeight(height) } }
    }
}
