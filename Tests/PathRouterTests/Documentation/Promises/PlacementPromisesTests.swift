import PathRouter
import Testing

/// The payment form: a class, so that "the same view model" means the same instance.
final class AcceptancePaymentForm: RoutableViewModel, @unchecked Sendable {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let from: String?
    init(parameters: [String: String]?) { from = parameters?["from"] }
}

/// Issue 75, promise 2: a placed child finds the parent the user sees. A route placed under
/// `/payments/new`, pushed while `/payments/new?from=7` is shown, keeps that screen (its id, its
/// query, its view model) and lands right above it; nothing is popped, no leave guard is asked.
///
/// ScenesAndTheDecisionTable.md: "A chain **continues** a stack from the deepest screen of its
/// parents that the stack already shows (same path): what is above that screen is popped and
/// the rest pushed; […] So a placed screen always lands right above its parents. […] only the
/// missing ones are built: the screen the stack shows stays as it is, with its view model."
@Suite("Placement under a query, as the docs promise", .timeLimit(.minutes(1)))
struct PlacementPromisesTests {
    final class Asked: @unchecked Sendable {
        private let recorder = AcceptanceRecorder<String>()
        func record(_ request: LeaveRequest) { recorder.append(request.screen.path) }
        var paths: [String] { recorder.all }
    }

    static func makeRegistry(tabs: Bool = false) throws -> NavigationRegistry {
        let registry = NavigationRegistry()
        try registry.bind(routes: [
            NavigationRoute(
                path: "/home", type: AcceptanceScreen.self, requiresAuthentication: false,
                placement: tabs ? RoutePlacement(tab: "home") : nil),
            NavigationRoute(
                path: "/payments", type: AcceptanceScreen.self, requiresAuthentication: false,
                allowedExternally: true, placement: tabs ? RoutePlacement(tab: "payments") : nil),
            NavigationRoute(
                path: "/payments/new", type: AcceptancePaymentForm.self, requiresAuthentication: false,
                allowedExternally: true, placement: RoutePlacement(parent: "/payments")),
            NavigationRoute(
                path: "/payments/new/payee", type: AcceptanceScreen.self, requiresAuthentication: false,
                allowedExternally: true, placement: RoutePlacement(parent: "/payments/new")),
            NavigationRoute(
                path: "/payments/new/amount", type: AcceptanceScreen.self, requiresAuthentication: false,
                allowedExternally: true, placement: RoutePlacement(parent: "/payments/new")),
            NavigationRoute(path: "/accounts", type: AcceptanceScreen.self, requiresAuthentication: false),
            NavigationRoute(
                path: "/accounts/:id", type: AcceptanceScreen.self, requiresAuthentication: false,
                placement: RoutePlacement(parent: "/accounts")),
            NavigationRoute(
                path: "/accounts/:id/history", type: AcceptanceScreen.self, requiresAuthentication: false,
                placement: RoutePlacement(parent: "/accounts/:id")),
        ])
        return registry
    }

    static func router(_ registry: NavigationRegistry) -> NavigationRouter {
        NavigationRouter(scene: NavigationScene(id: "main"), registry: registry, screenIDs: Screen.ID.Source())
    }

    /// Shows /payments and the form with `from=7`; returns the form's screen.
    static func showForm(_ router: NavigationRouter) async throws -> Screen {
        _ = try await router.navigate(toPath: "/payments").result.get()
        let form = try await router.navigate(toPath: "/payments/new?from=7").result.get()
        return try #require(form.screen)
    }

