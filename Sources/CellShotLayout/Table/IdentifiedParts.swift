/// One pass over a `ForEach`'s data: every element's parts in order, and the first identifier
/// that repeats (named in ``CellError/duplicateID(_:)`` when the table is laid out).
enum IdentifiedParts {
    static func collect<Data: Sequence, ID: Hashable, Part>(_ data: Data, id: KeyPath<Data.Element, ID>,
                                                            _ content: (Data.Element) -> [Part]) -> (parts: [Part], duplicate: String?) {
        var seen = Set<ID>()
        var parts: [Part] = []
        var duplicate: String?
        for element in data {
            let key = element[keyPath: id]
            if !seen.insert(key).inserted, duplicate == nil { duplicate = String(describing: key) }
            parts += content(element)
        }
        return (parts, duplicate)
    }
}
