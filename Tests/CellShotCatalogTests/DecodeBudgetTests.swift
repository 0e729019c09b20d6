import CellShotCatalog
import Testing

/// A few lines of YAML that multiply into millions of views or rows (aliases of aliases, a
/// forEach of forEach) stop at once with a positioned error.
@Suite struct DecodeBudgetTests {
    /// Seven levels of ten aliases each: 10^7 text views from nine lines.
    static let laughs = """
        shared:
          a: &a {text: x}
          b: &b {vstack: {children: [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]}}
          c: &c {vstack: {children: [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]}}
          d: &d {vstack: {children: [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]}}
          e: &e {vstack: {children: [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]}}
          f: &f {vstack: {children: [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]}}
          g: &g {vstack: {children: [*f, *f, *f, *f, *f, *f, *f, *f, *f, *f]}}

        """

    @Test func aliasesOfAliasesInAView() throws {
        let error = try #require(catalogError(Self.laughs + "views:\n  - {name: v, view: *g}\n"))
        #expect(error.message == "the entry expands to more than 10000 views, rows and sections (YAML aliases or forEach multiply them)", "\(error)")
        #expect(error.expected == "at most 10000 per entry" && error.line > 0 && error.path.hasPrefix("views[0].view"))
    }

    @Test func aliasesInATableRowAndATemplate() throws {
        let row = try #require(catalogError(Self.laughs + "tables:\n  - {name: t, table: {sections: [{rows: [{view: *g}]}]}}\n"))
        #expect(row.message.hasPrefix("the entry expands to more than 10000"), "\(row)")
        let template = try #require(catalogError(Self.laughs + "tables:\n  - {name: t, table: {sections: [{rows: [{forEach: [a], row: {view: *g}}]}]}}\n"))
        #expect(template.message == "the template has more than 100000 nodes (counting each use of an alias)", "\(template)")
    }

    @Test func forEachOfForEach() throws {
        let items = "[" + (0..<100).map { "i\($0)" }.joined(separator: ", ") + "]"
        let yaml = """
            tables:
              - name: t
                table:
                  sections:
                    - forEach: \(items)
                      section: {rows: [{forEach: \(items), row: {text: "{item}"}}]}

            """
        let error = try #require(catalogError(yaml))
        #expect(error.message.hasPrefix("the entry expands to more than 10000"), "\(error)")
    }
}
