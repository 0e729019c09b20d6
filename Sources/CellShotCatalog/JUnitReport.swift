/// The report as JUnit XML, which CI systems display: one test case per snapshot, failures
/// with the element-level changes.
import CellShotStore

enum JUnitReport {
    static func xml(_ report: Report) -> String {
        let summary = report.summary
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"snapshot verify\" tests=\"\(summary.total)\" failures=\"\(summary.failed + summary.new)\" errors=\"\(summary.errors)\">\n"
        out += "  <testsuite name=\"\(escape(report.catalogs.joined(separator: ", ")))\" tests=\"\(summary.total)\" failures=\"\(summary.failed + summary.new)\" errors=\"\(summary.errors)\" skipped=\"0\">\n"
        for entry in report.snapshots {
            out += "    <testcase name=\"\(escape(entry.name))\" classname=\"\(escape(entry.source.file))\" file=\"\(escape(entry.source.file))\" line=\"\(entry.source.line)\""
            let details = ([entry.message] + entry.changes).joined(separator: "\n")
            let verdict = entry.status.verdict
            switch verdict {
            case .passed, .tolerated:
                out += "/>\n"
                continue
            case .failed, .new:
                out += ">\n      <failure message=\"\(escape(entry.message))\" type=\"\(verdict.rawValue)\">\(escape(details))</failure>\n"
            case .recorded, .error:
                out += ">\n      <error message=\"\(escape(entry.message))\">\(escape(details))</error>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    static func escape(_ text: String) -> String {
        var escaped = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "\n", "\t": escaped.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { escaped += "\u{FFFD}" } else { escaped.unicodeScalars.append(scalar) }
            }
        }
        return escaped
    }
}
