import CellShotCatalog
import CellShotStore
import Foundation

/// The gate end to end, through the same code as `snapshot verify`: load a 1 000-snapshot
/// catalog of mixed cards, custom rows and small tables, render every snapshot at 3× and check
/// it against its reference on all cores. `verify.1000.onechanged` has one changed snapshot
/// and writes the report (JSON, JUnit, HTML and the images).
///
/// The mix: 600 card cells (six entries: master and detail, 0–3 chips, selected and editing)
/// × light/dark × five Dynamic Type sizes × ten widths; 250 custom rows (five view entries:
/// contact, message, settings tile, price tag, progress) and 150 small tables of 3–6 rows
/// (settings, mail list with swipe actions, grouped form with card and action rows), each
/// × light/dark × five Dynamic Type sizes × five widths.
///
/// The catalog and its references are written once to `<tmp>/cellshot-bench-verify-1000/`
/// and left there, so the whole process can be timed too:
/// `snapshot verify --catalog <tmp>/cellshot-bench-verify-1000/catalog.yaml`.
enum CatalogBenchmarks {
    static let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cellshot-bench-verify-1000").path

    /// The snapshot whose reference `verify.1000.onechanged` replaces with a neighbour's image.
    static let victim = "editing-dark-accessibilityMedium-430"

    static let catalog = """
        references: references
        shared:
          dims: &dims {appearance: [light, dark], contentSize: [small, large, extraLarge, extraExtraLarge, accessibilityMedium], width: [320, 340, 360, 375, 390, 393, 402, 414, 428, 430]}
          rows: &rows {appearance: [light, dark], contentSize: [small, large, extraLarge, extraExtraLarge, accessibilityMedium], width: [320, 375, 393, 414, 430]}
          chips: &chips [{icon: calendar, background: systemRed}, {icon: clock, background: systemBlue}, {icon: flag.fill, background: systemGreen}]
        cards:
          - {name: master1, sample: 1, configuration: {preset: singleMetadata}, matrix: *dims}
          - {name: master3, sample: 3, configuration: {preset: tripleMetadata, metadataConfigs: *chips}, matrix: *dims}
          - {name: detail0, sample: 4, configuration: {preset: basic, style: detail}, matrix: *dims}
          - {name: detail2, sample: 0, configuration: {preset: dualMetadata, style: detail}, matrix: *dims}
          - {name: selected, sample: 2, state: selected, configuration: {preset: dualMetadata, style: detail}, matrix: *dims}
          - {name: editing, sample: 3, state: editing, configuration: {preset: singleMetadata, style: detail, editing: {enabled: true, maxLength: 60, characterCount: both}}, matrix: *dims}
        views:
          - name: contact
            matrix: *rows
            view:
              hstack:
                spacing: 12
                children:
                  - {circle: {fill: systemBlue}, frame: {width: 40, height: 40}, overlay: {text: {string: AH, style: subheadline, weight: semibold, color: white}}}
                  - vstack: {alignment: leading, spacing: 2, children: [{text: {string: Anna Haro, style: body}}, {text: {string: "Online · 5 min ago", style: footnote, color: secondaryLabel}}]}
                  - {spacer: }
                  - {icon: {name: star.fill, size: 17, color: systemYellow}}
              padding: {horizontal: 16, vertical: 10}
              background: systemBackground
          - name: message
            matrix: *rows
            view:
              hstack:
                alignment: top
                spacing: 12
                children:
                  - {circle: {fill: systemGreen}, frame: {width: 44, height: 44}}
                  - vstack:
                      alignment: leading
                      spacing: 3
                      children:
                        - hstack: {children: [{text: {string: John Appleseed, style: headline}}, {spacer: }, {text: {string: "09:41", style: subheadline, color: secondaryLabel}}]}
                        - {text: {string: "The quarterly report is ready for review; the numbers look better than expected.", style: subheadline, color: secondaryLabel, lines: 2}}
              padding: {horizontal: 16, vertical: 10}
              background: systemBackground
          - name: tile
            matrix: *rows
            view:
              hstack:
                spacing: 16
                children:
                  - {icon: {name: bell.fill, size: 17, color: white}, frame: {width: 29, height: 29}, background: systemRed, cornerRadius: 7}
                  - {text: Notifications}
                  - {spacer: }
                  - {text: {string: Banners, color: secondaryLabel}}
                  - {icon: {name: chevron.right, size: 13, color: tertiaryLabel}}
              padding: {horizontal: 16, vertical: 8}
              frame: {minHeight: 44}
              background: secondarySystemGroupedBackground
          - name: price
            matrix: *rows
            view:
              hstack:
                children:
                  - vstack: {alignment: leading, spacing: 2, children: [{text: {string: Margherita, style: headline}}, {text: {string: "Tomato, mozzarella, basil", style: footnote, color: secondaryLabel}}]}
                  - {spacer: }
                  - {text: {string: "€ 12", weight: semibold, strikethrough: true}, padding: 6, background: {roundedRectangle: {cornerRadius: 8, fill: secondarySystemBackground}}, id: price}
                  - {capsule: {fill: systemRed}, frame: {width: 8, height: 8}, opacity: 0.8}
              padding: {horizontal: 16, vertical: 10}
              border: {color: separator, width: 1}
          - name: progress
            matrix: *rows
            view:
              vstack:
                alignment: leading
                spacing: 6
                children:
                  - hstack: {children: [{icon: {name: tray, color: systemBlue}}, {text: {string: Uploading photos, style: subheadline}}, {spacer: }, {text: {string: 62 %, style: caption1, color: secondaryLabel}}]}
                  - zstack:
                      alignment: leading
                      children:
                        - {capsule: {fill: systemGray5}, frame: {maxWidth: .inf, minHeight: 6, maxHeight: 6}}
                        - {capsule: {fill: systemBlue}, frame: {width: 180, height: 6}}
              padding: {horizontal: 16, vertical: 12}
              background: systemBackground
        tables:
          - name: settings
            matrix: *rows
            table:
              style: insetGrouped
              sections:
                - header: Notifications
                  footer: Sounds and banners follow these settings.
                  rows:
                    - {text: Notifications, detail: Banners, style: value1, image: {icon: bell.fill, background: systemRed}, accessory: disclosureIndicator}
                    - {switch: Do Not Disturb, isOn: true, image: {icon: gear, background: systemIndigo}}
                    - {stepper: Reminders, value: 2, range: [0, 5]}
                    - {action: Sign Out, destructive: true}
          - name: mail
            matrix: *rows
            table:
              style: plain
              sections:
                - rows:
                    - {text: Anna Haro, detail: Lunch on Friday?, image: {icon: person.fill, tint: systemBlue}}
                    - {text: John Appleseed, detail: The quarterly report, trailingSwipeActions: {actions: [{title: Flag, tint: systemOrange}, {title: Delete, style: destructive}], revealed: true}}
                    - {text: Kate Bell, detail: Photos from the trip, state: highlighted}
                    - {text: David Taylor, detail: Tickets for Saturday, accessory: disclosureIndicator}
                    - {text: Hank Zakroff, detail: Invoice 2024-01, checked: true}
                    - {text: Daniel Higgins, detail: Weekend plans}
          - name: form
            matrix: *rows
            table:
              style: grouped
              sections:
                - header: Task
                  rows:
                    - {card: {title: Pay rent, icon: calendar, badge: "3"}}
                    - {text: Priority, detail: High, style: value1, accessory: disclosureIndicator}
                - rows:
                    - {action: Delete Task, destructive: true, textAlignment: center}
        """

