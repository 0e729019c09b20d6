import CellShotCatalog

/// The catalog file: any bytes as catalog text (YAML, of which JSON is a subset), decoded and
/// expanded by `Catalog.parse` the way `snapshot record` and `verify` read it. Whatever
/// parses has its reference paths and folders computed, and its first cards laid out.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let catalog = try? Catalog.parse(text, file: "fuzz.yaml", folder: "/nonexistent") else { return 0 }
    _ = catalog.referenceFolders
    for snapshot in catalog.snapshots.prefix(4) {
        _ = snapshot.referencePath
        _ = try? snapshot.layout()
    }
    return 0
}
