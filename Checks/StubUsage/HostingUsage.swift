// Uses SwiftUI's UIKit bridge (UIHostingController) the way an app would. Type-checked by
// Checks/typecheck-adapters.sh; never run.
import SwiftUI
import UIKit

@MainActor func usageHosting() -> UIViewController {
    let hosting = UIHostingController(rootView: Text("hosted"))
    hosting.rootView = Text("replaced")
    _ = UIHostingController(coder: NSCoder(), rootView: EmptyView())
    return hosting
}
