import CellShotRaster
import Foundation

/// An Xcode asset catalog (`.xcassets` folder) read the way Xcode lays it out: imagesets (PNG
/// at 1×/2×/3×, SVG; light/dark appearances; template rendering intent), colorsets (sRGB,
/// extended sRGB, Display P3 and grey, in float, 8-bit or hex notation; light/dark; high
/// contrast variants, chosen under ``CellEnvironment/contrast`` `.increased`) and symbolsets (custom symbol SVG). Folders whose
/// `Contents.json` sets `provides-namespace` prefix their assets' names (`Icons/star`).
///
/// `Contents.json` files and colours are read when the catalog is opened, so a malformed one
/// is reported then; images are decoded on first use and kept. Within one catalog the first
/// of two assets of one name (in sorted folder order) wins. Immutable after opening apart
/// from its image cache; thread-safe.
public final class AssetCatalog: Hashable, @unchecked Sendable {
    /// Asset folders and groups one catalog may hold.
    public static let maxEntries = 10_000
    /// Folder nesting one catalog may have.
    public static let maxDepth = 16

    struct ImageVariant { var file: String; var scale: Double?; var dark: Bool; var high: Bool }
    struct ImageEntry { var folder: URL; var variants: [ImageVariant]; var template: Bool }

    /// The catalog folder.
    public let url: URL
    private(set) var images: [String: ImageEntry] = [:]
    private(set) var colors: [String: ContrastColors] = [:]
    private(set) var symbols: [String: URL] = [:]
    private let lock = NSLock()
    private var decoded: [String: AssetImage] = [:]
    private var symbolCache: [String: IconArtwork] = [:]

    /// A colorset's colours: standard and, when it has high-contrast entries, high contrast.
    struct ContrastColors { var standard: DynamicColor; var high: DynamicColor? }

