import CellShotIO
import CellShotRaster
import Foundation

/// Where fonts come from: the bundled faces (Roboto Regular/Medium/Bold, Inter Regular/
/// Medium/SemiBold/Bold, DejaVu Sans, DejaVu Sans Mono Book/Bold, Noto Color Emoji for emoji,
/// and Regular and Bold faces of Noto Sans CJK for Chinese, Japanese and Korean and of Noto Sans
/// for ten Indic scripts and for Thai, Lao, Armenian, Georgian and Ethiopic: ``ScriptFace``)
/// and fonts registered by the user. Thread-safe; faces are
/// parsed once, on first use. At most ``maxRegisteredFonts`` user fonts at a time:
/// ``unregister(name:)`` frees one and its glyphs.
///
/// A `Font` resolves its family through ``current``: a render binds its environment's
/// registry there (CellShotLayout's `CellResources.fonts`, ``standard`` unless replaced), so
/// two renders with different registries run side by side. The bundled faces are parsed once
/// per process and shared by every registry; registered faces belong to one registry.
public final class FontRegistry: @unchecked Sendable {
    /// The process's registry: ``current`` outside a render (text measured or laid out
    /// directly), and the registry fonts are registered in unless a test makes its own.
    public static let shared = FontRegistry()

    /// The bundled faces only; registering in it throws ``FontError/readOnlyRegistry``. A
    /// render's default (make a `FontRegistry()`, register in it, and put it in the environment).
    public static let standard = FontRegistry(readOnly: true)

    /// The registry `Font` resolves families through in this task (``shared`` unless a render
    /// or `withValue` binds another).
    @TaskLocal public static var current: FontRegistry = shared

    /// Bundled resource file names (without ".ttf" / ".otf") in registry order.
    static let bundledFiles = ["Roboto-Regular", "Roboto-Medium", "Roboto-Bold", "DejaVuSans",
                               "Inter-Regular", "Inter-Medium", "Inter-SemiBold", "Inter-Bold", emojiFile]
                               + ScriptFace.files + monospacedFiles
    /// The bundled colour emoji font, loaded the first time an emoji needs it.
    static let emojiFile = "NotoColorEmoji"
    /// DejaVu Sans Mono Book and Bold (Debian's fonts-dejavu-core, the package DejaVu Sans comes
    /// from; licence in LICENSE-DejaVu.txt): the monospaced design, standing in for SF Mono.
    static let monospacedFiles = ["DejaVuSansMono", "DejaVuSansMono-Bold"]
    static let robotoFamily = "Roboto"
    /// The bundled monospaced family (``monospacedFiles``); medium draws Book, semibold Bold.
    public static let monospacedFamily = "DejaVu Sans Mono"
    static let dejaVuFamily = "DejaVu Sans"
    static let interFamily = "Inter"
    /// The bundled family names.
    static let bundledFamilies = [robotoFamily, dejaVuFamily, interFamily, monospacedFamily]
    /// Bytes a registered font may have.
    public static let maxFontBytes = 64 << 20
    /// User fonts one registry holds at a time.
    public static let maxRegisteredFonts = 64

    /// Face ids are unique in the process (they key the shared glyph cache) and never reused.
    private static let idLock = NSLock()
    nonisolated(unsafe) private static var lastID = -1
    private static func newID() -> Int {
        idLock.lock(); defer { idLock.unlock() }
        lastID += 1
        return lastID
    }

    /// Every live face by id, bundled or registered in any registry (ids are unique in the
    /// process), so a laid-out glyph draws whichever registry shaped it. Guards the map only:
    /// no font is parsed while it is held.
    private static let faceLock = NSLock()
    nonisolated(unsafe) private static var allFaces: [Int: FontFace] = [:]
    /// One slot per bundled file (and the synthetic stand-in), each parsed once per process by
    /// its first user while later users of the same file wait; other files are not held up.
    private static let bundled: [String: BundledFace] = Dictionary(
        uniqueKeysWithValues: (bundledFiles + [syntheticName]).map { ($0, BundledFace()) })
    private static let syntheticName = "Synthetic"

    /// Guards this registry's maps only: no font is parsed while it is held.
    private let lock = NSLock()
    private let readOnly: Bool
    /// This registry's user faces by id.
    private var faces: [Int: FontFace] = [:]
    /// User-registered family name → face id.
    private var registered: [String: Int] = [:]
    /// (family, weight) → fallback chain (or its first face alone).
    private var chains: [ChainKey: [FontFace]] = [:]
    /// Bumped by every register and unregister: a chain built meanwhile is not stored.
    private var generation = 0

