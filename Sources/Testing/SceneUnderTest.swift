import PathRouter
import PathRouterLocking

/// One scene of a ``NavigationTest``: its router, what it reported since the last check, and
/// the ``MirrorRenderer`` that follows its records. Every action waits until the scene is idle
/// and then checks that the mirror still agrees with the state.
///
/// ```swift
/// let outcome = try await main.navigate(to: "/products/42")
/// try main.expectTransitions(["push +/products/42"])
/// try main.expectEvents(["started /products/42", "matched /products/42", "landed /products/42",
///                        "screenViewed /products/42 target"])
/// let error = try await main.expectRefusal(of: "/nowhere", code: .routeNotFound)
/// try await main.perform { $0.pop() }
/// ```
public final class SceneUnderTest: Sendable {
    public let router: NavigationRouter
    /// A renderer that follows the scene's transition records only.
    public let mirror: MirrorRenderer
    private let mode: NavigationTest.Mode
    private let records = Locked.make((transitions: [String](), events: [String]()))
    private let observations: (SceneObservation, EventObservation)

    init(router: NavigationRouter, mode: NavigationTest.Mode) {
        self.router = router
        self.mode = mode
        mirror = MirrorRenderer(following: router)
        let records = records
        observations = (
            router.addObserver { change in records.withLock { $0.transitions.append(change.transition.description) } },
            router.addEventObserver { event in records.withLock { $0.events.append(Self.line(event)) } }
        )
    }

    deinit {
        observations.0.cancel()
        observations.1.cancel()
    }

    /// An event as ``expectEvents(_:)`` compares it: `phase path`, then `: code` for an ending
    /// and ` target` for the target's screen view.
    public static func line(_ event: NavigationEvent) -> String {
        "\(event.phase) \(event.path)" + (event.code.map { ": \($0)" } ?? "") + (event.isTarget ? " target" : "")
    }

    // MARK: - Actions

    /// Navigates to `path` and waits until the scene is idle.
    /// - Throws: ``NavigationTestFailure`` when the navigation does not land, when something
    ///   reported before was not expected (exhaustive mode), or when the mirror diverges.
    @discardableResult
    public func navigate(
        to path: String, replace: Bool = false, externally: Bool = false, modal: Bool = false,
        shouldPreventDismissal: Bool = false, fileID: String = #fileID, line: Int = #line
    ) async throws -> NavigationOutcome {
        try landed(
            await perform(
                { $0.navigate(toPath: path, replace: replace, externally: externally, modal: modal, shouldPreventDismissal: shouldPreventDismissal) },
                fileID: fileID, line: line),
            "'\(path)'", fileID: fileID, line: line)
    }

    /// The outcome of a navigation that had to land.
    private func landed(
        _ result: Result<NavigationOutcome, NavigationError>, _ what: String, fileID: String, line: Int
    ) throws -> NavigationOutcome {
        switch result {
        case .success(let outcome): return outcome
        case .failure(let error):
            throw NavigationTestFailure("expected \(what) to land, but it was refused: \(error)", fileID: fileID, line: line)
        }
    }

    /// Navigates to the typed route `value` (the path it prints) and waits until the scene is
    /// idle, as navigating to its path does.
    ///
    /// ```swift
    /// try await main.navigate(to: Product(id: 42))
    /// ```
    @discardableResult
    public func navigate<Value: RouteValue>(
        to value: Value, replace: Bool = false, externally: Bool = false, modal: Bool = false,
        shouldPreventDismissal: Bool = false, fileID: String = #fileID, line: Int = #line
    ) async throws -> NavigationOutcome {
        try landed(
            await perform(
                { $0.navigate(to: value, replace: replace, externally: externally, modal: modal, shouldPreventDismissal: shouldPreventDismissal) },
                fileID: fileID, line: line),
            "\(value)", fileID: fileID, line: line)
    }

