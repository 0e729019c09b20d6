import CellShotRaster
import Foundation

/// Vector artwork for one icon: filled parts in a square view box.
public struct IconArtwork: Hashable, Sendable {
    /// One filled shape. Composed variants have layers (`xmark.circle.fill`: the glyph is the
    /// primary layer, the disc the secondary); a glyph from a single file is one layer.
    public struct Part: Hashable, Sendable {
        public var path: Path
        public var rule: FillRule
        /// 0 primary, 1 secondary, 2 tertiary (what hierarchical and palette rendering colour).
        public var layer = 0
        /// A glyph that fills the hole it cut out of a shape: drawn only once the symbol is
        /// rendered in layers (monochrome leaves the hole open, as SF Symbols do).
        public var fillsCutOut = false
        /// The part's own colour (multicolor rendering); nil draws it in the icon's colour.
        public var color: Color?
    }
    public var parts: [Part]
    /// Side of the square view box the paths are drawn in.
    public var viewBox: Double

    /// Fill operations drawing the icon scaled to `rect`'s height and centred in it, tinted
    /// `color`; `mirrored` flips it horizontally (directional icons in right-to-left layouts).
    public func operations(in rect: Rect, color: Color, mirrored: Bool = false) -> [DisplayList.Operation] {
        let factor = rect.height / viewBox
        let ox = rect.minX + (rect.width - factor * viewBox) / 2, oy = rect.minY + (rect.height - factor * viewBox) / 2
        let transform = mirrored
            ? Transform(a: -factor, b: 0, c: 0, d: factor, tx: ox + factor * viewBox, ty: oy)
            : Transform(a: factor, b: 0, c: 0, d: factor, tx: ox, ty: oy)
        return parts.compactMap { $0.fillsCutOut ? nil : .fill($0.path.transformed(by: transform), .solid($0.color ?? color), $0.rule) }
    }
}

/// Icons addressed by SF Symbols names: an ``IconSet`` (by default the bundled Bootstrap Icons,
/// with SF's variant grammar) plus icons users register from SVG path data.
/// A render takes its library from ``CellEnvironment/resources``, never from a global, so two
/// tests with different libraries run side by side. Artwork is parsed on first use and cached.
/// Thread-safe.
public final class IconLibrary: Hashable, @unchecked Sendable {
    /// The read-only library of the bundled set: the environment's default.
    public static let standard = IconLibrary(set: .bootstrap, readOnly: true)

    /// The read-only ``standard`` library (registering on it throws: make an `IconLibrary()`
    /// and put it in ``CellEnvironment/resources``).
    @available(*, deprecated, renamed: "standard")
    public static var shared: IconLibrary { standard }

    /// The set the library serves below its registered icons.
    public let set: IconSet
    private let readOnly: Bool
    private let lock = NSLock()
    private var registered: [String: (parts: [(svg: String, evenOdd: Bool)], viewBox: Double)] = [:]
    private var cache: [String: IconArtwork] = [:]
    private static let own: [String: [(svg: String, evenOdd: Bool)]] = {
        var table: [String: [(svg: String, evenOdd: Bool)]] = [:]
        for entry in OwnIconArtwork.entries { table[entry.name] = entry.parts }
        return table
    }()

    /// A library of the bundled set that icons can be registered in.
    public convenience init() { self.init(set: .bootstrap, readOnly: false) }

    /// A library of `set` that icons can be registered in.
    public convenience init(set: IconSet) { self.init(set: set, readOnly: false) }

    private init(set: IconSet, readOnly: Bool) { self.set = set; self.readOnly = readOnly }

    public static func == (lhs: IconLibrary, rhs: IconLibrary) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// Icons one library holds registered at a time (the artwork cache holds at most these
    /// plus ``maxCachedIcons`` resolved names).
    public static let maxRegisteredIcons = 4096
    /// Resolved names one library keeps parsed; past it the cache starts again.
    public static let maxCachedIcons = 8192

