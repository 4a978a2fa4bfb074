import PathRouter

extension SceneProjection {
    /// What a projection needs to know beside the state: which screen is the login screen,
    /// which screens a leave guard watches, how each modal is presented.
    ///
    /// ```swift
    /// let rules = SceneProjection.Rules(loginPath: "/login", isGuarded: { $0.path == "/compose" })
    /// let projection = SceneProjection(state, rules: rules)
    /// ```
    public struct Rules: Sendable {
        /// The registry's login screen path (its screens are marked).
        public var loginPath: String?
        /// Whether a leave guard watches a screen.
        public var isGuarded: @Sendable (Screen) -> Bool
        /// How each modal is presented.
        public var style: @Sendable (Modal) -> ModalStyle

        public init(
            loginPath: String? = nil, isGuarded: @escaping @Sendable (Screen) -> Bool = { _ in false },
            style: @escaping @Sendable (Modal) -> ModalStyle = Rules.defaultStyle
        ) {
            self.loginPath = loginPath
            self.isGuarded = isGuarded
            self.style = style
        }

        /// The rules of `router`'s scene: the registry's login path, and its leave guards
        /// (as they are when each screen is projected).
        public init(_ router: NavigationRouter, style: @escaping @Sendable (Modal) -> ModalStyle = Rules.defaultStyle) {
            self.init(loginPath: router.registry.loginPath, isGuarded: { [router] in router.guardsScreen($0) }, style: style)
        }

        /// Tabs and splits cover the window; anything else is a sheet.
        public static let defaultStyle: @Sendable (Modal) -> ModalStyle = { modal in
            switch modal.presentation.layout {
            case .tabs, .split: .fullScreenCover
            case .single, .stack: .sheet
            }
        }

        /// `screen` with its marks.
        func item(_ screen: Screen) -> ScreenItem {
            ScreenItem(screen, isLogin: loginPath != nil && screen.path == loginPath, isGuarded: isGuarded(screen))
        }
    }
}
