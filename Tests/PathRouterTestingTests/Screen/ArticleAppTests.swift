import PathRouter
import PathRouterBindings
import PathRouterModules
import PathRouterTesting
import Testing

// The app of the article "On screen with SwiftUI" (its SwiftUI code is type-checked against the
// stubs by Checks/typecheck-adapters.sh): its models and module as the article writes them.
struct ArticleHomeModel: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

struct ArticleProductModel: RoutableViewModel {
    static let requiredParameters: [String]? = ["id"]
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let id: String
    init(parameters: [String: String]?) { id = parameters?["id"] ?? "" }
}

struct ArticleShopModule: RoutableModule {
    init() {}
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    func registerRoutes() throws {
        try NavigationRouter.bind(routes: [
            NavigationRoute(path: "/home", type: ArticleHomeModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/products/:id", type: ArticleProductModel.self, requiresAuthentication: false, allowedExternally: true),
        ])
    }
}

/// What the article's app does, run without SwiftUI: its `init` makes the router and
/// navigates home before any view exists, so the first thing `SceneView`'s model shows is home;
/// its home button and its links land as the article says.
@Suite("The SwiftUI article's app")
@MainActor
struct ArticleAppTests {
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    @Test("the app's init makes its router and shows home; the button and a link push a product")
    func appLogic() async throws {
        let test = try NavigationTest(modules: [ArticleShopModule.self], mode: .relaxed) { registry in
            registry.externalLinkPolicy = ExternalLinkPolicy(schemes: ["shop"], hosts: ["open"])
        }
        let main = try test.scene()
        main.router.navigate(toPath: "/home")  // ShopApp.init
        let user = ScreenDriver(router: main.router)  // what SceneView binds to
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /home")
        #expect(user.model.shown.root?.activeStack?.root.screen.viewModel is ArticleHomeModel)
        main.router.navigate(toPath: "/products/42")  // the home screen's button
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /home › /products/42")
        let link = try await main.openLink("shop://open/products/7")  // .onOpenURL
        #expect((link.screen?.viewModel as? ArticleProductModel)?.id == "7")
        #expect(await user.settle())
        #expect(user.screen == "root · stack: /home › /products/42 › /products/7")
        try test.finish()
    }
}
