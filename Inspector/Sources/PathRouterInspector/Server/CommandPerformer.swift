import PathRouter
import PathRouterBindings

/// Does what the page asks, through the router's public API only, so that every rule applies:
/// a link goes through the link policy, a pop through leave guards, a report through the
/// checks of the UI contract. Answers with a line of text or a typed error.
struct CommandPerformer: Sendable {
    /// How long an answer waits for a navigation that waits (a login, an interceptor); after
    /// it, the answer says that it waits, and its events tell the rest.
    static let patience = Duration.seconds(2)

    let registry: NavigationRegistry
    let configuration: InspectorConfiguration
    let outbox: PageOutbox

    func perform(_ command: InspectorCommand) async -> Result<String, InspectorError> {
        if command.type != .check && !configuration.allowsControl {
            return .failure(InspectorError(.readOnly, "the inspector is read-only: the app did not allow control"))
        }
        guard let router = registry.router(forSceneID: command.scene) else {
            return .failure(InspectorError(.unknownScene, "no open scene is named '\(command.scene)'"))
        }
        switch command.type {
        case .check:
            return outbox.check(scene: command.scene, marks: SceneMarks(router))
                ? .success("check sent") : .success("check skipped: the page has not read what waits for it")
        case .navigate:
            guard let path = command.path else { return .failure(missing("path", command)) }
            return await answer(router.navigate(toPath: path, modal: command.modal ?? false))
        case .openLink:
            guard let link = command.link else { return .failure(missing("link", command)) }
            return await answer(registry.open(link: link, in: .scene(router)))
        case .back:
            guard let screen = command.screen else { return .failure(missing("screen", command)) }
            let id = Screen.ID(rawValue: screen)
            // A UI disables the back gesture for a guarded screen; so does the page.
            if let refusal = Self.guardedRefusal(router, screens: [id], gesture: "Back") { return .failure(refusal) }
            // The write a UI makes (its stack's path without the screen), judged by the bindings'
            // rules like any UI's.
            let projection = SceneProjection(router)
            guard let stack = projection.top?.activeStack, let index = stack.path.firstIndex(of: id) else {
                return .failure(InspectorError(.dropped, "Back: \(id) is not pushed on the stack the user navigates in"))
            }
            return await writeBack(.path(Array(stack.path.prefix(index)), of: stack.id), projection: projection, router: router)
        case .swipeDown:
            guard let screen = command.screen else { return .failure(missing("screen", command)) }
            let modal = router.state.modals.last?.presentation.screens.map(\.id) ?? []
            if let refusal = Self.guardedRefusal(router, screens: modal, gesture: "Swipe down") { return .failure(refusal) }
            let projection = SceneProjection(router)
            let holder = projection.modals.first { modal in modal.presentation.items.contains { $0.id.rawValue == screen } }
            guard let holder else {
                return .failure(InspectorError(.dropped, "Swipe down: no modal holds #\(screen)"))
            }
            return await writeBack(.dismissed(modal: holder.id), projection: projection, router: router)
        case .selectTab:
            guard let tab = command.tab else { return .failure(missing("tab", command)) }
            return await answer(router.selectTab(tab))
        case .close:
            return await answer(router.state.modals.isEmpty ? router.pop() : router.dismiss())
        case .action:
            guard let name = command.action else { return .failure(missing("action", command)) }
            guard let action = configuration.actions.first(where: { $0.title == name && $0.applies(to: command.scene) }) else {
                return .failure(
                    InspectorError(
                        .unknownAction,
                        "the app has no action '\(name)' for the scene '\(command.scene)' (its actions: "
                            + "\(configuration.actions.filter { $0.applies(to: command.scene) }.map(\.title).joined(separator: ", ")))"))
            }
            return .success(await action.run(router))
        }
    }

    /// A gesture's write, judged against what the page shows (the router's projection) as a UI's
    /// would be: the report it becomes is sent; a dropped one answers with its reason.
    private func writeBack(_ write: UIWrite, projection: SceneProjection, router: NavigationRouter) async -> Result<String, InspectorError> {
        switch projection.judge(write) {
        case .report(let report), .ask(let report): return await answer(report.send(to: router))
        case .unchanged: return .success("ok: nothing changed")
        case .dropped(let reason): return .failure(InspectorError(.dropped, reason))
        }
    }

    /// The refusal of a gesture that would remove a screen a leave guard watches without asking
    /// it: a UI disables such a gesture (the page too); Close asks the guards.
    static func guardedRefusal(_ router: NavigationRouter, screens: [Screen.ID], gesture: String) -> InspectorError? {
        guard let guarded = screens.first(where: { router.isGuarded($0) }) else { return nil }
        let path = router.state.allScreens.first { $0.id == guarded }?.path ?? "\(guarded)"
        return InspectorError(.guarded, "\(gesture) is disabled: a leave guard watches \(path) (Close asks it)")
    }

    private func missing(_ field: String, _ command: InspectorCommand) -> InspectorError {
        InspectorError(.malformedMessage, "a '\(command.type.rawValue)' command needs '\(field)'")
    }

    private func answer(_ handle: NavigationHandle) async -> Result<String, InspectorError> {
        await answer(reading: { handle.currentResult }, waiting: "\(handle)") { "ok: \($0.transition)" }
    }

    private func answer(_ handle: LinkHandle) async -> Result<String, InspectorError> {
        await answer(reading: { handle.currentResult }, waiting: "\(handle)") { "ok: \($0)" }
    }

    /// The answer to a request whose result `read` gives once it is known.
    private func answer<Outcome>(
        reading read: () -> Result<Outcome, NavigationError>?, waiting: String, describe: (Outcome) -> String
    ) async -> Result<String, InspectorError> {
        switch await settled(read) {
        case .success(let outcome)?: return .success(describe(outcome))
        case .failure(let error)?: return .failure(InspectorError(code: error.code.rawValue, message: error.description))
        case nil: return .success("waiting: \(waiting)")
        }
    }

    /// The result once it is known, or `nil` after ``patience``.
    private func settled<Value>(_ read: () -> Value?) async -> Value? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: Self.patience)
        while clock.now < deadline {
            if let value = read() { return value }
            try? await Task.sleep(for: .milliseconds(5))
        }
        return read()
    }
}
