import CellShotRaster

/// Right-to-left and mixed-direction text: Hebrew and Arabic titles wrapped and truncated in
/// right-to-left boxes, Arabic joining and lam-alef, harakat and niqqud, numbers and brackets
/// inside the other direction, and characters no font has (.notdef boxes). A golden image of
/// the bidi and shaping path (Tests/CellShotDeterminismTests/Golden/scripts.png).
package enum ScriptSpecimen {
    /// Rendering scale.
    package static let scale = 2.0

    /// The specimen's display list and size in points.
    package static func displayList() -> (DisplayList, Size) {
        let width = 420.0, margin = 16.0, boxWidth = width - 2 * margin
        var list = DisplayList()
        let ink = Color(white: 0.07), box = Color(hex: 0xE8F0FE)
        var top = margin
        func text(_ string: String, _ font: Font, lines: Int = 0, direction: LayoutDirection, boxed: Bool = false) {
            let layout = TextLayout(string, font: font, width: boxWidth, numberOfLines: lines, direction: direction)
            if boxed {
                list.append(.roundedRect(Rect(x: margin, y: top, width: boxWidth, height: layout.size.height), .zero,
                                         continuous: false, .solid(box)))
            }
            layout.draw(at: Point(margin, top), color: ink, into: &list)
            top += layout.size.height + 8
        }
        text("Bidi and shaping: Hebrew and Arabic in the fallback face", Font(weight: .semibold, size: 15), direction: .leftToRight)
        text("עדכון גרסה 2.4 של האפליקציה (iOS) כולל תיקוני באגים, שיפורי ביצועים, מצב כהה חדש ועוד הרבה דברים שכדאי לנסות",
             .preferred(.headline), lines: 2, direction: .rightToLeft, boxed: true)
        text("تم شحن طلبك رقم 1234 إلى الرياض، والموعد المتوقع للتسليم غداً بين الساعة التاسعة صباحاً والخامسة مساءً",
             .preferred(.headline), lines: 2, direction: .rightToLeft, boxed: true)
        text("مُحَمَّد وَعَلِيّ — لا إله", Font(size: 28), direction: .rightToLeft)
        text("שָׁלוֹם עֲלֵיכֶם, בְּרֵאשִׁית", Font(size: 28), direction: .rightToLeft)
        text("Order #42 from חנות שלום: 3 items (٣ عناصر) [ok]", .preferred(.body), direction: .leftToRight)
        text("Missing: \u{0378} \u{0379} → .notdef boxes", .preferred(.body), direction: .leftToRight)
        return (list, Size(width: width, height: (top + margin - 8).rounded(.up)))
    }

    /// The specimen rendered on white.
    package static func render() throws(CanvasError) -> Image {
        let (list, size) = displayList()
        return try list.render(size: size, scale: scale, background: .white)
    }
}
