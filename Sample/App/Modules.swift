import PathRouter
import PathRouterModules
import PathRouterLocking

/// Home: the start screen, with an onboarding shown once, after the first visit.
public struct HomeModule: RoutableModule {
    /// The apps (registries) that showed the onboarding already (an app would keep this in
    /// its settings); per registry, so that several sample apps in one process do not share it.
    static let onboardingShown = RegistrySet()

    public init() {}

    public func registerRoutes() throws {
        try NavigationRouter.bind(routes: [
            NavigationRoute(
                path: "/home", type: HomeViewModel.self, requiresAuthentication: false, allowedExternally: true,
                placement: RoutePlacement(tab: "home")),
            NavigationRoute(path: "/onboarding", type: OnboardingViewModel.self, requiresAuthentication: false),
        ])
    }

    public func registerInterceptors() throws {
        try NavigationRouter.interceptNavigation(toPath: "/home", when: .after) { router, executionFlow in
            let firstTime = Self.onboardingShown.insert(router.registry)
            guard firstTime else { return executionFlow(false) }
            // The onboarding modal closes itself when the user finishes it.
            router.navigate(
                toPath: "/onboarding", modal: true,
                interceptionExecutionFlow: NavigationInterceptionFlow(screen: .leavesWhenFinished, completion: executionFlow))
        }
    }
}

/// Catalog: products, open to deep links.
public struct CatalogModule: RoutableModule {
    public init() {}

    public func registerRoutes() throws {
        try NavigationRouter.bind(routes: [
            // The catalog lives in its tab: a product under the list, its reviews under it. A
            // product already open is reused rather than opened twice.
            NavigationRoute(
                path: "/products", type: ProductListViewModel.self, requiresAuthentication: false, allowedExternally: true,
                placement: RoutePlacement(tab: "catalog")),
            NavigationRoute(
                path: "/products/:id", type: ProductViewModel.self, requiresAuthentication: false, allowedExternally: true,
                placement: RoutePlacement(parent: "/products"), reuse: .reuse()),
            NavigationRoute(
                path: "/products/:id/reviews", type: ReviewsViewModel.self, requiresAuthentication: false, allowedExternally: true,
                placement: RoutePlacement(parent: "/products/:id")),
            // Products were called items once: their old links and saved states still work.
            .redirect(from: "/items/:id", to: "/products/:id"),
        ])
    }
}

/// Accounts: behind authentication, with a tutorial shown once, before the first visit.
public struct AccountsModule: RoutableModule {
    /// The apps (registries) that showed the tutorial already.
    static let tutorialShown = RegistrySet()

    public init() {}

    public func registerRoutes() throws {
        try NavigationRouter.bind(routes: [
            NavigationRoute(
                path: "/accounts", type: AccountViewModel.self, requiresAuthentication: true, allowedExternally: true,
                placement: RoutePlacement(tab: "account"), reuse: .reuse()),
            NavigationRoute(
                path: "/accounts/:id", type: AccountViewModel.self, requiresAuthentication: true, allowedExternally: true,
                placement: RoutePlacement(parent: "/accounts")),
            NavigationRoute(path: "/accounts/tutorial", type: AccountsTutorialViewModel.self, requiresAuthentication: false),
        ])
    }

    public func registerInterceptors() throws {
        try NavigationRouter.interceptNavigation(toPath: "/accounts", when: .before) { router, executionFlow in
            let firstTime = Self.tutorialShown.insert(router.registry)
            guard firstTime else { return executionFlow(false) }
            // The tutorial is a modal over whatever the user sees, and leaves when it is done:
            // it does not stay under /accounts, nor land in the tab the user came from.
            router.navigate(
                toPath: "/accounts/tutorial", modal: true,
                interceptionExecutionFlow: NavigationInterceptionFlow(screen: .leavesWhenFinished, completion: executionFlow))
        }
    }
}

/// Settings (shown modally, its dismissal prevented) and the login screen.
public struct SettingsModule: RoutableModule {
    public init() {}

    public func registerRoutes() throws {
        try NavigationRouter.bind(routes: [
            NavigationRoute(path: "/settings", type: SettingsViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/login", type: LoginViewModel.self, requiresAuthentication: false),
        ])
    }

    public func registerInterceptors() throws {
        // Settings with unsaved changes do not close until the user saves or discards them.
        try NavigationRouter.guardLeaving("/settings") { request in
            (request.screen.viewModel as? SettingsViewModel)?.form.hasUnsavedChanges == true
                ? .stay(reason: "the settings have unsaved changes; 'save' or 'discard' them first") : .leave
        }
    }
}

/// Registries held weakly: a registry that was freed is never mistaken for a new one at the
/// same address.
final class RegistrySet: Sendable {
    private struct Entry: Sendable { weak var registry: NavigationRegistry? }
    private let entries = Locked.make([Entry]())

    /// Adds `registry`; `false` if it was there already.
    func insert(_ registry: NavigationRegistry) -> Bool {
        entries.withLock { entries in
            entries.removeAll { $0.registry == nil }
            if entries.contains(where: { $0.registry === registry }) { return false }
            entries.append(Entry(registry: registry))
            return true
        }
    }
}
