// A stub of Apple's UIKit for type-checking PathRouter's adapters on Linux (see Checks/README.md).
// Declarations only, each copied from the Apple documentation page named in the comment above it
// (developer.apple.com/documentation/uikit/…). Bodies are `fatalError()` or trivial: nothing here runs.
//
// Conventions:
// - Pages print members without `@MainActor`/`open`; they inherit the class's `@MainActor`, and the
//   stub adds `open`/`public`. Availability is left out.
// - `@preconcurrency` on every class and protocol: declarations imported from Objective-C are
//   implicitly `@preconcurrency` (the pages print `@MainActor` alone).
// - Objective-C `optional` protocol requirements: there is no `@objc` on Linux, so each is declared as
//   a requirement and given a default implementation in a protocol extension marked
//   "stands in for `optional`".
// - Methods imported from Objective-C that return a value are implicitly `@discardableResult`.
// - "(page not read)" marks a declaration written from the SDK headers, not checked against its page.
//
// NSObject, NSObjectProtocol, NSCoder, NSCoding, NSCopying, Bundle and URL come from Foundation
// (swift-corelibs-foundation on Linux), re-exported as Apple's UIKit re-exports Foundation. Its
// `NSObject` is an `open class NSObject: NSObjectProtocol, Equatable, Hashable` like Apple's, and it
// is the class Swift's concurrency checker treats specially as a superclass of `@MainActor` classes.
@_exported import Foundation

// MARK: - Responders, views, windows

// developer.apple.com/documentation/uikit/uiresponder (page not read)
@MainActor @preconcurrency open class UIResponder: NSObject {
    public override init() { super.init() }
}

// developer.apple.com/documentation/uikit/uiview (page not read)
@MainActor @preconcurrency open class UIView: UIResponder, @preconcurrency NSCoding {
    // developer.apple.com/documentation/uikit/uiview/init(frame:) (page not read)
    public init(frame: CGRect) { super.init() }
    // developer.apple.com/documentation/uikit/uiview/init(coder:) (page not read)
    public required init?(coder: NSCoder) { super.init() }
    public override convenience init() { self.init(frame: .zero) }
    open func encode(with coder: NSCoder) {}

    // developer.apple.com/documentation/uikit/uiview/addsubview(_:)
    open func addSubview(_ view: UIView) {}
}

// developer.apple.com/documentation/uikit/uiwindow (page not read)
@MainActor @preconcurrency open class UIWindow: UIView {
    // developer.apple.com/documentation/uikit/uiwindow/init(windowscene:) (page not read)
    public init(windowScene: UIWindowScene) { super.init(frame: .zero) }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller (page not read)
    open var rootViewController: UIViewController? {
        get { nil }
        set {}
    }

    // developer.apple.com/documentation/uikit/uiwindow/windowscene (page not read)
    weak open var windowScene: UIWindowScene?

    // developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible() (page not read)
    open func makeKeyAndVisible() {}
}

// MARK: - Scenes (used by the DocC UIKit sample)

// developer.apple.com/documentation/uikit/uiscene (page not read)
@MainActor @preconcurrency open class UIScene: UIResponder {
    // developer.apple.com/documentation/uikit/uiscene/init(session:connectionoptions:)
    public init(session: UISceneSession, connectionOptions: UIScene.ConnectionOptions) { super.init() }

    // developer.apple.com/documentation/uikit/uiscene/session (page not read)
    open var session: UISceneSession { fatalError() }

    // developer.apple.com/documentation/uikit/uiscene/connectionoptions
    @MainActor @preconcurrency open class ConnectionOptions: NSObject {}
}

// developer.apple.com/documentation/uikit/uiwindowscene (page not read)
@MainActor @preconcurrency open class UIWindowScene: UIScene {
    // developer.apple.com/documentation/uikit/uiwindowscene/windows (page not read)
    open var windows: [UIWindow] { [] }
}

// developer.apple.com/documentation/uikit/uiscenesession (page not read)
@MainActor @preconcurrency open class UISceneSession: NSObject {
    // developer.apple.com/documentation/uikit/uiscenesession/persistentidentifier (page not read)
    open var persistentIdentifier: String { "" }
}

// developer.apple.com/documentation/uikit/uiscenedelegate (page not read)
@MainActor @preconcurrency public protocol UISceneDelegate: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uiscenedelegate/scene(_:willconnectto:options:)
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
}

extension UISceneDelegate {
    // stands in for `optional`
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
}

