// PathRouterSwiftUI: SceneView, a thin SwiftUI layer over PathRouterBindings. Its code is
// compiled only where SwiftUI exists (Apple platforms); on Linux this module is empty. What it
// decides is decided in PathRouterBindings (SceneModel) and tested on Linux; this file is
// type-checked against stubs of Apple's declarations (Checks/), never compiled with the real
// SDK here.
@_exported import PathRouterBindings
#if canImport(SwiftUI)
import PathRouter
import SwiftUI

/// A scene on screen in SwiftUI: the root (a `NavigationStack` per stack, a `TabView`, a
/// `NavigationSplitView`) and the chain of modals (`.sheet` or `.fullScreenCover`, swipe-down
/// disabled where the scene says so), each screen drawn by the app's own view. The router is in
/// the environment (`\.navigationRouter`) of every screen it draws.
///
/// Everything it decides comes from ``SceneModel`` (PathRouterBindings, tested on Linux): what
/// to show, one update at a time, and what the user's gestures become. An update ends on the
/// screens' own signals: the `onDisappear` of the screen the user saw before it (Apple only
/// promises that it runs after the view disappeared from the interface, at a moment that
/// depends on the view type, not that it runs when its transition ended), the `onAppear` of a
/// presented sheet's screen when ``SceneModel/stepDuration`` is `nil`, and otherwise the model's
/// time bounds. Each screen has its own identity (`.id`): a screen that replaces another of the
/// same view type starts with fresh `@State`. This file only binds.
///
/// **Screens a leave guard watches** (``ScreenItem/isGuarded``). Where SwiftUI lets the adapter
/// prevent it, such a screen does not leave and come back while its guard decides:
///
/// - A pushed screen (not a stack's root) hides the system back button
///   (`navigationBarBackButtonHidden(true)`) and shows a Back button of its own, a chevron and
///   "Back" (not the previous screen's title), at the leading edge of the bar
///   (`ToolbarItemPlacement.topBarLeading`; `.navigation` on macOS, which has no
///   `topBarLeading`). Its action writes the stack's path without the screen: the model asks the
///   guard (the router's `popBack(to:)`), the screen stays until the guard answers, and leaves
///   only if the answer is leave. The system back button's long-press menu is not offered on
///   such a screen. On iOS, hiding the system back button also stops the edge swipe back: that
///   is widely reported behaviour, Apple's page for `navigationBarBackButtonHidden(_:)` does not
///   say so, and nothing here has run on a device. Apple documents that modifier as taking effect
///   only inside a `NavigationStack`, or a `NavigationSplitView` in a narrow size class. A pop
///   SwiftUI still performs (a back gesture or button the modifier does not stop) is judged as
///   any Back: the model asks the guard, and the screen comes back while it decides.
/// - A sheet holding such a screen has its swipe-down disabled (`interactiveDismissDisabled`).
///   SwiftUI gives no callback for a refused swipe-down (UIKit's
///   `presentationControllerDidAttemptToDismiss` has no SwiftUI counterpart), so the swipe does
///   nothing and cannot ask: the app offers a Close or Cancel button that calls the screen's
///   `ScreenCloser.close()`, which asks the guard.
///
/// A guard that asks the user is a ``LeaveQuestion``; show it with
/// `.confirmLeaving(_:title:leave:stay:)`.
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
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
public struct SceneView<Page: View>: View {
    /// Made once, when the view first appears (not on every re-render of its parent).
    @State private var made: SceneModel?
    private let given: SceneModel?
    private let router: NavigationRouter
    private let tabItem: @MainActor (String) -> TabItem
    private let screen: (ScreenItem) -> Page

    /// - Parameters:
    ///   - tabItem: A tab's title and icon, by tab name (by default its name, no icon).
    ///   - screen: The view of a screen.
    public init(
        router: NavigationRouter, tabItem: @escaping @MainActor (String) -> TabItem = { TabItem(title: $0) },
        @ViewBuilder screen: @escaping (ScreenItem) -> Page
    ) {
        self.router = router
        given = nil
        self.tabItem = tabItem
        self.screen = screen
    }

