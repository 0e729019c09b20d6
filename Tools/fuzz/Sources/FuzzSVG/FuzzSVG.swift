import CellShotRaster

/// SVG path data for icons: parse any bytes as path data; what parses is filled into a small
/// canvas, so the flattening and rasterizing of hostile curves run too.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSVG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let path = try? Path(svgData: text) else { return 0 }
    var list = DisplayList()
    list.append(.fill(path, .solid(.black), .evenOdd))
    _ = try? list.render(size: Size(width: 24, height: 24), scale: 1, background: .white)
    return 0
}