// developer.apple.com/documentation/uikit/uiwindowscenedelegate (page not read)
@MainActor @preconcurrency public protocol UIWindowSceneDelegate: UISceneDelegate {
    // developer.apple.com/documentation/uikit/uiwindowscenedelegate/window (page not read)
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    // stands in for `optional`
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}

// MARK: - UIViewController

// developer.apple.com/documentation/uikit/uiviewcontroller
// (the page prints `@MainActor class UIViewController`; superclass and NSCoding from the SDK headers)
@MainActor @preconcurrency open class UIViewController: UIResponder, @preconcurrency NSCoding {
    // developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:) (page not read)
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init() }

    // developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:) (page not read)
    public required init?(coder: NSCoder) { super.init() }

    // `UIViewController()`: NSObject's `init()`, which Objective-C subclasses inherit.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    // developer.apple.com/documentation/foundation/nscoding/encode(with:) (page not read)
    open func encode(with coder: NSCoder) {}

    // developer.apple.com/documentation/uikit/uiviewcontroller/view
    open var view: UIView! {
        get { nil }
        set {}
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String? {
        get { nil }
        set {}
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload() (page not read)
    open func viewDidLoad() {}
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewwillappear(_:) (page not read)
    open func viewWillAppear(_ animated: Bool) {}
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewdidappear(_:) (page not read)
    open func viewDidAppear(_ animated: Bool) {}
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewwilldisappear(_:) (page not read)
    open func viewWillDisappear(_ animated: Bool) {}
    // developer.apple.com/documentation/uikit/uiviewcontroller/viewdiddisappear(_:) (page not read)
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Presentation

    // developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {}

    // developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {}

    // developer.apple.com/documentation/uikit/uiviewcontroller/presentedviewcontroller (page not read)
    open var presentedViewController: UIViewController? { nil }

    // developer.apple.com/documentation/uikit/uiviewcontroller/presentingviewcontroller (page not read)
    open var presentingViewController: UIViewController? { nil }

    // developer.apple.com/documentation/uikit/uiviewcontroller/modalpresentationstyle (page not read)
    open var modalPresentationStyle: UIModalPresentationStyle {
        get { .automatic }
        set {}
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/ismodalinpresentation (from the research notes)
    open var isModalInPresentation: Bool {
        get { false }
        set {}
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller (page not read)
    open var presentationController: UIPresentationController? { nil }

    // developer.apple.com/documentation/uikit/uiviewcontroller/isbeingpresented (page not read)
    open var isBeingPresented: Bool { false }

    // developer.apple.com/documentation/uikit/uiviewcontroller/isbeingdismissed (page not read)
    open var isBeingDismissed: Bool { false }

    // developer.apple.com/documentation/uikit/uiviewcontroller/ismovingfromparent (page not read)
    open var isMovingFromParent: Bool { false }

    // developer.apple.com/documentation/uikit/uiviewcontroller/ismovingtoparent (page not read)
    open var isMovingToParent: Bool { false }

    // developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? { nil }

    // MARK: Containers

    // developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
    open var tabBarItem: UITabBarItem! {
        get { nil }
        set {}
    }

    // developer.apple.com/documentation/uikit/uiviewcontroller/navigationitem (page not read)
    open var navigationItem: UINavigationItem { fatalError() }

    // developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller (page not read)
    open var navigationController: UINavigationController? { nil }

    // developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller (page not read)
    open var tabBarController: UITabBarController? { nil }

    // developer.apple.com/documentation/uikit/uiviewcontroller/splitviewcontroller (page not read)
    open var splitViewController: UISplitViewController? { nil }

    // developer.apple.com/documentation/uikit/uiviewcontroller/parent (page not read)
    open var parent: UIViewController? { nil }
}

// developer.apple.com/documentation/uikit/uimodalpresentationstyle (page not read; raw values from the SDK headers)
public enum UIModalPresentationStyle: Int, @unchecked Sendable {
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen (page not read)
    case fullScreen = 0
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
    // Available on iOS 3.2, iPadOS, Mac Catalyst and visionOS 1: the page has NO tvOS entry (the
    // stub does not model availability, so a use on tvOS is not caught here).
    case pageSheet = 1
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/formsheet
    // (reached tvOS only in 26, per the research notes)
    case formSheet = 2
    case currentContext = 3
    case custom = 4
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/overfullscreen (page not read)
    case overFullScreen = 5
    case overCurrentContext = 6
    case popover = 7
    case blurOverFullScreen = 8
    case none = -1
    // developer.apple.com/documentation/uikit/uimodalpresentationstyle/automatic (page not read)
    case automatic = -2
}

// MARK: - Presentation controllers

// developer.apple.com/documentation/uikit/uipresentationcontroller (page not read)
@MainActor @preconcurrency open class UIPresentationController: NSObject {
    // developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:) (page not read)
    public init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) { super.init() }

    // developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    open var presentedViewController: UIViewController { fatalError() }

    // developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller (page not read)
    open var presentingViewController: UIViewController { fatalError() }

    // developer.apple.com/documentation/uikit/uipresentationcontroller/delegate (research notes: weak)
    weak open var delegate: (any UIAdaptivePresentationControllerDelegate)?
}

// developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor @preconcurrency public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollershoulddismiss(_:)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool

    // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdidattempttodismiss(_:)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)

    // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerwilldismiss(_:)
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)

    // developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate/presentationcontrollerdiddismiss(_:)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    // stands in for `optional`
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    // stands in for `optional`
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    // stands in for `optional`
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    // stands in for `optional`
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
}

