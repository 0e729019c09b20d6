import CellShotRaster

/// A single-page vector PDF from an imageset, drawn the way Xcode keeps vector data: the page's
/// box is the image's size in points; its paths are filled and stroked in their colours (or
/// the tint of a template image). See ``PDFDocument`` and ``PDFContent`` for what is read.
struct AssetPDF {
    static let maxBytes = 8 << 20

    /// Natural size in points.
    var size: Size
    var shapes: [PDFShape]

    /// Parses `bytes`; a fault is ``AssetError/unsupportedPDF(file:feature:offset:)`` for a
    /// feature CellShot does not draw, ``AssetError/badPDF(file:offset:reason:)`` otherwise.
    init(_ bytes: [UInt8], file: String) throws(AssetError) {
        guard bytes.count <= Self.maxBytes else { throw .badPDF(file: file, offset: 0, reason: "larger than \(Self.maxBytes) bytes") }
        do {
            let doc = try PDFDocument(bytes)
            let page = try doc.firstPage()
            let box = try doc.box(of: page)
            let spaces = try doc.resolve(doc.resolve(page["Resources"])?.dictValue?["ColorSpace"])?.dictValue ?? [:]
            var content = PDFContent(box: box) { name in Self.components(doc, spaces[name]) }
            try content.run(doc.contents(of: page))
            size = Size(width: box.width, height: box.height)
            shapes = content.shapes
        } catch {
            if error.unsupported { throw .unsupportedPDF(file: file, feature: error.reason, offset: error.offset) }
            throw .badPDF(file: file, offset: error.offset, reason: error.reason)
        }
    }

    /// Components of a colour space resource: `[/ICCBased stream]` (its `/N`), `[/CalRGB …]`,
    /// `[/CalGray …]`, or a device space by name; nil otherwise.
    private static func components(_ doc: PDFDocument, _ space: PDFObject?) -> Int? {
        guard let object = try? doc.resolve(space) else { return nil }
        switch object.nameValue ?? object.arrayValue?.first?.nameValue {
        case "DeviceGray", "CalGray": return 1
        case "DeviceRGB", "CalRGB": return 3
        case "DeviceCMYK": return 4
        case "ICCBased":
            guard let array = object.arrayValue, array.count > 1, case let .ref(number) = array[1], let at = doc.offsets[number] else { return nil }
            var scanner = PDFScanner(doc.bytes, at: at)
            guard let dict = (try? scanner.object())??.dictValue, let count = dict["N"]?.number, [1.0, 3, 4].contains(count) else { return nil }
            return Int(count)
        default: return nil
        }
    }

    /// The shapes scaled into `rect`, in their own colours or `tint`.
    func operations(in rect: Rect, tint: Color?) -> [DisplayList.Operation] {
        let sx = rect.width / size.width, sy = rect.height / size.height
        let transform = Transform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX, ty: rect.minY)
        let scale = (abs(sx * sy)).squareRoot()
        return shapes.map { shape -> DisplayList.Operation in
            switch shape {
            case let .fill(path, rule, color): return .fill(path.transformed(by: transform), .solid(tint ?? color), rule)
            case let .stroke(path, style, color):
                var stroke = style
                stroke.width *= scale; stroke.dash = stroke.dash.map { $0 * scale }; stroke.dashPhase *= scale
                return .stroke(path.transformed(by: transform), stroke, .solid(tint ?? color))
            case let .clip(path, rule): return .pushClipPath(path.transformed(by: transform), rule)
            case .popClip: return .popClip
            }
        }
    }
}
