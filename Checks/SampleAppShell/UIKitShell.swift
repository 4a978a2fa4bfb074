// The same shell in UIKit: a scene delegate with a SceneCoordinator, UIKit controllers for some
// screens and UIHostingController for the SwiftUI payment form (whose `.confirmLeaving` dialog
// works there too). An app uses one of the two shells; the check type-checks both.
import PathRouter
import PathRouterModules
import PathRouterUIKit
import SwiftUI
import UIKit

final class BankSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    var coordinator: SceneCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        _ = try? RoutableModulesFactory.loadRoutableModules([BankModule.self])
        let router = NavigationRouter(scene: NavigationScene(id: session.persistentIdentifier))
        let window = UIWindow(windowScene: windowScene)
        let coordinator = SceneCoordinator(
            router: router, window: window,
            tabItem: { UITabBarItem(title: $0.capitalized, image: UIImage(systemName: BankTabs.icon($0)), tag: 0) }
        ) { item in
            BankControllers.controller(for: item, router: router)
        }
        coordinator.start()
        window.makeKeyAndVisible()
        router.navigate(toPath: "/login")
        self.window = window
        self.coordinator = coordinator
    }
}

/// Each screen's controller, by its view model.
enum BankControllers {
    @MainActor static func controller(for item: ScreenItem, router: NavigationRouter) -> UIViewController {
        switch item.screen.viewModel {
        case let payment as PaymentModel:
            let hosting = UIHostingController(rootView: PaymentFormView(model: payment))
            hosting.title = "New Payment"
            return hosting
        case let account as AccountModel:
            return AccountController(model: account, router: router)
        default:
            let controller = UIViewController()
            controller.title = item.path
            return controller
        }
    }
}

/// One account: a label, a button, a bar button, and an alert before closing the account.
final class AccountController: UIViewController {
    private let model: AccountModel
    private let router: NavigationRouter

    init(model: AccountModel, router: NavigationRouter) {
        self.model = model
        self.router = router
        super.init(nibName: nil, bundle: nil)
        title = "Account \(model.id)"
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        let balance = UILabel(frame: .zero)
        balance.text = "Account \(model.id)"
        view.addSubview(balance)
        let close = UIButton(frame: .zero, primaryAction: UIAction(title: "Close Account") { [weak self] _ in self?.confirmClose() })
        view.addSubview(close)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.router.navigate(toPath: "/payments/new") })
    }

    private func confirmClose() {
        let alert = UIAlertController(title: "Close this account?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Close Account", style: .destructive) { [weak self] _ in self?.router.pop() })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
