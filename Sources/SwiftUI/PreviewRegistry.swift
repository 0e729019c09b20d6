#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CPreviewSection
import CellShotLayout

/// A `#Preview`'s record in the `cellshot_previews` section: a marker, a layout version and a
/// function that writes the preview's `_PreviewEntry` into the memory it is given. The macro
/// writes these; a program reads them through ``PreviewRegistry``.
public typealias _PreviewRecord = (marker: UInt32, version: UInt32, store: @convention(c) (UnsafeMutableRawPointer) -> Void)

/// The marker that opens every `_PreviewRecord` ("CSPV"); `#Preview` writes it as a literal.
package let previewRecordMarker: UInt32 = 0x4353_5056

/// What a `#Preview` expansion registers (written by the macro; read it as ``RegisteredPreview``).
public struct _PreviewEntry {
    let name: String?
    let fileID: String
    let line: Int
    let traits: [PreviewTrait<Preview.ViewTraits>]
    let make: @MainActor () -> AnyView

    public init(name: String?, fileID: String, line: Int, traits: [PreviewTrait<Preview.ViewTraits>],
                make: @escaping @MainActor () -> AnyView) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.traits = traits
        self.make = make
    }

    /// Writes `entry` into the uninitialised memory `out`.
    public static func store(_ entry: _PreviewEntry, in out: UnsafeMutableRawPointer) {
        out.initializeMemory(as: _PreviewEntry.self, repeating: entry, count: 1)
    }
}

/// One preview of the program, named uniquely within its source file.
public struct RegisteredPreview {
    /// The preview's name: its `#Preview("name")`, or "Preview"; the second preview of a file with
    /// the same name is "name.2", the third "name.3" (in line order).
    public let name: String
    /// The module and file that declare it (`Rows/ContactRow.swift`); for a view of a
    /// `PreviewProvider`'s `previews`, the module and the type's name (`Rows/LandmarkRow_Previews`).
    public let fileID: String
    /// The line of its `#Preview`; for a view of a `PreviewProvider`, its place in `previews` (1, 2, …).
    public let line: Int
    /// Its traits.
    public let traits: [PreviewTrait<Preview.ViewTraits>]
    /// Makes the preview's view.
    public let make: @MainActor () -> AnyView

    /// The module part of ``fileID``.
    public var module: String { String(fileID.prefix { $0 != "/" }) }
    /// The source file's name without its folder and `.swift` (`ContactRow`), or the
    /// `PreviewProvider` type's name: the folder of the preview's snapshots.
    public var fileStem: String {
        let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
        return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
    }
}

/// The previews linked into this program, found without a list: each `#Preview` expansion places
/// a `_PreviewRecord` in the `cellshot_previews` section, each `PreviewProvider` conformance has
/// the compiler's record (see `PreviewProviderScan`), and the static linker gathers the sections
/// of every module of the executable (a test bundle on Linux is one executable).
@MainActor
public enum PreviewRegistry {
    /// Every preview, ordered by file (or provider type) then line (or place in `previews`).
    public static var all: [RegisteredPreview] { named(entries() + providerEntries(inModule: nil)) }

    /// The previews declared in `module` (only its `PreviewProvider`s' `previews` are evaluated).
    public static func previews(inModule module: String) -> [RegisteredPreview] {
        named(entries() + providerEntries(inModule: module)).filter { $0.module == module }
    }

    /// The records of the section, each asked for its entry.
    static func entries() -> [_PreviewEntry] {
        guard let start = cellshot_previews_start(), let end = cellshot_previews_end(), start < end else { return [] }
        let stride = MemoryLayout<_PreviewRecord>.stride
        var out: [_PreviewEntry] = []
        var at = start
        while at + stride <= end {
            let record = at.load(as: _PreviewRecord.self)
            if record.marker == previewRecordMarker, record.version == 1 {
                let slot = UnsafeMutablePointer<_PreviewEntry>.allocate(capacity: 1)
                record.store(UnsafeMutableRawPointer(slot))
                out.append(slot.move())
                slot.deallocate()
            }
            at += stride
        }
        return out
    }

    /// One entry per view of the `previews` of each `PreviewProvider` (of `module`, when given).
    static func providerEntries(inModule module: String?) -> [_PreviewEntry] {
        PreviewProviderScan.all().filter { module == nil || $0.module == module }.flatMap { found in
            PreviewPart.parts(of: previews(of: found.type)).enumerated().map { index, part in
                _PreviewEntry(name: part.name, fileID: found.module + "/" + found.name, line: index + 1,
                              traits: part.traits, make: { AnyView(part.view) })
            }
        }
    }

    private static func previews<P: PreviewProvider>(of type: P.Type) -> AnyCellView { AnyCellView(P.previews) }

    /// `entries` ordered by file and line, with a name unique within each file.
    package static func named(_ entries: [_PreviewEntry]) -> [RegisteredPreview] {
        let sorted = entries.sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
        var seen: [String: Int] = [:]
        return sorted.map { entry in
            let base = safeName(entry.name ?? "Preview")
            let key = entry.fileID + "\u{0}" + base
            let ordinal = (seen[key] ?? 0) + 1
            seen[key] = ordinal
            return RegisteredPreview(name: ordinal == 1 ? base : "\(base).\(ordinal)", fileID: entry.fileID, line: entry.line,
                                     traits: entry.traits, make: entry.make)
        }
    }

    /// `name` usable as a file name: no folder separators, not empty, not a dot-only name.
    static func safeName(_ name: String) -> String {
        let cleaned = String(name.map { $0 == "/" || $0 == "\\" || $0 == "\u{0}" ? "_" : $0 })
        return cleaned.isEmpty || cleaned.allSatisfy({ $0 == "." }) ? "Preview" : cleaned
    }
}
#endif
