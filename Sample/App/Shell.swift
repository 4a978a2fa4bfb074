import PathRouter
import PathRouterBindings

extension SampleApp {
    /// The commands of `swift run Sample --interactive`.
    public static let shellHelp = """
        commands (quote a word to keep its spaces: login "Ada Lovelace"):
          open PATH [--modal] [--replace] [--external] [--prevent] [--flat]
                          navigate the current scene (--flat: no navigation stack)
          link URL        open an external link in the current scene
          continue        continue the flow of the screen on top (onboarding, tutorial)
          back            pop the top screen
          root            pop to the first screen of the top-most stack
          dismiss [--app] dismiss the top modal as the user would (--app: as the app does)
          login [NAME]    answer the login screen: log in as NAME (default: user)
          login --fail    answer the login screen: give up (the waiting navigation fails)
          cancel          stop waiting: cancel the current scene's navigation that waits for a login
          logout          log out: protected screens leave every scene
          edit            change the settings on top without saving (its screen then refuses to close)
          save, discard   save or discard the settings' changes
          tab NAME        select a tab (home, catalog, account); the first use gives the scene its tabs
          screen          draw the current scene as a UI shows it (from its projection)
          gesture back [N] | gesture swipe | gesture tab NAME
                          what the user does on screen (Back, N levels back by a long-press,
                          a sheet swiped down, a tab tapped), judged as a UI's write-back
          scene NAME      switch to a scene, creating it if needed
          state           print the current scene
          routes          print the route table
          manifest        print the route table as JSON (also: swift run Sample --manifest)
          path PATTERN [NAME=VALUE ...]
                          print the path of a route with those values (path /products/:id id=42)
          help            print this help
          quit            leave
        """

    /// Runs the interactive shell: reads commands until `quit` or the end of input. Bad
    /// commands and refused navigations print an error and the shell goes on.
    ///
    /// - Parameters:
    ///   - readLine: The next line of input, or `nil` at its end.
    ///   - print: Prints a line.
    ///   - prompt: Shows the prompt before each line is read (a terminal shows
    ///     `main> `; a script needs none).
    public func runShell(
        readLine: @Sendable () -> String?, print: @Sendable (String) -> Void,
        prompt: @Sendable (String) -> Void = { _ in }
    ) async {
        var current = router(named: "main")
        print("PathRouter sample shell. Type 'help' for the commands.")
        while true {
            prompt("\(current.scene.id)> ")
            guard let line = readLine() else { return }
            let command: ShellCommand
            do {
                guard let parsed = try ShellCommand(parsing: line) else { continue }
                command = parsed
            } catch {
                print("error: \(error)")
                continue
            }
            if command.name == "quit" || command.name == "exit" {
                print("bye")
                return
            }
            if command.name == "scene" {
                guard let name = command.values.first else {
                    print("error: scene needs a name; scenes: \(sceneNames.joined(separator: ", "))")
                    continue
                }
                current = router(named: name)
                print("ok: scene \(name)")
                print(describe(current))
                continue
            }
            // What the command changed or refused elsewhere — a navigation that waited (a link,
            // a login's navigation), another scene — is said too, after the command's own line.
            let elsewhere = Elsewhere(registry: registry)
            await withoutActuallyEscaping(print) { print in
                await run(command, in: current, print: elsewhere.printing(print))
            }
            for router in registry.routers { await router.idle() }
            for line in elsewhere.finish() { print(line) }
        }
    }

