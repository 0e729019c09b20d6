import CellShotTesting
import Rows
import SwiftUI
import Testing

/// Every row in light and dark, at an accessibility text size and right to left, against the
/// committed references in __Snapshots__ (looked at when recorded).
@Suite struct RowSnapshotTests {
    static let matrices: [SnapshotMatrix] = [
        .appearances,
        SnapshotMatrix(contentSizes: [.accessibilityLarge]),
        SnapshotMatrix(directions: [.rightToLeft]),
    ]

    @Test(arguments: Samples.names)
    func row(_ name: String) throws {
        let view = try #require(Samples.rows.first { $0.name == name }?.view)
        #expect(Samples.rows.map(\.name) == Samples.names)
        for matrix in Self.matrices {
            assertSnapshot(of: view, matrix: matrix, as: { .image(width: $0.width, environment: $0.environment) }, named: name)
        }
    }

    /// The layout dump names nodes by their SwiftUI types.
    @Test func contactLayout() {
        assertSnapshot(of: ContactRow(name: "Ada Lovelace", handle: "ada", unread: 3), as: .layout(width: 375))
    }
}