    /// Names drawn mirrored in right-to-left layouts.
    package static let directionalNames: Set<String> = ["chevron.right", "chevron.left"]

    /// Every name the library lists (set, own and registered; not the composed variants), sorted.
    public var names: [String] {
        lock.lock(); defer { lock.unlock() }
        return Set(set.names).union(Self.own.keys).union(registered.keys).sorted()
    }

    /// The built-in names, sorted.
    public static var builtInNames: [String] { Set(IconSet.bootstrap.names).union(own.keys).sorted() }

    /// Registers (or replaces) an icon from SVG path data (`d` attributes) drawn in a square
    /// `viewBox`. The data is parsed now, so a bad path is reported here, not at render time.
    public func register(name: String, svgPathData: [String], viewBox: Double = 16, evenOdd: Bool = false) throws(CellError) {
        guard !readOnly else {
            throw .invalidIconArtwork(name: name, reason: "IconLibrary.standard is read-only; register in an IconLibrary() set in CellEnvironment.resources")
        }
        guard viewBox.isFinite, viewBox > 0 else {
            throw .invalidIconArtwork(name: name, reason: "view box \(viewBox) must be a positive number")
        }
        let parts = svgPathData.map { (svg: $0, evenOdd: evenOdd) }
        let art = try Self.parse(name: name, parts: parts, viewBox: viewBox)
        lock.lock(); defer { lock.unlock() }
        guard registered[name] != nil || registered.count < Self.maxRegisteredIcons else {
            throw .invalidIconArtwork(
                name: name, reason: "the library already holds \(Self.maxRegisteredIcons) registered icons; unregister one first")
        }
        registered[name] = (parts, viewBox)
        cache[name] = art
        cache["\u{1}" + name] = nil
    }

    /// Removes a registered icon (a built-in icon of that name shows again). Returns false
    /// when no icon of that name was registered.
    @discardableResult
    public func unregister(name: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard registered.removeValue(forKey: name) != nil else { return false }
        cache[name] = nil
        cache["\u{1}" + name] = nil
        return true
    }

    /// The artwork for `name` (registered, then CellShot's own, then the set and its variant
    /// grammar), or ``CellError/unknownIcon(_:)``. `layered` asks for the composed, layered
    /// form of a variant (for hierarchical, palette and multicolor rendering).
    public func artwork(named name: String, layered: Bool = false) throws(CellError) -> IconArtwork {
        let key = layered ? "\u{1}" + name : name
        lock.lock()
        if let cached = cache[key] { lock.unlock(); return cached }
        let source = registered[name]
        lock.unlock()
        let art: IconArtwork
        if let source {
            art = try Self.parse(name: name, parts: source.parts, viewBox: source.viewBox)
        } else if let own = Self.own[name] {
            art = try Self.parse(name: name, parts: own, viewBox: 16)
        } else if let resolved = try IconGrammar.resolve(name, in: set, layered: layered) {
            art = resolved
        } else {
            throw .unknownIcon(name)
        }
        lock.lock()
        if cache.count >= Self.maxCachedIcons { cache.removeAll(keepingCapacity: true) }
        cache[key] = art
        lock.unlock()
        return art
    }

    /// Whether `name` resolves (listed or composed).
    public func resolves(_ name: String) -> Bool { (try? artwork(named: name)) != nil }

    /// The `count` listed names closest to `name` by edit distance (ties by name).
    public func nearestNames(to name: String, count: Int = 3) -> [String] {
        IconNames.nearest(to: name, in: names, count: count)
    }

    private static func parse(name: String, parts: [(svg: String, evenOdd: Bool)], viewBox: Double) throws(CellError) -> IconArtwork {
        var out: [IconArtwork.Part] = []
        for part in parts {
            do {
                out.append(IconArtwork.Part(path: try Path(svgData: part.svg), rule: part.evenOdd ? .evenOdd : .nonZero))
            } catch {
                throw .invalidIconArtwork(name: name, reason: String(describing: error))
            }
        }
        return IconArtwork(parts: out, viewBox: viewBox)
    }
}
