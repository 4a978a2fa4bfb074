#if canImport(UIKit) && !os(watchOS)
import Observation
import PathRouter
import PathRouterBindings
import UIKit

/// A scene on screen in UIKit: a `UINavigationController` per stack, a `UITabBarController`
/// for tabs, a `UISplitViewController` for a split, presented controllers for modals; the
/// delegate callbacks (a back swipe, a sheet swiped down, a tab tapped) become the model's
/// writes.
///
/// Everything it decides comes from ``SceneModel`` (PathRouterBindings, tested on Linux); the
/// coordinator keeps one view controller per screen identity, so a screen that stays is never
/// made again. It renders each update of ``SceneModel/shown`` and tells the model when the
/// update's animation has finished.
///
/// ```swift
/// let coordinator = SceneCoordinator(router: router, window: window) { item in
///     ProductViewController(model: item.screen.viewModel as? ProductViewModel)
/// }
/// coordinator.start()
/// ```
@MainActor
public final class SceneCoordinator: NSObject {
    public let model: SceneModel
    private let window: UIWindow
    private let makeController: (ScreenItem) -> UIViewController
    /// One controller per screen identity.
    private var controllers: [Screen.ID: UIViewController] = [:]
    /// One navigation controller per stack.
    private var navigations: [StackID: UINavigationController] = [:]
    /// One tab bar or split controller per place (the root, a modal).
    private var containers: [StackID.Place: UIViewController] = [:]
    /// The modals presented, bottom first, with their controllers.
    private var presented: [(id: Screen.ID, controller: UIViewController)] = []
    /// What was rendered last (the writes compare the controllers' state with it).
    private var rendered: SceneProjection?

    public init(router: NavigationRouter, window: UIWindow, makeController: @escaping (ScreenItem) -> UIViewController) {
        model = SceneModel(router: router)
        model.stepDuration = nil  // the coordinator says when an update has shown
        self.window = window
        self.makeController = makeController
    }

    /// Renders the scene and follows it.
    public func start() {
        follow()
    }

    private func follow() {
        withObservationTracking {
            render(model.shown)
        } onChange: { [weak self] in
            Task { @MainActor in self?.follow() }
        }
    }

    private func controller(_ item: ScreenItem) -> UIViewController {
        if let made = controllers[item.id] { return made }
        let made = makeController(item)
        controllers[item.id] = made
        return made
    }

    private func render(_ projection: SceneProjection) {
        guard projection != rendered else { return }
        rendered = projection
        let root = projection.root.map { presentationController($0, place: .root) }
        if window.rootViewController !== root { window.rootViewController = root }
        // Modals: dismiss those no longer shown (the model plans one per update), present the next.
        let wanted = projection.modals
        while let last = presented.last, !wanted.contains(where: { $0.id == last.id }) {
            presented.removeLast()
            last.controller.dismiss(animated: true) { [weak self] in self?.model.stepFinished() }
            return
        }
        for modal in wanted.dropFirst(presented.count) {
            let controller = presentationController(modal.presentation, place: .modal(modal.id))
            controller.modalPresentationStyle = modal.style == .sheet ? .pageSheet : .fullScreen
            controller.isModalInPresentation = !modal.mayDismiss
            controller.presentationController?.delegate = self
            let presenter = presented.last?.controller ?? window.rootViewController
            presented.append((modal.id, controller))
            presenter?.present(controller, animated: true) { [weak self] in self?.model.stepFinished() }
            return
        }
        for (index, modal) in wanted.enumerated() where index < presented.count {
            presented[index].controller.isModalInPresentation = !modal.mayDismiss
        }
        model.stepFinished()
    }

    private func presentationController(_ presentation: PresentationProjection, place: StackID.Place) -> UIViewController {
        switch presentation {
        case .single(let item):
            return controller(item)
        case .stack(let stack):
            return navigation(stack)
        case .tabs(let tabs):
            let tabBar = containers[place] as? UITabBarController ?? UITabBarController()
            containers[place] = tabBar
            tabBar.delegate = self
            let wanted = tabs.names.map { name in
                let content = tabs.stack(name).map(navigation) ?? UIViewController()
                content.tabBarItem = UITabBarItem(title: name, image: nil, tag: 0)
                return content
            }
            if tabBar.viewControllers ?? [] != wanted { tabBar.viewControllers = wanted }
            tabBar.selectedIndex = tabs.names.firstIndex(of: tabs.selected) ?? 0
            return tabBar
        case .split(let split):
            let style: UISplitViewController.Style = split.hasSupplementary ? .tripleColumn : .doubleColumn
            let controller =
                (containers[place] as? UISplitViewController).flatMap { $0.style == style ? $0 : nil } ?? UISplitViewController(style: style)
            containers[place] = controller
            for stack in split.stacks {
                let column: UISplitViewController.Column =
                    switch stack.id.column {
                    case .supplementary?: .supplementary
                    case .secondary?: .secondary
                    default: .primary
                    }
                controller.setViewController(navigation(stack), for: column)
            }
            return controller
        }
    }

    /// The stack's navigation controller, its controllers set to the stack's screens.
    private func navigation(_ stack: StackProjection) -> UINavigationController {
        let navigation = navigations[stack.id] ?? UINavigationController()
        navigation.delegate = self
        navigations[stack.id] = navigation
        let wanted = stack.items.map(controller)
        if navigation.viewControllers != wanted { navigation.setViewControllers(wanted, animated: true) }
        return navigation
    }
}

extension SceneCoordinator: UINavigationControllerDelegate {
    /// A back swipe or Back (or its long-press menu) popped controllers: the stack's shorter path.
    public func navigationController(_ navigation: UINavigationController, didShow _: UIViewController, animated _: Bool) {
        guard let id = navigations.first(where: { $0.value === navigation })?.key,
            let stack = rendered?.stack(id), navigation.viewControllers.count < stack.items.count
        else { return }
        let path = navigation.viewControllers.dropFirst().compactMap { shown in controllers.first { $0.value === shown }?.key }
        model.write(.path(Array(path), of: id))
    }
}

extension SceneCoordinator: UIAdaptivePresentationControllerDelegate {
    /// A sheet swiped down.
    public func presentationControllerDidDismiss(_ presentation: UIPresentationController) {
        guard let index = presented.firstIndex(where: { $0.controller === presentation.presentedViewController }) else { return }
        let id = presented[index].id
        presented.removeSubrange(index...)
        model.write(.dismissed(modal: id))
    }
}

extension SceneCoordinator: UITabBarControllerDelegate {
    /// A tab tapped.
    public func tabBarController(_ tabBar: UITabBarController, didSelect _: UIViewController) {
        guard let names = tabBar.viewControllers?.map({ $0.tabBarItem.title ?? "" }), names.indices.contains(tabBar.selectedIndex) else {
            return
        }
        let place: StackID.Place = presented.first { $0.controller === tabBar }.map { .modal($0.id) } ?? .root
        model.write(.selectedTab(names[tabBar.selectedIndex], in: place))
    }
}
#endif