    /// A scene view on a model the app keeps (to choose how modals are presented, set its
    /// ``SceneModel/stepDuration`` or log its dropped writes).
    public init(
        model: SceneModel, tabItem: @escaping @MainActor (String) -> TabItem = { TabItem(title: $0) },
        @ViewBuilder screen: @escaping (ScreenItem) -> Page
    ) {
        router = model.router
        given = model
        self.tabItem = tabItem
        self.screen = screen
    }

    public var body: some View {
        Group {
            if let model = given ?? made {
                SceneContent(model: model, tabItem: tabItem, screen: screen)
            } else {
                Color.clear
            }
        }
        .onAppear {
            if given == nil && made == nil { made = SceneModel(router: router) }
        }
        .environment(\.navigationRouter, router)
    }
}

/// A tab's title and icon (an SF Symbol's name), as the tab bar shows it.
public struct TabItem: Hashable, Sendable {
    public var title: String
    public var systemImage: String?

    public init(title: String, systemImage: String? = nil) {
        self.title = title
        self.systemImage = systemImage
    }
}

private struct NavigationRouterKey: EnvironmentKey {
    static let defaultValue: NavigationRouter? = nil
}

extension EnvironmentValues {
    /// The router of the scene a ``SceneView`` draws.
    ///
    /// ```swift
    /// @Environment(\.navigationRouter) private var router
    /// ```
    public var navigationRouter: NavigationRouter? {
        get { self[NavigationRouterKey.self] }
        set { self[NavigationRouterKey.self] = newValue }
    }
}

/// The root and the modals of a model.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SceneContent<Page: View>: View {
    let model: SceneModel
    let tabItem: @MainActor (String) -> TabItem
    let screen: (ScreenItem) -> Page

    var body: some View {
        // Read so that a write the model dropped draws again.
        let seen = model.version
        Group {
            if let root = model.shown.root {
                PresentationView(model: model, presentation: root, place: .root, seen: seen, tabItem: tabItem, screen: screen)
            } else {
                Color.clear
            }
        }
        .modifier(ModalLevel(model: model, level: 0, seen: seen, tabItem: tabItem, screen: screen))
    }
}

/// The modal at `level` of the chain, presented from what is below it.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct ModalLevel<Page: View>: ViewModifier {
    let model: SceneModel
    let level: Int
    let seen: Int
    let tabItem: @MainActor (String) -> TabItem
    let screen: (ScreenItem) -> Page

    private var modal: ModalProjection? {
        model.shown.modals.indices.contains(level) ? model.shown.modals[level] : nil
    }

    private func item(_ style: ModalStyle) -> Binding<ModalProjection?> {
        let shown = modal?.style == style ? modal : nil
        return Binding(
            get: { shown },
            set: { [model, seen] newValue in
                // SwiftUI sets nil after a swipe-down: the model judges it on what was shown.
                if newValue == nil, let shown { model.write(.dismissed(modal: shown.id), seenAt: seen) }
            })
    }

    private func content(_ modal: ModalProjection) -> some View {
        PresentationView(model: model, presentation: modal.presentation, place: .modal(modal.id), seen: seen, tabItem: tabItem, screen: screen)
            .interactiveDismissDisabled(!modal.mayDismiss)
            .modifier(ModalLevel(model: model, level: level + 1, seen: seen, tabItem: tabItem, screen: screen))
    }

    func body(content base: Content) -> some View {
        #if os(macOS)
        base.sheet(item: item(.sheet)) { content($0) }
        #else
        base
            .sheet(item: item(.sheet)) { content($0) }
            .fullScreenCover(item: item(.fullScreenCover)) { content($0) }
        #endif
    }
}

