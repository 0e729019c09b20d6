import CellShotDiff
import Testing

@Suite struct TextDiffTests {
    @Test func oneInsertedLineIsOneHunkWithContext() {
        let old = (1...10).map { "line \($0)" }.joined(separator: "\n")
        var lines = (1...10).map { "line \($0)" }
        lines.insert("new line", at: 3)
        #expect(TextDiff.hunks(from: old, to: lines.joined(separator: "\n")) == [
            "@@ -2,4 +2,5 @@", "  line 2", "  line 3", "+ new line", "  line 4", "  line 5",
        ])
    }

    @Test func distantChangesAreSeparateHunks() {
        let old = (1...20).map { "\($0)" }
        var new = old
        new[1] = "two"
        new[17] = "eighteen"
        #expect(TextDiff.hunks(from: old.joined(separator: "\n"), to: new.joined(separator: "\n"), context: 1) == [
            "@@ -1,3 +1,3 @@", "  1", "- 2", "+ two", "  3",
            "@@ -17,3 +17,3 @@", "  17", "- 18", "+ eighteen", "  19",
        ])
    }

    @Test func theScriptIsShortestAndRebuildsBothTexts() {
        let old = "a\nb\nc\na\nb\nb\na", new = "c\nb\na\nb\na\nc"
        let script = TextDiff.lines(from: old, to: new)
        let edits = script.filter { if case .same = $0 { return false } else { return true } }.count
        #expect(edits == 5, "Myers' example: D = 5")
        let rebuiltOld = script.compactMap { line -> Substring? in
            switch line { case let .same(s), let .removed(s): return s; case .inserted: return nil }
        }
        let rebuiltNew = script.compactMap { line -> Substring? in
            switch line { case let .same(s), let .inserted(s): return s; case .removed: return nil }
        }
        #expect(rebuiltOld.joined(separator: "\n") == old)
        #expect(rebuiltNew.joined(separator: "\n") == new)
    }

    @Test func equalTextsHaveNoHunksAndLongDiffsAreCut() {
        #expect(TextDiff.hunks(from: "same\ntext", to: "same\ntext").isEmpty)
        let old = (0..<100).map { "old \($0)" }.joined(separator: "\n")
        let new = (0..<100).map { "new \($0)" }.joined(separator: "\n")
        let hunks = TextDiff.hunks(from: old, to: new, maxLines: 10)
        #expect(hunks.count == 11 && hunks[0] == "@@ -1,100 +1,100 @@" && hunks[10] == "… 191 more diff lines")
    }

    @Test func textsSharingNothingBeyondTheEditLimitAreReplacedWhole() {
        let count = TextDiff.maxEdits
        let old = (0..<count).map { "a\($0)" }.joined(separator: "\n")
        let new = (0..<count).map { "b\($0)" }.joined(separator: "\n")
        let script = TextDiff.lines(from: old, to: new)
        #expect(script.count == 2 * count)
        #expect(script.first == .removed("a0") && script.last == .inserted("b\(count - 1)"))
    }
}
