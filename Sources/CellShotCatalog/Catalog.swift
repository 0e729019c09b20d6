import CellShotGallery
import CellShotLayout
import Foundation
import Yams

/// A snapshot catalog: every named snapshot a catalog file (and the files it includes)
/// describes, in file order, after variant-matrix expansion. See docs/catalog.md.
public struct Catalog: Sendable {
    /// The default catalog path, relative to the working folder.
    public static let defaultPath = "Snapshots/catalog.yaml"
    /// The largest catalog file read (bytes).
    public static let maxFileBytes = 16 << 20
    /// The most snapshots one catalog may expand into.
    public static let maxSnapshots = 100_000
    /// The deepest chain of includes.
    public static let maxIncludeDepth = 16

    /// The catalog file that was loaded.
    public var file: String
    /// Every snapshot, in catalog order, names unique.
    public var snapshots: [CatalogSnapshot]

    /// A catalog of `snapshots` (names must be unique; ``load(_:)`` checks that).
    public init(file: String, snapshots: [CatalogSnapshot]) { self.file = file; self.snapshots = snapshots }

    /// Reads, decodes and expands the catalog at `path` (YAML or JSON), with its includes.
    public static func load(_ path: String) throws(CatalogError) -> Catalog {
        var loader = CatalogLoader()
        try loader.load(path, includedFrom: nil)
        return Catalog(file: path, snapshots: loader.snapshots)
    }

    /// The most views, rows and sections a whole catalog decodes into (``load(_:)``).
    public static let maxDecodedElements = DecodeBudget.catalogLimit

    /// Decodes catalog text that did not come from a file (`file` names it in errors);
    /// references resolve against `folder`, includes are not allowed. `maxDecodedElements`
    /// lowers the whole-catalog decode budget (fuzzing reaches it in milliseconds).
    public static func parse(_ text: String, file: String = "catalog.yaml", folder: String = ".",
                             maxDecodedElements: Int = Catalog.maxDecodedElements) throws(CatalogError) -> Catalog {
        var loader = CatalogLoader(budget: DecodeBudget.Pool(limit: min(maxDecodedElements, Catalog.maxDecodedElements)))
        try loader.decode(text, file: file, folder: folder)
        return Catalog(file: file, snapshots: loader.snapshots)
    }

    /// The reference folders the snapshots use, sorted, each once.
    public var referenceFolders: [String] { Array(Set(snapshots.map(\.referenceFolder))).sorted() }
}

/// Reads catalog files, follows includes (refusing loops), expands entries and checks names.
struct CatalogLoader {
    var snapshots: [CatalogSnapshot] = []
    private var firstDefinition: [String: FileLocation] = [:]
    private var stack: [String] = []
    /// What all entries together may still decode into.
    private let budget: DecodeBudget.Pool

    init(budget: DecodeBudget.Pool = DecodeBudget.Pool()) { self.budget = budget }

    static let topKeys = ["references", "include", "shared", "cards", "views", "tables", "samples"]
    static let cardKeys = ["name", "matrix"] + CardDecoder.contentKeys + CatalogVariant.keys
    static let viewKeys = ["name", "matrix", "view"] + CatalogVariant.keys
    static let tableKeys = ["name", "matrix"] + TableDecoder.entryKeys + CatalogVariant.keys
    static let axes = CatalogVariant.keys + ["state"]

    mutating func load(_ path: String, includedFrom: CatalogNode?) throws(CatalogError) {
        let canonical = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        func fail(_ message: String) -> CatalogError {
            includedFrom?.error(message) ?? CatalogError(file: path, message: message)
        }
        if let loopStart = stack.firstIndex(of: canonical) {
            let chain = (stack[loopStart...] + [canonical]).map { ($0 as NSString).lastPathComponent }.joined(separator: " → ")
            throw fail("include loop: \(chain)")
        }
        guard stack.count < Catalog.maxIncludeDepth else { throw fail("includes nest deeper than \(Catalog.maxIncludeDepth) files") }
        let bytes: Data
        do {
            bytes = try LimitedFile.read(path, limit: Catalog.maxFileBytes)
        } catch {
            throw fail("cannot read catalog: \(error)")
        }
        guard let text = String(data: bytes, encoding: .utf8) else { throw fail("catalog \(path) is not UTF-8 text") }
        stack.append(canonical)
        defer { stack.removeLast() }
        try decode(text, file: path, folder: (path as NSString).deletingLastPathComponent)
    }

