import Foundation
import PathRouter
import PathRouterLocking
import PathRouterTestSupport
import Testing

enum PostSort: String { case new, top }

/// A view model that declares the types of its parameters and counts how often it is built.
struct TypedPostsViewModel: RoutableViewModel {
    static let parameterTypes: [String: ParameterType] = ["page": .int, "sort": .of(PostSort.self), "ref": .uuid]
    static let built = Locked.make(0)
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let page: Int
    init(parameters: [String: String]?) {
        Self.built.withLock { $0 += 1 }
        page = (try? parameters?.parameter("page", as: Int.self)) ?? 1
    }
}

@Suite("Typed parameters", .serialized)
struct TypedParameterTests {
    static let uuid = "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"

    @Test("a parameter reads as Int, Double, Bool, an enum, a UUID or any LosslessStringConvertible")
    func reads() throws {
        let parameters = ["page": "3", "ratio": "0.5", "on": "true", "sort": "top", "ref": Self.uuid, "big": "18446744073709551615"]
        #expect(try parameters.parameter("page", as: Int.self) == 3)
        #expect(try parameters.parameter("ratio", as: Double.self) == 0.5)
        #expect(try parameters.parameter("on", as: Bool.self))
        #expect(try parameters.parameter("sort", as: PostSort.self) == .top)
        #expect(try parameters.parameter("ref", as: UUID.self) == UUID(uuidString: Self.uuid))
        #expect(try parameters.parameter("big", as: UInt64.self) == .max)
        let match = try registry(["/posts/:page"]).resolve("/posts/12?sort=new")
        #expect(try match.parameter("page", as: Int.self) == 12)
        #expect(try match.parameter("sort", as: PostSort.self) == .new)
    }

    static let bad: [(name: String, value: String?, code: NavigationError.Code, says: String)] = [
        ("page", "x", .invalidParameter, "parameter 'page' is 'x', which does not read as Int"),
        ("page", "1.5", .invalidParameter, "does not read as Int"),
        ("sort", "old", .invalidParameter, "does not read as PostSort"),
        ("ref", "not-a-uuid", .invalidParameter, "does not read as UUID"),
        ("page", nil, .missingParameters, "there is no parameter 'page'"),
    ]

    @Test("a value that does not read as its type is a typed error naming the parameter and the value", arguments: bad)
    func unreadable(name: String, value: String?, code: NavigationError.Code, says: String) {
        let parameters = value.map { [name: $0] } ?? [:]
        #expect {
            switch name {
            case "sort": _ = try parameters.parameter(name, as: PostSort.self)
            case "ref": _ = try parameters.parameter(name, as: UUID.self)
            default: _ = try parameters.parameter(name, as: Int.self)
            }
        } throws: { error in
            (error as? NavigationError).map { $0.code == code && $0.description.contains(says) } ?? false
        }
    }

    @Test("a navigation whose value does not read as the declared type is refused before the view model is built")
    func declaredTypes() async throws {
        let registry = NavigationRegistry()
        try registry.bind(route: NavigationRoute(path: "/posts/:page", type: TypedPostsViewModel.self, requiresAuthentication: false))
        let router = NavigationRouter(scene: NavigationScene(id: "typed"), registry: registry)
        TypedPostsViewModel.built.withLock { $0 = 0 }
        let good = try await router.navigate(toPath: "/posts/2?sort=top&ref=\(Self.uuid)").result.get()
        #expect((good.screen?.viewModel as? TypedPostsViewModel)?.page == 2)
        for path in ["/posts/two", "/posts/2?sort=old", "/posts/2?ref=123"] {
            let error = await router.navigate(toPath: path).error
            #expect(error?.code == .invalidParameter, "\(path): \(String(describing: error))")
            #expect(error?.path == path)
        }
        #expect(TypedPostsViewModel.built.withLock { $0 } == 1, "refused navigations built nothing")
        #expect(!router.canNavigate(toPath: "/posts/x"))
        #expect(router.state.allScreens.map(\.path) == ["/posts/2?sort=top&ref=\(Self.uuid)"])
    }
}

/// Built paths respect the route's declared types: a path navigation would refuse is not printed.
@Suite("Typed parameters in built paths")
struct TypedPathBuildingTests {
    @Test("path(forPattern:) refuses a value the route's parameterTypes reject, and prints one they accept")
    func builtPathsRespectTypes() throws {
        let registry = NavigationRegistry()
        try registry.bind(route: NavigationRoute(path: "/posts/:page", type: TypedPostsViewModel.self, requiresAuthentication: false))
        let error = try #require(throws: NavigationError.self) {
            try registry.path(forPattern: "/posts/:page", parameters: ["page": "first"])
        }
        #expect(error.code == .invalidParameter && error.path == "/posts/first")
        let query = try #require(throws: NavigationError.self) {
            try registry.path(forPattern: "/posts/:page", parameters: ["page": "2"], query: ["sort": "oldest"])
        }
        #expect(query.code == .invalidParameter)
        #expect(try registry.path(forPattern: "/posts/:page", parameters: ["page": "2"], query: ["sort": "top"]) == "/posts/2?sort=top")
    }
}
