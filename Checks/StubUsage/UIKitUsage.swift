// Uses every UIKit stub declaration the way an app would, so that a mistake in a stub shows up
// here rather than in the adapters. Type-checked by Checks/typecheck-adapters.sh; never run.
import UIKit

@MainActor final class UsageCoordinator: NSObject {
    let window = UIWindow(frame: .zero)
    let navigation = UINavigationController(rootViewController: UIViewController())
    let tabs = UITabBarController()
    let split = UISplitViewController(style: .tripleColumn)

    func start() {
        navigation.delegate = self
        tabs.delegate = self
        split.delegate = self
        window.rootViewController = tabs
        tabs.setViewControllers([navigation, split], animated: false)
        tabs.selectedIndex = 0
        _ = tabs.selectedViewController
        navigation.setViewControllers([UIViewController(), UIViewController()], animated: true)
        navigation.popViewController(animated: true)
        _ = navigation.topViewController
        split.setViewController(UINavigationController(), for: .supplementary)
        _ = split.viewController(for: .primary)
        split.show(.primary)
        split.hide(.supplementary)
        split.preferredDisplayMode = .oneBesideSecondary
        _ = split.isCollapsed
        _ = split.style == .doubleColumn

        let modal = UIViewController()
        modal.modalPresentationStyle = .pageSheet
        modal.modalPresentationStyle = .formSheet
        modal.modalPresentationStyle = .overFullScreen
        modal.isModalInPresentation = true
        modal.presentationController?.delegate = self
        modal.tabBarItem = UITabBarItem(title: "Tab", image: UIImage(systemName: "star"), tag: 1)
        modal.navigationItem.hidesBackButton = true
        modal.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { _ in })
        modal.navigationItem.backAction = UIAction(title: "Back") { [weak self] _ in self?.back() }
        navigation.present(modal, animated: true) { [weak self] in self?.back() }
        if let coordinator = modal.transitionCoordinator {
            coordinator.animate(alongsideTransition: nil) { context in
                _ = (context.isCancelled, context.isInteractive)
            }
            coordinator.notifyWhenInteractionChanges { context in _ = context.isCancelled }
        }
        _ = (modal.isBeingPresented, modal.isBeingDismissed, modal.isMovingFromParent)
        _ = (modal.presentedViewController, modal.presentingViewController, modal.navigationController)
        modal.dismiss(animated: true)
    }

    func back() {}
}

extension UsageCoordinator: UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
}

extension UsageCoordinator: UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
}

extension UsageCoordinator: UISplitViewControllerDelegate {
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        .primary
    }
    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
}

extension UsageCoordinator: UIAdaptivePresentationControllerDelegate {
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { false }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        _ = presentationController.presentedViewController
    }
}

// Labels, buttons and alerts, as an app shell uses them.
final class UsageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = UILabel(frame: .zero)
        label.text = "Balance"
        view.addSubview(label)
        let button = UIButton(frame: .zero, primaryAction: UIAction(title: "Pay") { [weak self] _ in self?.confirm() })
        view.addSubview(button)
        let control: UIControl = button
        _ = control
    }

    func confirm() {
        let alert = UIAlertController(title: "Discard?", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Discard", style: .destructive) { _ in })
        alert.addAction(UIAlertAction(title: "Keep", style: .cancel))
        alert.addAction(UIAlertAction(title: "Other", style: .default, handler: nil))
        _ = UIAlertController(title: nil, message: "Sheet", preferredStyle: .actionSheet)
        present(alert, animated: true)
    }
}
