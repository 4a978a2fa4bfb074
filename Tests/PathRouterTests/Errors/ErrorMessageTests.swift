import Foundation
import PathRouter
import PathRouterTestSupport
import Testing

/// A view model that needs an `id`.
struct NeedsIDViewModel: RoutableViewModel {
    static let requiredParameters: [String]? = ["id"]
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

/// The messages quoted in `NavigationError.Code`'s doc comments are the real ones: each quoted
/// `Message:` is produced here, by the situation it describes, and compared word for word.
@Suite("Error messages as documented")
struct ErrorMessageTests {
    static func makeRegistry() throws -> NavigationRegistry {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(path: "/home", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/users/:id", type: RecordingViewModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/account", type: RecordingViewModel.self),
            NavigationRoute(path: "/profile", type: NeedsIDViewModel.self, requiresAuthentication: false),
        ])
        return registry
    }

    static func failure(_ handle: NavigationHandle) async -> NavigationError? {
        if case .failure(let error) = await handle.result { return error }
        return nil
    }

    static func caught(_ body: () throws -> Void) -> NavigationError? {
        do { try body() } catch { return error as? NavigationError }
        return nil
    }

    /// The error each documented code gets in a typical situation.
    static let situations: [String: @Sendable () async throws -> NavigationError?] = [
        "invalidPattern": { caught { try NavigationRegistry().bind(route: NavigationRoute(path: "/users/:", type: RecordingViewModel.self)) } },
        "routeConflict": {
            let registry = try Self.makeRegistry()
            return caught { try registry.bind(route: NavigationRoute(path: "/users/{key}", type: RecordingViewModel.self)) }
        },
        "invalidPath": { caught { _ = try makeRegistry().resolve("users/42") } },
        "invalidParameter": { caught { _ = try makeRegistry().path(forPattern: "/users/:id", parameters: ["id": ".."]) } },
        "routeShadowed": {
            let registry = try Self.makeRegistry()
            try registry.bind(route: NavigationRoute(path: "/users/new", type: RecordingViewModel.self, requiresAuthentication: false))
            return caught { _ = try registry.path(forPattern: "/users/:id", parameters: ["id": "new"]) }
        },
        "invalidRouteValue": {
            caught {
                try NavigationRegistry().bind(route: NavigationRoute(Mistaken.Renamed.self, requiresAuthentication: false) { ValuePage(value: $0) })
            }
        },
        "noSuchScreen": {
            let router = NavigationRouter(scene: .main, registry: try makeRegistry())
            router.navigate(toPath: "/home")
            return await failure(router.removeScreen(Screen.ID(rawValue: 999)))
        },
        "staleReport": {
            let router = NavigationRouter(scene: .main, registry: try makeRegistry())
            router.navigate(toPath: "/home")
            return await failure(router.userDidPop(Screen.ID(rawValue: 999)))
        },
        "leaveRefused": {
            let registry = try Self.makeRegistry()
            try registry.guardLeaving("/users/:id") { _ in .stay(reason: "unsaved changes") }
            let router = NavigationRouter(scene: .main, registry: registry, screenIDs: Screen.ID.Source())
            router.navigate(toPath: "/home")
            router.navigate(toPath: "/users/7")
            return await failure(router.pop())
        },
        "sceneBusy": {
            let registry = try Self.makeRegistry()
            let login = InMemoryAuthenticationHandler()
            login.completesLoginImmediately = false
            registry.authenticationHandler = login
            let router = NavigationRouter(scene: .main, registry: registry)
            router.concurrencyPolicy = .rejectWhileBusy
            router.navigate(toPath: "/account")
            await router.idle()
            return await failure(router.navigate(toPath: "/home"))
        },
        "screenLeft": {
            let router = NavigationRouter(scene: .main, registry: try makeRegistry(), screenIDs: Screen.ID.Source())
            router.navigate(toPath: "/home")
            router.navigate(toPath: "/users/7")
            router.pop()
            do throws(NavigationError) {
                _ = try await router.result(of: Screen.ID(rawValue: 2), as: String.self)
                return nil
            } catch {
                return error
            }
        },
        "redirectCycle": {
            let registry = try Self.makeRegistry()
            try registry.bind(route: .redirect(from: "/a", to: "/b"))
            return caught { try registry.bind(route: .redirect(from: "/b", to: "/a")) }
        },
        "invalidPercentEncoding": { caught { _ = try makeRegistry().resolve("/users/%G1") } },
        "routeNotFound": { caught { _ = try makeRegistry().resolve("/usres/42") } },
        "missingParameters": { await failure(NavigationRouter(scene: .main, registry: try makeRegistry()).navigate(toPath: "/profile")) },
        "externalNavigationRefused": {
            await failure(NavigationRouter(scene: .main, registry: try makeRegistry()).navigate(toPath: "/home", externally: true))
        },
        "authenticationRequired": { await failure(NavigationRouter(scene: .main, registry: try makeRegistry()).navigate(toPath: "/account")) },
        "invalidOptions": {
            await failure(NavigationRouter(scene: .main, registry: try makeRegistry()).navigate(toPath: "/home", replace: true, modal: true))
        },
        "nothingToPop": {
            let router = NavigationRouter(scene: .main, registry: try makeRegistry())
            router.navigate(toPath: "/home")
            return await failure(router.pop())
        },
        "noModal": {
            let router = NavigationRouter(scene: .main, registry: try makeRegistry())
            router.navigate(toPath: "/home")
            return await failure(router.dismiss())
        },
        "dismissalPrevented": {
            let router = NavigationRouter(scene: .main, registry: try makeRegistry())
            router.navigate(toPath: "/home")
            router.navigate(toPath: "/users/1", modal: true, shouldPreventDismissal: true)
            return await failure(router.dismiss(interactive: true))
        },
        "sceneClosed": {
            let router = NavigationRouter(scene: .main, registry: try makeRegistry())
            router.close()
            return await failure(router.navigate(toPath: "/home"))
        },
    ]

    /// `(code, message)` for every `Message:` quote in NavigationError.swift's doc comments.
    static func documented() throws -> [(code: String, message: String)] {
        let file = URL(fileURLWithPath: #filePath).appending(path: "../../../..").standardized
            .appendingPathComponent("Sources/PathRouter/Errors/NavigationError.swift")
        var quotes: [(String, String)] = []
        var message: String?
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("/// Message: `"), trimmed.hasSuffix("`") {
                message = String(trimmed.dropFirst("/// Message: `".count).dropLast())
            } else if let quoted = message, trimmed.hasPrefix("public static let ") {
                let name = trimmed.dropFirst("public static let ".count).prefix { $0 != " " }
                quotes.append((String(name), quoted))
                message = nil
            }
        }
        return quotes
    }

    @Test("every documented message is what the situation really prints")
    func documentedMessages() async throws {
        let quotes = try Self.documented()
        #expect(quotes.count == Self.situations.count, "quoted: \(quotes.map(\.code)), situations: \(Self.situations.keys.sorted())")
        for (code, message) in quotes {
            let situation = try #require(Self.situations[code], "no situation for \(code)")
            let error = try #require(try await situation(), "\(code): the situation did not fail")
            #expect(error.code.rawValue == code)
            #expect(error.description == message, "\(code) documents\n  \(message)\nbut prints\n  \(error.description)")
        }
    }
}
