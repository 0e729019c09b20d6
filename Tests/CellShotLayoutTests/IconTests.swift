import CellShotLayout
import CellShotRaster
import Testing

@Suite struct IconTests {
    static let required = ["doc.text", "flag", "flag.fill", "clock", "calendar", "at", "person", "tag", "star", "star.fill",
                           "bell", "paperclip", "folder", "tray", "checkmark", "checkmark.circle.fill", "chevron.right",
                           "exclamationmark.triangle", "xmark", "plus", "gear", "magnifyingglass", "trash", "pencil", "link"]

    @Test func everyRequiredNameIsBuiltIn() throws {
        for name in Self.required {
            let art = try IconLibrary.standard.artwork(named: name)
            #expect(!art.parts.isEmpty, "\(name) has no artwork")
            #expect(art.viewBox == 16)
        }
    }

    @Test func unknownNameIsATypedError() {
        #expect(throws: CellError.unknownIcon("no.such.symbol")) { try IconLibrary.standard.artwork(named: "no.such.symbol") }
        var cell = Cell(title: "x", icon: "no.such.symbol")
        cell.configuration = .basic()
        #expect(throws: CellError.unknownIcon("no.such.symbol")) { try cell.layout(width: 375) }
    }

    @Test func unknownChipIconIsATypedError() {
        var cell = Cell(title: "x", icon: "doc.text", metadata: [.text("Work"), .text("High")])
        cell.configuration = CellConfiguration(style: .detail, metadataViewCount: 2,
                                               metadataConfigs: [ChipConfiguration(icon: "flag"), ChipConfiguration(icon: "no.such.chip")])
        #expect(throws: CellError.unknownIcon("no.such.chip")) { try cell.layout(width: 375) }
    }

    @Test func usersRegisterIconsFromSVGPathData() throws {
        let library = IconLibrary()
        try library.register(name: "square.custom", svgPathData: ["M2 2H22V22H2Z"], viewBox: 24)
        let art = try library.artwork(named: "square.custom")
        #expect(art.viewBox == 24)
        let ops = art.operations(in: Rect(x: 0, y: 0, width: 12, height: 12), color: .black)
        #expect(ops.count == 1)
        #expect(library.names.contains("square.custom"))
    }

    @Test func badArtworkIsATypedErrorNamingTheIcon() {
        #expect(throws: CellError.self) { try IconLibrary().register(name: "bad", svgPathData: ["M0 0 Q"]) }
        do {
            try IconLibrary().register(name: "bad", svgPathData: ["M0 0 Q"])
        } catch {
            guard case let .invalidIconArtwork(name, reason) = error else { Issue.record("wrong error \(error)"); return }
            #expect(name == "bad")
            #expect(reason.contains("offset"))
        }
    }

    @Test func everyBuiltInIconParses() throws {
        #expect(IconLibrary.builtInNames.count >= 35)
        for name in IconLibrary.builtInNames { _ = try IconLibrary.standard.artwork(named: name) }
    }

    /// Registered icons can be removed, and a library holds a bounded number of them.
    @Test func registeredIconsUnregisterAndAreBounded() throws {
        let library = IconLibrary()
        try library.register(name: "star", svgPathData: ["M2 2H22V22H2Z"], viewBox: 24)
        #expect(try library.artwork(named: "star").viewBox == 24)
        #expect(library.unregister(name: "star"))
        #expect(!library.unregister(name: "star"))
        #expect(try library.artwork(named: "star").viewBox != 24)   // the built-in star again
        for i in 0..<IconLibrary.maxRegisteredIcons { try library.register(name: "i\(i)", svgPathData: ["M0 0H1V1Z"]) }
        #expect(throws: CellError.self) { try library.register(name: "one more", svgPathData: ["M0 0H1V1Z"]) }
        try library.register(name: "i0", svgPathData: ["M0 0H2V2Z"])   // replacing stays allowed
    }
}
