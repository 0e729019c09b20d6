import CellShot
import Foundation
import Testing

/// The README's library example, kept compiling and true (ReadmeTests checks the README shows
/// exactly the code between the markers).
@Suite struct ReadmeExampleTests {
    @Test func readmeExampleRendersADarkDetailCell() throws {
        // --- README example begins
        let cell = Cell(
            title: "Complete project proposal", icon: "doc.text", badge: "3",
            metadata: [.text("High"), .date(Date(timeIntervalSince1970: 1_705_276_800), .medium)],
            configuration: .dualMetadata(style: .detail))
        var environment = CellEnvironment.standard      // fixed now, locale and time zone
        environment.appearance = .dark
        let image = try cell.render(width: 375, environment: environment)   // 3× by default
        let layoutDump = try cell.layout(width: 375, environment: environment).dump()
        try PNGEncoder().write(image, to: NSTemporaryDirectory() + "cell.png")   // atomic write
        // --- README example ends
        let path = NSTemporaryDirectory() + "cell.png"
        #expect(image.width == 1125)
        #expect(image.height > 100)
        #expect(layoutDump.contains("Complete project proposal"))
        #expect(layoutDump.contains("Jan 15, 2024"))  // en-US, the default locale
        let decoded = try PNGDecoder().decode(contentsOf: path)
        #expect(decoded == image)
    }
}
