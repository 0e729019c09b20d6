#if os(Linux) // The SwiftUI front stands in for Apple's frameworks on Linux only.
import CellShotLayout

/// One preview of a `PreviewProvider`: a view of its `previews` with the name and traits its
/// `.previewDisplayName`, `.previewLayout` and `.previewDevice` give it.
struct PreviewPart {
    var view: AnyCellView
    var name: String?
    var traits: [PreviewTrait<Preview.ViewTraits>]
}

extension PreviewPart {
    /// The previews `view` stands for: each child of a `Group`, a builder block or a `ForEach` is
    /// its own preview; a preview modifier or an environment set around several children applies
    /// to each; the innermost setting wins. Nesting deeper than `limit` is one preview.
    static func parts(of view: AnyCellView, limit: Int = 64) -> [PreviewPart] {
        var out: [PreviewPart] = []
        collect(view, into: PreviewPart(view: view, name: nil, traits: []), depth: limit, &out)
        return out
    }

    /// Appends the previews of `view` to `out`, each starting from `outer`'s name and traits and
    /// wrapped as `outer.view` wraps (`wrap` rebuilds the environment writers around a child).
    private static func collect(_ view: AnyCellView, into outer: PreviewPart, depth: Int, _ out: inout [PreviewPart],
                                wrap: @escaping (AnyCellView) -> AnyCellView = { $0 }) {
        guard depth > 0 else { return out.append(PreviewPart(view: wrap(view), name: outer.name, traits: outer.traits)) }
        let base = view.wrapped
        if let container = base as? any PreviewContainer {
            for child in container.previewChildren { collect(child, into: outer, depth: depth - 1, &out, wrap: wrap) }
        } else if let setting = base as? any PreviewSettingCarrier {
            collect(setting.settingContent, into: setting.applied(to: outer), depth: depth - 1, &out, wrap: wrap)
        } else if let writer = base as? any PreviewEnvironmentWrapper {
            collect(writer.wrappedContent, into: outer, depth: depth - 1, &out) { wrap(writer.rewrapped($0)) }
        } else {
            out.append(PreviewPart(view: wrap(view), name: outer.name, traits: outer.traits))
        }
    }
}

extension AnyView {
    /// `outer` as the environment modifiers around the whole view change it (through groups of
    /// one view and preview modifiers): a preview's own environment, so `.preferredColorScheme(.dark)`
    /// on a preview draws the whole snapshot dark, as the preview canvas does.
    package func rootEnvironment(_ outer: CellEnvironment) -> CellEnvironment {
        var environment = outer
        var current: any CellView = view.wrapped
        for _ in 0..<64 {
            if let scoped = current as? any EnvironmentScopedView {
                scoped.scope(environment) { environment = $0 }
                current = scoped.scopedContent.wrapped
            } else if let setting = current as? any PreviewSettingCarrier {
                current = setting.settingContent.wrapped
            } else if let container = current as? any PreviewContainer, container.previewChildren.count == 1 {
                current = container.previewChildren[0].wrapped
            } else {
                break
            }
        }
        return environment
    }
}

/// A view that stands for several previews (or passes one through): its children.
protocol PreviewContainer { var previewChildren: [AnyCellView] { get } }

extension GroupView: PreviewContainer { var previewChildren: [AnyCellView] { childViews } }
extension ForEachView: PreviewContainer { var previewChildren: [AnyCellView] { childViews } }
extension AnyView: PreviewContainer { var previewChildren: [AnyCellView] { [view] } }
extension Group: PreviewContainer { var previewChildren: [AnyCellView] { [AnyCellView(content)] } }
extension TupleView: PreviewContainer { var previewChildren: [AnyCellView] { views.childViews } }
extension ForEach: PreviewContainer { var previewChildren: [AnyCellView] { views.childViews } }

/// A preview modifier's view: it changes the previews inside it.
protocol PreviewSettingCarrier {
    var settingContent: AnyCellView { get }
    func applied(to part: PreviewPart) -> PreviewPart
}

extension PreviewSettingView: PreviewSettingCarrier {
    var settingContent: AnyCellView { AnyCellView(content) }

    func applied(to part: PreviewPart) -> PreviewPart {
        var part = part
        switch setting {
        case .name(let name): part.name = name
        case .layout(.device): part.traits.removeAll { $0.isLayout }
        case .layout(.sizeThatFits): part.traits.removeAll { $0.isLayout }; part.traits.append(.sizeThatFitsLayout)
        case .layout(.fixed(let width, let height)):
            part.traits.removeAll { $0.isLayout }; part.traits.append(.fixedLayout(width: width, height: height))
        case .device(let device):
            part.traits.removeAll { $0.isDevice }
            if let device { part.traits.append(PreviewTrait(kind: .device(device.rawValue))) }
        }
        return part
    }
}

/// An environment set around previews: each preview inside is wrapped in it.
protocol PreviewEnvironmentWrapper {
    var wrappedContent: AnyCellView { get }
    func rewrapped(_ child: AnyCellView) -> AnyCellView
}

extension EnvironmentWriter: PreviewEnvironmentWrapper {
    var wrappedContent: AnyCellView { AnyCellView(content) }
    func rewrapped(_ child: AnyCellView) -> AnyCellView { AnyCellView(EnvironmentWriter<AnyCellView>(content: child, change: change)) }
}

extension PreviewTrait {
    /// Whether the trait sets the preview's size.
    var isLayout: Bool {
        switch kind {
        case .fixedLayout, .sizeThatFitsLayout, .defaultLayout: return true
        case .orientation, .device: return false
        }
    }
    /// Whether the trait names the preview's device.
    var isDevice: Bool { if case .device = kind { return true } else { return false } }
}
#endif