// MARK: - Transition coordinators

// developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext (page not read)
@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isanimated (page not read)
    var isAnimated: Bool { get }
    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/presentationstyle (page not read)
    var presentationStyle: UIModalPresentationStyle { get }
    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/initiallyinteractive (page not read)
    var initiallyInteractive: Bool { get }
    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/isinteractive (page not read)
    var isInteractive: Bool { get }
    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/iscancelled (page not read)
    var isCancelled: Bool { get }
    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/transitionduration (page not read)
    var transitionDuration: TimeInterval { get }
    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext/viewcontroller(forkey:) (page not read)
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
}

// developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey (page not read)
public struct UITransitionContextViewControllerKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    // developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/from (page not read)
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    // developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey/to (page not read)
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

// developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor @preconcurrency public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    // (page not read). The SDK gives `completion` a default of nil; a protocol requirement cannot have
    // a default argument, so the one-argument form is the extension method below.
    @discardableResult func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    // developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/notifywheninteractionchanges(_:)
    func notifyWhenInteractionChanges(_ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    // The default argument `completion: … = nil` of animate(alongsideTransition:completion:).
    @discardableResult public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

// MARK: - Navigation

// developer.apple.com/documentation/uikit/uinavigationcontroller (page not read)
@MainActor @preconcurrency open class UINavigationController: UIViewController {
    // developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:) (page not read)
    public init(rootViewController: UIViewController) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/viewcontrollers
    open var viewControllers: [UIViewController] {
        get { [] }
        set {}
    }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {}

    // developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller (page not read)
    open var topViewController: UIViewController? { nil }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller (page not read)
    open var visibleViewController: UIViewController? { nil }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:) (page not read)
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {}

    // developer.apple.com/documentation/uikit/uinavigationcontroller/popviewcontroller(animated:) (page not read)
    @discardableResult open func popViewController(animated: Bool) -> UIViewController? { nil }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:) (page not read)
    @discardableResult open func popToRootViewController(animated: Bool) -> [UIViewController]? { nil }

    // developer.apple.com/documentation/uikit/uinavigationcontroller/delegate (page not read)
    weak open var delegate: (any UINavigationControllerDelegate)?
}

// developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate
@MainActor @preconcurrency public protocol UINavigationControllerDelegate: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:willshow:animated:) (page not read)
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool)

    // developer.apple.com/documentation/uikit/uinavigationcontrollerdelegate/navigationcontroller(_:didshow:animated:)
    // (from the research notes)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool)
}

extension UINavigationControllerDelegate {
    // stands in for `optional`
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {}
    // stands in for `optional`
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {}
}

// developer.apple.com/documentation/uikit/uinavigationitem (page not read)
@MainActor @preconcurrency open class UINavigationItem: NSObject, @preconcurrency NSCoding {
    // developer.apple.com/documentation/uikit/uinavigationitem/init(title:) (page not read)
    public init(title: String) { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}

    // developer.apple.com/documentation/uikit/uinavigationitem/title (page not read)
    open var title: String? {
        get { nil }
        set {}
    }

    // developer.apple.com/documentation/uikit/uinavigationitem/hidesbackbutton (no tvOS entry on the page)
    open var hidesBackButton: Bool {
        get { false }
        set {}
    }