    /// Runs one command in the current scene.
    func run(_ command: ShellCommand, in current: NavigationRouter, print: @Sendable (String) -> Void) async {
        func show() { print(describe(current)) }
        func report(_ result: Result<NavigationOutcome, NavigationError>) async {
            await current.idle()
            switch result {
            case .success(let outcome):
                print("ok: \(outcome.transition)" + place(of: outcome.screen, in: outcome.state))
            case .failure(let error): print("refused: \(error)")
            }
            show()
        }
        switch command.name {
        case "open":
            guard let path = command.values.first else {
                print("error: open needs a path, such as 'open /products/42'")
                return
            }
            let flags = command.flags
            let handle = current.navigate(
                toPath: path, replace: flags.contains("--replace"), externally: flags.contains("--external"),
                embedInNavigationView: !flags.contains("--flat"), modal: flags.contains("--modal"),
                shouldPreventDismissal: flags.contains("--prevent"))
            if let result = await settled(handle, in: current) {
                await report(result)
            } else {
                print("waiting: \(waitReason(path: path, in: current))")
                show()
            }
        case "link":
            guard let url = command.values.first else {
                print("error: link needs a URL, such as 'link myapp://open/products/42'")
                return
            }
            let handle = registry.open(link: url, in: .scene(current))
            await current.idle()
            switch handle.currentResult {
            case .success(let outcome)?: print("ok: \(outcome)")
            case .failure(let error)?: print("refused: \(error)")
            case nil: print("waiting: \(waitReason(path: url, in: current))")
            }
            show()
        case "continue":
            let flow = current.state.topScreen.flatMap(flow(of:))
            if let flow, flow.continue() {
                await current.idle()
                print("ok: the flow continued")
            } else {
                print("error: the screen on top carries no flow to continue")
            }
            show()
        case "back":
            let result = await current.pop().result
            await report(result)
            if case .failure(let error) = result, error.code == .nothingToPop, let modal = current.state.modals.last,
                !modal.presentation.isNavigationStack
            {
                print("hint: the top screen is a modal of its own; 'dismiss' closes it")
            }
        case "root":
            await report(await current.popToRoot().result)
        case "dismiss":
            await report(await current.dismiss(interactive: !command.flags.contains("--app")).result)
        case "login":
            guard authenticator.isWaitingForLogin else {
                print("error: no login screen waits; open a protected screen (such as /accounts/7) first")
                return
            }
            let user = command.flags.contains("--fail") ? nil : (command.values.first ?? "user")
            authenticator.submit(user: user)
            for router in registry.routers { await router.idle() }
            print(user.map { "ok: logged in as \($0)" } ?? "ok: the login was given up")
            show()
        case "tab":
            guard let name = command.values.first else {
                print("error: tab needs a name: \(Self.tabs.map(\.name).joined(separator: ", "))")
                return
            }
            if current.state.root?.tabs == nil && !current.state.isEmpty {
                // Declaring tabs makes a new root: say what it replaces.
                print(
                    "note: scene \(current.scene.id) has no tabs: declaring them replaces its root (\(current.state.allScreens.map(\.path).joined(separator: ", ")))"
                )
            }
            let handle = current.state.root?.tabs == nil ? current.setTabs(Self.tabs, selected: name) : current.selectTab(name)
            if let result = await settled(handle, in: current) {
                await report(result)
            } else {
                print("waiting: \(waitReason(path: "tab \(name)", in: current))")
                show()
            }
        case "cancel":
            if current.cancelPendingNavigation() {
                await current.idle()
                print("ok: the navigation that waited for a login was cancelled")
            } else {
                print("error: no navigation of scene \(current.scene.id) waits for a login")
            }
            show()
        case "edit", "save", "discard":
            guard let form = (current.state.topScreen?.viewModel as? SettingsViewModel)?.form else {
                print("error: \(command.name) works on the settings screen; open it with 'open /settings --modal'")
                return
            }
            form.hasUnsavedChanges = command.name == "edit"
            print(command.name == "edit" ? "ok: the settings have unsaved changes" : "ok: the settings have no unsaved changes")
        case "logout":
            await registry.logout()
            print("ok: logged out")
            show()
        case "state":
            show()
        case "screen":
            print(drawScreen(SceneProjection(current)))
        case "gesture":
            await gesture(command.values, in: current, print: print)
        case "routes":
            print(routeTree())
        case "manifest":
            print((try? manifestJSON()) ?? "error: the manifest could not be encoded")
        case "path":
            guard let pattern = command.values.first else {
                print("error: path needs a pattern, such as 'path /products/:id id=42'")
                return
            }
            var parameters: [String: String] = [:]
            for pair in command.values.dropFirst() {
                let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                parameters[String(parts[0])] = parts.count > 1 ? String(parts[1]) : ""
            }
            do {
                print("ok: \(try registry.path(forPattern: pattern, parameters: parameters))")
            } catch {
                print("refused: \(error)")
            }
        case "help":
            print(Self.shellHelp)
        default:
            print("error: unknown command '\(command.name)'; type 'help' for the commands")
        }
    }

    /// The navigation's result once it settles: at once, or after its `async` interceptors
    /// answer (they run on other tasks; a short, bounded wait). `nil`: it waits for somebody.
    private func settled(_ handle: NavigationHandle, in router: NavigationRouter) async -> Result<NavigationOutcome, NavigationError>? {
        for _ in 0..<50 {
            await router.idle()
            if let result = handle.currentResult { return result }
            if router.pendingNavigation != nil || router.state.topScreen.flatMap(flow(of:)) != nil { return nil }
            try? await Task.sleep(for: .milliseconds(2))
        }
        return handle.currentResult
    }

    /// What a navigation that has not landed waits for, in the words of the shell's commands.
    private func waitReason(path: String, in router: NavigationRouter) -> String {
        if let pending = router.pendingNavigation {
            let screen = router.state.topScreen?.path == registry.loginPath ? "the login screen shows; " : ""
            return "\(pending.path) waits for a login: \(screen)type 'login NAME', 'login --fail' or 'cancel'"
        }
        if let top = router.state.topScreen, flow(of: top) != nil {
            return "\(path) waits for \(top.path) to finish: type 'continue' (or leave it with 'back' or 'dismiss')"
        }
        if !(router.isReadyForLinks) {
            return "\(path) waits for the scene to be ready (it has no screen yet)"
        }
        return "\(path) waits for an interceptor to answer"
    }

    /// Where a navigation's screen landed when a modal holds it (the records name tabs
    /// themselves): " (in modal 1, the one of /onboarding: the top-most stack)".
    private func place(of screen: Screen?, in state: SceneState) -> String {
        guard let screen, let modal = state.location(of: screen.id)?.modal else { return "" }
        let holder = state.modals[modal].presentation.screens.first?.path ?? "?"
        return holder == screen.path ? "" : " (in modal \(modal + 1), the one of \(holder): the top-most stack)"
    }

    private func flow(of screen: Screen) -> NavigationInterceptionFlow? {
        (screen.viewModel as? any RoutableViewModel)?.navigationInterceptionExecutionFlow
    }
}
