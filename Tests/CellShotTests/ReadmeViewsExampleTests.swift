import CellShot
import Foundation
import Testing

// --- README "Describe your own cell" example begins
struct ContactCell: CellModel {
    var name: String
    var status: String
    var unread: Int

    var body: some CellView {
        HStackView(spacing: 12) {
            CircleView().fill(.systemBlue).frame(width: 40, height: 40)
                .overlay(TextView(String(name.prefix(1))).font(.headline).foregroundColor(.white))
            VStackView(alignment: .leading, spacing: 2) {
                TextView(name).font(.body, weight: .semibold).lineLimit(1)
                TextView(status).font(.subheadline).foregroundColor(.secondaryLabel)
            }
            SpacerView()
            if unread > 0 {
                TextView("\(unread)").font(.footnote, weight: .semibold).foregroundColor(.white)
                    .padding(horizontal: 7, vertical: 2)
                    .background(CapsuleView().fill(.systemRed)).id("badge")
            }
        }
        .padding(horizontal: 16, vertical: 10)
    }

    var separatorInset: EdgeInsets? { EdgeInsets(leading: 68) }   // optional, like height and highlightColor
}
// --- README example ends (the statements below are the README's last lines)

/// The README's "Describe your own cell" example, kept compiling and true.
@Suite struct ReadmeViewsExampleTests {
    @Test func readmeContactCellRendersWithBadgeAndSeparator() throws {
        let row = ContactCell(name: "Anna Haro", status: "Online", unread: 3)
        let image = try row.render(width: 375)                              // self-sizing, 3×
        let tree = try row.layout(width: 375, state: .highlighted)         // UIKit's selection grey
        #expect(image.width == 1125 && image.height == 183)
        #expect(tree.node(named: "badge")?.text == nil && tree.node(named: "badge")?.children.last?.text == "3")
        #expect(tree.node(named: "hstack[0]/vstack[1]/text[0]")?.text == "Anna Haro")
        #expect(tree.node(named: "separator")?.frame.minX == 68)
        #expect(tree.background == SystemColor.systemGray4.resolve(.light))
        #expect(try ContactCell(name: "Anna Haro", status: "Online", unread: 0).layout(width: 375).node(named: "badge") == nil)
        // The README block and this file must not drift apart.
        func block(_ file: String) throws -> Substring? {
            let text = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent(file), encoding: .utf8)
            guard let start = text.range(of: "struct ContactCell: CellModel {"),
                  let end = text.range(of: "highlightColor\n}", range: start.upperBound..<text.endIndex) else { return nil }
            return text[start.lowerBound..<end.upperBound]
        }
        let readme = try #require(try block("README.md"))
        #expect(readme == (try block("Tests/CellShotTests/ReadmeViewsExampleTests.swift")))
    }
}
