import CellShotStore
import Testing

@Suite struct SnapshotNameTests {
    @Test func keepsPlainNames() {
        #expect(SnapshotName.sanitize("card.dark-3x_375") == "card.dark-3x_375")
    }

    @Test func nothingEscapesTheFolder() {
        for bad in ["../../etc/passwd", "..", ".", "a/b", "a\\b", "nul\u{0}byte", "/abs", ".hidden", ""] {
            let s = SnapshotName.sanitize(bad)
            #expect(!s.contains("/") && !s.contains("\\") && !s.contains("\u{0}"), "\(bad) → \(s)")
            #expect(!s.hasPrefix("."), "\(bad) → \(s)")
            #expect(!s.isEmpty)
        }
        #expect(SnapshotName.sanitize("../x") == "_._x")
    }

    @Test func longNamesAreCutAndStayUnique() {
        let a = String(repeating: "a", count: 300), b = String(repeating: "a", count: 299) + "b"
        let sa = SnapshotName.sanitize(a), sb = SnapshotName.sanitize(b)
        #expect(sa.utf8.count == SnapshotName.maxLength)
        #expect(sa != sb)
        #expect(SnapshotName.sanitize(a) == sa)
    }
}
