/// The icon samples of the gallery: a contact sheet per bundled icon set (at 1×, twelve a row).
enum IconGallery {
    static func entries() -> [GalleryEntry] {
        let columns = 12
        let names = IconLibrary.standard.names
        return [
            GalleryEntry(name: "icons-bootstrap-sheet", width: IconSheet.width(columns: columns), environment: Gallery.env(scale: 1)) { w, env in
                try IconSheet.view(names: names, columns: columns).layout(width: w, environment: env)
            },
        ]
    }
}
