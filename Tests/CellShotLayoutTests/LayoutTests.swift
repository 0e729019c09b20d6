import CellShotLayout
import CellShotRaster
import CellShotText
import Testing

@Suite struct LayoutTests {
    func cell(_ style: CellStyle = .detail, chips: Int = 3, title: String = "Complete project proposal") -> Cell {
        var c = Cell(title: title, icon: "doc.text", badge: "3", configuration: .preset(metadataViews: chips, style: style))
        c.metadata = [.text("Work"), .text("Today"), .text("High")]
        return c
    }

    @Test func badWidthsAreTypedErrors() {
        for w in [0, -1, Double.nan, .infinity, 1e9] {
            #expect(throws: CellError.self) { try cell().layout(width: w) }
        }
        #expect(throws: CellError.invalidWidth(0)) { try cell().layout(width: 0) }
    }

    @Test func badScaleAndHeightAreTypedErrors() {
        var env = CellEnvironment.standard
        env.scale = 7
        #expect(throws: CellError.invalidScale(7)) { try cell().layout(width: 375, environment: env) }
        env.scale = .nan
        #expect(throws: CellError.self) { try cell().layout(width: 375, environment: env) }
        var c = cell(); c.height = -4
        #expect(throws: CellError.invalidHeight(-4)) { try c.layout(width: 375) }
    }

    @Test func moreThanThreeMetadataViewsIsATypedError() {
        var c = cell()
        c.configuration.metadataViewCount = 4
        #expect(throws: CellError.tooManyMetadataViews(count: 4, maximum: 3)) { try c.layout(width: 375) }
        c.configuration.metadataViewCount = -1
        #expect(throws: CellError.tooManyMetadataViews(count: -1, maximum: 3)) { try c.layout(width: 375) }
    }

    @Test func namedNodesAndChips() throws {
        let tree = try cell().layout(width: 375)
        for name in ["card", "icon", "title", "badge", "badge.label", "disclosure", "chip[0]", "chip[1]", "chip[2]", "chip[2].label"] {
            #expect(tree.node(named: name) != nil, "missing node \(name)")
        }
        #expect(tree.node(named: "chip[0]")?.text == "Work")
        // Chips are trailing-aligned: the last chip ends chipRowInsets.trailing from the card edge.
        let card = try #require(tree.node(named: "card")).frame
        let last = try #require(tree.node(named: "chip[2]")).frame
        #expect(abs(last.maxX - (card.maxX - CellMetrics.detail.chipRowInsets.trailing)) < 0.34)
        // Chips sit below the main row.
        let icon = try #require(tree.node(named: "icon")).frame
        #expect(last.minY >= icon.maxY)
    }

    @Test func presetsMirrorTheSeed() {
        #expect(Cell.basicConfiguration(style: .detail).metadataViewCount == 0)
        #expect(Cell.singleMetadataConfiguration().metadataViewCount == 1)
        #expect(Cell.dualMetadataConfiguration(style: .detail).metadataConfigs.count == 2)
        let triple = Cell.tripleMetadataConfiguration(style: .master)
        #expect(triple.metadataViewCount == 3 && triple.style == .master && triple.showBadge && triple.showDisclosureIndicator)
    }

    @Test func badgeHiddenWhenNilAndChevronOptional() throws {
        var c = cell(chips: 0)
        c.badge = nil
        c.configuration.showDisclosureIndicator = false
        let tree = try c.layout(width: 375)
        #expect(tree.node(named: "badge") == nil)
        #expect(tree.node(named: "disclosure") == nil)
    }

    @Test func selfSizingGrowsWithTheTitleAndExplicitHeightOverrides() throws {
        let short = try cell().layout(width: 375)
        let long = try cell(title: String(repeating: "A wrapped title grows the cell. ", count: 6)).layout(width: 375)
        #expect(long.size.height > short.size.height)
        var fixed = cell(title: String(repeating: "word ", count: 200))
        fixed.height = 60
        let tree = try fixed.layout(width: 375)
        #expect(tree.size.height == 60)
        #expect(tree.notes.contains { $0.contains("explicit height") })
    }

    @Test func rightToLeftMirrorsFrames() throws {
        var env = CellEnvironment.standard
        let ltr = try cell().layout(width: 375, environment: env)
        env.layoutDirection = .rightToLeft
        let rtl = try cell().layout(width: 375, environment: env)
        for name in ["icon", "badge", "disclosure", "chip[0]"] {
            let a = try #require(ltr.node(named: name)).frame, b = try #require(rtl.node(named: name)).frame
            #expect(abs((375 - a.maxX) - b.minX) < 0.34, "\(name) not mirrored")
            #expect(a.minY == b.minY)
        }
    }

