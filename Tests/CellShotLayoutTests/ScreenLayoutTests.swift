import CellShotLayout
import CellShotRaster
import CellShotText
import Testing

/// Screens on their own: every frame of the bar and the table on the device-pixel grid, even
/// when rows, headers and the large title have fractional heights.
@Suite struct ScreenLayoutTests {
    static func fractionalScreen(_ mode: Screen.TitleDisplayMode) -> Screen {
        let table = TableView(style: .insetGrouped) {
            TableSection("Fractions") {
                Row(text: "Wi-Fi", value: "Home", image: .settings("link", background: .systemBlue)).height(44.3).accessory(.disclosureIndicator)
                Row(text: "Third").height(45.33)
                Row.Switch(text: "Switch", isOn: true)
            }
            TableSection(footer: "A footer under rows of odd heights.") {
                Row(text: "Half").height(50.5)
            }
        }
        return Screen(title: "Général", titleDisplayMode: mode, backTitle: "Réglages",
                      trailingButtons: [BarButton("Modifier")], table: table)
    }

    /// Every edge of `node` and its descendants, as a pixel position, off the grid.
    static func offGrid(_ node: LayoutNode, scale: Double, path: String = "") -> [String] {
        let here = path.isEmpty ? node.name : path + "/" + node.name
        let edges = [node.frame.minX, node.frame.minY, node.frame.maxX, node.frame.maxY]
        var found = edges.contains { abs(($0 * scale) - ($0 * scale).rounded()) > 1e-6 } ? ["\(here) \(node.frame)"] : []
        for child in node.children { found += offGrid(child, scale: scale, path: here) }
        return found
    }

    @Test(arguments: [2.0, 3.0])
    func everyFrameIsOnThePixelGrid(scale: Double) throws {
        for mode in [Screen.TitleDisplayMode.large, .inline] {
            for viewport in [nil, Viewport(height: 300.4, offset: 20.7)] {
                for rtl in [false, true] {
                    var env = CellEnvironment(scale: scale)
                    if rtl { env.layoutDirection = .rightToLeft }
                    let tree = try Self.fractionalScreen(mode).layout(width: 393, environment: env, viewport: viewport)
                    let off = Self.offGrid(tree.root, scale: scale)
                    #expect(off.isEmpty, "\(mode) \(String(describing: viewport)) rtl \(rtl) at \(scale)×: \(off)")
                    let size = tree.size.height * scale
                    #expect(size == size.rounded(), "height \(tree.size.height) pt at \(scale)×")
                }
            }
        }
    }
}