    mutating func decode(_ text: String, file: String, folder: String) throws(CatalogError) {
        let base = folder.isEmpty ? "." : folder
        let root: Node?
        do {
            root = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            throw Self.yamlError(error, file: file)
        } catch {
            throw CatalogError(file: file, message: "cannot parse: \(error)")
        }
        guard let root else { throw CatalogError(file: file, line: 1, column: 1, message: "the catalog is empty", expected: "a mapping with keys \(Self.topKeys.joined(separator: ", "))") }
        let top = try CatalogNode(node: root, file: file, path: "").fields(Self.topKeys)
        let references = try top["references"]?.string() ?? "references"
        let referenceFolder = references.hasPrefix("/") ? references : "\(base)/\(references)"
        for include in top["include"]?.listOrOne() ?? [] {
            let relative = try include.string()
            try load(relative.hasPrefix("/") ? relative : "\(base)/\(relative)", includedFrom: include)
        }
        for entry in try top["cards"]?.list() ?? [] {
            try expand(card: entry, referenceFolder: referenceFolder)
        }
        let decodedViews = DecodedViews()
        for entry in try top["views"]?.list() ?? [] {
            let fields = try entry.fields(Self.viewKeys)
            let view = try ViewDecoder(folder: base, budget: DecodeBudget(pool: budget), decoded: decodedViews).view(fields.required("view"))
            let decoded = DecodedLayout { width, environment in try view.layout(width: width, environment: environment) }
            try expand(fields, entry: entry, referenceFolder: referenceFolder, axes: CatalogVariant.keys) { _ in decoded.subject }
        }
        for entry in try top["tables"]?.list() ?? [] {
            let fields = try entry.fields(Self.tableKeys)
            let decoded = try TableDecoder(views: ViewDecoder(folder: base, budget: DecodeBudget(pool: budget), decoded: decodedViews)).entry(fields)
            try expand(fields, entry: entry, referenceFolder: referenceFolder, axes: CatalogVariant.keys) { _ in decoded.subject }
        }
        for item in try top["samples"]?.list() ?? [] {
            for sample in try Self.samples(item) {
                try add(CatalogSnapshot(name: sample.name, subject: .sample(sample), variant: Variant(width: sample.width, environment: sample.environment),
                                        referenceFolder: referenceFolder, source: FileLocation(file: item.file, line: item.line, column: item.column)),
                        nameNode: item)
            }
        }
    }

    /// The built-in gallery samples, by name.
    static let gallery = Gallery.entries()

    /// `name` (one built-in sample) or `{prefix: text}` (every built-in sample whose name
    /// starts with it, in gallery order).
    static func samples(_ item: CatalogNode) throws(CatalogError) -> [GalleryEntry] {
        if case .mapping = item.node {
            let prefix = try item.fields(["prefix"]).required("prefix").string()
            let found = gallery.filter { $0.name.hasPrefix(prefix) }
            guard !found.isEmpty else { throw item.error("no built-in sample starts with \"\(prefix)\"") }
            return found
        }
        let name = try item.string()
        guard let sample = gallery.first(where: { $0.name == name }) else {
            var message = "unknown built-in sample \"\(name)\""
            if let near = Spelling.nearest(to: name, in: gallery.map(\.name)) { message += "; did you mean \"\(near)\"?" }
            throw item.error(message, expected: "a name that `Gallery.entries()` defines, or {prefix: …}")
        }
        return [sample]
    }

    /// Adds a snapshot whose name is unique so far.
    mutating func add(_ snapshot: CatalogSnapshot, nameNode: CatalogNode) throws(CatalogError) {
        if let first = firstDefinition[snapshot.name] {
            throw nameNode.error("duplicate snapshot name \"\(snapshot.name)\" (first defined at \(first))", expected: "names unique after matrix expansion")
        }
        guard snapshots.count < Catalog.maxSnapshots else { throw nameNode.error("the catalog expands past \(Catalog.maxSnapshots) snapshots") }
        firstDefinition[snapshot.name] = snapshot.source
        snapshots.append(snapshot)
    }

    /// Expands one card entry over its matrix and adds the snapshots.
    mutating func expand(card entry: CatalogNode, referenceFolder: String) throws(CatalogError) {
        let fields = try entry.fields(Self.cardKeys)
        let cell = try CardDecoder.cell(fields)
        try expand(fields, entry: entry, referenceFolder: referenceFolder, axes: Self.axes) { state in
            var copy = cell
            copy.state = state ?? cell.state
            return .card(copy)
        }
    }

    /// Expands an entry's `matrix` (over `axes`) from its own variant fields, naming each
    /// snapshot from the `name` template, and adds what `subject` makes of each `state`
    /// (nil where the matrix has no state axis).
    mutating func expand(_ fields: CatalogFields, entry: CatalogNode, referenceFolder: String, axes allowed: [String],
                         subject: (VisualState?) -> CatalogSnapshot.Subject) throws(CatalogError) {
        let nameNode = try fields.required("name")
        let template = try nameNode.string()
        let base = try CatalogVariant.base(fields)
        var variants = [base]
        if let node = fields["matrix"] {
            let matrix = try CatalogVariant.matrix(node, allowed: allowed)
            guard matrix.count <= Catalog.maxSnapshots - snapshots.count else {
                throw node.error("expands past \(Catalog.maxSnapshots) snapshots")
            }
            variants = matrix.variants(from: base)
        }
        let location = FileLocation(file: entry.file, line: entry.line, column: entry.column)
        for variant in variants {
            let name = try NameTemplate.expand(template, variant: variant, node: nameNode)
            try add(CatalogSnapshot(name: name, subject: subject(variant.state), variant: variant, referenceFolder: referenceFolder,
                                    source: location),
                    nameNode: nameNode)
        }
    }

    /// A Yams error as a positioned catalog error.
    static func yamlError(_ error: YamlError, file: String) -> CatalogError {
        switch error {
        case .scanner(let context, let problem, let mark, _), .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let prefix = context.map { "\($0.text) " } ?? ""
            return CatalogError(file: file, line: mark.line, column: mark.column, message: "malformed YAML: \(prefix)\(problem)")
        default:
            return CatalogError(file: file, message: "malformed YAML: \(error)")
        }
    }
}
