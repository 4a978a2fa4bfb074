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

        heading("The main window declares its tabs (Home, Catalog, Account); Home's after-interceptor shows the onboarding once")
        report(await main.setTabs(Self.tabs).result)
        await main.idle()
        show(main)

        heading("The user finishes the onboarding: its flow continues and the modal closes itself")
        (main.state.topScreen?.viewModel as? OnboardingViewModel)?.navigationInterceptionExecutionFlow?.continue()
        await main.idle()
        show(main)

        heading("The Catalog tab shows its list the first time it is selected; a product is pushed in it")
        report(await main.selectTab("catalog").result)
        report(await main.navigate(to: ProductRoute(id: 7), animation: .left).result)
        if let page = main.state.topScreen?.viewModel as? ProductViewModel {
            print("the product page shows \(page.name): its route handed it ProductRoute(id: \(page.productID)) and the app's catalog")
        }
        show(main)

        heading("Settings open modally, with interactive dismissal prevented")
        report(await main.navigate(toPath: "/settings", modal: true, shouldPreventDismissal: true).result)
        show(main)
        print("the user swipes it down:")
        report(await main.dismiss(interactive: true).result)
        print("the user edits a setting, then taps Close; the leave guard keeps the screen:")
        let form = (main.state.topScreen?.viewModel as? SettingsViewModel)?.form
        form?.hasUnsavedChanges = true
        report(await main.dismiss().result)
        print("the user discards the changes:")
        form?.hasUnsavedChanges = false
        print("the app's Close button dismisses it:")
        report(await main.dismiss().result)
        show(main)

        heading("Back on Home, a deep link to a product's reviews selects Catalog and builds the product under them, in one change")
        report(await main.selectTab("home").result)
        switch await main.open(link: "myapp://open/products/42/reviews").result {
        case .success(.navigated(let outcome, _)): print("link: \(outcome.transition)")
        case .success(let other): print("link: \(other)")
        case .failure(let error): print("refused: \(error)")
        }
        show(main)

        heading("Opening the same product again reuses the screen instead of opening a second copy")
        if case .success(let outcome) = await main.navigate(to: ProductRoute(id: 42, tab: "specs")).result {
            print("reused: \(outcome.reused), transition: \(outcome.transition)")
        }
        show(main)

        heading("Switching tabs keeps each tab's stack")
        report(await main.selectTab("home").result)
        report(await main.selectTab("catalog").result)
        show(main)

        heading("A second window, without tabs, navigates on its own: the reviews still get their product under them")
        let window = router(named: "window-2")
        report(await window.navigate(to: ReviewsRoute(id: 7), replace: true).result)
        show(window)

        heading("The protected Account tab: a deep link while logged out shows the login, then the account lands in its tab")
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

        heading("Logout: no protected screen stays in any tab or scene")
        await registry.logout()
        show(main)
        show(window)

        heading("The second window's state is saved as paths and restored into a third")
        let saved = window.savedState()
        let third = router(named: "window-3")
        let restored = await third.restore(saved)
        print(restored.description)
        show(third)

        heading("Paths come from the routes: an old link is redirected, a product id that is not a number is refused")
        let paths = router(named: "window-4")
        if case .success(let outcome) = await paths.navigate(toPath: "/items/7").result {
            print("redirected from \(outcome.redirectedFrom ?? "-") to \(outcome.screen?.path ?? "-")")
        }
        report(await paths.navigate(toPath: "/products/seven").result)
        do {
            _ = try registry.path(forPattern: "/products/:id", parameters: ["id": ".."])
        } catch {
            print("refused: \(error)")
        }
        show(paths)
    }
}
