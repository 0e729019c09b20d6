import CellShotStore
import Foundation

/// GitHub Actions output: `::error` annotations at the catalog line of every snapshot that did
/// not pass, and a Markdown summary for `GITHUB_STEP_SUMMARY`.
public enum GitHubReport {
    /// One workflow command per snapshot that did not pass.
    public static func annotations(_ report: Report) -> [String] {
        report.snapshots.filter { $0.status != .passed }.map { r in
            let text = ([r.message] + r.changes).joined(separator: "\n")
            return "::error file=\(property(r.source.file)),line=\(r.source.line),col=\(r.source.column),"
                + "title=\(property("snapshot \(r.name) \(r.status.rawValue)"))::\(data(text))"
        }
    }

    /// The Markdown summary: counts, then a table of what did not pass (catalog and report
    /// text escaped by ``MarkdownText``).
    public static func summary(_ report: Report) -> String {
        let s = report.summary
        var out = "## Snapshot verify: \(s.allPassed ? "passed" : "failed")\n\n"
        out += "| total | passed | failed | new | errors |\n| ---: | ---: | ---: | ---: | ---: |\n"
        out += "| \(s.total) | \(s.passed) | \(s.failed) | \(s.new) | \(s.errors) |\n"
        let bad = report.snapshots.filter { $0.status != .passed }
        if !bad.isEmpty {
            out += "\n| snapshot | status | what changed |\n| --- | --- | --- |\n"
            for r in bad.prefix(200) {
                let what = ([r.message] + r.changes.prefix(5)).map(MarkdownText.cell).joined(separator: "<br>")
                out += "| \(MarkdownText.cell(r.name)) | \(r.status.rawValue) | \(what) |\n"
            }
            if bad.count > 200 { out += "\n… and \(bad.count - 200) more (see the report artifact).\n" }
        }
        return out
    }

    /// Escapes a workflow-command property value.
    static func property(_ s: String) -> String { WorkflowCommand.property(s) }

    /// Escapes a workflow-command message.
    static func data(_ s: String) -> String { WorkflowCommand.data(s) }
}
