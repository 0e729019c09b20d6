import Testing

@testable import CellShotText

/// A shaped-text key hashed once when made: keys of the same fields are equal and hash alike,
/// a key differing in any one field is another key.
@Suite struct ShapedTextCacheKeyTests {
    static func key(_ string: String = "Caf\u{E9}", family: String = "Inter", weight: FontWeight = .semibold, size: Double = 17,
                    direction: LayoutDirection = .leftToRight, regional: RegionalForms? = nil, faces: [Int] = [1, 2]) -> ShapedTextCache.Key {
        ShapedTextCache.Key(string: string, family: family, weight: weight, size: size.bitPattern, direction: direction,
                            regional: regional, faces: faces)
    }

    @Test func keysOfTheSameFieldsAreEqualAndHashAlike() {
        let key = Self.key(), again = Self.key(String("Caf\u{E9}".reversed().reversed()))
        #expect(key == again)
        #expect(key.hashValue == again.hashValue)
        #expect(Set([key, again]).count == 1)
    }

    @Test func aKeyDifferingInOneFieldIsAnotherKey() {
        let key = Self.key()
        let others = [Self.key("Cafe\u{301}"), Self.key("Caf"), Self.key(family: "Roboto"), Self.key(weight: .bold), Self.key(size: 17.5),
                      Self.key(size: .nan), Self.key(direction: .rightToLeft), Self.key(regional: .japanese), Self.key(faces: [1]), Self.key(faces: [2, 1])]
        for other in others { #expect(key != other) }
        #expect(Set(others + [key]).count == others.count + 1)
        #expect(Self.key(size: .nan) == Self.key(size: .nan), "a NaN size equals itself by its bits")
    }
}
