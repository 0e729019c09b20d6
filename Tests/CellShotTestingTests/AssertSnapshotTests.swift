import CellShotLayout
import CellShotRaster
import CellShotTesting
import Foundation
import Testing

/// A model of the app under test, snapshotted through a pullback to `Cell`.
struct Todo: Sendable {
    var title: String
    var done: Bool
}

extension SnapshotStrategy where Value == Todo {
    static var card: SnapshotStrategy {
        SnapshotStrategy<Cell>.image.pullback { todo in
            Cell(title: todo.title, icon: todo.done ? "checkmark.circle.fill" : "doc", configuration: .basic(style: .detail))
        }
    }
}

let sampleCard = Cell(title: "Buy milk", icon: "tag", badge: "2", metadata: [.text("Today")],
                      configuration: .dualMetadata(style: .detail))

/// Writes `cell`'s snapshot as the reference `name` in `folder`.
func prime(_ cell: Cell, _ name: String, _ folder: String) throws {
    let tree = try cell.layout(width: 375, environment: .standard)
    try SnapshotStore(folder: folder).write(.image(try tree.render(), dump: tree.deferredDump), named: name)
}

func scratchFolder(_ tag: String = #function) -> String {
    FileManager.default.temporaryDirectory
        .appendingPathComponent("cellshot-testing-\(SnapshotName.sanitize(tag))-\(UUID().uuidString)").path
}

/// These compare with the committed references in __Snapshots__/AssertSnapshotTests.
@Suite struct AssertSnapshotTests {
    @Test func card() {
        assertSnapshot(of: sampleCard, as: .image)
    }

    @Test func imageAndLayoutInOneCall() {
        assertSnapshots(of: sampleCard, as: [.image(width: 320), .layout(width: 320)])
    }

    @Test func matrixOfEnvironments() {
        assertSnapshot(of: sampleCard, matrix: SnapshotMatrix(appearances: [.light, .dark], directions: [.leftToRight, .rightToLeft]))
    }

    @Test func rawImageTreeAndText() throws {
        let tree = try sampleCard.layout(width: 375, environment: .standard)
        assertSnapshot(of: Image(width: 3, height: 2, color: RGBA8(0, 122, 255)), as: .image, named: "blue")
        assertSnapshot(of: tree, as: .image, named: "tree")
        assertSnapshot(of: "plain text\n", as: .text, named: "text")
    }

    @Test func pullbackToOwnModel() {
        assertSnapshot(of: Todo(title: "Water the plants", done: true), as: .card)
    }
}

/// The failure paths, each in a scratch folder.
@Suite struct AssertSnapshotFailureTests {
    @Test func changeFailsWithElementLevelMessage() throws {
        let folder = scratchFolder()
        try prime(sampleCard, "changeFailsWithElementLevelMessage.c", folder)
        var changed = sampleCard
        changed.title = "Buy oat milk"
        withKnownIssue {
            assertSnapshot(of: changed, as: .image, named: "c", record: .never, folder: folder)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("title: text \"Buy milk\" → \"Buy oat milk\"") && text.contains("Artifacts:")
                && text.contains("pass `record: .failed` to this assertion (CELLSHOT_RECORD cannot override it) and run swift test --filter")
        }
    }

    @Test func missingReferenceUnderNeverFails() {
        let folder = scratchFolder()
        withKnownIssue {
            assertSnapshot(of: sampleCard, as: .image, record: .never, folder: folder)
        } matching: { $0.comments.map(\.rawValue).joined().contains("No reference \(folder)/missingReferenceUnderNeverFails.1.png") }
        #expect(!FileManager.default.fileExists(atPath: folder))
    }

    @Test func recordingFailsAndSaysWhere() throws {
        let folder = scratchFolder()
        withKnownIssue {
            assertSnapshot(of: sampleCard, as: .image, named: "card", record: .missing, folder: folder)
        } matching: { $0.comments.map(\.rawValue).joined().contains("Recorded a new reference \(folder)/recordingFailsAndSaysWhere.card.png") }
        #expect(FileManager.default.fileExists(atPath: "\(folder)/recordingFailsAndSaysWhere.card.txt"))
        // The same name again in this test is numbered: card.2.
        withKnownIssue {
            assertSnapshot(of: sampleCard, as: .image, named: "card", record: .never, folder: folder)
        } matching: { $0.comments.map(\.rawValue).joined().contains("recordingFailsAndSaysWhere.card.2.png") }
    }

    @Test func repeatedAndMissingNamesAreNumbered() throws {
        let folder = scratchFolder()
        withKnownIssue {
            withSnapshotTesting(record: .all, folder: folder) {
                assertSnapshot(of: "a", as: .text)
                assertSnapshot(of: "b", as: .text)
                assertSnapshot(of: "c", as: .text, named: "x")
                assertSnapshot(of: "d", as: .text, named: "x")
            }
        }
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        #expect(files == ["repeatedAndMissingNamesAreNumbered.1.txt", "repeatedAndMissingNamesAreNumbered.2.txt",
                          "repeatedAndMissingNamesAreNumbered.x.2.txt", "repeatedAndMissingNamesAreNumbered.x.txt"])
    }

    @Test func hostileNamesStayInTheFolder() throws {
        let folder = scratchFolder()
        withKnownIssue {
            withSnapshotTesting(record: .missing, folder: folder + "/refs") {
                for name in ["../../escape", "a/b", "nul\u{0}", String(repeating: "n", count: 300)] {
                    assertSnapshot(of: "x", as: .text, named: name)
                }
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["refs"])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/refs").count == 4)
    }

    @Test func toleranceIsOptInAndScoped() throws {
        let folder = scratchFolder()
        let grey = Image(width: 4, height: 4, color: RGBA8(100, 100, 100))
        var nudged = grey
        nudged.pixels[0] = 101
        for name in ["exact", "scoped", "returned"] {
            try SnapshotStore(folder: folder).write(.image(grey, dump: nil), named: "toleranceIsOptInAndScoped.\(name)")
        }
        withKnownIssue {
            assertSnapshot(of: nudged, as: .image, named: "exact", record: .never, folder: folder)
        } matching: { $0.comments.map(\.rawValue).joined().contains("1 of 16 differ") }
        var tolerance = DiffOptions.exact
        tolerance.channelTolerance = 1
        try withSnapshotTesting(record: .never, tolerance: tolerance) {
            assertSnapshot(of: nudged, as: .image, named: "scoped", folder: folder)
            let result = try verifySnapshot(of: nudged, as: .image, named: "returned", folder: folder)
            #expect(result.status == .tolerated)
            #expect(result.message.contains("within the tolerance; 1 of 16 pixels differ exactly"))
        }
    }

    @Test(.snapshots(record: .never)) func traitSetsTheRecordMode() {
        withKnownIssue {
            assertSnapshot(of: "x", as: .text, folder: scratchFolder())
        } matching: { $0.comments.map(\.rawValue).joined().contains("record mode is \"never\"") }
    }

    @Test func layoutErrorFailsTheAssertion() {
        struct Broken: LayoutSubject {
            struct Failure: Error {}
            func layout(_ request: LayoutRequest) throws -> LayoutTree { throw Failure() }
        }
        withKnownIssue {
            assertSnapshot(of: Broken(), as: .image, folder: scratchFolder())
        } matching: { $0.comments.map(\.rawValue).joined().contains("could not be checked") }
    }
}
