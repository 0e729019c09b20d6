import CellShotLayout

/// The icon samples of the gallery: a contact sheet per bundled icon set (at 1×, twelve a row)
/// and a sheet of SF's variant grammar on eight bases (the set's own files and composed ones).
enum IconGallery {
    static func entries() -> [GalleryEntry] {
        let columns = 12
        let names = IconLibrary.standard.names
        return [
            GalleryEntry(name: "icons-bootstrap-sheet", width: IconSheet.width(columns: columns), environment: Gallery.env(scale: 1)) { width, env in
                try IconSheet.view(names: names, columns: columns).layout(width: width, environment: env)
            },
            GalleryEntry(name: "icons-bootstrap-variants", width: IconSheet.width(columns: 8), environment: Gallery.env(scale: 2)) { width, env in
                try IconSheet.view(names: variants, columns: 8).layout(width: width, environment: env)
            },
        ]
    }

    static let variants: [String] = ["airplane", "wifi", "trash", "star", "person", "bell", "folder", "heart"].flatMap { base in
        ["", ".fill", ".circle", ".circle.fill", ".square", ".square.fill", ".slash", ".badge.plus"].map { base + $0 }
    }
}
