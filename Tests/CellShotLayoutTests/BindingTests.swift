import CellShotLayout
import Foundation
import Testing

@Suite struct BindingTests {
    @Test func taskDataBindsByName() {
        let t = SampleData.sampleTasks()[0]
        let cell = CellBinding.cell(for: t, configuration: .tripleMetadata(style: .detail))
        #expect(cell.title == "Complete project proposal")
        #expect(cell.icon == "doc.text")
        #expect(cell.badge == "3")
        // Dates first, in declaration order (due: medium, created: relative), then strings.
        #expect(cell.metadata == [.date(t.dueDate!, .medium), .date(t.createdDate!, .relative), .text("High"), .text("Work")])
        #expect(cell.notes.isEmpty)
    }

    @Test func arbitraryModelsBindByReflection() {
        struct Note { let title: String; let badge: Int; let place: String?; let missing: String?; let when: Date }
        let cell = CellBinding.cell(for: Note(title: "Hi", badge: 7, place: "Home", missing: nil, when: Date(timeIntervalSince1970: 0)))
        #expect(cell.title == "Hi")
        #expect(cell.badge == "7")
        #expect(cell.metadata == [.date(Date(timeIntervalSince1970: 0), .medium), .text("Home")])
    }

    @Test func modelWithoutBindablePropertiesIsNoted() throws {
        struct Nothing { let n = 1 }
        let cell = CellBinding.cell(for: Nothing())
        #expect(cell.title == "")
        let dump = try cell.layout(width: 375).dump()
        #expect(dump.contains("note: model Nothing has no bindable properties: empty title"))
    }
}
