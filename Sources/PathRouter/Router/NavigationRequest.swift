import SceneHost

/// The options of one navigation, as `navigate(toPath:…)` received them.
///
/// A request is copied at every stage of a navigation (queued, admitted, landed), so the
/// options most navigations leave unset live behind one optional reference: a copy of a
/// plain push costs a few reference counts.
struct NavigationRequest: Sendable {
    var path: String
    var replace: Bool
    var externally: Bool
    var embedInNavigationView: Bool
    var modal: Bool
    var shouldPreventDismissal: Bool
    var interceptionExecutionFlow: NavigationInterceptionFlow?
    var animation: NavigationTransition?

    /// The options a plain navigation leaves unset (see the accessors below).
    private final class Options: Sendable {
        let link: ExternalLink?
        let parents: [String]?
        let reuse: ReusePolicy?
        let tab: String?
        let installTabs: [TabDefinition]?
        let installSplit: Bool
        let column: SplitContainer.Column?

        init(link: ExternalLink? = nil, parents: [String]? = nil, reuse: ReusePolicy? = nil, tab: String? = nil,
             installTabs: [TabDefinition]? = nil, installSplit: Bool = false, column: SplitContainer.Column? = nil) {
            self.link = link
            self.parents = parents
            self.reuse = reuse
            self.tab = tab
            self.installTabs = installTabs
            self.installSplit = installSplit
            self.column = column
        }

        /// A copy with one option changed.
        func with(link: ExternalLink?? = nil, parents: [String]?? = nil, reuse: ReusePolicy?? = nil, tab: String?? = nil,
                  installTabs: [TabDefinition]?? = nil, installSplit: Bool? = nil, column: SplitContainer.Column?? = nil) -> Options {
            Options(link: link ?? self.link, parents: parents ?? self.parents, reuse: reuse ?? self.reuse, tab: tab ?? self.tab,
                    installTabs: installTabs ?? self.installTabs, installSplit: installSplit ?? self.installSplit,
                    column: column ?? self.column)
        }
    }

    private var options: Options?

    init(path: String, replace: Bool, externally: Bool, embedInNavigationView: Bool, modal: Bool, shouldPreventDismissal: Bool,
         interceptionExecutionFlow: NavigationInterceptionFlow?, animation: NavigationTransition?, reuse: ReusePolicy? = nil) {
        self.path = path
        self.replace = replace
        self.externally = externally
        self.embedInNavigationView = embedInNavigationView
        self.modal = modal
        self.shouldPreventDismissal = shouldPreventDismissal
        self.interceptionExecutionFlow = interceptionExecutionFlow
        self.animation = animation
        self.options = reuse.map { Options(reuse: $0) }
    }

    private var current: Options { options ?? Options() }

    /// Whether any of the rarely set options below is set (a plain navigation sets none).
    var hasRareOptions: Bool { options != nil }

    /// The external link this navigation delivers, if any: its policy is checked again when
    /// the screen lands.
    var link: ExternalLink? {
        get { options?.link }
        set { options = current.with(link: .some(newValue)) }
    }
    /// The screens to show under the target, outermost first (a multi-path navigation); `nil`:
    /// the route's placement chain, if any.
    var parents: [String]? {
        get { options?.parents }
        set { options = current.with(parents: .some(newValue)) }
    }
    /// Overrides the route's reuse policy.
    var reuse: ReusePolicy? {
        get { options?.reuse }
        set { options = current.with(reuse: .some(newValue)) }
    }
    /// The tab to land in (selecting a tab builds its root this way); `nil`: the route's.
    var tab: String? {
        get { options?.tab }
        set { options = current.with(tab: .some(newValue)) }
    }
    /// Declares the scene's tabs: the screen lands as the first screen of the tab `tab` in a
    /// new tab container that becomes the root (or a modal's presentation, with `modal`).
    var installTabs: [TabDefinition]? {
        get { options?.installTabs }
        set { options = current.with(installTabs: .some(newValue)) }
    }
    /// Makes the root a split container whose primary column shows the screen.
    var installSplit: Bool {
        get { options?.installSplit ?? false }
        set { options = current.with(installSplit: newValue) }
    }
    /// Shows the screen (its chain) in this column of the root's split, replacing it.
    var column: SplitContainer.Column? {
        get { options?.column }
        set { options = current.with(column: .some(newValue)) }
    }
}

/// What a navigation does to a scene, decided from its options and the scene's state.
///
/// The decision table (the first row that applies wins; T is the top-most presentation: the
/// top modal's, or the root):
///
/// | # | options | scene | effect |
/// |---|---|---|---|
/// | 1 | `modal` and `replace` | any | refused: ``NavigationError/Code/invalidOptions`` |
/// | 2 | `modal` | empty | the screen becomes the root (a stack if `embedInNavigationView`): there is nothing to present over |
/// | 3 | `modal` | has a root | present a modal above every other modal (a stack if `embedInNavigationView`), recording `shouldPreventDismissal` |
/// | 4 | `replace` | any | the screen becomes the root (a stack if `embedInNavigationView`); every modal is dismissed |
/// | 5 | push | empty | the screen becomes the root (a stack if `embedInNavigationView`) |
/// | 6 | push | T is a navigation stack | push onto T |
/// | 7 | push | T is a single-screen modal | present the screen as a new modal above it (a stack if `embedInNavigationView`) |
/// | 8 | push | T is a single-screen root, `embedInNavigationView` | the root becomes a new stack holding the screen |
/// | 9 | push | T is a single-screen root, not embedded | the screen replaces the root |
///
/// `animation` is recorded on the transition in every row. `shouldPreventDismissal` only
/// applies to modals (rows 3 and 7 with `modal`); elsewhere it has no effect.
enum NavigationPlan: Equatable {
    case setRoot(embedded: Bool)
    case present(embedded: Bool, preventsDismissal: Bool)
    case push

    /// Whether applying it can remove screens (a new root replaces them; a push or a modal
    /// removes none).
    var removesScreens: Bool {
        if case .setRoot = self { return true }
        return false
    }

    static func decide(_ request: NavigationRequest, state: SceneState) throws(NavigationError) -> NavigationPlan {
        if request.modal && request.replace {
            throw NavigationError(code: .invalidOptions, path: request.path,
                                  reason: "'modal' and 'replace' cannot be combined: present a modal, or replace the root")
        }
        if request.modal {
            return state.isEmpty
                ? .setRoot(embedded: request.embedInNavigationView)
                : .present(embedded: request.embedInNavigationView, preventsDismissal: request.shouldPreventDismissal)
        }
        if request.replace { return .setRoot(embedded: request.embedInNavigationView) }
        guard let layout = state.topLayout else { return .setRoot(embedded: request.embedInNavigationView) }
        if layout != .single { return .push }
        if !state.modals.isEmpty { return .present(embedded: request.embedInNavigationView, preventsDismissal: false) }
        return .setRoot(embedded: request.embedInNavigationView)
    }

    /// Applies the plan: the scene changes as one step, or not at all.
    func apply(_ screen: Screen, to state: inout SceneState) throws(SceneError) -> SceneTransition {
        switch self {
        case .setRoot(let embedded):
            return state.replaceRoot(with: .of(screen, embedded: embedded))
        case .present(let embedded, let preventsDismissal):
            return try state.present(Modal(presentation: .of(screen, embedded: embedded), preventsDismissal: preventsDismissal))
        case .push:
            return try state.push(screen)
        }
    }
}
