import CellShotLayout

/// Cells titled in the scripts of the bundled Noto Sans faces: Hindi (Devanagari), Bengali
/// and Tamil, each in light and dark.
enum ScriptGallery {
    static let titles = [("hindi", "कार्यालय की साप्ताहिक बैठक: रिपोर्ट, प्रस्तुति और अगले क़दम"),
                         ("bengali", "সাপ্তাহিক সভা: প্রতিবেদন, উপস্থাপনা এবং পরবর্তী কর্মসূচি"),
                         ("tamil", "வாராந்திர கூட்டம்: அறிக்கை, விளக்கக்காட்சி மற்றும் அடுத்த படிகள்")]

    static func entries() -> [GalleryEntry] {
        var entries: [GalleryEntry] = []
        for (name, title) in titles {
            var card = Gallery.cell(.detail, chips: 2)
            card.title = title
            for appearance in Appearance.allCases {
                entries.append(GalleryEntry(name: "script-\(name)-\(appearance.rawValue)", cell: card, environment: Gallery.env(appearance)))
            }
        }
        return entries
    }
}
