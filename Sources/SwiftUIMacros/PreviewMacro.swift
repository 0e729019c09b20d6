import SwiftSyntax
import SwiftSyntaxBuilder
import SwiftSyntaxMacros

/// `#Preview("name", traits: …) { … }`: a view type holding the body (its `@Previewable`
/// variables become the view's own properties, so `@State` keeps its storage) and a record in
/// the `cellshot_previews` section that registers the preview's name, file, line and traits.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let parts = try PreviewArguments(node)
        let view = context.makeUniqueName("Preview")
        let record = context.makeUniqueName("PreviewRecord")
        let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
        let file: ExprSyntax = location?.file ?? "#fileID"
        let line: ExprSyntax = location?.line ?? "#line"
        let (members, statements) = split(parts.body.statements)
        let traits = parts.traits.map(\.trimmedDescription).joined(separator: ", ")
        let viewDecl: DeclSyntax = """
            private struct \(view): SwiftUI.View {
            \(raw: members.joined(separator: "\n"))
            @SwiftUI.ViewBuilder var body: some SwiftUI.View {
            \(raw: statements.joined(separator: "\n"))
            }
            }
            """
        let recordDecl: DeclSyntax = """
            @section("cellshot_previews") @used
            private let \(record): SwiftUI._PreviewRecord = (0x4353_5056, 1, { out in
                SwiftUI._PreviewEntry.store(
                    SwiftUI._PreviewEntry(name: \(parts.name), fileID: \(file), line: \(line), traits: [\(raw: traits)],
                                          make: { SwiftUI.AnyView(\(view)()) }),
                    in: out)
            })
            """
        return [viewDecl, recordDecl]
    }

    /// The closure's `@Previewable` variables (without the attribute) and its other statements.
    static func split(_ items: CodeBlockItemListSyntax) -> (members: [String], statements: [String]) {
        var members: [String] = []
        var statements: [String] = []
        for item in items {
            if let variable = item.item.as(VariableDeclSyntax.self), variable.attributes.contains(where: isPreviewable) {
                var stripped = variable
                stripped.attributes = variable.attributes.filter { !isPreviewable($0) }
                members.append(stripped.trimmedDescription)
            } else {
                statements.append(item.trimmedDescription)
            }
        }
        return (members, statements)
    }

    static func isPreviewable(_ element: AttributeListSyntax.Element) -> Bool {
        guard case .attribute(let attribute) = element else { return false }
        return attribute.attributeName.trimmedDescription.split(separator: ".").last == "Previewable"
    }
}

/// `@Previewable` marks a variable of a `#Preview` body that becomes a property of the preview's
/// view; `#Preview` does the work, so on its own it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// The arguments of one `#Preview`: its name, traits and body.
struct PreviewArguments {
    var name: ExprSyntax = "nil"
    var traits: [ExprSyntax] = []
    let body: ClosureExprSyntax

    init(_ node: some FreestandingMacroExpansionSyntax) throws {
        var closure = node.trailingClosure
        var inTraits = false
        for argument in node.arguments {
            switch argument.label?.text {
            case "traits": inTraits = true; traits.append(argument.expression)
            case "body": closure = argument.expression.as(ClosureExprSyntax.self); inTraits = false
            case nil where inTraits: traits.append(argument.expression)
            case nil: name = argument.expression
            default: throw PreviewMacroError("#Preview has no argument '\(argument.label?.text ?? "")'")
            }
        }
        guard let closure else { throw PreviewMacroError("#Preview needs a body closure: #Preview { … }") }
        body = closure
    }
}

/// A `#Preview` written in a way the macro cannot expand.
struct PreviewMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