    // developer.apple.com/documentation/uikit/uinavigationitem/sethidesbackbutton(_:animated:)
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {}

    // developer.apple.com/documentation/uikit/uinavigationitem/leftbarbuttonitem (page not read)
    open var leftBarButtonItem: UIBarButtonItem? {
        get { nil }
        set {}
    }

    // developer.apple.com/documentation/uikit/uinavigationitem/rightbarbuttonitem (page not read)
    open var rightBarButtonItem: UIBarButtonItem? {
        get { nil }
        set {}
    }

    // developer.apple.com/documentation/uikit/uinavigationitem/backaction (iOS 16; no tvOS entry on the page)
    @NSCopying open var backAction: UIAction?
}

// MARK: - Bar items, actions, images

// developer.apple.com/documentation/uikit/uibaritem (page not read)
@MainActor @preconcurrency open class UIBarItem: NSObject, @preconcurrency NSCoding {
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }
    open func encode(with coder: NSCoder) {}

    // developer.apple.com/documentation/uikit/uibaritem/title (page not read)
    open var title: String? {
        get { nil }
        set {}
    }

    // developer.apple.com/documentation/uikit/uibaritem/image (page not read)
    open var image: UIImage? {
        get { nil }
        set {}
    }

    // developer.apple.com/documentation/uikit/uibaritem/tag (page not read)
    open var tag: Int {
        get { 0 }
        set {}
    }
}

// developer.apple.com/documentation/uikit/uitabbaritem (page not read)
@MainActor @preconcurrency open class UITabBarItem: UIBarItem {
    // developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:) (page not read)
    public convenience init(title: String?, image: UIImage?, tag: Int) { self.init() }
}

// developer.apple.com/documentation/uikit/uibarbuttonitem (page not read)
@MainActor @preconcurrency open class UIBarButtonItem: UIBarItem {
    // developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
    @MainActor @preconcurrency public convenience init(systemItem: UIBarButtonItem.SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
    }

    // developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    @MainActor @preconcurrency public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
    }

    // developer.apple.com/documentation/uikit/uibarbuttonitem/primaryaction (page not read)
    @NSCopying open var primaryAction: UIAction?

    // developer.apple.com/documentation/uikit/uibarbuttonitem/systemitem (page not read; a subset of the cases)
    public enum SystemItem: Int, @unchecked Sendable {
        case done = 0
        case cancel = 1
        case edit = 2
        case save = 3
        case add = 4
        case close = 24
    }
}

// developer.apple.com/documentation/uikit/uimenuelement (page not read)
@MainActor @preconcurrency open class UIMenuElement: NSObject, @preconcurrency NSCopying {
    public override init() { super.init() }
    open func copy(with zone: NSZone? = nil) -> Any { self }

    // developer.apple.com/documentation/uikit/uimenuelement/attributes (page not read)
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
    }

    // developer.apple.com/documentation/uikit/uimenuelement/state (page not read)
    public enum State: Int, @unchecked Sendable {
        case off = 0
        case on = 1
        case mixed = 2
    }
}

// developer.apple.com/documentation/uikit/uimenu (page not read)
@MainActor @preconcurrency open class UIMenu: UIMenuElement {}

// developer.apple.com/documentation/uikit/uiaction
@MainActor @preconcurrency open class UIAction: UIMenuElement {
    // developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    @MainActor @preconcurrency public convenience init(
        title: String = "", image: UIImage? = nil, identifier: UIAction.Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off, handler: @escaping UIActionHandler
    ) {
        self.init()
    }

    // developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct (page not read)
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}

// developer.apple.com/documentation/uikit/uiactionhandler
public typealias UIActionHandler = (UIAction) -> Void

// developer.apple.com/documentation/uikit/uiimage (page not read; `Sendable` per the SDK headers)
open class UIImage: NSObject, @unchecked Sendable {
    public override init() { super.init() }

    // developer.apple.com/documentation/uikit/uiimage/init(systemname:)
    public convenience init?(systemName name: String) { self.init() }
}

// MARK: - Tab bars

// developer.apple.com/documentation/uikit/uitabbarcontroller (page not read)
@MainActor @preconcurrency open class UITabBarController: UIViewController {
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // developer.apple.com/documentation/uikit/uitabbarcontroller/viewcontrollers (page not read)
    open var viewControllers: [UIViewController]? {
        get { nil }
        set {}
    }

