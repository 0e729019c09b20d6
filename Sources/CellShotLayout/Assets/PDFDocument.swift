import CellShotPNG
import CellShotRaster

/// The first page of a vector PDF as Xcode's imagesets hold them: objects found by scanning for
/// `N G obj` (so a broken or cyclic cross-reference table is never followed), the page through
/// the catalog's page tree, its crop or media box, and its content streams inflated from
/// `FlateDecode` with a ceiling. Compressed object streams, other filters and encryption are
/// typed "unsupported" faults.
struct PDFDocument {
    static let maxObjectNumber = 1 << 20
    static let maxObjects = 100_000
    /// Bytes all content streams of the page may inflate to together.
    static let maxContentBytes = 16 << 20

    let bytes: [UInt8]
    /// Object number → offset just after its `obj` keyword (the last definition wins).
    private(set) var offsets: [Int: Int] = [:]

    init(_ bytes: [UInt8]) throws(PDFFault) {
        guard bytes.starts(with: Array("%PDF-".utf8)) else { throw PDFFault(offset: 0, reason: "no %PDF- header") }
        self.bytes = bytes
        try index()
    }

    /// Finds every `N G obj`.
    private mutating func index() throws(PDFFault) {
        let buffer = bytes
        var position = 0
        while let hit = Self.find(Array("obj".utf8), in: buffer, from: position) {
            position = hit + 3
            guard position >= buffer.count || !PDFScanner.isRegular(buffer[position]), let num = Self.header(buffer, before: hit) else { continue }
            guard num <= Self.maxObjectNumber else {
                throw PDFFault(offset: hit, reason: "object number \(num) above \(Self.maxObjectNumber)")
            }
            offsets[num] = position
            guard offsets.count <= Self.maxObjects else { throw PDFFault(offset: hit, reason: "more than \(Self.maxObjects) objects") }
        }
        if Self.find(Array("/Encrypt".utf8), in: buffer, from: 0) != nil {
            throw PDFFault(offset: 0, reason: "encryption", unsupported: true)
        }
    }

    /// The object number of `N G obj` whose `obj` starts at `at`, or nil.
    private static func header(_ buffer: [UInt8], before at: Int) -> Int? {
        var cursor = at - 1
        func digits() -> Int? {
            var value = 0, scale = 1, count = 0
            while cursor >= 0, buffer[cursor] >= 0x30, buffer[cursor] <= 0x39 {
                guard count < 9 else { return nil }
                value += Int(buffer[cursor] - 0x30) * scale; scale *= 10; count += 1; cursor -= 1
            }
            return count > 0 ? value : nil
        }
        func spaces() -> Bool {
            let mark = cursor
            while cursor >= 0, PDFScanner.isSpace(buffer[cursor]) { cursor -= 1 }
            return cursor < mark
        }
        guard spaces(), digits() != nil, spaces(), let num = digits() else { return nil }
        return cursor < 0 || !PDFScanner.isRegular(buffer[cursor]) ? num : nil
    }

    static func find(_ needle: [UInt8], in haystack: [UInt8], from: Int) -> Int? {
        guard let first = needle.first, needle.count <= haystack.count else { return nil }
        var position = from
        while position + needle.count <= haystack.count {
            if haystack[position] == first, haystack[position..<(position + needle.count)].elementsEqual(needle) { return position }
            position += 1
        }
        return nil
    }

    /// Object `num`'s value (nil when the file has no such object).
    func object(_ num: Int) throws(PDFFault) -> PDFObject? {
        guard let at = offsets[num] else { return nil }
        var scanner = PDFScanner(bytes, at: at)
        return try scanner.object()
    }

    /// `value` with a reference followed (once: a reference to a reference is not chased).
    func resolve(_ value: PDFObject?) throws(PDFFault) -> PDFObject? {
        guard case let .ref(number)? = value else { return value }
        let target = try object(number)
        if case .ref? = target { return nil }
        return target
    }

    /// The dictionary of the first page.
    func firstPage() throws(PDFFault) -> [String: PDFObject] {
        var visited: Set<Int> = []
        for (num, _) in offsets.sorted(by: { $0.key < $1.key }) {
            guard let dict = try object(num)?.dictValue, dict["Type"]?.nameValue == "Catalog" else { continue }
            if let page = try firstPage(under: dict["Pages"], visited: &visited, depth: 0) { return page }
        }
        if let at = Self.find(Array("/ObjStm".utf8), in: bytes, from: 0) {
            throw PDFFault(offset: at, reason: "compressed object streams (/ObjStm)", unsupported: true)
        }
        throw PDFFault(offset: 0, reason: "no page (no /Catalog with a /Pages tree holding a /Page)")
    }

    private func firstPage(under node: PDFObject?, visited: inout Set<Int>, depth: Int) throws(PDFFault) -> [String: PDFObject]? {
        guard depth < PDFScanner.maxDepth else { return nil }
        if case let .ref(number)? = node {
            guard visited.insert(number).inserted else { return nil }   // a cycle in the page tree
        }
        guard let dict = try resolve(node)?.dictValue else { return nil }
        if dict["Type"]?.nameValue == "Page" { return dict }
        for kid in try resolve(dict["Kids"])?.arrayValue ?? [] {
            if let page = try firstPage(under: kid, visited: &visited, depth: depth + 1) { return page }
        }
        return nil
    }