    /// Opens the catalog at `path`: a typed error names the first malformed file.
    public init(path: String) throws(AssetError) {
        url = URL(fileURLWithPath: path).standardizedFileURL
        var isDir: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDir), isDir.boolValue else {
            throw .notACatalog(path: path)
        }
        var count = 0
        try walk(url, prefix: "", depth: 0, count: &count)
    }

    public static func == (lhs: AssetCatalog, rhs: AssetCatalog) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The names of the catalog's images, colours and symbols, sorted.
    public var imageNames: [String] { images.keys.sorted() }
    public var colorNames: [String] { colors.keys.sorted() }
    public var symbolNames: [String] { symbols.keys.sorted() }

    private func walk(_ folder: URL, prefix: String, depth: Int, count: inout Int) throws(AssetError) {
        guard depth <= Self.maxDepth else { throw .tooLarge(path: AssetFiles.relative(folder, url), reason: "nested deeper than \(Self.maxDepth) folders") }
        for sub in AssetFiles.subfolders(folder) {
            count += 1
            guard count <= Self.maxEntries else { throw .tooLarge(path: AssetFiles.relative(url, url), reason: "more than \(Self.maxEntries) entries") }
            let ext = sub.pathExtension, name = prefix + sub.deletingPathExtension().lastPathComponent
            switch ext {
            case "imageset":
                if images[name] == nil { images[name] = try imageSet(sub) }
            case "colorset":
                if colors[name] == nil { colors[name] = try colorSet(sub) }
            case "symbolset":
                if symbols[name] == nil { symbols[name] = try symbolSet(sub) }
            case "":
                let contents = (try? AssetFiles.contents(sub, root: url)) ?? [:]
                let namespace = (contents["properties"] as? [String: Any])?["provides-namespace"] as? Bool ?? false
                try walk(sub, prefix: namespace ? name + "/" : prefix, depth: depth + 1, count: &count)
            default: continue
            }
        }
    }

    private func entries(_ contents: [String: Any], _ key: String, _ folder: URL) throws(AssetError) -> [[String: Any]] {
        guard let list = contents[key] as? [[String: Any]] else {
            throw .badContents(file: AssetFiles.relative(folder, url) + "/Contents.json", reason: "no \"\(key)\" array")
        }
        return list
    }

    private static func isDark(_ entry: [String: Any]) -> Bool {
        ((entry["appearances"] as? [[String: Any]]) ?? []).contains { ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark" }
    }

    private static func isHighContrast(_ entry: [String: Any]) -> Bool {
        ((entry["appearances"] as? [[String: Any]]) ?? []).contains { ($0["appearance"] as? String) == "contrast" && ($0["value"] as? String) == "high" }
    }

    private func imageSet(_ folder: URL) throws(AssetError) -> ImageEntry {
        let contents = try AssetFiles.contents(folder, root: url)
        var variants: [ImageVariant] = []
        for entry in try entries(contents, "images", folder) {
            guard let file = entry["filename"] as? String else { continue }
            _ = try AssetFiles.member(file, in: folder, root: url)   // exists, inside the catalog
            let scale = (entry["scale"] as? String).flatMap { Double($0.dropLast()) }
            variants.append(ImageVariant(file: file, scale: scale, dark: Self.isDark(entry), high: Self.isHighContrast(entry)))
        }
        let intent = (contents["properties"] as? [String: Any])?["template-rendering-intent"] as? String
        return ImageEntry(folder: folder, variants: variants, template: intent == "template")
    }

    private func colorSet(_ folder: URL) throws(AssetError) -> ContrastColors {
        let contents = try AssetFiles.contents(folder, root: url)
        let file = AssetFiles.relative(folder, url) + "/Contents.json"
        // Slots: [standard, high] × [light or any, dark]; an entry without a luminosity
        // appearance wins the light slot over an explicit "light" one.
        var slots: [[Color?]] = [[nil, nil], [nil, nil]]
        for entry in try entries(contents, "colors", folder) {
            guard let colorObject = entry["color"] as? [String: Any] else { throw .badColor(file: file, field: "colors[].color", value: "missing") }
            let color = try AssetColor.parse(colorObject, file: file)
            let high = Self.isHighContrast(entry) ? 1 : 0, dark = Self.isDark(entry)
            let anyLuminosity = !((entry["appearances"] as? [[String: Any]]) ?? []).contains { ($0["appearance"] as? String) == "luminosity" }
            if dark { slots[high][1] = color } else if slots[high][0] == nil || anyLuminosity { slots[high][0] = color }
        }
        guard let light = slots[0][0] ?? slots[0][1] else { throw .badContents(file: file, reason: "no colour") }
        let standard = DynamicColor(light: light, dark: slots[0][1] ?? light)
        let highLight = slots[1][0], highDark = slots[1][1]
        guard highLight != nil || highDark != nil else { return ContrastColors(standard: standard, high: nil) }
        return ContrastColors(standard: standard, high: DynamicColor(light: highLight ?? standard.light, dark: highDark ?? standard.dark))
    }

    private func symbolSet(_ folder: URL) throws(AssetError) -> URL {
        let contents = try AssetFiles.contents(folder, root: url)
        guard let file = try entries(contents, "symbols", folder).compactMap({ $0["filename"] as? String }).first else {
            throw .badContents(file: AssetFiles.relative(folder, url) + "/Contents.json", reason: "no symbol file")
        }
        _ = try AssetFiles.member(file, in: folder, root: url)
        return folder.appendingPathComponent(file)
    }

    /// The colour `name` for `contrast` (its high-contrast variant under `.increased`, when it
    /// has one), or nil when this catalog has none.
    public func color(named name: String, contrast: ColorContrast = .standard) -> DynamicColor? {
        guard let contrastColors = colors[name] else { return nil }
        return contrast == .increased ? contrastColors.high ?? contrastColors.standard : contrastColors.standard
    }

    /// The image `name` for `appearance` at `scale`, or nil when this catalog has none.
    /// Under `.increased` contrast, a high-contrast file of the appearance is preferred.
    public func image(named name: String, appearance: Appearance, scale: Double, contrast: ColorContrast = .standard) throws(AssetError) -> AssetImage? {
        guard let entry = images[name] else { return nil }
        let pool = Self.pool(entry.variants, dark: appearance == .dark, high: contrast == .increased)
        guard let variant = Self.pick(pool, scale: scale) else {
            throw .badContents(file: AssetFiles.relative(entry.folder, url) + "/Contents.json", reason: "no image file listed")
        }
        let key = "\(name)|\(variant.file)|\(scale)"
        lock.lock()
        if let hit = decoded[key] { lock.unlock(); return hit }
        lock.unlock()
        let bytes = try AssetFiles.member(variant.file, in: entry.folder, root: url)
        let image = try AssetImage.decode([UInt8](bytes), file: AssetFiles.relative(entry.folder, url) + "/" + variant.file,
                                          scale: variant.scale, displayScale: scale, template: entry.template)
        lock.lock(); decoded[key] = image; lock.unlock()
        return image
    }

    /// The variants of the appearance (dark falls back to light), high-contrast ones first
    /// when `high` and the appearance has some, else the standard ones.
    static func pool(_ all: [ImageVariant], dark: Bool, high: Bool) -> [ImageVariant] {
        let standard = all.filter { !$0.high }, contrast = all.filter(\.high)
        func of(_ list: [ImageVariant]) -> [ImageVariant] {
            let same = list.filter { $0.dark == dark }
            return same.isEmpty ? list.filter { !$0.dark } : same
        }
        if high, !of(contrast).isEmpty { return of(contrast) }
        return of(standard)
    }

    /// The variant for `scale`: exact, else the smallest larger one, else the largest; a
    /// scale-less (vector or single-scale) file when there is no scaled one.
    static func pick(_ pool: [ImageVariant], scale: Double) -> ImageVariant? {
        let scaled = pool.filter { $0.scale != nil }.sorted { $0.scale! < $1.scale! }
        guard !scaled.isEmpty else { return pool.first }
        return scaled.first { $0.scale! >= scale } ?? scaled.last
    }

    /// The custom symbol `name` as icon artwork, or nil when this catalog has none.
    public func symbol(named name: String) throws(AssetError) -> IconArtwork? {
        guard let file = symbols[name] else { return nil }
        lock.lock()
        if let hit = symbolCache[name] { lock.unlock(); return hit }
        lock.unlock()
        let rel = AssetFiles.relative(file, url)
        let bytes = try AssetFiles.member(file.lastPathComponent, in: file.deletingLastPathComponent(), root: url)
        let svg = try AssetSVG([UInt8](bytes), file: rel, group: "Regular-M")
        let art = svg.artwork()
        lock.lock(); symbolCache[name] = art; lock.unlock()
        return art
    }
}
