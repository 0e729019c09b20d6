import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in of the SwiftUI front's macros.
@main
struct SwiftUIMacrosPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [PreviewMacro.self, PreviewableMacro.self]
}
