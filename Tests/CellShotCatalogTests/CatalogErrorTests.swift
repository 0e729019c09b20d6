import CellShotCatalog
import Foundation
import Testing

/// Bad catalogs: every case gives one positioned message naming the field and what was expected.
@Suite struct CatalogErrorTests {
    func error(_ yaml: String) -> CatalogError? { catalogError(yaml) }

    @Test func malformedYAMLHasAPosition() throws {
        let e = try #require(error("cards:\n  - name: a\n    title: [unclosed\n"))
        #expect(e.line >= 3)
        #expect(e.description.hasPrefix("c.yaml:\(e.line):\(e.column): malformed YAML"))
    }

    @Test func emptyCatalog() throws {
        let e = try #require(error(""))
        #expect(e.message == "the catalog is empty")
    }

    @Test func unknownKeySuggestsTheNearest() throws {
        let e = try #require(error("cards:\n  - name: a\n    titel: Hello\n"))
        #expect(e.description == "c.yaml:3:5: cards[0].titel: unknown key \"titel\"; did you mean \"title\"? (expected name, matrix, sample, title, icon, badge, metadata, configuration, state, height, notes, width, appearance, contentSize, scale, direction, locale, timeZone, now)")
    }

    @Test func unknownValueListsTheChoices() throws {
        let e = try #require(error("cards:\n  - name: a\n    title: t\n    appearance: drak\n"))
        #expect(e.line == 4 && e.column == 17)
        #expect(e.path == "cards[0].appearance")
        #expect(e.message == "unknown value \"drak\"; did you mean \"dark\"?")
        #expect(e.expected == "light, dark")
    }

    @Test func wrongTypes() throws {
        #expect(try #require(error("cards: {name: a}\n")).expected == "a list")
        let width = try #require(error("cards:\n  - {name: a, title: t, width: wide}\n"))
        #expect(width.path == "cards[0].width")
        #expect(try #require(error("cards:\n  - {name: a, title: [x]}\n")).message == "found a list")
        #expect(try #require(error("cards:\n  - {name: a, title: t, scale: 9}\n")).message == "\"9\" is out of range")
        #expect(try #require(error("cards:\n  - {name: a, title: t, configuration: {showBadge: maybe}}\n")).expected == "true or false")
        #expect(try #require(error("cards:\n  - {name: a, title: t, configuration: {iconTint: systemRedd}}\n")).message
            == "unknown colour \"systemRedd\"; did you mean \"systemRed\"?")
        #expect(try #require(error("cards:\n  - {name: a, title: t, icon: doc.txt}\n")).message.contains("did you mean \"doc.text\"?"))
    }

    @Test func missingRequiredField() throws {
        let e = try #require(error("cards:\n  - {title: t}\n"))
        #expect(e.message == "missing field \"name\"" && e.path == "cards[0]")
    }

    @Test func duplicateNamesAfterExpansion() throws {
        let e = try #require(error("""
            cards:
              - {name: a-dark, title: t}
              - {name: a, title: t, matrix: {appearance: [light, dark]}}
            """))
        #expect(e.line == 3)
        #expect(e.message == "duplicate snapshot name \"a-dark\" (first defined at c.yaml:2:5)")
    }

    @Test(arguments: [("a/b", "path separator"), ("..x", "\"..\""), ("-rf", "starts with '-'"), (".hidden", "starts with '.'"),
                      ("a\\u0000b", "control character"), ("a b", "contains \" \""), (String(repeating: "x", count: 161), "longer than 160")])
    func badNames(name: String, problem: String) throws {
        let e = try #require(error("cards:\n  - {name: \"\(name)\", title: t}\n"))
        #expect(e.message.contains(problem), "\(e)")
        #expect(e.path == "cards[0].name")
    }

    @Test func placeholderMustNameAnAxis() throws {
        let e = try #require(error("cards:\n  - {name: \"a-{scale}\", title: t, matrix: {appearance: [light]}}\n"))
        #expect(e.message == "placeholder {scale} names no matrix axis of this entry")
        #expect(e.expected == "{appearance}")
    }

    @Test func emptyAxisAndHugeMatrix() throws {
        #expect(try #require(error("cards:\n  - {name: a, title: t, matrix: {appearance: []}}\n")).message == "the axis has no values")
        let sizes = "[" + Array(repeating: "large", count: 400).joined(separator: ", ") + "]"
        let e = try #require(error("cards:\n  - {name: \"a\", title: t, matrix: {contentSize: \(sizes), scale: \(sizes.replacingOccurrences(of: "large", with: "2"))}}\n"))
        #expect(e.message == "expands past 100000 snapshots")
    }

    @Test func jsonIsAccepted() throws {
        let catalog = try Catalog.parse(#"{"cards": [{"name": "a", "title": "Hi", "matrix": {"scale": [1, 2]}}]}"#, file: "c.json")
        #expect(catalog.snapshots.map(\.name) == ["a-1x", "a-2x"])
    }

    @Test func includeLoopsAndMissingIncludes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-include-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "include: b.yaml\ncards:\n  - {name: a, title: t}\n".write(toFile: "\(folder)/a.yaml", atomically: true, encoding: .utf8)
        try "include: [a.yaml]\n".write(toFile: "\(folder)/b.yaml", atomically: true, encoding: .utf8)
        try "include: [missing.yaml]\n".write(toFile: "\(folder)/c.yaml", atomically: true, encoding: .utf8)
        try "include: [self.yaml]\n".write(toFile: "\(folder)/self.yaml", atomically: true, encoding: .utf8)
        do {
            _ = try Catalog.load("\(folder)/a.yaml")
            Issue.record("a loop must fail")
        } catch {
            #expect(error.message == "include loop: a.yaml → b.yaml → a.yaml")
            #expect(error.file == "\(folder)/./b.yaml" || error.file.hasSuffix("b.yaml"))
            #expect(error.line == 1)
        }
        #expect(throws: CatalogError.self) { try Catalog.load("\(folder)/self.yaml") }
        do {
            _ = try Catalog.load("\(folder)/c.yaml")
            Issue.record("a missing include must fail")
        } catch {
            #expect(error.message.contains("missing.yaml does not exist"), "\(error)")
            #expect(error.line == 1 && error.column == 11)
        }
        #expect(throws: CatalogError.self) { try Catalog.load("\(folder)/nothing.yaml") }
    }

    /// A catalog path that is a FIFO (no writer) or a folder is refused at once, never waited on.
    @Test(arguments: ["fifo", "folder"]) func catalogThatIsNotAFile(kind: String) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-notafile-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = "\(folder)/catalog.yaml"
        if kind == "fifo" {
            #expect(mkfifo(path, 0o600) == 0)
        } else {
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        let expected = kind == "fifo" ? "it is a FIFO (named pipe), not a regular file" : "it is a directory, not a regular file"
        do {
            _ = try Catalog.load(path)
            Issue.record("a \(kind) must not load")
        } catch {
            #expect(error.message == "cannot read catalog: \(path): cannot read the file: \(expected)", "\(error)")
        }
    }
}
