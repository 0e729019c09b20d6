/// Runs a Type 2 charstring (CFF) into a cubic ``GlyphOutline``: path operators draw, stem
/// hints and masks are read past, subroutines are called with the standard bias. Limits on
/// the stack, call depth and operator count turn malformed programs into ``FontError``s.
struct CharStringMachine {
    let global: CompactFontTable.Index
    let local: CompactFontTable.Index
    private(set) var outline = GlyphOutline(cubic: true)
    private var stack: [Double] = []
    private var x = 0.0, y = 0.0
    private var stems = 0
    private var sawWidth = false
    private var open = false
    private var operations = 0
    private var ended = false

    init(global: CompactFontTable.Index, local: CompactFontTable.Index) {
        self.global = global; self.local = local
        stack.reserveCapacity(CompactFontTable.maxStack)
    }

    /// The subroutine number bias for an INDEX of `count` items.
    static func bias(_ count: Int) -> Int { count < 1240 ? 107 : count < 33900 ? 1131 : 32768 }

    mutating func closeContour() {
        if open { outline.contourEnds.append(outline.xs.count); open = false }
    }

    private mutating func point(_ onCurve: Bool) throws(FontError) {
        guard outline.xs.count < GlyphTable.maxPoints else {
            throw .limitExceeded(table: "CFF ", offset: 0, what: "charstring points", value: outline.xs.count, limit: GlyphTable.maxPoints)
        }
        outline.xs.append(x); outline.ys.append(y); outline.onCurve.append(onCurve)
    }

    private mutating func moveTo(_ dx: Double, _ dy: Double) throws(FontError) {
        closeContour()
        x += dx; y += dy
        try point(true)
        open = true
    }

    private mutating func lineTo(_ dx: Double, _ dy: Double) throws(FontError) {
        guard open else { return try moveTo(dx, dy) }
        x += dx; y += dy
        try point(true)
    }

    private mutating func curveTo(_ d: (Double, Double, Double, Double, Double, Double)) throws(FontError) {
        if !open { try moveTo(0, 0) }
        x += d.0; y += d.1; try point(false)
        x += d.2; y += d.3; try point(false)
        x += d.4; y += d.5; try point(true)
    }

    /// Drops the advance width that may precede the first stem, move or endchar operands.
    private mutating func takeWidth(_ hasExtra: Bool) {
        if !sawWidth, hasExtra, !stack.isEmpty { stack.removeFirst() }
        sawWidth = true
    }

    private func fail(_ r: TableReader, _ o: Int, _ reason: String) -> FontError { r.invalid("charstring: \(reason)", at: o) }

    mutating func run(_ r: TableReader, depth: Int) throws(FontError) {
        guard depth <= CompactFontTable.maxCallDepth else {
            throw .limitExceeded(table: "CFF ", offset: r.tableOffset(0), what: "subroutine depth", value: depth,
                                 limit: CompactFontTable.maxCallDepth)
        }
        var o = 0
        while o < r.length && !ended {
            operations += 1
            try r.limit(operations, CompactFontTable.maxOperations, "charstring operators", at: o)
            let b = Int(try r.u8(o))
            if b >= 32 || b == 28 || b == 255 {
                let v = try operand(b, r, &o)
                guard stack.count < CompactFontTable.maxStack else { throw fail(r, o, "argument stack overflow") }
                stack.append(v)
                continue
            }
            let at = o
            o += 1
            let s = stack
            let n = s.count
            switch b {
            case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
                takeWidth(n % 2 == 1)
                stems += stack.count / 2
            case 19, 20:  // hintmask, cntrmask: implicit vstem operands, then the mask bytes
                takeWidth(n % 2 == 1)
                stems += stack.count / 2
                o += (stems + 7) / 8
            case 21:  // rmoveto
                takeWidth(n > 2)
                guard stack.count >= 2 else { throw fail(r, at, "rmoveto needs 2 arguments") }
                try moveTo(stack[stack.count - 2], stack[stack.count - 1])
            case 22, 4:  // hmoveto, vmoveto
                takeWidth(n > 1)
                guard let d = stack.last else { throw fail(r, at, "moveto needs an argument") }
                try b == 22 ? moveTo(d, 0) : moveTo(0, d)
            case 5, 6, 7, 8, 24, 25, 26, 27, 30, 31:  // lines and curves
                try segments(b, s)
            case 10, 29:  // callsubr, callgsubr
                guard let index = stack.popLast() else { throw fail(r, at, "call without a subroutine number") }
                let subrs = b == 10 ? local : global
                let i = Int(index) + CharStringMachine.bias(subrs.count)
                guard i >= 0, i < subrs.count else { throw fail(r, at, "subroutine \(Int(index)) does not exist") }
                try run(try subrs.item(i), depth: depth + 1)
                continue  // the subroutine left its results on the stack
            case 11:  // return
                return
            case 14:  // endchar (a seac accent's four extra operands are ignored)
                takeWidth(n == 1 || n == 5)
                closeContour()
                ended = true
            case 12:
                let e = Int(try r.u8(o)); o += 1
                try flex(e, s, r, at: at)
            default:
                throw fail(r, at, "reserved operator \(b)")
            }
            stack.removeAll(keepingCapacity: true)
        }
    }

