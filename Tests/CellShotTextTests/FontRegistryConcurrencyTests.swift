import Testing
@testable import CellShotText

/// The registry parses fonts without holding its lock (lookups in other threads go on): a
/// bundled face is still parsed once, and a name is still registered once, whatever the race.
@Suite struct FontRegistryConcurrencyTests {
    static let roboto: [UInt8] = FontRegistry.bundledFontData("Roboto-Regular") ?? []

    @Test func aBundledFaceIsParsedOnceUnderConcurrentFirstUse() async {
        let registry = FontRegistry()
        let faces = await withTaskGroup(of: [FontFace].self) { tasks in
            for i in 0..<8 {
                tasks.addTask { registry.chain(family: i % 2 == 0 ? "Roboto" : "Some Family", weight: .regular) }
            }
            return await tasks.reduce(into: []) { $0.append(contentsOf: $1) }
        }
        let roboto = faces.filter { $0.name == "Roboto-Regular" }
        #expect(roboto.count == 8)
        #expect(roboto.allSatisfy { $0 === roboto[0] }, "one parse, one face object")
        #expect(registry.face(id: roboto[0].id) === roboto[0])
    }

    @Test func aNameRacedByManyRegistersOnce() async {
        let registry = FontRegistry()
        let outcomes = await withTaskGroup(of: FontError?.self) { tasks in
            for _ in 0..<6 {
                tasks.addTask {
                    do throws(FontError) { try registry.register(name: "Raced", data: Self.roboto); return nil } catch { return error }
                }
            }
            return await tasks.reduce(into: []) { $0.append($1) }
        }
        #expect(outcomes.filter { $0 == nil }.count == 1)
        #expect(outcomes.compactMap { $0 }.allSatisfy { $0 == FontError.invalidName("Raced") })
        #expect(registry.familyNames.filter { $0 == "Raced" }.count == 1)
        #expect(registry.chain(family: "Raced", weight: .regular).first?.name == "Raced")
    }
}
