import PathRouter
import PathRouterBindings

/// A user's hands on a scene's UI, for `@MainActor` tests: a ``SceneModel`` run as
/// `SceneView` runs it, with the gestures a real UI offers — a back swipe, the long-press menu on
/// Back, a swipe-down, a tab tap, a split's Back — each judged by the same rules the adapters
/// use, and the screen as text. ``settle()`` lets the router and the UI finish; no sleeps.
///
/// A gesture is judged on what the screen shows at that moment (``screen``), as a user's is:
/// one made before ``settle()`` may meet a scene the UI does not show yet, and the router
/// then asks the leave guard of any screen it would remove all the same. A gesture returns a
/// ``Gesture``: its verdict, and the router's answer to await.
///
/// ```swift
/// let user = ScreenDriver(router: router)
/// await user.settle()
/// user.back()                    // a back swipe on the stack the user is in
/// await user.settle()
/// print(user.screen)             // root · stack: /home › /a
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public final class ScreenDriver {
    /// The model the gestures write to.
    public let model: SceneModel

    public init(router: NavigationRouter) {
        model = SceneModel(router: router)
        // The driver ends each update in settle(), as a UI's signals would.
        model.stepDuration = nil
        model.signalTimeout = nil
    }

    /// What a gesture became: its verdict, and the router's answer to the report or request
    /// it sent.
    public struct Gesture: Sendable, CustomStringConvertible {
        /// The report or request it became, or why nothing was sent.
        public let verdict: WriteBack
        let handle: NavigationHandle?

        /// Waits for the router's answer (a guard asked decides first): the error when it was
        /// refused; `nil` when it was taken, or nothing was sent.
        @discardableResult
        public func answered() async -> NavigationError? {
            guard case .failure(let error)? = await handle?.result else { return nil }
            return error
        }

        public var description: String { verdict.description }
    }

    /// Waits until the router is idle, every report and request the gestures sent is answered
    /// (except those a ``LeaveQuestion`` holds until the test answers it: then until no update
    /// runs), and the UI shows the router's scene with every update shown (a bound for a hang only: 100,000 turns of
    /// the main actor).
    /// - Returns: whether the UI settled on the router's scene.
    @discardableResult
    public func settle() async -> Bool {
        for _ in 0..<100_000 {
            await model.router.idle()
            if let step = model.step { model.stepFinished(step) }
            // A question the test has not answered holds what asked it (a request, or a report
            // that removes a guarded screen, whose pop the UI shows until the answer).
            let questionOpen = LeaveQuestion.openCount(in: model.router) > 0
            let answered = model.unanswered == 0 || questionOpen
            if answered && model.step == nil && (questionOpen || model.isSettled && model.shown == SceneProjection(model.router)) {
                return true
            }
            await Task.yield()
        }
        return false
    }

    /// A back swipe (or Back) on the stack the user navigates in. On a screen the UI shows as
    /// guarded, the Back button `SceneView` draws in place of the system's (which it hides,
    /// with the swipe): nothing pops until the guard lets it.
    @discardableResult
    public func back() -> Gesture {
        guard let stack = model.shown.top?.activeStack, !stack.path.isEmpty else { return Gesture(verdict: .unchanged, handle: nil) }
        let path = Array(stack.path.dropLast())
        return write(stack.top.isGuarded ? .popAttempted(path, of: stack.id) : .path(path, of: stack.id))
    }

    private func write(_ write: UIWrite) -> Gesture {
        let (verdict, handle) = model.send(write)
        return Gesture(verdict: verdict, handle: handle)
    }

    /// The long-press menu on Back: back to the last screen with `path` in the stack the user
    /// navigates in (its first screen for a pop to root).
    @discardableResult
    public func longPressBack(to path: String) -> Gesture {
        guard let stack = model.shown.top?.activeStack else { return Gesture(verdict: .unchanged, handle: nil) }
        let items = stack.items
        guard let index = items.lastIndex(where: { $0.path == path }) else {
            return Gesture(verdict: .dropped("no screen \(path) in \(stack.id)"), handle: nil)
        }
        return write(.path(items[1...].prefix(index).map(\.id), of: stack.id))
    }

    /// A swipe-down of the top modal: dismissed where the UI allows it, only attempted where it
    /// holds the modal back (it refuses interactive dismissal), as UIKit does.
    @discardableResult
    public func swipeDown() -> Gesture {
        guard let modal = model.shown.modals.last else { return Gesture(verdict: .unchanged, handle: nil) }
        return write(modal.mayDismiss ? .dismissed(modal: modal.id) : .dismissAttempted(modal: modal.id))
    }

    /// A tap on tab `name` of the top-most tab bar.
    @discardableResult
    public func tapTab(_ name: String) -> Gesture {
        let places: [(StackID.Place, PresentationProjection?)] =
            [(.root, model.shown.root)] + model.shown.modals.map { (.modal($0.id), $0.presentation) }
        guard let place = places.last(where: { if case .tabs? = $0.1 { true } else { false } })?.0 else {
            return Gesture(verdict: .dropped("no tab bar is shown"), handle: nil)
        }
        return write(.selectedTab(name, in: place))
    }

    /// A split's Back: collapsed, back to the sidebar; expanded, the sidebar's own Back.
    @discardableResult
    public func splitBack() -> Gesture {
        guard case .split(let split)? = model.shown.root else { return Gesture(verdict: .dropped("the root is not a split"), handle: nil) }
        if split.isCollapsed { return write(.column(.primary, in: .root)) }
        guard let sidebar = split.stack(.primary), !sidebar.path.isEmpty else { return Gesture(verdict: .unchanged, handle: nil) }
        return write(.path(Array(sidebar.path.dropLast()), of: sidebar.id))
    }

    /// What the screen holds, one line per presentation: the root, then each modal.
    ///
    /// ```text
    /// root · tabs: home | [shop] — /a › /b
    /// sheet · stack: /form (swipe-down asks)
    /// ```
    public var screen: String {
        var lines: [String] = []
        if let root = model.shown.root { lines.append("root · " + Self.describe(root)) }
        for modal in model.shown.modals {
            let gesture = modal.mayDismiss ? "" : modal.preventsSwipe ? " (swipe-down disabled)" : " (swipe-down asks)"
            lines.append("\(modal.style == .sheet ? "sheet" : "cover") · " + Self.describe(modal.presentation) + gesture)
        }
        return lines.isEmpty ? "(nothing on screen)" : lines.joined(separator: "\n")
    }

    private static func describe(_ presentation: PresentationProjection) -> String {
        func stack(_ stack: StackProjection?) -> String { stack?.items.map(\.path).joined(separator: " › ") ?? "(not opened)" }
        switch presentation {
        case .single(let item): return "screen: \(item.path)"
        case .stack(let one): return "stack: " + stack(one)
        case .tabs(let tabs):
            let bar = tabs.names.map { $0 == tabs.selected ? "[\($0)]" : $0 }.joined(separator: " | ")
            return "tabs: \(bar) — " + stack(tabs.stack(tabs.selected))
        case .split(let split):
            let columns = split.stacks.map { "\($0.id.column.map { "\($0)" } ?? "?"): " + stack($0) }.joined(separator: " ‖ ")
            return "split\(split.isCollapsed ? " (collapsed)" : ""): " + columns
        }
    }
}

extension ModalProjection {
    /// The modal refuses dismissal itself (not because of a guard).
    fileprivate var preventsSwipe: Bool { !mayDismiss && presentation.items.allSatisfy { !$0.isGuarded } }
}