    /// The page's `/CropBox` or `/MediaBox`, inherited through `/Parent` (at most 32 levels).
    func box(of page: [String: PDFObject]) throws(PDFFault) -> Rect {
        var node: [String: PDFObject]? = page
        for _ in 0..<PDFScanner.maxDepth {
            guard let dict = node else { break }
            for key in ["CropBox", "MediaBox"] {
                guard let array = try resolve(dict[key])?.arrayValue else { continue }
                let numbers = try array.map { (element: PDFObject) throws(PDFFault) in try resolve(element)?.number ?? .nan }
                guard numbers.count == 4, numbers.allSatisfy(\.isFinite) else { throw PDFFault(offset: 0, reason: "a /\(key) that is not four numbers") }
                let rect = Rect(x: min(numbers[0], numbers[2]), y: min(numbers[1], numbers[3]), width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
                guard rect.width > 0, rect.height > 0, rect.width <= 10_000, rect.height <= 10_000 else {
                    throw PDFFault(offset: 0, reason: "a /\(key) of \(rect.width) × \(rect.height) points (0 < side ≤ 10000)")
                }
                return rect
            }
            node = try resolve(dict["Parent"])?.dictValue
        }
        throw PDFFault(offset: 0, reason: "no /MediaBox on the page")
    }

    /// The page's content streams, inflated and joined.
    func contents(of page: [String: PDFObject]) throws(PDFFault) -> [UInt8] {
        var refs: [PDFObject] = []
        switch page["Contents"] {
        case let .ref(number)?:
            if case let .array(array)? = try object(number) { refs = array } else { refs = [.ref(number)] }
        case let .array(array)?: refs = array
        default: return []
        }
        var out: [UInt8] = []
        for ref in refs {
            guard case let .ref(number) = ref else { throw PDFFault(offset: 0, reason: "/Contents that is not a stream reference") }
            out += try stream(number, budget: Self.maxContentBytes - out.count)
            out.append(0x0A)
        }
        return out
    }

    /// Stream object `num`'s data, decoded, at most `budget` bytes.
    func stream(_ num: Int, budget: Int) throws(PDFFault) -> [UInt8] {
        guard let at = offsets[num] else { throw PDFFault(offset: 0, reason: "missing object \(num)") }
        var scanner = PDFScanner(bytes, at: at)
        guard let dict = try scanner.object()?.dictValue else { throw PDFFault(offset: at, reason: "object \(num) is not a stream") }
        scanner.skipSpace()
        let keywordAt = scanner.pos
        guard bytes[keywordAt...].starts(with: Array("stream".utf8)) else { throw PDFFault(offset: keywordAt, reason: "object \(num) has no stream") }
        var start = keywordAt + 6
        if start < bytes.count, bytes[start] == 0x0D { start += 1 }
        if start < bytes.count, bytes[start] == 0x0A { start += 1 }
        guard let length = try resolve(dict["Length"])?.number, length >= 0, length == length.rounded() else {
            throw PDFFault(offset: at, reason: "object \(num): /Length is not a non-negative integer")
        }
        guard length <= Double(bytes.count - start) else {
            throw PDFFault(offset: start, reason: "object \(num): /Length \(Int(length)) runs past the end of the file (\(bytes.count - start) bytes left)")
        }
        let raw = Array(bytes[start..<(start + Int(length))])
        return try decode(raw, dict, at: start, budget: budget)
    }

    private func decode(_ raw: [UInt8], _ dict: [String: PDFObject], at: Int, budget: Int) throws(PDFFault) -> [UInt8] {
        let filters: [String]
        switch try resolve(dict["Filter"]) {
        case nil: filters = []
        case let .name(name)?: filters = [name]
        case let .array(array)?: filters = array.compactMap(\.nameValue)
        default: throw PDFFault(offset: at, reason: "a /Filter that is not a name")
        }
        if let parms = try resolve(dict["DecodeParms"])?.dictValue, let predictor = parms["Predictor"]?.number, predictor > 1 {
            throw PDFFault(offset: at, reason: "stream predictor \(Int(predictor))", unsupported: true)
        }
        var data = raw
        for filter in filters {
            guard filter == "FlateDecode" else { throw PDFFault(offset: at, reason: "stream filter /\(filter)", unsupported: true) }
            do { data = try Inflate.zlib(data, maxBytes: budget) } catch {
                switch error {
                case .corrupt: throw PDFFault(offset: at, reason: "a FlateDecode stream that does not inflate")
                case let .tooLarge(limit): throw PDFFault(offset: at, reason: "content streams inflating to more than \(limit) bytes")
                }
            }
        }
        guard data.count <= budget else { throw PDFFault(offset: at, reason: "content streams larger than \(Self.maxContentBytes) bytes") }
        return data
    }
}
