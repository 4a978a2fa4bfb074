// UIKit stub: labels, buttons and alerts an ordinary app shell uses.
// Conventions: see UIKit.swift (`@MainActor @preconcurrency` classes, `open`, no availability).

// MARK: - Labels and buttons

// developer.apple.com/documentation/uikit/uilabel
// (the page prints `@MainActor class UILabel`; the superclass UIView is from the SDK headers)
@MainActor @preconcurrency open class UILabel: UIView {
    // developer.apple.com/documentation/uikit/uilabel/text
    open var text: String? {
        get { nil }
        set {}
    }
}

// developer.apple.com/documentation/uikit/uicontrol (page not read; UIButton's superclass per the SDK headers)
@MainActor @preconcurrency open class UIControl: UIView {}

// developer.apple.com/documentation/uikit/uibutton
// (the page prints `@MainActor class UIButton`; the superclass UIControl is from the SDK headers)
@MainActor @preconcurrency open class UIButton: UIControl {
    // developer.apple.com/documentation/uikit/uibutton/init(frame:primaryaction:)
    public convenience init(frame: CGRect, primaryAction: UIAction?) { self.init(frame: frame) }
}

// MARK: - Alerts

// developer.apple.com/documentation/uikit/uialertcontroller
// (class page not read: `@MainActor class UIAlertController`, a UIViewController per the SDK headers)
@MainActor @preconcurrency open class UIAlertController: UIViewController {
    // developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
    }

    // developer.apple.com/documentation/uikit/uialertcontroller/addaction(_:)
    open func addAction(_ action: UIAlertAction) {}

    // developer.apple.com/documentation/uikit/uialertcontroller/style
    // (conformances from the page; raw values from the SDK headers)
    public enum Style: Int, @unchecked Sendable {
        // developer.apple.com/documentation/uikit/uialertcontroller/style/actionsheet
        case actionSheet = 0
        // developer.apple.com/documentation/uikit/uialertcontroller/style/alert
        case alert = 1
    }
}

// developer.apple.com/documentation/uikit/uialertaction
// (the page prints `@MainActor class UIAlertAction`; the superclass NSObject is from the SDK headers)
@MainActor @preconcurrency open class UIAlertAction: NSObject {
    // developer.apple.com/documentation/uikit/uialertaction/init(title:style:handler:)
    public convenience init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.init()
    }

    // developer.apple.com/documentation/uikit/uialertaction/style-swift.enum
    // (conformances from the page; raw values from the SDK headers)
    public enum Style: Int, @unchecked Sendable {
        // developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/default
        case `default` = 0
        // developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/cancel
        case cancel = 1
        // developer.apple.com/documentation/uikit/uialertaction/style-swift.enum/destructive
        case destructive = 2
    }
}