    /// Writes the catalog and records its references (only missing or changed ones are written).
    static func prepare() throws -> Catalog {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let path = "\(folder)/catalog.yaml"
        if (try? String(contentsOfFile: path, encoding: .utf8)) != catalog {
            try catalog.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let loaded = try Catalog.load(path)
        let recorded = Runner().record(loaded.snapshots)
        if let failure = recorded.first(where: { $0.error != nil }) { throw BenchmarkFailure("cannot record \(failure.name): \(failure.error ?? "")") }
        return loaded
    }

    /// A copy of the catalog whose references are the recorded ones except the last, which
    /// holds another snapshot's image: exactly one snapshot fails.
    static func prepareOneChanged() throws -> String {
        _ = try prepare()
        let changed = "\(folder)/onechanged.yaml"
        try catalog.replacingOccurrences(of: "references: references", with: "references: references-onechanged")
            .write(toFile: changed, atomically: true, encoding: .utf8)
        let source = "\(folder)/references", target = "\(folder)/references-onechanged"
        try? FileManager.default.removeItem(atPath: target)
        try FileManager.default.copyItem(atPath: source, toPath: target)
        let victim = "\(target)/\(Self.victim).png"
        try FileManager.default.removeItem(atPath: victim)
        try FileManager.default.copyItem(atPath: "\(source)/editing-dark-accessibilityMedium-428.png", toPath: victim)
        return changed
    }

    static var all: [Benchmark] {
        [
            Benchmark("verify.1000") {
                let path = try prepare().file
                return {
                    let snapshots = try Catalog.load(path).snapshots
                    let entries = Runner().verify(snapshots)
                    guard entries.count == 1000, entries.allSatisfy({ $0.status == .passed }) else {
                        throw BenchmarkFailure("verify.1000: not every snapshot passed")
                    }
                }
            },
            Benchmark("verify.1000.onechanged") {
                let changed = try prepareOneChanged()
                let report = "\(folder)/report"
                return {
                    let snapshots = try Catalog.load(changed).snapshots
                    let images = try Report.prepare(folder: report)
                    let entries = Runner().verify(snapshots, artifacts: images)
                    try Report(catalogs: [changed], snapshots: entries).writeDocuments(to: report)
                    guard entries.filter({ $0.status != .passed }).map(\.name) == [Self.victim] else {
                        throw BenchmarkFailure("verify.1000.onechanged: expected exactly one failure")
                    }
                }
            },
        ]
    }
}

/// A benchmark whose work went wrong (so its time means nothing).
struct BenchmarkFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