    /// A number operand starting with byte `b` at `o` (Type 2 charstring encoding); moves `o` past it.
    private func operand(_ b: Int, _ r: TableReader, _ o: inout Int) throws(FontError) -> Double {
        let v: Double
        switch b {
        case 28: v = Double(try r.i16(o + 1)); o += 3
        case 32...246: v = Double(b - 139); o += 1
        case 247...250: v = Double((b - 247) * 256 + Int(try r.u8(o + 1)) + 108); o += 2
        case 251...254: v = Double(-(b - 251) * 256 - Int(try r.u8(o + 1)) - 108); o += 2
        default: v = Double(Int32(bitPattern: try r.u32(o + 1))) / 65536; o += 5
        }
        return v
    }

    /// The line and curve operators (`b`) over the arguments `s`.
    private mutating func segments(_ b: Int, _ s: [Double]) throws(FontError) {
        let n = s.count
        switch b {
        case 5:  // rlineto
            var i = 0
            while i + 1 < n { try lineTo(s[i], s[i + 1]); i += 2 }
        case 6, 7:  // hlineto, vlineto: alternating
            var horizontal = b == 6
            for d in s { try horizontal ? lineTo(d, 0) : lineTo(0, d); horizontal.toggle() }
        case 8:  // rrcurveto
            var i = 0
            while i + 5 < n { try curveTo((s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5])); i += 6 }
        case 24:  // rcurveline
            var i = 0
            while i + 5 < n - 2 { try curveTo((s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5])); i += 6 }
            if i + 1 < n { try lineTo(s[i], s[i + 1]) }
        case 25:  // rlinecurve
            var i = 0
            while i + 1 < n - 6 { try lineTo(s[i], s[i + 1]); i += 2 }
            if i + 5 < n { try curveTo((s[i], s[i + 1], s[i + 2], s[i + 3], s[i + 4], s[i + 5])) }
        case 26:  // vvcurveto
            var i = 0
            var dx1 = 0.0
            if n % 4 == 1 { dx1 = s[0]; i = 1 }
            while i + 3 < n { try curveTo((dx1, s[i], s[i + 1], s[i + 2], 0, s[i + 3])); dx1 = 0; i += 4 }
        case 27:  // hhcurveto
            var i = 0
            var dy1 = 0.0
            if n % 4 == 1 { dy1 = s[0]; i = 1 }
            while i + 3 < n { try curveTo((s[i], dy1, s[i + 1], s[i + 2], s[i + 3], 0)); dy1 = 0; i += 4 }
        case 30, 31:  // vhcurveto, hvcurveto: alternating, optional last delta
            var horizontal = b == 31
            var i = 0
            while i + 3 < n {
                let last = n - i == 5 ? s[i + 4] : 0
                if horizontal {
                    try curveTo((s[i], 0, s[i + 1], s[i + 2], last, s[i + 3]))
                } else {
                    try curveTo((0, s[i], s[i + 1], s[i + 2], s[i + 3], last))
                }
                horizontal.toggle()
                i += 4
            }
        default:
            break
        }
    }

    /// The flex operators (12 `e`) over the arguments `s`.
    private mutating func flex(_ e: Int, _ s: [Double], _ r: TableReader, at: Int) throws(FontError) {
        let n = s.count
        switch e {
        case 35:  // flex
            guard n >= 12 else { throw fail(r, at, "flex needs 13 arguments") }
            try curveTo((s[0], s[1], s[2], s[3], s[4], s[5])); try curveTo((s[6], s[7], s[8], s[9], s[10], s[11]))
        case 34:  // hflex
            guard n >= 7 else { throw fail(r, at, "hflex needs 7 arguments") }
            let y0 = y
            try curveTo((s[0], 0, s[1], s[2], s[3], 0))
            try curveTo((s[4], 0, s[5], y0 - y, s[6], 0))
        case 36:  // hflex1
            guard n >= 9 else { throw fail(r, at, "hflex1 needs 9 arguments") }
            let y0 = y
            try curveTo((s[0], s[1], s[2], s[3], s[4], 0))
            try curveTo((s[5], 0, s[6], s[7], s[8], y0 - (y + s[7])))
        case 37:  // flex1
            guard n >= 11 else { throw fail(r, at, "flex1 needs 11 arguments") }
            let dx = s[0] + s[2] + s[4] + s[6] + s[8], dy = s[1] + s[3] + s[5] + s[7] + s[9]
            let horizontal = abs(dx) > abs(dy)
            try curveTo((s[0], s[1], s[2], s[3], s[4], s[5]))
            try curveTo((s[6], s[7], s[8], s[9], horizontal ? s[10] : -dx, horizontal ? -dy : s[10]))
        default:
            throw fail(r, at, "unsupported operator 12 \(e)")
        }
    }
}
