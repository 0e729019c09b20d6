import CellShotLayout
import CellShotPNG
import Foundation
import CellShotRaster
import Testing

/// Bad input to views: typed errors naming the field, never a crash or a half-drawn image.
@Suite struct ViewBadInputTests {
    func error<V: CellView>(_ view: V, width: Double = 375, height: Double? = nil) -> CellError? {
        do { _ = try view.render(width: width, height: height); return nil } catch { return error }
    }

    @Test func negativeNaNAndInfiniteLengthsAreTypedErrors() {
        let text = TextView("x")
        #expect(error(text.padding(-1)) == .invalidViewValue(field: "padding.top", value: -1))
        #expect(error(text.padding(EdgeInsets(top: 0, leading: .nan, bottom: 0, trailing: 0)))?.description.contains("padding.leading") == true)
        #expect(error(text.frame(width: .infinity)) == .invalidViewValue(field: "frame.width", value: .infinity))
        #expect(error(text.frame(height: -3)) == .invalidViewValue(field: "frame.height", value: -3))
        #expect(error(text.frame(minWidth: .nan))?.description.contains("frame.minWidth") == true)
        #expect(error(text.frame(maxWidth: -.infinity)) == .invalidViewValue(field: "frame.maxWidth", value: -.infinity))
        #expect(error(HStackView(spacing: -2) { text }) == .invalidViewValue(field: "HStackView.spacing", value: -2))
        #expect(error(VStackView(spacing: .infinity) { text }) == .invalidViewValue(field: "VStackView.spacing", value: .infinity))
        #expect(error(SpacerView(minLength: .nan))?.description.contains("SpacerView.minLength") == true)
        #expect(error(RoundedRectangleView(cornerRadius: -4)) == .invalidViewValue(field: "roundedRectangle.cornerRadius.topLeading", value: -4))
        #expect(error(CircleView().stroke(.label, lineWidth: .infinity)) == .invalidViewValue(field: "circle.lineWidth", value: .infinity))
        #expect(error(text.shadow(radius: -1)) == .invalidViewValue(field: "shadow.radius", value: -1))
        #expect(error(text.opacity(.nan))?.description.contains("opacity") == true)
        #expect(error(IconView("star", size: -1)) == .invalidViewValue(field: "IconView(\"star\").size", value: -1))
        #expect(error(text.layoutPriority(.nan))?.description.contains("layoutPriority") == true)
    }

    @Test func badRowSizesAreTypedErrors() {
        guard case let .invalidWidth(w)? = error(TextView("x"), width: .nan) else { Issue.record("NaN width accepted"); return }
        #expect(w.isNaN)
        #expect(error(TextView("x"), width: 0) == .invalidWidth(0))
        #expect(error(TextView("x"), width: -5) == .invalidWidth(-5))
        #expect(error(TextView("x"), height: -1) == .invalidHeight(-1))
        #expect(error(TextView("x"), height: .infinity) == .invalidHeight(.infinity))
    }

    @Test func unknownIconNamesTheIcon() {
        #expect(error(IconView("no.such.icon")) == .unknownIcon("no.such.icon"))
    }

    @Test func oversizedAndEmptyImagesAreTypedErrors() throws {
        let big = Image(width: CellLimits.maxImageSide + 1, height: 1)
        #expect(error(ImageView(big)) == .imageTooLarge(width: CellLimits.maxImageSide + 1, height: 1, maximum: CellLimits.maxImageSide))
        #expect(error(ImageView(Image(width: 0, height: 0)))?.description.contains("ImageView.image") == true)
        #expect(error(ImageView(Image(width: 2, height: 2), scale: 0)) == .invalidViewValue(field: "ImageView.scale", value: 0))
    }

    /// Loading an image for an ``ImageView`` is one call in CellShotPNG; its errors name the file.
    @Test func missingAndCorruptImageFilesNameTheFile() throws {
        let missing = NSTemporaryDirectory() + "cellshot-no-such-avatar.png"
        do { _ = try PNGDecoder().decode(contentsOf: missing); Issue.record("decoded a missing file") } catch {
            #expect(error.description.contains(missing), "\(error)")
        }
        let corrupt = NSTemporaryDirectory() + "cellshot-corrupt-avatar.png"
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]).write(to: URL(fileURLWithPath: corrupt))
        do { _ = try PNGDecoder().decode(contentsOf: corrupt); Issue.record("decoded a corrupt file") } catch {
            #expect(error.description.contains(corrupt), "\(error)")
        }
    }

    @Test func tenThousandNestedStacksAreADepthError() {
        var view = AnyCellView(TextView("deep"))
        for i in 0..<10_000 { view = i.isMultiple(of: 2) ? AnyCellView(HStackView { view }) : AnyCellView(VStackView { view }) }
        #expect(error(view) == .viewTooDeep(limit: CellLimits.maxViewDepth))
        // Just under the limit lays out.
        var fine = AnyCellView(TextView("deep"))
        for _ in 0..<200 { fine = AnyCellView(HStackView { fine }) }
        #expect(error(fine) == nil)
    }

    @Test func emptyStacksAndOddTextLayOutAsEmpty() throws {
        let empty = try HStackView {}.layout(width: 100)
        #expect(empty.size.height == 0)
        #expect(empty.root.children.first?.frame.width == 0)
        let spaces = try TextView("   ").layout(width: 100)
        #expect(spaces.size.height > 0)
        let marks = try TextView("\u{301}\u{308}").render(width: 100)
        #expect(marks.width == 300)
        let nothing = try TextView("").layout(width: 100)
        #expect(nothing.size.height == 0)
    }
}

/// Round shapes stay round at every size.
@Suite struct RoundShapeTests {
    /// Coverage of the pixel at 45° on the edge of a `side`-point continuous fully-rounded
    /// square at 1×: a circle leaves the corner pixel empty; the old degenerate curve filled it.
    @Test func continuousFullyRoundedSquareIsACircle() throws {
        for side in [6.0, 8, 12, 20, 44] {
            let view = RoundedRectangleView(cornerRadius: side / 2).fill(.label).frame(width: side, height: side)
            var env = CellEnvironment.standard
            env.scale = 1
            let image = try view.render(width: side, environment: env)
            let circle = try CircleView().fill(.label).frame(width: side, height: side).render(width: side, environment: env)
            #expect(image.pixels == circle.pixels, "side \(side)")
        }
    }
}
