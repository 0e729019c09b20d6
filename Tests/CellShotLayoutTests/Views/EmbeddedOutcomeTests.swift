@testable import CellShotLayout
import CellShotRaster
import Testing

/// An embedded table or screen is laid out once per width, whether it succeeds or fails: sizing
/// and placing a content that cannot be laid out ask it once and report its error each time.
@Suite struct EmbeddedOutcomeTests {
    final class Counter: @unchecked Sendable { var calls = 0 }

    @Test func aFailingContentIsLaidOutOncePerWidth() {
        let counter = Counter()
        let content = EmbeddedContent(kind: "Table") { width, _, _ throws(CellError) in
            counter.calls += 1
            throw .tooTall(pixels: Int(width) * 1000, maximum: 100)
        }
        let element = EmbeddedElement(content, environment: CellEnvironment())
        let sizing = LayoutContext(scale: 3, rightToLeft: false)
        #expect(element.size(Proposal(width: 375, height: nil), sizing).height == 0)
        #expect(element.size(Proposal(width: 375, height: nil), sizing).height == 0)
        let placing = LayoutContext(scale: 3, rightToLeft: false)
        #expect(element.place(Rect(x: 0, y: 0, width: 375, height: 0), name: "table", placing) == nil)
        #expect(counter.calls == 1)
        #expect(sizing.problem.first == .tooTall(pixels: 375_000, maximum: 100))
        #expect(placing.problem.first == .tooTall(pixels: 375_000, maximum: 100))
        _ = element.size(Proposal(width: 320, height: nil), sizing)
        #expect(counter.calls == 2)
    }
}
