#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CPreviewSection

/// The `PreviewProvider` types of this program, found without a list: the compiler writes a
/// record for every protocol conformance into the `swift5_protocol_conformances` section, and the
/// static linker gathers the section of every module of the executable (a test program on Linux
/// is one executable). A record whose protocol is this module's `PreviewProvider` names the
/// conforming type's descriptor, whose metadata accessor gives the type itself.
///
/// Generic types are skipped (they have no one type to snapshot). An optimised build may drop a
/// `private` provider nothing uses; a debug build (`swift test`) keeps them all.
enum PreviewProviderScan {
    /// A conforming type and the module and dotted name (`Rows`, `LandmarkRow_Previews`) it has.
    struct Found {
        let type: any PreviewProvider.Type
        let module: String
        let name: String
    }

    /// Every `PreviewProvider` type linked into this program, in record order.
    static func all() -> [Found] {
        guard let start = cellshot_conformances_start(), let end = cellshot_conformances_end(), start < end else { return [] }
        var found: [Found] = []
        var at = start
        while at + 4 <= end {
            if let conformance = relative(at), isPreviewProvider(conformance), let type = conformingType(conformance) {
                found.append(type)
            }
            at += 4
        }
        return found
    }

    /// Whether a conformance descriptor's protocol is `SwiftUI.PreviewProvider`.
    private static func isPreviewProvider(_ conformance: UnsafeRawPointer) -> Bool {
        guard let proto = indirectable(conformance), name(proto) == "PreviewProvider",
              let parent = indirectable(proto + 4) else { return false }
        return kind(parent) == moduleKind && name(parent) == "SwiftUI"
    }

    /// The type a conformance descriptor names, when it is a non-generic struct, enum or class.
    private static func conformingType(_ conformance: UnsafeRawPointer) -> Found? {
        let flags = conformance.load(fromByteOffset: 12, as: UInt32.self)
        let descriptor: UnsafeRawPointer?
        switch (flags >> 3) & 7 {
        case 0: descriptor = relative(conformance + 4)  // a direct type descriptor
        case 1: descriptor = relative(conformance + 4)?.load(as: UnsafeRawPointer?.self)  // an indirect one
        default: return nil  // Objective-C class references (not on Linux)
        }
        guard let descriptor, typeKinds.contains(kind(descriptor)),
              descriptor.load(as: UInt32.self) & genericFlag == 0,
              let accessor = relative(descriptor + 12), let module = moduleName(descriptor) else { return nil }
        // A non-generic type's metadata accessor takes a metadata request (0: complete metadata)
        // and returns the metadata, which is the type's `Any.Type` value.
        let metadata = unsafeBitCast(accessor, to: (@convention(thin) (Int) -> UnsafeRawPointer).self)(0)
        guard let type = unsafeBitCast(metadata, to: Any.Type.self) as? any PreviewProvider.Type else { return nil }
        return Found(type: type, module: module, name: displayName(type, module: module))
    }

    /// The name of the module a context descriptor belongs to.
    private static func moduleName(_ descriptor: UnsafeRawPointer) -> String? {
        var context: UnsafeRawPointer? = descriptor
        for _ in 0..<64 {
            guard let current = context else { return nil }
            if kind(current) == moduleKind { return name(current) }
            context = indirectable(current + 4)
        }
        return nil
    }

    /// `type`'s name inside `module`, dotted for nested types (`Outer.Row_Previews`); a `private`
    /// type's name alone (its full name holds an address, which changes from run to run).
    private static func displayName(_ type: Any.Type, module: String) -> String {
        let full = String(reflecting: type)
        guard full.hasPrefix(module + "."), !full.contains("(") else { return String(describing: type) }
        return String(full.dropFirst(module.count + 1))
    }

    private static let moduleKind: UInt32 = 0
    /// Class, struct and enum context descriptors.
    private static let typeKinds: ClosedRange<UInt32> = 16...18
    private static let genericFlag: UInt32 = 0x80

    /// A context descriptor's kind (the low five bits of its flags).
    private static func kind(_ descriptor: UnsafeRawPointer) -> UInt32 { descriptor.load(as: UInt32.self) & 0x1F }

    /// A context descriptor's name (its third field), for module, protocol and type descriptors.
    private static func name(_ descriptor: UnsafeRawPointer) -> String? {
        return relative(descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The target of the 32-bit relative offset at `field`, or nil for a zero offset.
    private static func relative(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : field + Int(offset)
    }

    /// The target of a relative offset whose low bit says the target is a pointer to follow.
    private static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = field.loadUnaligned(as: Int32.self)
        if offset == 0 { return nil }
        let target = field + Int(offset & ~1)
        return offset & 1 == 0 ? target : target.load(as: UnsafeRawPointer?.self)
    }
}
#endif
