import CellShotLayout
import CellShotRaster
import Testing

@Suite struct ThemeTests {
    @Test func publishedSystemColours() {
        #expect(SystemColor.systemRed.resolve(.light).rgba8 == RGBA8(255, 59, 48))
        #expect(SystemColor.systemRed.resolve(.dark).rgba8 == RGBA8(255, 69, 58))
        #expect(SystemColor.systemBlue.resolve(.light).rgba8 == RGBA8(0, 122, 255))
        #expect(SystemColor.systemGroupedBackground.resolve(.light).rgba8 == RGBA8(242, 242, 247))
        #expect(SystemColor.systemBackground.resolve(.dark).rgba8 == RGBA8(0, 0, 0))
        #expect(SystemColor.secondaryLabel.resolve(.light).rgba8 == RGBA8(60, 60, 67, 153))
        #expect(SystemColor.allCases.count >= 36)
    }

    @Test func outOfRangeComponentsAreClamped() {
        let c = DynamicColor(Color(red: 1.7, green: -0.4, blue: .nan, alpha: 2)).resolve(.light)
        #expect(c.red == 1 && c.green == 0 && c.blue == 0 && c.alpha == 1)
    }

    @Test func metricsFollowTheReference() {
        #expect(CellMetrics.master.cornerRadius == 10)
        #expect(CellMetrics.detail.cornerRadius == 6)
        #expect(CellMetrics.master.cardInsets == EdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12))
        #expect(CellMetrics.detail.cardInsets == EdgeInsets(top: 6, leading: 16, bottom: 10, trailing: 16))
        #expect(CellMetrics.detail.borderWidth == 0.8)
        #expect(CellMetrics.master.shadow.color.alpha == 0.10)
    }
}
