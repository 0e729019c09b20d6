import CellShotCatalog

/// The catalog decoder at the whole-catalog level: the input is appended to a catalog whose
/// `shared:` section defines a view of 9 261 texts in three alias levels (`*r3`, just under
/// the per-entry budget) and whose `views:` list the input continues, so a few bytes per
/// entry (`- {name: a, view: *r3}`) make many large entries. `Catalog.parse` must stop at
/// the whole-catalog budget within -rss_limit_mb; whatever parses has every snapshot's
/// reference path computed. (Layout is `FuzzCatalog`'s part: one entry of 9 261 texts takes
/// seconds to lay out under AddressSanitizer.)
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCatalogWhole(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = prefix + String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let catalog = try? Catalog.parse(text, file: "fuzz.yaml", folder: "/nonexistent") else { return 0 }
    _ = catalog.referenceFolders
    for snapshot in catalog.snapshots { _ = snapshot.referencePath }
    return 0
}

let prefix: String = {
    func stack(_ anchor: String, of child: String) -> String {
        "  - &\(anchor) {vstack: {children: [" + Array(repeating: "*\(child)", count: 21).joined(separator: ", ") + "]}}\n"
    }
    return "shared:\n  - &t {text: x}\n" + stack("r1", of: "t") + stack("r2", of: "r1") + stack("r3", of: "r2") + "views:\n"
}()
