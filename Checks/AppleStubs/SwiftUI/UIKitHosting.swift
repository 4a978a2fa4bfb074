// SwiftUI stub: SwiftUI's UIKit bridge. Conventions: see SwiftUI.swift.
//
// Apple's SwiftUI declares UIHostingController where UIKit exists (iOS, iPadOS, Mac Catalyst,
// tvOS, visionOS: the page's availability). This stub module imports the UIKit stub for it, so
// the UIKit stub is built first; it does not re-export UIKit (an app that names UIKit types
// imports UIKit itself, which compiles with the real SDK too). Availability is not modelled: a
// UIHostingController in a macOS or watchOS branch is not caught here.
import UIKit

// developer.apple.com/documentation/swiftui/uihostingcontroller
// (the page prints `@MainActor @preconcurrency class UIHostingController<Content> where Content :
// View`; the superclass UIViewController is the page's "A UIKit view controller" — its
// relationships were not read — and `open` is the stub's, as for UIKit's classes)
@MainActor @preconcurrency open class UIHostingController<Content>: UIViewController where Content: View {
    // developer.apple.com/documentation/swiftui/uihostingcontroller/init(rootview:)
    @MainActor @preconcurrency public init(rootView: Content) {
        self.rootView = rootView
        super.init(nibName: nil, bundle: nil)
    }

    // developer.apple.com/documentation/swiftui/uihostingcontroller/init(coder:rootview:)
    @MainActor @preconcurrency public init?(coder aDecoder: NSCoder, rootView: Content) {
        self.rootView = rootView
        super.init(coder: aDecoder)
    }

    // Required by UIViewController's `init?(coder:)` (the SDK's is unavailable; not on the pages read).
    public required init?(coder: NSCoder) { fatalError() }

    // developer.apple.com/documentation/swiftui/uihostingcontroller/rootview
    @MainActor @preconcurrency public var rootView: Content
}
