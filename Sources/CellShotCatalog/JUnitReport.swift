/// The report as JUnit XML, which CI systems display: one test case per snapshot, failures
/// with the element-level changes.
import CellShotStore

enum JUnitReport {
    static func xml(_ report: Report) -> String {
        let s = report.summary
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"snapshot verify\" tests=\"\(s.total)\" failures=\"\(s.failed + s.new)\" errors=\"\(s.errors)\">\n"
        out += "  <testsuite name=\"\(escape(report.catalogs.joined(separator: ", ")))\" tests=\"\(s.total)\" failures=\"\(s.failed + s.new)\" errors=\"\(s.errors)\" skipped=\"0\">\n"
        for r in report.snapshots {
            out += "    <testcase name=\"\(escape(r.name))\" classname=\"\(escape(r.source.file))\" file=\"\(escape(r.source.file))\" line=\"\(r.source.line)\""
            let details = ([r.message] + r.changes).joined(separator: "\n")
            let verdict = r.status.verdict
            switch verdict {
            case .passed, .tolerated:
                out += "/>\n"
                continue
            case .failed, .new:
                out += ">\n      <failure message=\"\(escape(r.message))\" type=\"\(verdict.rawValue)\">\(escape(details))</failure>\n"
            case .recorded, .error:
                out += ">\n      <error message=\"\(escape(r.message))\">\(escape(details))</error>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    static func escape(_ s: String) -> String {
        var r = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": r += "&amp;"
            case "<": r += "&lt;"
            case ">": r += "&gt;"
            case "\"": r += "&quot;"
            case "\n", "\t": r.unicodeScalars.append(u)
            default:
                if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF { r += "\u{FFFD}" } else { r.unicodeScalars.append(u) }
            }
        }
        return r
    }
}