    @Test func awkwardTitlesNeverCrash() throws {
        let empty = try cell(title: "").layout(width: 375)
        #expect(empty.notes.contains("title is empty"))
        let huge = try cell(title: String(repeating: "x", count: 5000)).layout(width: 375)
        #expect(huge.notes.contains { $0.contains("title cut from 5000") })
        #expect(huge.size.height <= CellLimits.maxHeight)
        _ = try cell().layout(width: 1)   // narrower than the padding: still lays out
        var odd = cell()
        odd.configuration.metadataConfigs = [ChipConfiguration(text: String(repeating: "chip ", count: 2000), cornerRadius: .nan)]
        odd.badge = String(repeating: "9", count: 5000)
        odd.state = .validationFailed(message: "")
        _ = try odd.render(width: 320)
    }

    @Test func editingShowsChromePlaceholderAndCount() throws {
        var c = cell(chips: 0, title: "")
        c.state = .editing
        c.configuration.editing = EditingConfiguration(isEditingEnabled: true, maxTextLength: 10, characterCountDisplay: .both,
                                                       placeholderText: "Type here")
        var tree = try c.layout(width: 375)
        #expect(tree.node(named: "editChrome") != nil)
        #expect(tree.node(named: "placeholder")?.text == "Type here")
        #expect(tree.node(named: "characterCount")?.text == "0/10 (10 remaining)")
        c.title = "Twelve chars"
        tree = try c.layout(width: 375)
        #expect(tree.node(named: "characterCount")?.text == "12/10 (2 over)")
        guard case let .text(_, color)? = tree.node(named: "characterCount")?.content else { Issue.record("no text"); return }
        #expect(color == SystemColor.systemRed.resolve(.light))
    }

    @Test func validationFailureAddsBorderAndMessage() throws {
        var c = cell()
        c.state = .validationFailed(message: "Too short")
        let tree = try c.layout(width: 375)
        #expect(tree.node(named: "errorMessage")?.text == "Too short")
        guard case let .box(style)? = tree.node(named: "card")?.content else { Issue.record("card is not a box"); return }
        #expect(style.borderColor == SystemColor.systemRed.resolve(.light))
    }

    @Test func dumpListsCharactersNoFontHas() throws {
        let dump = try cell(title: "Plan \u{0378} and \u{0379}\u{0378}").layout(width: 375).dump()
        let title = try #require(dump.split(separator: "\n").first { $0.contains("title (") })
        #expect(title.hasSuffix(" missing: U+0378 U+0379"))
        #expect(!(try cell().layout(width: 375).dump().contains("missing")))
    }

    /// The detail card at 375 pt, as recorded: a change here is a layout change to review.
    @Test func dumpMatchesTheRecordedOne() throws {
        let recorded = """
        cell 375x94.67 pt @3x  style=detail chips=3 state=normal appearance=light size=large direction=ltr
        row (0, 0, 375, 94.67)
          card (16, 6, 343, 78.67) fill=#f5f2edff border=0.8/#aaaaaaff shadow=0,1/16/#00000014
            icon (32, 18, 24, 24) icon=doc.text color=#000000ff
            title (68, 20.33, 223, 19.33) color=#000000ff "Complete project proposal" lines=1
            disclosure (331, 22, 12, 16) icon=chevron.right color=#8e8e93ff
            badge (303, 18, 24, 24) fill=#ff3b30ff "3"
              label (310.67, 21.67, 8.67, 16.67) color=#ffffffff "3" lines=1
            chip[0] (143, 50, 62.33, 26.67) fill=#007affff "Work"
              icon (151, 56.67, 13, 13) icon=at color=#ffffffff
              label (168, 56, 29.33, 14.67) color=#ffffffff "Work" lines=1
            chip[1] (213.33, 50, 68, 26.67) fill=#007affff "Today"
              icon (221.33, 56.67, 13, 13) icon=clock color=#ffffffff
              label (238.33, 56, 35, 14.67) color=#ffffffff "Today" lines=1
            chip[2] (289.33, 50, 59.67, 26.67) fill=#007affff "High"
              icon (297.33, 56.67, 13, 13) icon=flag.fill color=#ffffffff
              label (314.33, 56, 26.67, 14.67) color=#ffffffff "High" lines=1

        """
        #expect(try cell().layout(width: 375).dump() == recorded)
    }

    @Test func renderSizeFollowsScale() throws {
        var env = CellEnvironment.standard
        env.scale = 2
        let tree = try cell().layout(width: 375, environment: env)
        let image = try tree.render()
        #expect(image.width == 750)
        #expect(image.height == Int((tree.size.height * 2).rounded()))
    }
}
