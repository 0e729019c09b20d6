import CellShotCatalog
import Foundation

/// The report.json reader: any bytes decoded by `Report.decode` the way `approve` and
/// `merge-reports` read a downloaded report. Whatever decodes has every file path of every
/// entry checked against a real report folder (`Report.file`), its GitHub summary and
/// annotations written, and its JSON must read back to the same report. A path the check
/// accepts must lie inside the folder.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReport(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let report = try? Report.decode(Data(bytes: data, count: size), path: "report.json") else { return 0 }
    for entry in report.snapshots.prefix(64) {
        for relative in [entry.actual, entry.expected, entry.diff, entry.sideBySide, entry.actualDump].compactMap({ $0 }) {
            guard let resolved = try? Report.file(relative, in: folder) else { continue }
            if !resolved.hasPrefix(realFolder + "/") { fatalError("\(relative) resolved outside the report folder: \(resolved)") }
        }
    }
    _ = GitHubReport.summary(report)
    _ = GitHubReport.annotations(report)
    guard let again = try? Report.decode(Data(report.json().utf8), path: "again.json"), again == report else {
        fatalError("the report's JSON does not read back to the same report")
    }
    return 0
}

/// A report folder with an images folder and a symbolic link out of it.
let folder: String = {
    let path = NSTemporaryDirectory() + "fuzz-report-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path + "/images", withIntermediateDirectories: true)
    try? FileManager.default.createSymbolicLink(atPath: path + "/images/out", withDestinationPath: "/tmp")
    return path
}()

let realFolder: String = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
