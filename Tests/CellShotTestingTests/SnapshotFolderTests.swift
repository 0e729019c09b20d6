import CellShotTesting
import Testing

@Suite struct SnapshotFolderTests {
    @Test func besideTheTestFileByDefault() {
        #expect(Snapshotter.defaultFolder(testFile: "/p/Tests/AppTests/CardTests.swift", environment: [:])
                == "/p/Tests/AppTests/__Snapshots__/CardTests")
    }

    @Test func environmentMovesEveryTestFile() {
        #expect(Snapshotter.defaultFolder(testFile: "/p/Tests/AppTests/CardTests.swift",
                                          environment: ["CELLSHOT_SNAPSHOTS": "/refs"]) == "/refs/CardTests")
        #expect(Snapshotter.defaultFolder(testFile: "/p/T/CardTests.swift", environment: ["CELLSHOT_SNAPSHOTS": ""])
                == "/p/T/__Snapshots__/CardTests")
    }

    @Test func matrixNamesEveryAxis() {
        let m = SnapshotMatrix(appearances: [.light, .dark], contentSizes: [.large, .accessibilityLarge],
                               directions: [.leftToRight, .rightToLeft], widths: [320, 375.5], scales: [2, 3])
        #expect(m.variants.count == 32)
        #expect(m.variants.first?.name == "light.large.ltr.320pt.2x")
        #expect(m.variants.last?.name == "dark.accessibilityLarge.rtl.375.5pt.3x")
        #expect(m.variants.last?.environment.layoutDirection == .rightToLeft)
        #expect(Set(m.variants.map(\.name)).count == 32)
    }
}
