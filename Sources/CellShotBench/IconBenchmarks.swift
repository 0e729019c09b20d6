import CellShotLayout

/// The icon set: `icons.lookup` resolves 100 names (listed names and grammar variants, the
/// composed ones included) on a warm library; `icons.firstuse` reads and indexes the bundled
/// set's resource and draws one icon's artwork, as the first render of a process does.
enum IconBenchmarks {
    static let names: [String] = {
        let listed = IconLibrary.standard.names
        let step = max(1, listed.count / 60)
        let sample = stride(from: 0, to: listed.count, by: step).prefix(60).map { listed[$0] }
        let variants = ["airplane.circle", "airplane.circle.fill", "wifi.slash", "trash.fill", "star.circle.fill", "folder.badge.plus",
                        "heart.slash", "gear.badge", "bell.badge.fill", "person.crop.circle.fill", "xmark.circle.fill", "plus.square.fill",
                        "airplane.square", "book.circle", "cloud.fill", "doc.fill", "house.fill", "lock.fill", "map.fill", "tag.slash",
                        "clock.badge.checkmark", "key.fill", "mic.circle", "moon.circle.fill", "phone.fill", "pin.circle",
                        "printer.fill", "shield.fill", "star.slash", "tv.fill", "video.circle", "wrench.fill", "bolt.circle",
                        "camera.circle.fill", "cart.fill", "cpu.fill", "flag.circle", "gift.fill", "globe.badge.plus", "link.circle"]
        return Array((sample + variants).prefix(100))
    }()

    static var all: [Benchmark] {[
        Benchmark("icons.lookup") {
            let library = IconLibrary()
            for name in names { _ = library.resolves(name) }
            return { for name in names { _ = try library.artwork(named: name) } }
        },
        Benchmark("icons.firstuse") {
            return {
                let set = IconSet.loadBootstrap()
                _ = try IconLibrary(set: set).artwork(named: "airplane")
            }
        },
    ]}
}
