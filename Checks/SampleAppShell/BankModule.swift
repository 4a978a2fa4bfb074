// The sample app shell's routes and view models (no UI framework here). Type-checked by
// Checks/typecheck-app.sh, which Checks/typecheck-adapters.sh runs on this folder; never run.
import Foundation
import Observation
import PathRouter
import PathRouterBindings
import PathRouterModules

/// One account of the accounts tab.
struct Account: Identifiable, Hashable, Sendable {
    let id: String
    let name: String
    let balance: String
}

/// The sign-in form, the root before the tabs.
struct LoginModel: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

/// The accounts tab's list.
struct AccountsModel: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let accounts = [Account(id: "1", name: "Current", balance: "1,204.50"), Account(id: "2", name: "Savings", balance: "9,870.00")]
    init(parameters: [String: String]?) {}
}

/// One account, pushed above the list.
struct AccountModel: RoutableViewModel {
    static let requiredParameters: [String]? = ["id"]
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let id: String
    init(parameters: [String: String]?) { id = parameters?["id"] ?? "" }
}

/// The payments tab's list.
struct PaymentsModel: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

/// The cards tab.
struct CardsModel: RoutableViewModel {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    init(parameters: [String: String]?) {}
}

/// A new payment: guarded by a question while something is typed, finished with the amount.
@Observable
final class PaymentModel: MainActorRoutableViewModel, ClosesItsScreen {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    /// This screen's handle (set while the router builds the model).
    let closer = ScreenCloser.current
    /// The guard's question, shown by the form's `.confirmLeaving`.
    let leaving = LeaveQuestion()
    var payee = ""
    var amount = "" {
        didSet {
            guard amount.isEmpty != oldValue.isEmpty else { return }
            if amount.isEmpty {
                closer?.stopGuardingLeaving()
            } else {
                closer?.guardLeaving(asking: leaving)
            }
        }
    }

    init(parameters: [String: String]?) {}

    /// Pays: nothing is at stake any more, and the screen leaves with the amount as its result.
    func pay() {
        closer?.stopGuardingLeaving()
        closer?.finish(with: amount)
    }
}

/// The settings sheet.
@Observable
final class SettingsModel: MainActorRoutableViewModel, ClosesItsScreen {
    var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
    let closer = ScreenCloser.current
    var notifications = true
    var confirmingSignOut = false
    init(parameters: [String: String]?) {}
}

/// The app's routes: a login root, three tabs, a guarded form pushed in the payments tab, and
/// a settings screen shown as a sheet.
struct BankModule: RoutableModule {
    init() {}

    func registerRoutes() throws {
        try NavigationRouter.bind(routes: [
            NavigationRoute(path: "/login", type: LoginModel.self, requiresAuthentication: false),
            NavigationRoute(path: "/accounts", type: AccountsModel.self, placement: RoutePlacement(tab: "accounts")),
            NavigationRoute(path: "/accounts/:id", type: AccountModel.self, placement: RoutePlacement(parent: "/accounts")),
            NavigationRoute(path: "/payments", type: PaymentsModel.self, placement: RoutePlacement(tab: "payments")),
            NavigationRoute(path: "/payments/new", type: PaymentModel.self, placement: RoutePlacement(parent: "/payments")),
            NavigationRoute(path: "/cards", type: CardsModel.self, placement: RoutePlacement(tab: "cards")),
            NavigationRoute(path: "/settings", type: SettingsModel.self),
        ])
    }
}

/// The tabs the shell shows once signed in.
enum BankTabs {
    static let all = [
        TabDefinition(name: "accounts", rootPath: "/accounts"),
        TabDefinition(name: "payments", rootPath: "/payments"),
        TabDefinition(name: "cards", rootPath: "/cards"),
    ]

    /// A tab's SF Symbol.
    static func icon(_ name: String) -> String {
        switch name {
        case "accounts": "banknote"
        case "payments": "arrow.left.arrow.right"
        default: "creditcard"
        }
    }
}
