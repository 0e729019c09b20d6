#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout
import SwiftUI
import Testing

/// What list code writes beside `.onDelete`/`.onMove` and swipe actions compiles and does what
/// SwiftUI's does: `remove(atOffsets:)`, `move(fromOffsets:toOffset:)`, `.tint(.orange)`.
@Suite struct CollectionOffsetsTests {
    @Test func removeAtOffsetsRemovesThoseElements() {
        var letters = ["a", "b", "c", "d", "e"]
        letters.remove(atOffsets: IndexSet([1, 3]))
        #expect(letters == ["a", "c", "e"])
        letters.remove(atOffsets: IndexSet([7, 2]))
        #expect(letters == ["a", "c"], "an offset past the end is ignored")
    }

    @Test func moveFromOffsetsPlacesThemBeforeTheDestination() {
        func moved(_ source: [Int], to destination: Int) -> String {
            var letters = Array("abcd")
            letters.move(fromOffsets: IndexSet(source), toOffset: destination)
            return String(letters)
        }
        #expect(moved([0], to: 3) == "bcad")
        #expect(moved([3], to: 0) == "dabc")
        #expect(moved([1, 2], to: 4) == "adbc")
        #expect(moved([0, 3], to: 2) == "badc")
        #expect(moved([2], to: 2) == "abcd")
        #expect(moved([9], to: 1) == "abcd", "an offset past the end is ignored")
        #expect(moved([0], to: 99) == "bcda")
    }

    @Test @MainActor func tintTakesAColourByItsStaticName() throws {
        let named = try Button("Flag") {}.tint(.orange).render(width: 80)
        let typed = try Button("Flag") {}.tint(Color.orange).render(width: 80)
        let plain = try Button("Flag") {}.render(width: 80)
        #expect(named == typed)
        #expect(named != plain)
    }
}
#endif