    /// Navigates to `path`, expecting a refusal with `code`.
    @discardableResult
    public func expectRefusal(
        of path: String, code: NavigationError.Code, externally: Bool = false, fileID: String = #fileID, line: Int = #line
    ) async throws -> NavigationError {
        switch try await perform({ $0.navigate(toPath: path, externally: externally) }, fileID: fileID, line: line) {
        case .success(let outcome):
            throw NavigationTestFailure(
                "expected '\(path)' to be refused with \(code), but it landed: \(outcome.transition)", fileID: fileID, line: line)
        case .failure(let error) where error.code == code:
            return error
        case .failure(let error):
            throw NavigationTestFailure(
                "expected '\(path)' to be refused with \(code), but it was refused with \(error)", fileID: fileID, line: line)
        }
    }

    /// Opens the external link `link` in this scene, as the app's `onOpenURL` does (parsed,
    /// checked against the registry's link policy, then navigated with `externally: true`), and
    /// waits until it has ended and the scene is idle.
    ///
    /// ```swift
    /// try await main.openLink("shop://open/products/42")
    /// ```
    /// - Throws: ``NavigationTestFailure`` when the link does not navigate (refused, or taken by
    ///   the authentication handler), or has not ended after ``patience``.
    @discardableResult
    public func openLink(_ link: String, fileID: String = #fileID, line: Int = #line) async throws -> NavigationOutcome {
        switch try await opened(link, fileID: fileID, line: line) {
        case .success(.navigated(let outcome, _)): return outcome
        case .success(let other):
            throw NavigationTestFailure("expected the link '\(link)' to navigate, but it ended as \(other)", fileID: fileID, line: line)
        case .failure(let error):
            throw NavigationTestFailure("expected the link '\(link)' to navigate, but it was refused: \(error)", fileID: fileID, line: line)
        }
    }

    /// Opens the external link `link` in this scene, expecting a refusal with `code`.
    @discardableResult
    public func expectLinkRefusal(
        of link: String, code: NavigationError.Code, fileID: String = #fileID, line: Int = #line
    ) async throws -> NavigationError {
        switch try await opened(link, fileID: fileID, line: line) {
        case .failure(let error) where error.code == code:
            return error
        case .failure(let error):
            throw NavigationTestFailure("expected the link '\(link)' to be refused with \(code), but it was refused with \(error)", fileID: fileID, line: line)
        case .success(let outcome):
            throw NavigationTestFailure("expected the link '\(link)' to be refused with \(code), but it ended as \(outcome)", fileID: fileID, line: line)
        }
    }

    /// Opens `link` and waits for its end (``patience`` looks at most) and an idle scene.
    private func opened(_ link: String, fileID: String, line: Int) async throws -> Result<LinkOutcome, NavigationError> {
        try checkAccounted(fileID: fileID, line: line)
        let handle = router.open(link: link)
        for _ in 0..<Self.patienceLooks {
            await router.idle()
            if let result = handle.currentResult {
                try checkMirror(fileID: fileID, line: line)
                return result
            }
            try? await Task.sleep(for: .milliseconds(1))
        }
        throw NavigationTestFailure("the link '\(link)' has not ended after \(Self.patience) (patience)", fileID: fileID, line: line)
    }

    /// Runs any operation of the router (`pop`, `dismiss`, `selectTab`, …) and waits until it
    /// has ended — whatever it waits for on its own (an `async` interceptor, a leave guard, a
    /// main-actor view model), however busy the machine — and the scene is idle; then returns
    /// its result. Only an operation that waits for the test itself is not waited for: one
    /// waiting for a login (with ``NavigationTest/Login/waits``), or taken over by an interceptor
    /// whose flow was handed to a screen. It returns ``NavigationError/Code/waitCancelled`` once
    /// the scene is idle, and the test goes on (finish the login, continue the flow). What
    /// *other* requests of the scene wait for does not matter.
    ///
    /// - Throws: ``NavigationTestFailure``, pointing at the call, when the operation has not
    ///   ended after ``patience`` (an interceptor or a leave guard that never answers).
    ///
    /// It runs on the caller's actor (`nonisolated(nonsending)`), so a `@MainActor` test passes
    /// its closure without sending it anywhere.
    @discardableResult
    public nonisolated(nonsending) func perform(
        _ action: (NavigationRouter) -> NavigationHandle, fileID: String = #fileID, line: Int = #line
    ) async throws -> Result<NavigationOutcome, NavigationError> {
        try checkAccounted(fileID: fileID, line: line)
        let handle = action(router)
        await router.idle()
        let result = try await ended(handle, fileID: fileID, line: line)
        await router.idle()
        try checkMirror(fileID: fileID, line: line)
        if let result { return result }
        return .failure(
            NavigationError(
                code: .waitCancelled, path: handle.request,
                reason: "the operation has not finished: it waits for the test (a login, or a flow handed to a screen)"))
    }