    private struct ChainKey: Hashable { let family: String; let weight: FontWeight; let fallbacks: Bool }

    /// An empty registry: the bundled faces and no user fonts.
    public convenience init() { self.init(readOnly: false) }

    private init(readOnly: Bool) { self.readOnly = readOnly }

    deinit {
        Self.faceLock.lock()
        for id in faces.keys { Self.allFaces[id] = nil }
        Self.faceLock.unlock()
    }

    /// Registers a TrueType, OpenType or colour bitmap (CBLC/CBDT) font under `name` (used as `Font(family: name, …)` for every weight).
    public func register(name: String, data: [UInt8]) throws(FontError) {
        guard !readOnly else { throw .readOnlyRegistry }
        guard !name.isEmpty, !FontRegistry.bundledFamilies.contains(name) else {
            throw .invalidName(name)
        }
        guard data.count <= FontRegistry.maxFontBytes else {
            throw .limitExceeded(table: "sfnt", offset: 0, what: "file size", value: data.count, limit: FontRegistry.maxFontBytes)
        }
        try checkRegistrable(name)
        // Parsed without the lock, so lookups in other threads go on meanwhile (bytes parsed
        // before share their tables); the name and the limit are checked again before the
        // face is added.
        let face = try ParsedFaces.shared.face(name: name, id: FontRegistry.newID(), data: data)
        lock.lock(); defer { lock.unlock() }
        try checkRegistrable(name, locked: true)
        faces[face.id] = face
        registered[name] = face.id
        chains = [:]
        generation += 1
        Self.faceLock.lock(); Self.allFaces[face.id] = face; Self.faceLock.unlock()
    }

    /// Throws when `name` is taken or the registry is full.
    private func checkRegistrable(_ name: String, locked: Bool = false) throws(FontError) {
        if !locked { lock.lock() }
        defer { if !locked { lock.unlock() } }
        guard registered[name] == nil else { throw .invalidName(name) }
        guard registered.count < FontRegistry.maxRegisteredFonts else {
            throw .tooManyFonts(limit: FontRegistry.maxRegisteredFonts)
        }
    }

    /// Removes the font registered under `name`, its cached glyphs (outlines and colour
    /// bitmaps) and the strings shaped with it; text in that family
    /// falls back to the default face again. Returns false when no such font is registered.
    @discardableResult
    public func unregister(name: String) -> Bool {
        lock.lock()
        guard let id = registered.removeValue(forKey: name) else { lock.unlock(); return false }
        faces[id] = nil
        chains = [:]
        generation += 1
        lock.unlock()
        Self.faceLock.lock(); Self.allFaces[id] = nil; Self.faceLock.unlock()
        GlyphCache.shared.removeAll(face: id)
        ColorGlyphCache.shared.removeAll(face: id)
        ShapedTextCache.removeAll(face: id)
        return true
    }

    /// Registers the TrueType or OpenType (CFF) font file at `path` under `name`.
    /// Regular files only: a FIFO, device or directory is refused at once, never waited on.
    public func register(name: String, path: String) throws(FontError) {
        let data: [UInt8]
        do { data = try FileBytes.read(path, maxBytes: FontRegistry.maxFontBytes) } catch {
            throw .unreadableFile(path: path, reason: "cannot \(error.operation): \(error.message)")
        }
        try register(name: name, data: data)
    }

    /// Names usable as `Font.family`, sorted.
    public var familyNames: [String] {
        lock.lock(); defer { lock.unlock() }
        return (FontRegistry.bundledFamilies + registered.keys).sorted()
    }

    /// The face with this id (ids come from `FontFace.id`), from whichever registry holds it.
    func face(id: Int) -> FontFace? {
        Self.faceLock.lock(); defer { Self.faceLock.unlock() }
        return Self.allFaces[id]
    }

    /// The faces tried in order for each character of text in `family`/`weight`: the family's
    /// face (none for an unknown family), Inter of that weight (the default face, as iOS falls
    /// back to the system font), Roboto of that weight, then DejaVu Sans (Hebrew, Arabic,
    /// symbols).
    /// Never empty: if no bundled font can be read, a synthetic face stands in.
    func chain(family: String, weight: FontWeight) -> [FontFace] {
        faces(ChainKey(family: family, weight: weight, fallbacks: true))
    }

    /// The first face of ``chain(family:weight:)``, found without parsing the faces after it.
    func primaryFace(family: String, weight: FontWeight) -> FontFace {
        faces(ChainKey(family: family, weight: weight, fallbacks: false))[0]
    }

