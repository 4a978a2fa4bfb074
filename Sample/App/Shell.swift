import PathRouter

extension SampleApp {
    /// The commands of `swift run Sample --interactive`.
    public static let shellHelp = """
        commands:
          open PATH [--modal] [--replace] [--external] [--prevent] [--flat]
                          navigate the current scene (--flat: no navigation stack)
          link URL        open an external link in the current scene
          continue        continue the flow of the screen on top (onboarding, tutorial)
          back            pop the top screen
          root            pop to the first screen of the top-most stack
          dismiss [--app] dismiss the top modal as the user would (--app: as the app does)
          login [NAME]    log in (answers a login screen that waits)
          logout          log out: protected screens leave every scene
          scene NAME      switch to a scene, creating it if needed
          state           print the current scene
          routes          print the route table
          help            print this help
          quit            leave
        """

    /// Runs the interactive shell: reads commands until `quit` or the end of input. Bad
    /// commands and refused navigations print an error and the shell goes on.
    public func runShell(readLine: @Sendable () -> String?, print: @Sendable (String) -> Void) async {
        var current = router(named: "main")
        print("PathRouter sample shell. Type 'help' for the commands.")
        while let line = readLine() {
            let words = line.split(separator: " ").map(String.init)
            guard let command = words.first else { continue }
            let arguments = Array(words.dropFirst())
            let flags = Set(arguments.filter { $0.hasPrefix("--") })
            let values = arguments.filter { !$0.hasPrefix("--") }
            func show() { print(describe(current)) }
            func report(_ result: Result<NavigationOutcome, NavigationError>) async {
                await current.idle()
                switch result {
                case .success(let outcome): print("ok: \(outcome.transition)")
                case .failure(let error): print("refused: \(error)")
                }
                show()
            }
            switch command {
            case "open":
                guard let path = values.first else {
                    print("error: open needs a path, such as 'open /products/42'")
                    continue
                }
                let handle = current.navigate(
                    toPath: path, replace: flags.contains("--replace"), externally: flags.contains("--external"),
                    embedInNavigationView: !flags.contains("--flat"), modal: flags.contains("--modal"),
                    shouldPreventDismissal: flags.contains("--prevent"))
                await current.idle()
                if let result = handle.currentResult {
                    await report(result)
                } else {
                    print("waiting: \(current.pendingNavigation.map(\.description) ?? "for an interceptor's flow")")
                    show()
                }
            case "link":
                guard let url = values.first else {
                    print("error: link needs a URL, such as 'link myapp://open/products/42'")
                    continue
                }
                let handle = registry.open(link: url, in: .scene(current))
                await current.idle()
                switch handle.currentResult {
                case .success(let outcome)?: print("ok: \(outcome)")
                case .failure(let error)?: print("refused: \(error)")
                case nil: print("waiting: \(current.pendingNavigation.map(\.description) ?? "the scene is not ready")")
                }
                show()
            case "continue":
                let flow = current.state.topScreen.flatMap { ($0.viewModel as? any RoutableViewModel)?.navigationInterceptionExecutionFlow }
                if let flow, flow.continue() {
                    await current.idle()
                    print("ok: the flow continued")
                } else {
                    print("error: the screen on top carries no flow to continue")
                }
                show()
            case "back":
                await report(await current.pop().result)
            case "root":
                await report(await current.popToRoot().result)
            case "dismiss":
                await report(await current.dismiss(interactive: !flags.contains("--app")).result)
            case "login":
                await authenticator.submit(user: values.first ?? "user")
                await current.idle()
                print("ok: logged in as \(values.first ?? "user")")
                show()
            case "logout":
                await registry.logout()
                print("ok: logged out")
                show()
            case "scene":
                guard let name = values.first else {
                    print("error: scene needs a name; scenes: \(sceneNames.joined(separator: ", "))")
                    continue
                }
                current = router(named: name)
                print("ok: scene \(name)")
                show()
            case "state":
                show()
            case "routes":
                print(routeTree())
            case "help":
                print(Self.shellHelp)
            case "quit", "exit":
                print("bye")
                return
            default:
                print("error: unknown command '\(command)'; type 'help' for the commands")
            }
        }
    }
}
