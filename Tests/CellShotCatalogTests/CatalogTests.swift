import CellShotCatalog
import CellShotLayout
import CellShotRaster
import CellShotText
import Foundation
import Testing

/// Matrix expansion, names and decoded values.
@Suite struct CatalogTests {
    @Test func matrixExpandsInAxisOrderWithNames() throws {
        let catalog = try Catalog.parse("""
            cards:
              - name: row
                title: Hello
                matrix: {appearance: [light, dark], direction: [ltr, rtl], width: [compact, 414]}
              - name: "x-{state}-{scale}"
                title: Hi
                matrix: {scale: [2], state: [normal, {validationFailed: Too short}]}
            """)
        #expect(catalog.snapshots.map(\.name) == [
            "row-light-ltr-compact", "row-light-ltr-414", "row-light-rtl-compact", "row-light-rtl-414",
            "row-dark-ltr-compact", "row-dark-ltr-414", "row-dark-rtl-compact", "row-dark-rtl-414",
            "x-normal-2x", "x-validationFailed-2x",
        ])
        let last = try #require(catalog.snapshots.last)
        guard case .card(let cell) = last.subject else { Issue.record("not a card"); return }
        #expect(cell.state == .validationFailed(message: "Too short"))
        #expect(catalog.snapshots[3].variant.width == 414 && catalog.snapshots[3].variant.environment.layoutDirection == .rightToLeft)
        #expect(catalog.snapshots[0].variant.width == DeviceWidth.compact)
        #expect(catalog.snapshots[0].source.line == 2)
        #expect(catalog.snapshots[0].referenceFolder == "./references")
    }

    @Test func everyCellFieldDecodes() throws {
        let catalog = try Catalog.parse("""
            references: refs
            cards:
              - name: full
                title: {repeat: "ab", count: 3}
                icon: doc.text
                badge: "New"
                metadata: [High, {text: Work}, {date: "2024-01-16T12:00:00Z", style: long}, {date: 0, style: relative}]
                state: editing
                height: 80
                notes: [bound by hand]
                locale: fr
                timeZone: "+05:30"
                now: "2024-02-01T00:00:00Z"
                contentSize: accessibilityLarge
                configuration:
                  preset: tripleMetadata
                  style: detail
                  metadataViewCount: 2
                  metadataConfigs: [{icon: at, text: Home, background: "#ff000080", textColor: {light: black, dark: white}, cornerRadius: 4, font: {size: 11, weight: bold}}]
                  showBadge: false
                  badge: {background: systemGreen, textColor: "#112233", minimumSize: 20}
                  showDisclosureIndicator: false
                  titleMode: {label: 2}
                  iconAlignment: bottom
                  iconTint: {red: 0.5, green: 0.25, blue: 1, alpha: 0.5}
                  titleColor: secondaryLabel
                  editing: {enabled: true, maxLength: 50, minLength: 3, characterCount: remaining, placeholder: Type…, dynamicHeight: false}
                  metrics: master
            """, folder: "/tmp/x")
        let s = try #require(catalog.snapshots.first)
        #expect(s.referencePath == "/tmp/x/refs/full.png")
        guard case .card(let cell) = s.subject else { Issue.record("not a card"); return }
        #expect(cell.title == "ababab" && cell.icon == "doc.text" && cell.badge == "New" && cell.height == 80)
        #expect(cell.metadata == [.text("High"), .text("Work"), .date(Date(timeIntervalSince1970: 1_705_406_400), .long),
                                  .date(Date(timeIntervalSince1970: 0), .relative)])
        #expect(cell.state == .editing && cell.notes == ["bound by hand"])
        let c = cell.configuration
        #expect(c.style == .detail && c.metadataViewCount == 2 && !c.showBadge && !c.showDisclosureIndicator)
        #expect(c.metadataConfigs.count == 1 && c.metadataConfigs[0].text == "Home" && c.metadataConfigs[0].cornerRadius == 4)
        #expect(c.metadataConfigs[0].backgroundColor.light.alpha == Double(0x80) / 255)
        #expect(c.badge.minimumSize == 20 && c.titleMode == .label(numberOfLines: 2) && c.iconAlignment == .bottom)
        #expect(c.iconTint?.light.blue == 1 && c.titleColor == .system(.secondaryLabel) && c.metrics == .master)
        #expect(c.editing == EditingConfiguration(isEditingEnabled: true, maxTextLength: 50, minTextLength: 3, characterCountDisplay: .remaining,
                                                  placeholderText: "Type…", enablesDynamicHeight: false))
        let env = s.variant.environment
        #expect(env.locale == .fr && env.timeZone == FixedTimeZone(hours: 5, minutes: 30) && env.contentSize == .accessibilityLarge)
        #expect(env.now == Date(timeIntervalSince1970: 1_706_745_600))
    }

    @Test func shardsAreDisjointAndCoverEverything() throws {
        let items = Array(0..<10)
        let shards = (1...3).compactMap { Shard(index: $0, count: 3) }
        #expect(shards.count == 3)
        #expect(shards.flatMap { $0.select(items) }.sorted() == items)
        #expect(shards[1].select(items) == [1, 4, 7])
        #expect(Shard("3/2") == nil && Shard("0/0") == nil && Shard("1/0") == nil && Shard("a/b") == nil && Shard("2/3") != nil)
    }
}
