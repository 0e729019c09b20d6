import CellShotDiff
import CellShotLayout
import Foundation
import Testing

/// Moves are reported as seen on screen: an element that stayed put is not "moved" because its
/// parent moved, and pixel snapping of a moved element is not a resize.
@Suite struct ScreenFrameChangesTests {
    func changes(_ old: String, _ new: String) throws -> [String] {
        try #require(LayoutDump.parse(new)).changes(from: try #require(LayoutDump.parse(old))).map(\.description)
    }

    @Test func rightToLeftPaddingChangeNamesOnlyWhatMovedOnScreen() throws {
        let old = """
            cell 100x50 pt @3x  direction=rtl
            row (0, 0, 100, 50)
              stack (14, 5, 72, 40)
                route (20, 10, 30, 20) "LHR → JFK"
                badge (60, 10, 20, 20) "3"
            """
        // The stack moved 4 pt left; the route kept its place on screen, the badge moved with the stack.
        let new = old.replacingOccurrences(of: "stack (14, 5", with: "stack (10, 5")
            .replacingOccurrences(of: "badge (60,", with: "badge (56,")
        #expect(try changes(old, new) == ["stack: moved 4 pt left"])
    }

    @Test func aBadgeThatMovesAloneIsNamed() throws {
        let old = """
            cell 100x50 pt @3x  direction=rtl
            row (0, 0, 100, 50)
              stack (14, 5, 72, 40)
                badge (60, 10, 20, 20) "3"
            """
        let new = old.replacingOccurrences(of: "badge (60,", with: "badge (56,")
        #expect(try changes(old, new) == ["badge: moved 4 pt left"])
    }

    @Test func snappingAMovedElementIsNotAResize() throws {
        let old = """
            cell 100x50 pt @3x  v
            row (0, 0, 100, 50)
              time (10, 5, 63, 20.67) "12:40"
            """
        let snapped = old.replacingOccurrences(of: "time (10, 5, 63, 20.67)", with: "time (14.33, 5, 63.33, 20.67)")
        #expect(try changes(old, snapped) == ["time: moved 4.33 pt right"])
        let grown = old.replacingOccurrences(of: "time (10, 5, 63, 20.67)", with: "time (14.33, 5, 70, 20.67)")
        #expect(try changes(old, grown) == ["time: moved 4.33 pt right", "time: size 63×20.67 → 70×20.67 pt"])
        let resizedInPlace = old.replacingOccurrences(of: "time (10, 5, 63, 20.67)", with: "time (10, 5, 63.33, 20.67)")
        #expect(try changes(old, resizedInPlace) == ["time: size 63×20.67 → 63.33×20.67 pt"])
    }
}