    /// What every test checks after the child landed: the form is the same screen, the child is
    /// right above it, nothing was removed.
    static func expectFormKept(
        _ form: Screen, _ outcome: NavigationOutcome, child: String,
        stack: [Screen], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(
            stack.map(\.path) == ["/payments", "/payments/new?from=7", child],
            "stack: \(stack.map(\.path))", sourceLocation: sourceLocation)
        let shown = stack.first { $0.id == form.id }
        #expect(shown != nil, "the form's screen id \(form.id) is still shown", sourceLocation: sourceLocation)
        #expect(shown?.path == "/payments/new?from=7", sourceLocation: sourceLocation)
        #expect(shown?.parameters["from"] == "7", sourceLocation: sourceLocation)
        let before = form.viewModel as? AcceptancePaymentForm
        let after = shown?.viewModel as? AcceptancePaymentForm
        #expect(before != nil && before === after, "the form keeps its view model instance", sourceLocation: sourceLocation)
        #expect(after?.from == "7", sourceLocation: sourceLocation)
        #expect(outcome.transition.removed.isEmpty, "nothing popped: \(outcome.transition)", sourceLocation: sourceLocation)
        #expect(
            outcome.transition.added.map(\.path) == [child], "only the child added: \(outcome.transition)",
            sourceLocation: sourceLocation)
        #expect(outcome.screen?.path == child, sourceLocation: sourceLocation)
    }

    /// A registry leave guard on the form that would say stay ("discard the payment?"); what
    /// it was asked about.
    static func guardTheForm(_ registry: NavigationRegistry) throws -> Asked {
        let asked = Asked()
        try registry.guardLeaving("/payments/new") { request in
            asked.record(request)
            return .stay(reason: "discard the payment?")
        }
        return asked
    }

    @Test("the payee picker lands above /payments/new?from=7: same screen id, query and view model; nothing popped")
    func childAboveFormWithQuery() async throws {
        let router = Self.router(try Self.makeRegistry())
        let form = try await Self.showForm(router)
        let outcome = try await router.navigate(toPath: "/payments/new/payee").result.get()
        Self.expectFormKept(form, outcome, child: "/payments/new/payee", stack: router.state.root?.screens ?? [])
    }

    @Test("with a registry leave guard on the form, the push asks nothing and succeeds")
    func registryGuardNotAsked() async throws {
        let registry = try Self.makeRegistry()
        let asked = try Self.guardTheForm(registry)
        let router = Self.router(registry)
        let form = try await Self.showForm(router)
        let result = await router.navigate(toPath: "/payments/new/payee").result
        #expect(asked.paths.isEmpty, "no \"discard?\" question: asked for \(asked.paths)")
        let outcome = try result.get()
        Self.expectFormKept(form, outcome, child: "/payments/new/payee", stack: router.state.root?.screens ?? [])
    }

    @Test("with the form's own leave guard (guardLeaving(screen:)), the push asks nothing and succeeds")
    func screenGuardNotAsked() async throws {
        let router = Self.router(try Self.makeRegistry())
        let form = try await Self.showForm(router)
        let asked = Asked()
        #expect(
            router.guardLeaving(screen: form.id) { request in
                asked.record(request)
                return .stay(reason: "discard the payment?")
            })
        let result = await router.navigate(toPath: "/payments/new/payee").result
        #expect(asked.paths.isEmpty, "no \"discard?\" question: asked for \(asked.paths)")
        let outcome = try result.get()
        Self.expectFormKept(form, outcome, child: "/payments/new/payee", stack: router.state.root?.screens ?? [])
    }

    @Test("in a tab: the payments tab shows the form with its query; the child lands above it in that tab")
    func childAboveFormInATab() async throws {
        let registry = try Self.makeRegistry(tabs: true)
        let asked = try Self.guardTheForm(registry)
        let router = Self.router(registry)
        _ = try await router.setTabs([
            TabDefinition(name: "home", rootPath: "/home"),
            TabDefinition(name: "payments", rootPath: "/payments"),
        ]).result.get()
        let form = try #require(try await router.navigate(toPath: "/payments/new?from=7").result.get().screen)
        #expect(router.state.acceptancePaths(ofTab: "payments") == ["/payments", "/payments/new?from=7"])
        let result = await router.navigate(toPath: "/payments/new/payee").result
        #expect(asked.paths.isEmpty, "asked for \(asked.paths)")
        let outcome = try result.get()
        #expect(router.state.acceptanceSelectedTab == "payments")
        let stack = router.state.root?.tabs?.tabs.first { $0.name == "payments" }?.screens ?? []
        Self.expectFormKept(form, outcome, child: "/payments/new/payee", stack: stack)
    }

    @Test("a deep link to the child while the form with its query is shown keeps the form too")
    func deepLinkAboveFormWithQuery() async throws {
        let router = Self.router(try Self.makeRegistry())
        let form = try await Self.showForm(router)
        let outcome = try await router.navigate(toPath: "/payments/new/payee", externally: true).result.get()
        Self.expectFormKept(form, outcome, child: "/payments/new/payee", stack: router.state.root?.screens ?? [])
    }

    @Test("a child with a query of its own: the parent comes from the path, never the query; the form is kept")
    func childWithItsOwnQuery() async throws {
        let router = Self.router(try Self.makeRegistry())
        let form = try await Self.showForm(router)
        let outcome = try await router.navigate(toPath: "/payments/new/payee?q=ann").result.get()
        Self.expectFormKept(form, outcome, child: "/payments/new/payee?q=ann", stack: router.state.root?.screens ?? [])
    }

    @Test("a sibling child replaces the child above the form (what is above the parent is popped); the form stays")
    func siblingAboveFormWithQuery() async throws {
        let registry = try Self.makeRegistry()
        let asked = try Self.guardTheForm(registry)
        let router = Self.router(registry)
        let form = try await Self.showForm(router)
        _ = try await router.navigate(toPath: "/payments/new/payee").result.get()
        let outcome = try await router.navigate(toPath: "/payments/new/amount").result.get()
        #expect(asked.paths.isEmpty, "asked for \(asked.paths)")
        let stack = router.state.root?.screens ?? []
        #expect(stack.map(\.path) == ["/payments", "/payments/new?from=7", "/payments/new/amount"])
        #expect(stack.first { $0.id == form.id }?.path == "/payments/new?from=7")
        #expect(outcome.transition.removed.map(\.path) == ["/payments/new/payee"], "\(outcome.transition)")
        #expect(outcome.transition.added.map(\.path) == ["/payments/new/amount"], "\(outcome.transition)")
    }

    @Test("baseline: the parent shown with exactly its path (no query) is kept as it is")
    func parentWithoutQueryKept() async throws {
        let router = Self.router(try Self.makeRegistry())
        _ = try await router.navigate(toPath: "/payments").result.get()
        let form = try #require(try await router.navigate(toPath: "/payments/new").result.get().screen)
        let outcome = try await router.navigate(toPath: "/payments/new/payee").result.get()
        let stack = router.state.root?.screens ?? []
        #expect(stack.map(\.path) == ["/payments", "/payments/new", "/payments/new/payee"])
        #expect(stack.first { $0.id == form.id } != nil)
        #expect(outcome.transition.removed.isEmpty && outcome.transition.added.map(\.path) == ["/payments/new/payee"])
    }

    @Test("a screen of the parent's route with other path values is not the parent: the chain continues below it")
    func otherPathValueIsNotTheParent() async throws {
        let router = Self.router(try Self.makeRegistry())
        _ = try await router.navigate(toPath: "/accounts").result.get()
        _ = try await router.navigate(toPath: "/accounts/8").result.get()
        let outcome = try await router.navigate(toPath: "/accounts/9/history").result.get()
        #expect(router.state.root?.screens.map(\.path) == ["/accounts", "/accounts/9", "/accounts/9/history"])
        #expect(outcome.transition.removed.map(\.path) == ["/accounts/8"], "\(outcome.transition)")
        #expect(outcome.transition.added.map(\.path) == ["/accounts/9", "/accounts/9/history"], "\(outcome.transition)")
    }
}
