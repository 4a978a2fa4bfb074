import PathRouter
import PathRouterModules

/// The sample's modules, made from its dependencies: each holds what its routes need.
enum SampleModules {
    static func all(_ dependencies: SampleDependencies) -> [any FeatureModule] {
        [
            HomeModule(firstVisits: dependencies.firstVisits), CatalogModule(catalog: dependencies.catalog),
            AccountsModule(firstVisits: dependencies.firstVisits), SettingsModule(),
        ]
    }
}

/// Home: the start screen, with an onboarding shown once, after the first visit.
struct HomeModule: FeatureModule {
    let firstVisits: FirstVisits

    func registerRoutes() throws {
        try NavigationRouter.bind(routes: [
            NavigationRoute(
                path: "/home", type: HomeViewModel.self, requiresAuthentication: false, allowedExternally: true,
                placement: RoutePlacement(tab: "home")),
            NavigationRoute(path: "/onboarding", type: OnboardingViewModel.self, requiresAuthentication: false),
        ])
    }

    func registerInterceptors() throws {
        let firstVisits = firstVisits
        try NavigationRouter.interceptNavigation(toPath: "/home", when: .after) { router, executionFlow in
            guard firstVisits.firstTime("/onboarding") else { return executionFlow(false) }
            // The onboarding modal closes itself when the user finishes it.
            router.navigate(
                toPath: "/onboarding", modal: true,
                interceptionExecutionFlow: NavigationInterceptionFlow(screen: .leavesWhenFinished, completion: executionFlow))
        }
    }
}

/// Catalog: products, open to deep links; product pages get their names from the catalog.
struct CatalogModule: FeatureModule {
    let catalog: any ProductCatalog

    func registerRoutes() throws {
        let catalog = catalog
        try NavigationRouter.bind(routes: [
            // The catalog lives in its tab: a product under the list, its reviews under it. A
            // product already open is reused rather than opened twice.
            NavigationRoute(
                path: "/products", type: ProductListViewModel.self, requiresAuthentication: false, allowedExternally: true,
                placement: RoutePlacement(tab: "catalog")),
            NavigationRoute(
                ProductRoute.self, requiresAuthentication: false, allowedExternally: true,
                placement: RoutePlacement(parent: "/products"), reuse: .reuse(identifiedBy: ["id"])
            ) { product in ProductViewModel(product: product, name: catalog.name(of: product.id)) },
            NavigationRoute(
                ReviewsRoute.self, requiresAuthentication: false, allowedExternally: true,
                placement: RoutePlacement(parent: "/products/:id")
            ) { reviews in ReviewsViewModel(productID: reviews.id) },
            // Products were called items once: their old links and saved states still work.
            .redirect(from: "/items/:id", to: "/products/:id"),
        ])
    }
}

/// Accounts: behind authentication, with a tutorial shown once, before the first visit.
struct AccountsModule: FeatureModule {
    let firstVisits: FirstVisits

    func registerRoutes() throws {
        // The accounts' view model is an `@Observable` class: these screens exist where
        // Observation does.
        guard #available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *) else { return }
        try NavigationRouter.bind(routes: [
            NavigationRoute(
                path: "/accounts", requiresAuthentication: true, allowedExternally: true,
                placement: RoutePlacement(tab: "account"), reuse: .reuse()
            ) { _ in AccountViewModel(account: nil) },
            NavigationRoute(
                AccountRoute.self, requiresAuthentication: true, allowedExternally: true,
                placement: RoutePlacement(parent: "/accounts")
            ) { account in AccountViewModel(account: account) },
            NavigationRoute(path: "/accounts/tutorial", type: AccountsTutorialViewModel.self, requiresAuthentication: false),
        ])
    }

    func registerInterceptors() throws {
        let firstVisits = firstVisits
        try NavigationRouter.interceptNavigation(toPath: "/accounts", when: .before) { router, executionFlow in
            guard firstVisits.firstTime("/accounts/tutorial") else { return executionFlow(false) }
            // The tutorial is a modal over whatever the user sees, and leaves when it is done:
            // it does not stay under /accounts, nor land in the tab the user came from.
            router.navigate(
                toPath: "/accounts/tutorial", modal: true,
                interceptionExecutionFlow: NavigationInterceptionFlow(screen: .leavesWhenFinished, completion: executionFlow))
        }
    }
}

/// Settings (shown modally, its dismissal prevented) and the login screen.
struct SettingsModule: FeatureModule {
    func registerRoutes() throws {
        try NavigationRouter.bind(routes: [
            NavigationRoute(path: "/settings", type: SettingsViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/login", type: LoginViewModel.self, requiresAuthentication: false),
        ])
    }

    func registerInterceptors() throws {
        // Settings with unsaved changes do not close until the user saves or discards them.
        try NavigationRouter.guardLeaving("/settings") { request in
            (request.screen.viewModel as? SettingsViewModel)?.form.hasUnsavedChanges == true
                ? .stay(reason: "the settings have unsaved changes; 'save' or 'discard' them first") : .leave
        }
    }
}
