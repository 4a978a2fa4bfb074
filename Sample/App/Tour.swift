import PathRouter

extension SampleApp {
    /// The scripted tour of `swift run Sample`: every step prints what it does and the state
    /// of the scenes it touched.
    public func runTour(print: @Sendable (String) -> Void) async throws {
        let main = router(named: "main")
        var step = 0
        func heading(_ title: String) {
            step += 1
            print("")
            print("== \(step). \(title) ==")
        }
        func show(_ router: NavigationRouter) { print(describe(router)) }
        func report<Value>(_ result: Result<Value, NavigationError>) {
            if case .failure(let error) = result { print("refused: \(error)") }
        }

        heading("Four feature modules register their routes and interceptors")
        print(routeTree())

        heading("Open /home on the main scene; its after-interceptor shows the onboarding once")
        report(await main.navigate(toPath: "/home", replace: true).result)
        await main.idle()
        show(main)

        heading("The user finishes the onboarding: its flow continues and the modal closes itself")
        (main.state.topScreen?.viewModel as? OnboardingViewModel)?.navigationInterceptionExecutionFlow?.continue()
        await main.idle()
        show(main)

        heading("Browse the catalog: two pushes")
        report(await main.navigate(toPath: "/products?category=books").result)
        report(await main.navigate(toPath: "/products/42", animation: .left).result)
        show(main)

        heading("Settings open modally, with interactive dismissal prevented")
        report(await main.navigate(toPath: "/settings", modal: true, shouldPreventDismissal: true).result)
        show(main)
        print("the user swipes it down:")
        report(await main.dismiss(interactive: true).result)
        print("the app's Close button dismisses it:")
        report(await main.dismiss().result)
        show(main)

        heading("A second window navigates on its own")
        let window = router(named: "window-2")
        report(await window.navigate(toPath: "/products/7", replace: true).result)
        report(await window.navigate(toPath: "/products/7/reviews").result)
        show(window)
        show(main)

        heading("A protected deep link arrives while the user is logged out: the login shows in its scene, the link lands after it")
        let link = main.open(link: "myapp://open/accounts/42?tab=orders")
        await main.idle()
        show(main)
        print("the user logs in as ada:")
        authenticator.submit(user: "ada")
        switch await link.result {
        case .success(let outcome): print("link: \(outcome)")
        case .failure(let error): print("refused: \(error)")
        }
        show(main)

        heading("Deep links the app does not accept are refused")
        for refused in ["myapp://open/settings", "https://evil.example/products/1", "myapp://user@open/home"] {
            if case .failure(let error) = await main.open(link: refused).result { print("refused: \(error)") }
        }

        heading("A mistyped path explains itself")
        report(await main.navigate(toPath: "/prodcts/42").result)
        report(await main.navigate(toPath: "/products/42/reveiws").result)

        heading("/accounts shows its tutorial once, before it; the tutorial leaves when it is done")
        let accounts = main.navigate(toPath: "/accounts")
        await main.idle()
        show(main)
        (main.state.topScreen?.viewModel as? AccountsTutorialViewModel)?.navigationInterceptionExecutionFlow?.continue()
        report(await accounts.result)
        show(main)

        heading("Logout: no protected screen stays in any scene")
        await registry.logout()
        show(main)
        show(window)

        heading("The second window's state is saved as paths and restored into a third")
        let saved = window.savedState()
        let third = router(named: "window-3")
        let restored = await third.restore(saved)
        print(restored.description)
        show(third)
    }
}