    /// How long ``perform(_:fileID:line:)`` and ``waitForScreen(_:fileID:line:)`` wait at least
    /// for what has not happened yet: 60 seconds of the kit's own looking — 60,000 looks, a
    /// millisecond's sleep apart, each after the scene is idle. Only an operation that hangs
    /// gets there. It is counted in looks, not read on a clock: a machine so busy that the test
    /// itself does not run for a while stretches the wait instead of failing it.
    public static let patience: Duration = .seconds(60)

    /// The looks ``patience`` stands for.
    static var patienceLooks: Int { Int(patience / .milliseconds(1)) }

    /// The result of `handle` once it has one, or `nil` when it waits for the test.
    private func ended(_ handle: NavigationHandle, fileID: String, line: Int) async throws -> Result<NavigationOutcome, NavigationError>? {
        for _ in 0..<Self.patienceLooks {
            if let result = handle.currentResult { return result }
            // Waiting for a login or a flow is waiting for the test
            // (``NavigationTest/finishLogin(succeeding:)``, continuing the flow).
            if router.waitsForTheApp(handle) {
                await router.idle()
                if let result = handle.currentResult { return result }
                if router.waitsForTheApp(handle) { return nil }
            }
            try? await Task.sleep(for: .milliseconds(1))
        }
        await router.idle()
        if let result = handle.currentResult { return result }
        if router.waitsForTheApp(handle) { return nil }
        throw NavigationTestFailure(
            "'\(handle.request)' has not ended after \(Self.patience) (patience): something it waits for on its own never answered",
            fileID: fileID, line: line)
    }

    // MARK: - Checks

    /// Checks the scene's state against `tree`, the text `state.description` prints (common
    /// indentation and trailing spaces ignored).
    public func expectState(_ tree: String, fileID: String = #fileID, line: Int = #line) throws {
        let expected = Self.normalized(tree)
        let actual = Self.normalized(router.state.description)
        if expected != actual {
            throw NavigationTestFailure.diff("the scene '\(router.scene.id)'", expected: expected, actual: actual, fileID: fileID, line: line)
        }
    }

    /// Waits until the scene shows the typed route `value` on top (its screen reads back as
    /// `value`), as ``waitForScreen(_:fileID:line:)`` waits for a path.
    ///
    /// ```swift
    /// try await main.waitForScreen(Product(id: 42))
    /// ```
    @discardableResult
    public func waitForScreen<Value: RouteValue>(_ value: Value, fileID: String = #fileID, line: Int = #line) async throws -> Screen {
        for _ in 0...Self.patienceLooks {
            await router.idle()
            if let top = router.state.topScreen, top.routeValue(as: Value.self) == value { return top }
            try? await Task.sleep(for: .milliseconds(1))
        }
        throw NavigationTestFailure(
            "the scene '\(router.scene.id)' did not show \(value) on top within \(Self.patience); its top screen is \(router.state.topScreen?.path ?? "none")",
            fileID: fileID, line: line)
    }

