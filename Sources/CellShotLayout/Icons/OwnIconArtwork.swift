/// Icons drawn for CellShot itself (16 × 16 view box): the UIKit-style disclosure chevrons,
/// a 1.7-unit bar with round ends and a mitred tip — bolder than Bootstrap's hairline chevron,
/// as in the MetaCellKit screenshots; and `fork.knife` (a fork beside a knife), which the
/// bundled set lacks.
enum OwnIconArtwork {
    static let entries: [(name: String, parts: [(svg: String, evenOdd: Bool)])] = [
        ("chevron.left", [
            ("M10.399 1.399L3.798 8L10.399 14.601A.85 .85 0 0 0 11.601 13.399L6.202 8L11.601 2.601A.85 .85 0 0 0 10.399 1.399Z", false),
        ]),
        ("fork.knife", [
            ("M3 1.6a.6.6 0 0 1 1.2 0V5h.6V1.6a.6.6 0 0 1 1.2 0V5h.6V1.6a.6.6 0 0 1 1.2 0V6.2a2 2 0 0 1-1.4 1.9V14.6a.8.8 0 0 1-1.6 0V8.1A2 2 0 0 1 3 6.2Z", false),
            ("M12.3 1C10.9 1.6 10 3.6 10 6.3V9h1.4v5.6a.8.8 0 0 0 1.6 0V1.6c0-.4-.3-.7-.7-.6Z", false),
        ]),
        ("chevron.right", [
            ("M5.601 1.399L12.202 8L5.601 14.601A.85 .85 0 0 1 4.399 13.399L9.798 8L4.399 2.601A.85 .85 0 0 1 5.601 1.399Z", false),
        ]),
    ]
}
