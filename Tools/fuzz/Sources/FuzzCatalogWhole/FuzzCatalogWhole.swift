import CellShotCatalog

/// The catalog decoder at the whole-catalog level: the input is appended to a catalog whose
/// `shared:` section defines views of 21 and 441 texts in alias levels (`*r1`, `*r2`) and
/// whose `views:` list the input continues, so a few bytes per entry
/// (`- {name: a, view: *r2}`) make many large entries. `Catalog.parse` runs with the
/// whole-catalog budget lowered to 20 000 elements (the real 500 000 takes seconds per input
/// under AddressSanitizer) and must stop there within -rss_limit_mb; whatever parses has every
/// snapshot's reference path computed. (Layout is `FuzzCatalog`'s part.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogWhole(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = prefix + String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let catalog = try? Catalog.parse(text, file: "fuzz.yaml", folder: "/nonexistent", maxDecodedElements: 20_000) else { return 0 }
    _ = catalog.referenceFolders
    for snapshot in catalog.snapshots { _ = snapshot.referencePath }
    return 0
}

let prefix: String = {
    func stack(_ anchor: String, of child: String) -> String {
        "  - &\(anchor) {vstack: {children: [" + Array(repeating: "*\(child)", count: 21).joined(separator: ", ") + "]}}\n"
    }
    return "shared:\n  - &t {text: x}\n" + stack("r1", of: "t") + stack("r2", of: "r1") + "views:\n"
}()
