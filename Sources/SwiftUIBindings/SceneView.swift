#if canImport(SwiftUI)
import PathRouter
import PathRouterBindings
import SwiftUI

/// A scene on screen in SwiftUI: the root (a `NavigationStack` per stack, a `TabView`, a
/// `NavigationSplitView`) and the chain of modals (`.sheet` or `.fullScreenCover`, swipe-down
/// disabled where the scene says so), each screen drawn by the app's own view.
///
/// Everything it decides comes from ``SceneModel`` (PathRouterBindings, tested on Linux): what
/// to show, one update at a time, and what the user's gestures become. This file only binds.
///
/// ```swift
/// WindowGroup {
///     SceneView(router: router) { item in
///         switch item.screen.viewModel {
///         case let product as ProductViewModel: ProductView(model: product)
///         default: Text(item.path)
///         }
///     }
/// }
/// ```
public struct SceneView<Page: View>: View {
    @State private var model: SceneModel
    private let screen: (ScreenItem) -> Page

    public init(router: NavigationRouter, @ViewBuilder screen: @escaping (ScreenItem) -> Page) {
        _model = State(initialValue: SceneModel(router: router))
        self.screen = screen
    }

    /// A scene view on a model the app keeps (to set its ``SceneModel/stepDuration`` or log its
    /// dropped writes).
    public init(model: SceneModel, @ViewBuilder screen: @escaping (ScreenItem) -> Page) {
        _model = State(initialValue: model)
        self.screen = screen
    }

    public var body: some View {
        Group {
            if let root = model.shown.root {
                PresentationView(model: model, presentation: root, place: .root, screen: screen)
            } else {
                Color.clear
            }
        }
        .modifier(ModalLevel(model: model, level: 0, screen: screen))
    }
}

/// The modal at `level` of the chain, presented from what is below it.
struct ModalLevel<Page: View>: ViewModifier {
    let model: SceneModel
    let level: Int
    let screen: (ScreenItem) -> Page

    private var modal: ModalProjection? {
        model.shown.modals.indices.contains(level) ? model.shown.modals[level] : nil
    }

    private var item: Binding<ModalProjection?> {
        Binding(
            get: { modal },
            set: { newValue in
                // SwiftUI sets nil after a swipe-down: the model judges it.
                if newValue == nil, let modal { model.write(.dismissed(modal: modal.id)) }
            })
    }

    private func content(_ modal: ModalProjection) -> some View {
        PresentationView(model: model, presentation: modal.presentation, place: .modal(modal.id), screen: screen)
            .interactiveDismissDisabled(!modal.mayDismiss)
            .modifier(ModalLevel(model: model, level: level + 1, screen: screen))
    }

    func body(content base: Content) -> some View {
        #if os(iOS) || os(tvOS) || os(visionOS)
        base
            .sheet(item: modal?.style == .sheet ? item : .constant(nil)) { content($0) }
            .fullScreenCover(item: modal?.style == .fullScreenCover ? item : .constant(nil)) { content($0) }
        #else
        base.sheet(item: item) { content($0) }
        #endif
    }
}

/// A root's or a modal's presentation.
struct PresentationView<Page: View>: View {
    let model: SceneModel
    let presentation: PresentationProjection
    let place: StackID.Place
    let screen: (ScreenItem) -> Page

    var body: some View {
        switch presentation {
        case .single(let item):
            screen(item)
        case .stack(let stack):
            StackView(model: model, id: stack.id, screen: screen)
        case .tabs(let tabs):
            TabView(
                selection: Binding(
                    get: { tabs.selected },
                    set: { model.write(.selectedTab($0, in: place)) })
            ) {
                ForEach(tabs.names, id: \.self) { name in
                    Group {
                        if tabs.stack(name) != nil {
                            StackView(model: model, id: StackID(place: place, tab: name), screen: screen)
                        } else {
                            Color.clear
                        }
                    }
                    .tabItem { Text(name) }
                    .tag(name)
                }
            }
        case .split(let split):
            NavigationSplitView {
                column(split, .primary)
            } content: {
                column(split, .supplementary)
            } detail: {
                column(split, .secondary)
            }
        }
    }

    @ViewBuilder private func column(_ split: SplitProjection, _ column: SplitContainer.Column) -> some View {
        if split.stack(column) != nil {
            StackView(model: model, id: StackID(place: place, column: column), screen: screen)
        } else {
            Color.clear
        }
    }
}

/// One `NavigationStack`: its root screen, and its pushed screens bound to their identities.
struct StackView<Page: View>: View {
    let model: SceneModel
    let id: StackID
    let screen: (ScreenItem) -> Page

    var body: some View {
        if let stack = model.shown.stack(id) {
            NavigationStack(
                path: Binding(
                    get: { model.path(of: id) },
                    // A back swipe, Back or its long-press menu: the model judges the shorter path.
                    set: { model.write(.path($0, of: id)) })
            ) {
                page(stack.root)
                    .navigationDestination(for: Screen.ID.self) { pushed in
                        if let item = model.shown.stack(id)?.item(pushed) { page(item) }
                    }
            }
        }
    }

    /// A screen; Back is hidden on a guarded one (the app offers a control that asks).
    private func page(_ item: ScreenItem) -> some View {
        screen(item).navigationBarBackButtonHidden(item.isGuarded)
    }
}
#endif