    /// The chain of `key`, or its first face alone when `key.fallbacks` is false.
    private func faces(_ key: ChainKey) -> [FontFace] {
        lock.lock()
        if let cached = chains[key] { lock.unlock(); return cached }
        let own = registered[key.family].flatMap { faces[$0] }
        let seen = generation
        lock.unlock()
        let chain = Self.chain(key, own: own)
        lock.lock(); defer { lock.unlock() }
        if generation == seen { chains[key] = chain }
        return chain
    }

    /// The faces of `key`'s chain (`own`: the family's registered face), bundled ones parsed
    /// (first use only) in chain order; without fallbacks, none after the first that can be read.
    private static func chain(_ key: ChainKey, own: FontFace?) -> [FontFace] {
        let weight = key.weight
        // nil: the family's registered face.
        let first: String? = switch key.family {
        case FontRegistry.dejaVuFamily: "DejaVuSans"
        case FontRegistry.robotoFamily: FontRegistry.robotoFile(weight)
        case FontRegistry.monospacedFamily: FontRegistry.monospacedFiles[weight == .regular || weight == .medium ? 0 : 1]
        default: nil
        }
        var chain: [FontFace] = []
        for file in [first, FontRegistry.interFile(weight), FontRegistry.robotoFile(weight), "DejaVuSans"] {
            let candidate = if let file { Self.loadBundled(file) } else { own }
            if let face = candidate, !chain.contains(where: { $0 === face }) { chain.append(face) }
            if !key.fallbacks, !chain.isEmpty { return chain }
        }
        if chain.isEmpty, let synthetic = Self.loadBundled(Self.syntheticName) { chain.append(synthetic) }
        return chain
    }

    /// The colour emoji face (bundled Noto Color Emoji), parsed on first use; nil when the
    /// resource cannot be read.
    var emojiFace: FontFace? { Self.loadBundled(FontRegistry.emojiFile) }

    /// The bundled face that draws `script` at `weight` (``ScriptFace/file(_:)``), parsed on
    /// first use; nil when the resource cannot be read.
    func face(for script: ScriptFace, weight: FontWeight) -> FontFace? { Self.loadBundled(script.file(weight)) }

    /// ``face(for:weight:)`` when it has been parsed already, else nil (nothing is read).
    func loadedFace(for script: ScriptFace, weight: FontWeight) -> FontFace? {
        guard let slot = Self.bundled[script.file(weight)] else { return nil }
        slot.lock.lock(); defer { slot.lock.unlock() }
        return slot.loaded ? slot.face : nil
    }

    /// Inter has every weight.
    static func interFile(_ weight: FontWeight) -> String {
        switch weight {
        case .regular: "Inter-Regular"
        case .medium: "Inter-Medium"
        case .semibold: "Inter-SemiBold"
        case .bold: "Inter-Bold"
        }
    }

    /// Roboto has no semibold: semibold maps to Roboto Bold.
    static func robotoFile(_ weight: FontWeight) -> String {
        switch weight {
        case .regular: "Roboto-Regular"
        case .medium: "Roboto-Medium"
        case .semibold, .bold: "Roboto-Bold"
        }
    }

    /// A bundled face (or the synthetic stand-in), parsed once per process by the first
    /// caller while later callers of the same file wait; nil when the resource is unreadable.
    private static func loadBundled(_ file: String) -> FontFace? {
        guard let slot = bundled[file] else { return nil }
        slot.lock.lock(); defer { slot.lock.unlock() }
        if slot.loaded { return slot.face }
        slot.loaded = true
        let face: FontFace
        if file == syntheticName {
            face = FontFace(syntheticNamed: file, id: FontRegistry.newID())
        } else {
            guard let data = FontRegistry.bundledFontData(file),
                  let parsed = try? FontFace(name: file, id: FontRegistry.newID(), data: data) else { return nil }
            face = parsed
        }
        slot.face = face
        faceLock.lock(); allFaces[face.id] = face; faceLock.unlock()
        return face
    }

    /// The bytes of a bundled font file (for tools and tests), e.g. "Roboto-Regular" or "Inter-Bold".
    public static func bundledFontData(_ file: String) -> [UInt8]? {
        guard let url = Bundle.module.url(forResource: file, withExtension: "ttf", subdirectory: "Fonts")
                ?? Bundle.module.url(forResource: file, withExtension: "otf", subdirectory: "Fonts"),
              let data = try? Data(contentsOf: url) else { return nil }
        return [UInt8](data)
    }
}

/// One bundled face's once-only parse.
private final class BundledFace: @unchecked Sendable {
    let lock = NSLock()
    var loaded = false
    var face: FontFace?
}
