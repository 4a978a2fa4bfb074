import Foundation
import PathRouter
import PathRouterTestSupport
import Testing

@Suite("Route manifest")
struct ManifestTests {
    @Test("the manifest lists every route with its rules, placement, redirect and interceptors, as stable JSON")
    func manifest() throws {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(
                path: "/products", type: RecordingViewModel.self, requiresAuthentication: false,
                allowedExternally: true, placement: RoutePlacement(tab: "catalog")),
            NavigationRoute(
                path: "/products/:id", type: TypedPostsViewModel.self, requiresAuthentication: false,
                placement: RoutePlacement(parent: "/products"), reuse: .reuse()),
            NavigationRoute(path: "/profile", type: NeedsIDViewModel.self),
            .redirect(from: "/items/:id", to: "/products/:id"),
        ])
        try registry.interceptNavigation(toPath: "/products/**", withPriority: .high) { _, _ in .proceed }
        try registry.interceptNavigation(toPath: "/products/42") { _, _ in .proceed }
        let manifest = registry.manifest()
        #expect(manifest.routes.map(\.pattern) == ["/products", "/products/:id", "/profile", "/items/:id"])
        let product = manifest.routes[1]
        #expect(product.viewModel == "TypedPostsViewModel" && product.parent == "/products" && product.tab == nil)
        #expect(product.reuse == "reuse(identifiedBy: nil)")
        #expect(product.parameterTypes == ["page": "Int", "ref": "UUID", "sort": "PostSort"])
        #expect(product.interceptors.map(\.pattern) == ["/products/**"], "an interceptor for one value is not listed")
        #expect(product.interceptors.first?.priority == "high" && product.interceptors.first?.point == "before")
        #expect(manifest.routes[0].tab == "catalog" && manifest.routes[0].allowedExternally)
        #expect(manifest.routes[2].requiresAuthentication && manifest.routes[2].requiredParameters == ["id"])
        #expect(manifest.routes[3].redirectsTo == "/products/:id" && manifest.routes[3].viewModel == nil)
        let json = try manifest.json()
        #expect(json.contains("\"pattern\" : \"/items/:id\""))
        #expect(try JSONDecoder().decode(RouteManifest.self, from: Data(json.utf8)) == manifest)
        #expect(try registry.manifest().json() == json, "stable from run to run")
    }
}
