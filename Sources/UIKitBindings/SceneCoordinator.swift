// PathRouterUIKit: SceneCoordinator, a thin UIKit layer over PathRouterBindings. Its code is
// compiled only where UIKit exists (iOS, tvOS, visionOS); on Linux this module is empty. What
// it does is decided in PathRouterBindings (ControllerPlan, ControllerDriver) and tested on
// Linux against a simulated UIKit; this file is type-checked against stubs of Apple's
// declarations (Checks/), never compiled with the real SDK here.
@_exported import PathRouterBindings
#if canImport(UIKit) && !os(watchOS)
import PathRouter
import UIKit

/// A scene on screen in UIKit: a `UINavigationController` per stack, a `UITabBarController`
/// for tabs, a `UISplitViewController` for a split, presented controllers for modals.
///
/// It decides nothing: its ``driver`` (``ControllerDriver``, tested on Linux) plans each update
/// (``ControllerPlan``) and the coordinator performs it, ending each operation on UIKit's own
/// completion (a presentation's or a dismissal's completion handler, a navigation transition's
/// end); the delegate callbacks — a pop by Back, a back swipe or the long-press menu, a sheet
/// swiped down or held back, a tab tapped — become the model's writes. It keeps one controller
/// per screen while the screen is in the scene.
///
/// Keep it for the window's life (the scene delegate's property): UIKit holds its delegates
/// weakly, so a coordinator no one keeps stops following the router.
///
/// A screen's controller reaches its router through the closure that makes it (capture the
/// router), and closes its own screen through its view model's `ScreenCloser`. The controllers
/// of screens the user removed are released at once. What UIKit refuses (a presentation while
/// the app's own alert is up, a dismissal during a transition) is tried again after a growing
/// wait; call `driver.retry()` when the app's own presentation ends to try at once.
///
/// ```swift
/// self.coordinator = SceneCoordinator(router: router, window: window) { item in
///     ProductViewController(model: item.screen.viewModel as? ProductViewModel)
/// }
/// coordinator?.start()
/// window.makeKeyAndVisible()
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public final class SceneCoordinator: NSObject, ControllerHost {
    public let model: SceneModel
    /// The loop that plans and follows; the coordinator performs what it plans.
    public private(set) var driver: ControllerDriver!
    private let window: UIWindow
    private let makeController: (ScreenItem) -> UIViewController
    private let tabItem: (String) -> UITabBarItem
    private let presentationStyle: (ModalProjection) -> UIModalPresentationStyle
    /// One controller per screen in the scene.
    private var controllers: [Screen.ID: UIViewController] = [:]
    /// One navigation controller per stack.
    private var navigations: [StackID: UINavigationController] = [:]
    /// The controller shown at each place (the root's, each modal's).
    private var shownAt: [StackID.Place: UIViewController] = [:]
    /// The tab names of each tab bar, by place.
    private var tabNames: [StackID.Place: [String]] = [:]
    /// The presented modals, bottom first.
    private var presented: [(id: Screen.ID, controller: UIViewController)] = []
    /// The screen each controller shows (the reverse of `controllers`).
    private var screenOf: [ObjectIdentifier: Screen.ID] = [:]

    /// Whether UIKit animates the coordinator's changes (pushes, pops, presentations,
    /// dismissals); `false` for UI tests and screenshots.
    public var animates = true
    /// Makes the containers the coordinator fills (the app's own subclasses, their appearance
    /// set): a navigation controller per stack, the tab bar, the split. Set before ``start()``.
    /// The coordinator sets their children and is their delegate: an app that sets its own
    /// delegate on one of them takes the user's pops, taps and collapses away from the router.
    public var makeNavigationController: () -> UINavigationController = { UINavigationController() }
    public var makeTabBarController: () -> UITabBarController = { UITabBarController() }
    public var makeSplitViewController: (UISplitViewController.Style) -> UISplitViewController = { UISplitViewController(style: $0) }

    /// - Parameters:
    ///   - tabItem: A tab's bar item (its title and icon), by tab name.
    ///   - presentationStyle: How a modal is presented (by default a page sheet for a sheet,
    ///     full screen for a cover; tvOS has no page sheet: full screen there).
    public init(
        router: NavigationRouter, window: UIWindow,
        tabItem: @escaping (String) -> UITabBarItem = { UITabBarItem(title: $0, image: nil, tag: 0) },
        presentationStyle: @escaping (ModalProjection) -> UIModalPresentationStyle = SceneCoordinator.defaultStyle,
        makeController: @escaping (ScreenItem) -> UIViewController
    ) {
        model = SceneModel(router: router)
        self.window = window
        self.tabItem = tabItem
        self.presentationStyle = presentationStyle
        self.makeController = makeController
        super.init()
        driver = ControllerDriver(model: model, host: self)
    }

    /// A page sheet for a sheet (full screen on tvOS, which has none), full screen for a cover.
    public nonisolated static func defaultStyle(_ modal: ModalProjection) -> UIModalPresentationStyle {
        #if os(tvOS)
        return .fullScreen
        #else
        return modal.style == .sheet ? .pageSheet : .fullScreen
        #endif
    }

    /// Shows the scene and follows it.
    public func start() {
        driver.start()
    }

    public func perform(_ operation: ControllerPlan.Operation, done: @escaping @MainActor (Bool) -> Void) {
        switch operation {
        case .dismiss(let place):
            // Sent to the presenter: UIKit dismisses every controller above it at once.
            let index = place.modalIndex(in: presented.map(\.id))
            // Sent to a controller that presents nothing, dismiss would dismiss it instead.
            guard let presenter = shownAt[place], index < presented.count, presenter.presentedViewController != nil else {
                return done(true)
            }
            let dismissed = presented[index]
            presenter.dismiss(animated: animates) { done(true) }
            // UIKit refuses a dismissal while a presentation or a dismissal is in progress, and
            // never calls its completion then: the driver tries again later.
            if presenter.presentedViewController === dismissed.controller, !dismissed.controller.isBeingDismissed {
                return done(false)
            }
            for modal in presented[index...] { forget(place: .modal(modal.id)) }
            presented.removeSubrange(index...)
        case .setRoot(let presentation):
            forget(place: .root)
            window.rootViewController = presentation.map { container($0, at: .root) }
            // A split made in a compact window starts collapsed, and no delegate callback says so.
            if case .split(let split)? = presentation, let shown = shownAt[.root] as? UISplitViewController, shown.isCollapsed != split.isCollapsed {
                driver.userChanged(.collapsed(shown.isCollapsed, in: .root))
            }
            done(true)
        case .setStack(let id, 0, []):
            // A column emptied: it shows nothing.
            if let column = id.column, let split = shownAt[id.place] as? UISplitViewController {
                split.setViewController(nil, for: Self.column(column))
            }
            navigations[id] = nil
            done(true)
        case .setStack(let id, let keeping, let items):
            let navigation = navigation(id)
            navigation.setViewControllers(Array(navigation.viewControllers.prefix(keeping)) + items.map(controller), animated: animates)
            attach(navigation, for: id)
            // Its didShow is the coordinator's own change: the driver tells it from a user's pop.
            finish(navigation.transitionCoordinator, done)
        case .selectTab(let name, let place):
            if let tabBar = shownAt[place] as? UITabBarController, let index = tabNames[place]?.firstIndex(of: name) {
                tabBar.selectedIndex = index
            }
            done(true)
        case .showColumn(let column, let place):
            (shownAt[place] as? UISplitViewController)?.show(Self.column(column))
            done(true)
        case .present(let modal, let place):
            guard let presenter = shownAt[place] else { return done(false) }
            let controller = container(modal.presentation, at: .modal(modal.id))
            controller.modalPresentationStyle = presentationStyle(modal)
            controller.isModalInPresentation = !modal.mayDismiss
            // Known before `present`: its completion may run at once, and the next operations
            // with it.
            controller.presentationController?.delegate = self
            presented.append((modal.id, controller))
            presenter.present(controller, animated: animates) { done(true) }
            // UIKit refuses a presentation while another is in progress, and never calls its
            // completion then.
            guard presenter.presentedViewController === controller else {
                presented.removeAll { $0.controller === controller }
                forget(place: .modal(modal.id))
                return done(false)
            }
        case .allowDismissal(let id, let allowed):
            presented.first { $0.id == id }?.controller.isModalInPresentation = !allowed
            done(true)
        case .release(let ids):
            for id in ids {
                if let released = controllers.removeValue(forKey: id) { screenOf[ObjectIdentifier(released)] = nil }
            }
            done(true)
        }
    }

    /// Ends an operation when its navigation transition ends (at once when none runs, or when
    /// the coordinator queued nothing: then no completion comes).
    private func finish(_ transition: (any UIViewControllerTransitionCoordinator)?, _ done: @escaping @MainActor (Bool) -> Void) {
        guard let transition else { return done(true) }
        let queued = transition.animate(alongsideTransition: nil) { _ in
            MainActor.assumeIsolated { done(true) }
        }
        if !queued { done(true) }
    }

    private func controller(_ item: ScreenItem) -> UIViewController {
        if let made = controllers[item.id] { return made }
        let made = makeController(item)
        controllers[item.id] = made
        screenOf[ObjectIdentifier(made)] = item.id
        return made
    }

    private func navigation(_ id: StackID) -> UINavigationController {
        if let navigation = navigations[id] { return navigation }
        let navigation = makeNavigationController()
        navigation.delegate = self
        navigations[id] = navigation
        return navigation
    }

    /// Puts a tab's or a column's new navigation controller in its container.
    private func attach(_ navigation: UINavigationController, for id: StackID) {
        if let tab = id.tab, let tabBar = shownAt[id.place] as? UITabBarController, let index = tabNames[id.place]?.firstIndex(of: tab),
            var children = tabBar.viewControllers, children.indices.contains(index), children[index] !== navigation
        {
            navigation.tabBarItem = children[index].tabBarItem
            children[index] = navigation
            tabBar.setViewControllers(children, animated: false)
        }
        if let column = id.column, let split = shownAt[id.place] as? UISplitViewController, split.viewController(for: Self.column(column)) !== navigation {
            split.setViewController(navigation, for: Self.column(column))
        }
    }

    /// The controller that shows `presentation` at `place`, made with its stacks.
    private func container(_ presentation: PresentationProjection, at place: StackID.Place) -> UIViewController {
        let made: UIViewController
        switch presentation {
        case .single(let item):
            made = controller(item)
        case .stack(let stack):
            let navigation = navigation(stack.id)
            navigation.setViewControllers(stack.items.map(controller), animated: false)
            made = navigation
        case .tabs(let tabs):
            let tabBar = makeTabBarController()
            tabBar.delegate = self
            tabBar.setViewControllers(
                tabs.names.map { name in
                    let content: UIViewController =
                        tabs.stack(name).map { stack in
                            let navigation = navigation(stack.id)
                            navigation.setViewControllers(stack.items.map(controller), animated: false)
                            return navigation
                        } ?? UIViewController()
                    content.tabBarItem = tabItem(name)
                    return content
                }, animated: false)
            tabBar.selectedIndex = tabs.names.firstIndex(of: tabs.selected) ?? 0
            tabNames[place] = tabs.names
            made = tabBar
        case .split(let split):
            let controller = makeSplitViewController(split.hasSupplementary ? .tripleColumn : .doubleColumn)
            controller.delegate = self
            for stack in split.stacks {
                let navigation = navigation(stack.id)
                navigation.setViewControllers(stack.items.map(self.controller), animated: false)
                controller.setViewController(navigation, for: Self.column(stack.id.column ?? .primary))
            }
            made = controller
        }
        shownAt[place] = made
        return made
    }

    /// Forgets the containers and navigation controllers of `place`.
    private func forget(place: StackID.Place) {
        shownAt[place] = nil
        tabNames[place] = nil
        navigations = navigations.filter { $0.key.place != place }
    }

    private static func column(_ column: SplitContainer.Column) -> UISplitViewController.Column {
        switch column {
        case .primary: .primary
        case .supplementary: .supplementary
        case .secondary: .secondary
        }
    }

    /// The stack a navigation controller shows.
    private func stackID(of navigation: UINavigationController) -> StackID? {
        navigations.first { $0.value === navigation }?.key
    }

    /// The screen a controller shows.
    private func screenID(of controller: UIViewController) -> Screen.ID? {
        screenOf[ObjectIdentifier(controller)]
    }

    /// The place whose controller is `controller`.
    private func place(of controller: UIViewController) -> StackID.Place? {
        shownAt.first { $0.value === controller }?.key
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SceneCoordinator: UINavigationControllerDelegate {
    /// A pop by Back, a back swipe, the long-press menu or a pop to root, once it completed (a
    /// back swipe the user gave up shows the same controllers, and writes nothing).
    public func navigationController(_ navigation: UINavigationController, didShow shown: UIViewController, animated _: Bool) {
        // A controller that is not a screen's on top (a collapsed split's secondary stack, pushed
        // onto the primary's by UIKit) shows none of this stack's screens on top: nothing to say.
        guard let id = stackID(of: navigation), screenID(of: shown) != nil else { return }
        // The driver decides what it was: the user's pop, a collapsed split's Back to the
        // sidebar, or nothing (a cancelled swipe, the coordinator's own change).
        driver.stackShowed(navigation.viewControllers.compactMap(screenID(of:)), in: id)
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SceneCoordinator: UIAdaptivePresentationControllerDelegate {
    /// A sheet swiped down.
    public func presentationControllerDidDismiss(_ presentation: UIPresentationController) {
        guard let index = presented.firstIndex(where: { $0.controller === presentation.presentedViewController }) else { return }
        let id = presented[index].id
        for modal in presented[index...] { forget(place: .modal(modal.id)) }
        presented.removeSubrange(index...)
        driver.userChanged(.dismissed(modal: id))
    }

    /// A swipe-down UIKit held back (`isModalInPresentation`): a guarded sheet asks its guards.
    public func presentationControllerDidAttemptToDismiss(_ presentation: UIPresentationController) {
        guard let modal = presented.first(where: { $0.controller === presentation.presentedViewController }) else { return }
        driver.userChanged(.dismissAttempted(modal: modal.id))
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SceneCoordinator: UITabBarControllerDelegate {
    /// A tab tapped: a tab the scene never opened is not shown empty; the router opens it.
    public func tabBarController(_ tabBar: UITabBarController, shouldSelect content: UIViewController) -> Bool {
        guard let place = place(of: tabBar), let names = tabNames[place], let index = tabBar.viewControllers?.firstIndex(where: { $0 === content }),
            names.indices.contains(index)
        else { return true }
        guard content is UINavigationController else {
            driver.userChanged(.selectedTab(names[index], in: place))
            return false
        }
        return true
    }

    /// A tab tapped (also when it was selected already: the write is then unchanged).
    public func tabBarController(_ tabBar: UITabBarController, didSelect _: UIViewController) {
        guard let place = place(of: tabBar), let names = tabNames[place], names.indices.contains(tabBar.selectedIndex) else { return }
        driver.userChanged(.selectedTab(names[tabBar.selectedIndex], in: place))
    }
}

@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
extension SceneCoordinator: UISplitViewControllerDelegate {
    /// The split collapsed into one stack (a narrow window).
    public func splitViewControllerDidCollapse(_ split: UISplitViewController) {
        guard let place = place(of: split) else { return }
        driver.userChanged(.collapsed(true, in: place))
    }

    /// The split expanded into columns.
    public func splitViewControllerDidExpand(_ split: UISplitViewController) {
        guard let place = place(of: split) else { return }
        driver.userChanged(.collapsed(false, in: place))
    }

    /// A collapsed split shows a column (when UIKit reports it so; Back to the sidebar is also
    /// seen in `navigationController(_:didShow:animated:)`): the router empties the columns to
    /// its right, or asks their guards first.
    public func splitViewController(_ split: UISplitViewController, willShow column: UISplitViewController.Column) {
        guard split.isCollapsed, let place = place(of: split) else { return }
        let shown: SplitContainer.Column? =
            switch column {
            case .primary: .primary
            case .supplementary: .supplementary
            case .secondary: .secondary
            default: nil
            }
        if let shown { driver.userChanged(.column(shown, in: place)) }
    }
}

extension StackID.Place {
    /// The index in `presented` of the first modal above this place.
    fileprivate func modalIndex(in presented: [Screen.ID]) -> Int {
        switch self {
        case .root: 0
        case .modal(let id): presented.firstIndex(of: id).map { $0 + 1 } ?? presented.count
        }
    }
}
#endif
