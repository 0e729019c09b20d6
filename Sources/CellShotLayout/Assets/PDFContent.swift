import CellShotRaster

/// One painting step of a PDF page, in points from the page's top-left corner.
enum PDFShape: Hashable {
    case fill(Path, FillRule, Color)
    case stroke(Path, StrokeStyle, Color)
    case clip(Path, FillRule)
    case popClip
}

/// Runs a page's content stream (ISO 32000-1 §8): the path operators Xcode's exported icons use
/// (`m l c v y h re`, `f F f* S s B B* b b* n`, `W W*`), the graphics state (`q Q cm`, `w J j M d`)
/// and colours (`rg RG g G k K`, `cs CS sc scn SC SCN` over gray, RGB, CMYK and ICC-based
/// spaces). Text, images, form XObjects, shadings, patterns and graphics-state dictionaries are
/// typed "unsupported" faults naming the operator and its offset. CMYK is converted naively
/// (r = (1 − c)(1 − k)); a stroke's width scales by the square root of the transform's
/// determinant.
struct PDFContent {
    static let maxOperands = 64
    static let maxStateDepth = 64
    static let maxShapes = 100_000

    private struct State {
        var ctm: Transform
        var fill = Color.black, stroke = Color.black
        var fillComponents = 1, strokeComponents = 1
        var style = StrokeStyle(width: 1)
        var clips = 0
    }

    private var state: State
    private var saved: [State] = []
    private var path = Path()
    private var current: Point?
    private var start: Point?
    private var pendingClip: FillRule?
    private(set) var shapes: [PDFShape] = []
    /// Components of a named colour space of the page's resources (nil: unknown).
    private let components: (String) -> Int?

