import CellShotStore
import Testing

@Suite struct WorkflowCommandTests {
    @Test func annotationEscapesEveryPart() {
        let line = WorkflowCommand.error(file: "T/a,b:c.swift", line: 3, column: 7, title: "snap 50%: x", message: "one\ntwo\r%\u{1B}[2J")
        #expect(line == "::error file=T/a%2Cb%3Ac.swift,line=3,col=7,title=snap 50%25%3A x::one%0Atwo%0D%25[2J")
    }

    @Test func markdownDropsControlsAndMarkup() {
        #expect(WorkflowCommand.markdown("a\u{1B}]8;;x\u{07}<img src=x>|`b`\nc\u{9B}") == "a]8;;x&lt;img src=x&gt;\\|'b' c")
    }
}