    // developer.apple.com/documentation/uikit/uitabbarcontroller/setviewcontrollers(_:animated:) (page not read)
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {}

    // developer.apple.com/documentation/uikit/uitabbarcontroller/selectedviewcontroller (page not read)
    open var selectedViewController: UIViewController? {
        get { nil }
        set {}
    }

    // developer.apple.com/documentation/uikit/uitabbarcontroller/selectedindex (page not read)
    open var selectedIndex: Int {
        get { 0 }
        set {}
    }

    // developer.apple.com/documentation/uikit/uitabbarcontroller/delegate (page not read)
    weak open var delegate: (any UITabBarControllerDelegate)?
}

// developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate (page not read; NSObjectProtocol per the SDK headers)
@MainActor @preconcurrency public protocol UITabBarControllerDelegate: NSObjectProtocol {
    // developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool

    // developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:didselect:)
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    // stands in for `optional`
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool { true }
    // stands in for `optional`
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

// MARK: - Split views

// developer.apple.com/documentation/uikit/uisplitviewcontroller (page not read)
@MainActor @preconcurrency open class UISplitViewController: UIViewController {
    // developer.apple.com/documentation/uikit/uisplitviewcontroller/init(style:)
    public init(style: UISplitViewController.Style) { super.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.property (page not read)
    open var style: UISplitViewController.Style { .unspecified }

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/delegate (page not read)
    weak open var delegate: (any UISplitViewControllerDelegate)?

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontrollers (page not read)
    open var viewControllers: [UIViewController] {
        get { [] }
        set {}
    }

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/setviewcontroller(_:for:)
    open func setViewController(_ vc: UIViewController?, for column: UISplitViewController.Column) {}

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontroller(for:)
    open func viewController(for column: UISplitViewController.Column) -> UIViewController? { nil }

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/show(_:)
    open func show(_ column: UISplitViewController.Column) {}

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/hide(_:)
    open func hide(_ column: UISplitViewController.Column) {}

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed (page not read)
    open var isCollapsed: Bool { false }

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/preferreddisplaymode (page not read)
    open var preferredDisplayMode: UISplitViewController.DisplayMode {
        get { .automatic }
        set {}
    }

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.property (page not read)
    open var displayMode: UISplitViewController.DisplayMode { .automatic }

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/style-swift.enum (page not read)
    public enum Style: Int, @unchecked Sendable {
        case unspecified = 0
        case doubleColumn = 1
        case tripleColumn = 2
    }

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/column (page not read)
    public enum Column: Int, @unchecked Sendable {
        case primary = 0
        case supplementary = 1
        case secondary = 2
        case compact = 3
        // developer.apple.com/documentation/uikit/uisplitviewcontroller/column/inspector (iOS 26; page not read)
        case inspector = 4
    }

    // developer.apple.com/documentation/uikit/uisplitviewcontroller/displaymode-swift.enum (page not read)
    public enum DisplayMode: Int, @unchecked Sendable {
        case automatic = 0
        case secondaryOnly = 1
        case oneBesideSecondary = 2
        case oneOverSecondary = 3
        case twoBesideSecondary = 4
        case twoOverSecondary = 5
        case twoDisplaceSecondary = 6
    }
}

// developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate
// The page prints `@MainActor protocol UISplitViewControllerDelegate` WITHOUT `NSObjectProtocol`;
// Objective-C protocols are class-bound, hence `AnyObject`.
@MainActor @preconcurrency public protocol UISplitViewControllerDelegate: AnyObject {
    // developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:topcolumnforcollapsingtoproposedtopcolumn:)
    func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column

    // developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidcollapse(_:)
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    // developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontrollerdidexpand(_:) (page not read)
    func splitViewControllerDidExpand(_ svc: UISplitViewController)

    // developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willshow:) (page not read)
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)

    // developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:willhide:) (page not read)
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)

    // developer.apple.com/documentation/uikit/uisplitviewcontrollerdelegate/splitviewcontroller(_:didshow:) (iOS 26)
    func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column)
}

extension UISplitViewControllerDelegate {
    // stands in for `optional`
    public func splitViewController(
        _ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
    ) -> UISplitViewController.Column {
        proposedTopColumn
    }
    // stands in for `optional`
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    // stands in for `optional`
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    // stands in for `optional`
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    // stands in for `optional`
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    // stands in for `optional`
    public func splitViewController(_ svc: UISplitViewController, didShow column: UISplitViewController.Column) {}
}