    /// Waits until the scene's top screen shows `path` (a screen an interceptor or a login
    /// shows on its own, a link that waited), without sleeping on a guess; returns that screen.
    ///
    /// ```swift
    /// let original = main.router.navigate(toPath: "/accounts")   // an interceptor shows /tutorial
    /// let tutorial = try await main.waitForScreen("/tutorial")
    /// ```
    /// - Throws: ``NavigationTestFailure`` naming the top screen, after ``patience``.
    @discardableResult
    public func waitForScreen(_ path: String, fileID: String = #fileID, line: Int = #line) async throws -> Screen {
        for _ in 0...Self.patienceLooks {
            await router.idle()
            if let top = router.state.topScreen, top.path == path { return top }
            try? await Task.sleep(for: .milliseconds(1))
        }
        throw NavigationTestFailure(
            "the scene '\(router.scene.id)' did not show '\(path)' on top within \(Self.patience); its top screen is \(router.state.topScreen?.path ?? "none")",
            fileID: fileID, line: line)
    }

    /// Checks the transitions reported since the last check (their descriptions) and forgets
    /// them. Exhaustive: exactly these, in order; relaxed: these, in order, among others.
    public func expectTransitions(_ expected: [String], fileID: String = #fileID, line: Int = #line) throws {
        let reported = records.withLock { records in
            defer { records.transitions = [] }
            return records.transitions
        }
        try Self.compare("transitions", expected: expected, reported: reported, exhaustive: mode == .exhaustive, fileID: fileID, line: line)
    }

    /// Checks the events reported since the last check (``line(_:)``) and forgets them.
    public func expectEvents(_ expected: [String], fileID: String = #fileID, line: Int = #line) throws {
        let reported = records.withLock { records in
            defer { records.events = [] }
            return records.events
        }
        try Self.compare("events", expected: expected, reported: reported, exhaustive: mode == .exhaustive, fileID: fileID, line: line)
    }

    /// Forgets what was reported without checking it.
    public func skipReported() {
        records.withLock { $0 = ([], []) }
    }

    /// Exhaustive mode: throws when something reported was not expected. Both modes: throws
    /// when the mirror diverged.
    func finish(fileID: String, line: Int) throws {
        try checkAccounted(fileID: fileID, line: line)
        try checkMirror(fileID: fileID, line: line)
    }

    private func checkAccounted(fileID: String, line: Int) throws {
        guard mode == .exhaustive else { return }
        let (transitions, events) = records.withLock { ($0.transitions, $0.events) }
        if !transitions.isEmpty || !events.isEmpty {
            throw NavigationTestFailure(
                "the scene '\(router.scene.id)' reported what the test did not expect:"
                    + (transitions.isEmpty ? "" : "\n  transitions: \(transitions)") + (events.isEmpty ? "" : "\n  events: \(events)")
                    + "\n(expect them with expectTransitions/expectEvents, or use NavigationTest(mode: .relaxed))",
                fileID: fileID, line: line)
        }
    }

    private func checkMirror(fileID: String, line: Int) throws {
        if let divergence = mirror.divergence(from: router) {
            throw NavigationTestFailure(
                "a renderer that follows the transition records diverged from the scene: \(divergence)", fileID: fileID, line: line)
        }
    }

    private static func compare(
        _ what: String, expected: [String], reported: [String], exhaustive: Bool, fileID: String, line: Int
    ) throws {
        if exhaustive {
            guard expected != reported else { return }
            throw NavigationTestFailure.diff(
                what, expected: expected.joined(separator: "\n"), actual: reported.joined(separator: "\n"), fileID: fileID, line: line)
        }
        var remaining = reported[...]
        for entry in expected {
            guard let index = remaining.firstIndex(of: entry) else {
                throw NavigationTestFailure("\(what): '\(entry)' was not reported (in order); reported: \(reported)", fileID: fileID, line: line)
            }
            remaining = remaining[(index + 1)...]
        }
    }

    /// The lines of `text` without their common indentation, trailing spaces or blank ends.
    static func normalized(_ text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            var line = Substring(line)
            while line.last == " " { line = line.dropLast() }
            return line
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        let indent = lines.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { String($0.dropFirst(indent)) }.joined(separator: "\n")
    }
}
