import CellShotPNG
import CellShotRaster
import Foundation
import Testing

/// Eight writers replacing one reference while a reader decodes it: every read sees one
/// whole image (never a torn or empty file) and no temporary file is left behind.
@Suite struct ConcurrentWriteTests {
    @Test func concurrentWritersNeverTearAReference() async throws {
        let dir = NSTemporaryDirectory() + "cellshot-concurrent-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/reference.png"
        let images = (0..<8).map { Image(width: 40 + $0, height: 30, color: RGBA8(UInt8($0 * 30), 90, 200)) }
        try PNGEncoder().write(images[0], to: path)

        let torn = try await withThrowingTaskGroup(of: Int.self) { group in
            for image in images {
                group.addTask {
                    for _ in 0..<25 { try PNGEncoder().write(image, to: path) }
                    return 0
                }
            }
            group.addTask {
                var bad = 0
                for _ in 0..<200 {
                    let read = try? PNGDecoder().decode(contentsOf: path)
                    if read.map({ images.contains($0) }) != true { bad += 1 }
                }
                return bad
            }
            return try await group.reduce(0, +)
        }
        #expect(torn == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["reference.png"])
        #expect(images.contains(try PNGDecoder().decode(contentsOf: path)))
    }
}
