/// Icons drawn for CellShot itself (16 × 16 view box): the UIKit-style disclosure chevrons,
/// a 1.7-unit bar with round ends and a mitred tip — bolder than Bootstrap's hairline chevron,
/// as in the MetaCellKit screenshots.
enum OwnIconArtwork {
    static let entries: [(name: String, parts: [(svg: String, evenOdd: Bool)])] = [
        ("chevron.left", [
            ("M10.399 1.399L3.798 8L10.399 14.601A.85 .85 0 0 0 11.601 13.399L6.202 8L11.601 2.601A.85 .85 0 0 0 10.399 1.399Z", false),
        ]),
        ("chevron.right", [
            ("M5.601 1.399L12.202 8L5.601 14.601A.85 .85 0 0 1 4.399 13.399L9.798 8L4.399 2.601A.85 .85 0 0 1 5.601 1.399Z", false),
        ]),
    ]
}
