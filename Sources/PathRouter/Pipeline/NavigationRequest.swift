import SceneHost

/// The options of one navigation, as `navigate(toPath:…)` received them. Where they make its
/// screen land is decided once, at admission (``LandingShape``).
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

        init(
            link: ExternalLink? = nil, parents: [String]? = nil, reuse: ReusePolicy? = nil, tab: String? = nil,
            installTabs: [TabDefinition]? = nil, installSplit: Bool = false, column: SplitContainer.Column? = nil
        ) {
            self.link = link
            self.parents = parents
            self.reuse = reuse
            self.tab = tab
            self.installTabs = installTabs
            self.installSplit = installSplit
            self.column = column
        }

        /// A copy with one option changed.
        func with(
            link: ExternalLink?? = nil, parents: [String]?? = nil, reuse: ReusePolicy?? = nil, tab: String?? = nil,
            installTabs: [TabDefinition]?? = nil, installSplit: Bool? = nil, column: SplitContainer.Column?? = nil
        ) -> Options {
            Options(
                link: link ?? self.link, parents: parents ?? self.parents, reuse: reuse ?? self.reuse, tab: tab ?? self.tab,
                installTabs: installTabs ?? self.installTabs, installSplit: installSplit ?? self.installSplit,
                column: column ?? self.column)
        }
    }

    private var options: Options?

    init(
        path: String, replace: Bool, externally: Bool, embedInNavigationView: Bool, modal: Bool, shouldPreventDismissal: Bool,
        interceptionExecutionFlow: NavigationInterceptionFlow?, animation: NavigationTransition?, reuse: ReusePolicy? = nil
    ) {
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