/// A root's or a modal's presentation.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct PresentationView<Page: View>: View {
    let model: SceneModel
    let presentation: PresentationProjection
    let place: StackID.Place
    let seen: Int
    let tabItem: @MainActor (String) -> TabItem
    let screen: (ScreenItem) -> Page

    var body: some View {
        switch presentation {
        case .single(let item):
            ScreenPage(model: model, item: item, screen: screen)
        case .stack(let stack):
            StackView(model: model, stack: stack, seen: seen, screen: screen)
        case .tabs(let tabs):
            TabView(
                selection: Binding(
                    get: { tabs.selected },
                    set: { [model, place, seen] in model.write(.selectedTab($0, in: place), seenAt: seen) })
            ) {
                ForEach(tabs.names, id: \.self) { name in
                    Group {
                        if let stack = tabs.stack(name) {
                            StackView(model: model, stack: stack, seen: seen, screen: screen)
                        } else {
                            // A tab never opened: tapping it asks the router to open it.
                            Color.clear
                        }
                    }
                    .tabItem { label(tabItem(name)) }
                    .tag(name)
                }
            }
        case .split(let split):
            SplitView(model: model, split: split, place: place, seen: seen, screen: screen)
        }
    }

    @ViewBuilder private func label(_ item: TabItem) -> some View {
        if let systemImage = item.systemImage {
            Label(item.title, systemImage: systemImage)
        } else {
            Text(item.title)
        }
    }

}

/// A `NavigationSplitView`: the column a collapsed split shows is bound both ways
/// (`preferredCompactColumn`; Back to the sidebar empties the detail in the router too), and a
/// change of the horizontal size class collapses or expands the router's split. Whether an
/// expanded split hides its sidebar is the view's own state (the router has no such notion).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct SplitView<Page: View>: View {
    let model: SceneModel
    let split: SplitProjection
    let place: StackID.Place
    let seen: Int
    let screen: (ScreenItem) -> Page
    @State private var visibility: NavigationSplitViewVisibility = .automatic
    @Environment(\.horizontalSizeClass) private var sizeClass

    private var compactColumn: Binding<NavigationSplitViewColumn> {
        let shown = split.visibleColumns.last ?? .primary
        return Binding(
            get: {
                switch shown {
                case .primary: .sidebar
                case .supplementary: .content
                case .secondary: .detail
                }
            },
            set: { [model, place, seen] column in
                let wanted: SplitContainer.Column = column == .sidebar ? .primary : column == .content ? .supplementary : .secondary
                model.write(.column(wanted, in: place), seenAt: seen)
            })
    }

    var body: some View {
        Group {
            if split.hasSupplementary {
                NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: compactColumn) {
                    column(.primary)
                } content: {
                    column(.supplementary)
                } detail: {
                    column(.secondary)
                }
            } else {
                NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: compactColumn) {
                    column(.primary)
                } detail: {
                    column(.secondary)
                }
            }
        }
        .onChange(of: sizeClass, initial: true) { [model, place] in
            if let sizeClass { model.write(.collapsed(sizeClass == .compact, in: place)) }
        }
    }

    @ViewBuilder private func column(_ column: SplitContainer.Column) -> some View {
        if let stack = split.stack(column) {
            StackView(model: model, stack: stack, seen: seen, screen: screen)
        } else {
            Color.clear
        }
    }
}

/// One `NavigationStack`: its root screen, and its pushed screens bound to their identities.
/// `stack` is the stack as its presentation was drawn: it keeps a leaving sheet's content.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
struct StackView<Page: View>: View {
    let model: SceneModel
    let stack: StackProjection
    let seen: Int
    let screen: (ScreenItem) -> Page

    var body: some View {
        let id = stack.id
        NavigationStack(
            path: Binding(
                get: { [model, stack] in model.shown.stack(id) != nil ? model.path(of: id) : stack.path },
                // Back, a back swipe, the long-press menu: the model judges the shorter path
                // (past a guarded screen it asks the guard, and the screens come back meanwhile;
                // a guarded pushed screen has a Back button of its own instead: GuardedBack).
                set: { [model, seen] in model.write(.path($0, of: id), seenAt: seen) })
        ) {
            ScreenPage(model: model, item: stack.root, screen: screen)
                .navigationDestination(for: Screen.ID.self) { pushed in
                    // A page keeps its content while it leaves.
                    if let item = model.item(pushed) { ScreenPage(model: model, item: item, pushedIn: id, screen: screen) }
                }
        }
    }
}
#endif
