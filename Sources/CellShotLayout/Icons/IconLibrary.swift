import CellShotRaster
import Foundation

/// Vector artwork for one icon: filled parts in a square view box.
public struct IconArtwork: Hashable, Sendable {
    public struct Part: Hashable, Sendable {
        public var path: Path
        public var rule: FillRule
    }
    public var parts: [Part]
    /// Side of the square view box the paths are drawn in.
    public var viewBox: Double

    /// Fill operations drawing the icon scaled to `rect`'s height and centred in it, tinted
    /// `color`; `mirrored` flips it horizontally (directional icons in right-to-left layouts).
    public func operations(in rect: Rect, color: Color, mirrored: Bool = false) -> [DisplayList.Operation] {
        let s = rect.height / viewBox
        let ox = rect.minX + (rect.width - s * viewBox) / 2, oy = rect.minY + (rect.height - s * viewBox) / 2
        let t = mirrored
            ? Transform(a: -s, b: 0, c: 0, d: s, tx: ox + s * viewBox, ty: oy)
            : Transform(a: s, b: 0, c: 0, d: s, tx: ox, ty: oy)
        return parts.map { .fill($0.path.transformed(by: t), .solid(color), $0.rule) }
    }
}

/// Icons addressed by SF-Symbols-style names: the built-in set (Bootstrap Icons, MIT, converted
/// by Tools/icons/convert.py) plus icons users register from SVG path data. Artwork is parsed
/// on first use and cached. Thread-safe.
public final class IconLibrary: @unchecked Sendable {
    /// The process-wide library.
    public static let shared = IconLibrary()

    private let lock = NSLock()
    private var registered: [String: (parts: [(svg: String, evenOdd: Bool)], viewBox: Double)] = [:]
    private var cache: [String: IconArtwork] = [:]
    private static let builtIn: [String: [(svg: String, evenOdd: Bool)]] = {
        var d: [String: [(svg: String, evenOdd: Bool)]] = [:]
        for e in BuiltInIconArtwork.entries { d[e.name] = e.parts }
        for e in OwnIconArtwork.entries { d[e.name] = e.parts }
        return d
    }()

    public init() {}

    /// Icons one library holds registered at a time (the artwork cache holds at most these
    /// plus the built-in set).
    public static let maxRegisteredIcons = 4096

    /// Names drawn mirrored in right-to-left layouts.
    package static let directionalNames: Set<String> = ["chevron.right", "chevron.left"]

    /// Every available name, sorted.
    public var names: [String] {
        lock.lock(); defer { lock.unlock() }
        return Set(Self.builtIn.keys).union(registered.keys).sorted()
    }

    /// The built-in names, sorted.
    public static var builtInNames: [String] {
        (BuiltInIconArtwork.entries.map(\.name) + OwnIconArtwork.entries.map(\.name)).sorted()
    }

    /// Registers (or replaces) an icon from SVG path data (`d` attributes) drawn in a square
    /// `viewBox`. The data is parsed now, so a bad path is reported here, not at render time.
    public func register(name: String, svgPathData: [String], viewBox: Double = 16, evenOdd: Bool = false) throws(CellError) {
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
    }

    /// Removes a registered icon (a built-in icon of that name shows again). Returns false
    /// when no icon of that name was registered.
    @discardableResult
    public func unregister(name: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard registered.removeValue(forKey: name) != nil else { return false }
        cache[name] = nil
        return true
    }

    /// The artwork for `name`, or ``CellError/unknownIcon(_:)``.
    public func artwork(named name: String) throws(CellError) -> IconArtwork {
        lock.lock()
        if let a = cache[name] { lock.unlock(); return a }
        let source: (parts: [(svg: String, evenOdd: Bool)], viewBox: Double)?
        if let r = registered[name] { source = r } else if let b = Self.builtIn[name] { source = (b, BuiltInIconArtwork.viewBox) } else { source = nil }
        lock.unlock()
        guard let source else { throw .unknownIcon(name) }
        let art = try Self.parse(name: name, parts: source.parts, viewBox: source.viewBox)
        lock.lock(); cache[name] = art; lock.unlock()
        return art
    }

    private static func parse(name: String, parts: [(svg: String, evenOdd: Bool)], viewBox: Double) throws(CellError) -> IconArtwork {
        var out: [IconArtwork.Part] = []
        for p in parts {
            do {
                out.append(IconArtwork.Part(path: try Path(svgData: p.svg), rule: p.evenOdd ? .evenOdd : .nonZero))
            } catch {
                throw .invalidIconArtwork(name: name, reason: String(describing: error))
            }
        }
        return IconArtwork(parts: out, viewBox: viewBox)
    }
}
