import CellShotCatalog

/// The error that parsing `yaml` (as `c.yaml`, files relative to `folder`) gives, or nil when it parses.
func catalogError(_ yaml: String, folder: String = ".") -> CatalogError? {
    do {
        _ = try Catalog.parse(yaml, file: "c.yaml", folder: folder)
        return nil
    } catch {
        return error
    }
}