    /// `box` (the page's box in PDF space) maps to (0, 0)–(width, height) with y down.
    init(box: Rect, components: @escaping (String) -> Int?) {
        state = State(ctm: Transform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.minY + box.height))
        self.components = components
    }

    mutating func run(_ bytes: [UInt8]) throws(PDFFault) {
        var scanner = PDFScanner(bytes)
        var operands: [PDFObject] = []
        while true {
            let at = scanner.pos
            guard let object = try scanner.object() else { break }
            guard case let .keyword(op) = object, !["true", "false", "null"].contains(op) else {
                operands.append(object)
                guard operands.count <= Self.maxOperands else { throw PDFFault(offset: at, reason: "more than \(Self.maxOperands) operands") }
                continue
            }
            try apply(op, operands, at: scanner.pos - op.utf8.count)
            operands.removeAll(keepingCapacity: true)
            guard shapes.count <= Self.maxShapes else { throw PDFFault(offset: at, reason: "more than \(Self.maxShapes) painted shapes") }
        }
        for _ in 0..<state.clips { shapes.append(.popClip) }
        for outer in saved.reversed() { for _ in 0..<outer.clips { shapes.append(.popClip) } }
    }

    private static func numbers(_ ops: [PDFObject], _ count: Int, _ op: String, at: Int) throws(PDFFault) -> [Double] {
        let values = ops.suffix(count).compactMap(\.number)
        guard ops.count >= count, values.count == count else { throw PDFFault(offset: at, reason: "\"\(op)\" needs \(count) numbers") }
        return values
    }

    private mutating func apply(_ op: String, _ ops: [PDFObject], at: Int) throws(PDFFault) {
        if try pathOperator(op, ops, at: at) { return }
        if paintOperator(op, at: at) { return }
        if try colourOperator(op, ops, at: at) { return }
        switch op {
        case "q":
            guard saved.count < Self.maxStateDepth else { throw PDFFault(offset: at, reason: "\"q\" nested deeper than \(Self.maxStateDepth)") }
            saved.append(state)
            state.clips = 0
        case "Q":
            guard let last = saved.popLast() else { return }
            for _ in 0..<state.clips { shapes.append(.popClip) }
            state = last
        case "cm":
            let matrix = try Self.numbers(ops, 6, op, at: at)
            state.ctm = Transform(a: matrix[0], b: matrix[1], c: matrix[2], d: matrix[3], tx: matrix[4], ty: matrix[5]).concatenating(state.ctm)
        case "w": state.style.width = max(0, try Self.numbers(ops, 1, op, at: at)[0])
        case "J": state.style.cap = [LineCap.butt, .round, .square][min(2, max(0, Int(try Self.numbers(ops, 1, op, at: at)[0])))]
        case "j": state.style.join = [LineJoin.miter, .round, .bevel][min(2, max(0, Int(try Self.numbers(ops, 1, op, at: at)[0])))]
        case "M": state.style.miterLimit = max(1, try Self.numbers(ops, 1, op, at: at)[0])
        case "d":
            guard ops.count >= 2, let dash = ops[ops.count - 2].arrayValue?.compactMap(\.number), let phase = ops.last?.number,
                  dash.count <= 32, dash.allSatisfy({ $0 >= 0 && $0.isFinite }) else { throw PDFFault(offset: at, reason: "\"d\" needs a dash array and a phase") }
            state.style.dash = dash.reduce(0, +) > 0 ? dash : []
            state.style.dashPhase = phase
        case "W": pendingClip = .nonZero
        case "W*": pendingClip = .evenOdd
        case "ri", "i", "BMC", "BDC", "EMC", "MP", "DP", "BX", "EX": return   // no effect on pixels
        default: throw PDFFault(offset: at, reason: Self.feature(op), unsupported: true)
        }
    }

    /// What an operator CellShot does not draw is.
    static func feature(_ op: String) -> String {
        switch op {
        case "BT", "ET", "Tj", "TJ", "'", "\"", "Tf", "Td", "TD", "Tm", "T*", "Tc", "Tw", "Tz", "TL", "Tr", "Ts": return "text (\"\(op)\")"
        case "Do": return "an image or form XObject (\"Do\")"
        case "sh": return "a shading (\"sh\")"
        case "BI", "ID", "EI": return "an inline image (\"\(op)\")"
        case "gs": return "a graphics state dictionary: opacity or blending (\"gs\")"
        case "d0", "d1": return "a Type 3 glyph (\"\(op)\")"
        default: return "the operator \"\(op)\""
        }
    }

    private mutating func pathOperator(_ op: String, _ ops: [PDFObject], at: Int) throws(PDFFault) -> Bool {
        let ctm = state.ctm
        switch op {
        case "m":
            let values = try Self.numbers(ops, 2, op, at: at)
            let point = ctm.apply(Point(values[0], values[1]))
            path.move(to: point); current = point; start = point
        case "l":
            let values = try Self.numbers(ops, 2, op, at: at)
            let point = ctm.apply(Point(values[0], values[1]))
            try needsPoint(op, at: at); path.line(to: point); current = point
        case "c", "v", "y":
            let values = try Self.numbers(ops, op == "c" ? 6 : 4, op, at: at)
            try needsPoint(op, at: at)
            let pts = stride(from: 0, to: values.count, by: 2).map { ctm.apply(Point(values[$0], values[$0 + 1])) }
            let end = pts[pts.count - 1]
            let c1 = op == "v" ? current! : pts[0], c2 = op == "y" ? end : pts[op == "c" ? 1 : 0]
            path.cubic(to: end, control1: c1, control2: c2); current = end
        case "h":
            if current != nil { path.close(); current = start }
        case "re":
            let values = try Self.numbers(ops, 4, op, at: at)
            let corners = [(values[0], values[1]), (values[0] + values[2], values[1]), (values[0] + values[2], values[1] + values[3]), (values[0], values[1] + values[3])].map { ctm.apply(Point($0.0, $0.1)) }
            path.move(to: corners[0]); for corner in corners.dropFirst() { path.line(to: corner) }; path.close()
            current = corners[0]; start = corners[0]
        default: return false
        }
        return true
    }

    private func needsPoint(_ op: String, at: Int) throws(PDFFault) {
        guard current != nil else { throw PDFFault(offset: at, reason: "\"\(op)\" with no current point") }
    }

    private mutating func paintOperator(_ op: String, at: Int) -> Bool {
        let fill: FillRule?, stroke: Bool, close: Bool
        switch op {
        case "f", "F": (fill, stroke, close) = (.nonZero, false, false)
        case "f*": (fill, stroke, close) = (.evenOdd, false, false)
        case "S": (fill, stroke, close) = (nil, true, false)
        case "s": (fill, stroke, close) = (nil, true, true)
        case "B": (fill, stroke, close) = (.nonZero, true, false)
        case "B*": (fill, stroke, close) = (.evenOdd, true, false)
        case "b": (fill, stroke, close) = (.nonZero, true, true)
        case "b*": (fill, stroke, close) = (.evenOdd, true, true)
        case "n": (fill, stroke, close) = (nil, false, false)
        default: return false
        }
        if close, current != nil { path.close() }
        if let fill { shapes.append(.fill(path, fill, state.fill)) }
        if stroke {
            var style = state.style
            let scale = abs(state.ctm.a * state.ctm.d - state.ctm.b * state.ctm.c).squareRoot()
            style.width *= scale; style.dash = style.dash.map { $0 * scale }; style.dashPhase *= scale
            if style.width > 0 { shapes.append(.stroke(path, style, state.stroke)) }
        }
        if let rule = pendingClip {
            shapes.append(.clip(path, rule))
            state.clips += 1
            pendingClip = nil
        }
        path = Path(); current = nil; start = nil
        return true
    }

    private mutating func colourOperator(_ op: String, _ ops: [PDFObject], at: Int) throws(PDFFault) -> Bool {
        let stroking = op.first?.isUppercase == true
        switch op {
        case "g", "G": try set(stroking, Self.numbers(ops, 1, op, at: at), at: at)
        case "rg", "RG": try set(stroking, Self.numbers(ops, 3, op, at: at), at: at)
        case "k", "K": try set(stroking, Self.numbers(ops, 4, op, at: at), at: at)
        case "cs", "CS":
            guard let name = ops.last?.nameValue else { throw PDFFault(offset: at, reason: "\"\(op)\" needs a colour space name") }
            let count: Int
            switch name {
            case "DeviceGray", "CalGray": count = 1
            case "DeviceRGB", "CalRGB": count = 3
            case "DeviceCMYK": count = 4
            case "Pattern": throw PDFFault(offset: at, reason: "a pattern colour space", unsupported: true)
            default:
                guard let spaceCount = components(name) else { throw PDFFault(offset: at, reason: "the colour space /\(name)", unsupported: true) }
                count = spaceCount
            }
            if stroking { state.strokeComponents = count; state.stroke = .black } else { state.fillComponents = count; state.fill = .black }
        case "sc", "scn", "SC", "SCN":
            if ops.last?.nameValue != nil { throw PDFFault(offset: at, reason: "a pattern colour (\"\(op)\")", unsupported: true) }
            try set(stroking, Self.numbers(ops, stroking ? state.strokeComponents : state.fillComponents, op, at: at), at: at)
        default: return false
        }
        return true
    }

    private mutating func set(_ stroking: Bool, _ values: [Double], at: Int) throws(PDFFault) {
        let clamped = values.map { min(1, max(0, $0)) }
        let color: Color
        switch clamped.count {
        case 1: color = Color(white: clamped[0], alpha: 1)
        case 3: color = Color(red: clamped[0], green: clamped[1], blue: clamped[2], alpha: 1)
        case 4: color = Color(red: (1 - clamped[0]) * (1 - clamped[3]), green: (1 - clamped[1]) * (1 - clamped[3]), blue: (1 - clamped[2]) * (1 - clamped[3]), alpha: 1)
        default: throw PDFFault(offset: at, reason: "a colour of \(clamped.count) components")
        }
        if stroking { state.stroke = color } else { state.fill = color }
    }
}
