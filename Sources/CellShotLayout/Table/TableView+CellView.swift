import CellShotRaster

/// A table is a view: inside a stack or a card it is laid out for the width it is offered and
/// is as tall as its content. Its node (named `table`) holds today's table paths
/// (`vstack[0]/table[1]/section[0]/row[2]`) and is filled with the table's background.
extension TableView: PrimitiveCellView, ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        EmbeddedContent.element("table", resolver) { width, environment throws(CellError) in
            try self.layout(width: width, environment: environment, viewport: nil)
        }
    }
}

/// A screen is a view: its navigation bar and whole table, as wide as offered (node `screen`).
extension Screen: PrimitiveCellView, ElementConvertible {
    func element(_ resolver: inout ElementResolver) throws(CellError) -> Element {
        EmbeddedContent.element("screen", resolver) { width, environment throws(CellError) in
            try self.layout(width: width, environment: environment, viewport: nil)
        }
    }
}

extension EmbeddedContent {
    /// The element of a table or screen laid out by `layout`.
    static func element(_ kind: String, _ resolver: ElementResolver,
                        _ layout: @escaping (Double, CellEnvironment) throws(CellError) -> LayoutTree) -> Element {
        let content = EmbeddedContent(kind: kind) { width, environment, _ throws(CellError) in
            try layout(width, environment)
        }
        return Element(.embedded(EmbeddedElement(content, environment: resolver.environment)), name: kind)
    }
}
