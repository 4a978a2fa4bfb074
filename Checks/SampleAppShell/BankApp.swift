// The sample app shell in SwiftUI: one window, its router made in the App's init (no
// `.onAppear`, which SwiftUI calls only for a view that appears).
import PathRouter
import PathRouterModules
import PathRouterSwiftUI
import SwiftUI

@main
struct BankApp: App {
    private let router: NavigationRouter

    init() {
        do {
            _ = try RoutableModulesFactory.loadRoutableModules([BankModule.self])
        } catch {
            fatalError("the routes did not bind: \(error)")
        }
        router = NavigationRouter(scene: NavigationScene(id: "main"))
        router.navigate(toPath: "/login")
    }

    var body: some Scene {
        WindowGroup {
            SceneView(router: router, tabItem: { TabItem(title: $0.capitalized, systemImage: BankTabs.icon($0)) }) { item in
                BankScreen(item: item)
            }
        }
    }
}

/// Each screen's view, by its view model.
struct BankScreen: View {
    let item: ScreenItem

    var body: some View {
        switch item.screen.viewModel {
        case is LoginModel: LoginView()
        case let accounts as AccountsModel: AccountsView(model: accounts)
        case let account as AccountModel: Text("Account \(account.id)").navigationTitle("Account")
        case is PaymentsModel: PaymentsView()
        case let payment as PaymentModel: PaymentFormView(model: payment)
        case is CardsModel: CardsView()
        case let settings as SettingsModel: SettingsView(model: settings)
        default: Text(item.path)
        }
    }
}
