import CellShotStore
import Foundation

/// GitHub Actions output: `::error` annotations at the catalog line of every snapshot that did
/// not pass, and a Markdown summary for `GITHUB_STEP_SUMMARY`.
public enum GitHubReport {
    /// One workflow command per snapshot that did not pass.
    public static func annotations(_ report: Report) -> [String] {
        report.snapshots.filter { $0.status != .passed }.map { entry in
            let text = ([entry.message] + entry.changes).joined(separator: "\n")
            return "::error file=\(property(entry.source.file)),line=\(entry.source.line),col=\(entry.source.column),"
                + "title=\(property("snapshot \(entry.name) \(entry.status.rawValue)"))::\(data(text))"
        }
    }

    /// The Markdown summary: counts, then a table of what did not pass (catalog and report
    /// text escaped by ``MarkdownText``).
    public static func summary(_ report: Report) -> String {
        let summary = report.summary
        var out = "## Snapshot verify: \(summary.allPassed ? "passed" : "failed")\n\n"
        out += "| total | passed | failed | new | errors |\n| ---: | ---: | ---: | ---: | ---: |\n"
        out += "| \(summary.total) | \(summary.passed) | \(summary.failed) | \(summary.new) | \(summary.errors) |\n"
        let bad = report.snapshots.filter { $0.status != .passed }
        if !bad.isEmpty {
            out += "\n| snapshot | status | what changed |\n| --- | --- | --- |\n"
            for entry in bad.prefix(200) {
                let what = ([entry.message] + entry.changes.prefix(5)).map(MarkdownText.cell).joined(separator: "<br>")
                out += "| \(MarkdownText.cell(entry.name)) | \(entry.status.rawValue) | \(what) |\n"
            }
            if bad.count > 200 { out += "\n… and \(bad.count - 200) more (see the report artifact).\n" }
        }
        return out
    }

    /// Escapes a workflow-command property value.
    static func property(_ text: String) -> String { WorkflowCommand.property(text) }

    /// Escapes a workflow-command message.
    static func data(_ text: String) -> String { WorkflowCommand.data(text) }
}
