import Observation
import PathRouter

/// A leave guard that asks the user: while something is at stake, a screen guards leaving with
/// a question (``ScreenCloser/guardLeaving(asking:)``); when the user tries to leave (Back, a
/// swipe, a swipe-down, the app's own `pop()`), the question opens (``asking``), the UI shows
/// it (a `confirmationDialog`, an alert) and the user's ``answer(_:)`` decides. However many
/// attempts arrive while it is open (a second swipe, a Back tap during the dialog), it is asked
/// once, and every attempt gets that answer.
///
/// ```swift
/// @Observable final class NoteModel: MainActorRoutableViewModel, ClosesItsScreen {
///     var navigationInterceptionExecutionFlow: NavigationInterceptionFlow?
///     let closer = ScreenCloser.current
///     let leaving = LeaveQuestion()
///     var text = "" {
///         didSet {
///             guard oldValue.isEmpty != text.isEmpty else { return }
///             if text.isEmpty { closer?.stopGuardingLeaving() } else { closer?.guardLeaving(asking: leaving) }
///         }
///     }
///     init(parameters: [String: String]?) {}
/// }
/// // In the note's view (PathRouterSwiftUI): .confirmLeaving(model.leaving, title: "Discard the note?")
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@Observable
@MainActor
public final class LeaveQuestion {
    /// The attempt the user is asked about (the screen that would leave, and how), or `nil`
    /// while no question is open.
    public private(set) var asking: LeaveRequest?
    /// The attempts waiting for the answer.
    @ObservationIgnored private var waiting: [CheckedContinuation<LeaveDecision, Never>] = []

    /// How many questions are open, by the router of the screen each asks about (a test kit
    /// waits for the router, except for what waits on its user's answer).
    private static var open: [ObjectIdentifier: Int] = [:]
    /// The router of the open question.
    @ObservationIgnored private var askingRouter: ObjectIdentifier?
    /// How many questions were opened: tells one open question from the next.
    @ObservationIgnored private var opened = 0

    /// How many questions about screens of `router`'s scene are open.
    package static func openCount(in router: NavigationRouter) -> Int {
        open[ObjectIdentifier(router)] ?? 0
    }

    public init() {}

    /// Whether a question is open: bind a dialog's `isPresented` to it. Setting it to `false`
    /// (the dialog dismissed without a choice) answers stay.
    public var isAsking: Bool {
        get { asking != nil }
        set { if !newValue && asking != nil { answer(.stay(reason: "the user dismissed the question")) } }
    }

    /// Answers the open question: every attempt waiting on it gets `decision`. Without an open
    /// question, nothing happens.
    public func answer(_ decision: LeaveDecision) {
        guard asking != nil else { return }
        let answered = waiting
        waiting = []
        asking = nil
        if let router = askingRouter {
            Self.open[router, default: 1] -= 1
            if Self.open[router] == 0 { Self.open[router] = nil }
        }
        askingRouter = nil
        for attempt in answered { attempt.resume(returning: decision) }
    }

    /// The dialog that shows the question closed. A UI framework may report the close before it
    /// runs the action of the button the user chose (SwiftUI's `confirmationDialog` sets
    /// `isPresented` to `false` and promises no order), so the close answers stay only when the
    /// same question is still open after `delay`: a dialog closed without a choice. A choice
    /// made meanwhile answers for itself; a question opened meanwhile is not touched.
    ///
    /// ```swift
    /// // isPresented's setter, on false:
    /// question.dialogClosed()
    /// ```
    /// - Returns: The wait, for a test to await.
    @discardableResult
    package func dialogClosed(after delay: Duration = .seconds(1)) -> Task<Void, Never> {
        let question = opened
        return Task { @MainActor [weak self] in
            try? await Task.sleep(for: delay)
            guard let self, asking != nil, opened == question else { return }
            answer(.stay(reason: "the user dismissed the question"))
        }
    }

    /// The guard: opens the question, or joins the one open, and waits for the answer.
    public func ask(_ request: LeaveRequest) async -> LeaveDecision {
        await withCheckedContinuation { continuation in
            if asking == nil {
                opened += 1
                asking = request
                askingRouter = request.router.map(ObjectIdentifier.init)
                if let router = askingRouter { Self.open[router, default: 0] += 1 }
            }
            waiting.append(continuation)
        }
    }
}

extension ScreenCloser {
    /// Guards the screen with `question`: an attempt to remove it asks the user
    /// (``LeaveQuestion/ask(_:)``). Stop it with ``ScreenCloser/stopGuardingLeaving()`` once
    /// nothing is at stake.
    ///
    /// ```swift
    /// closer.guardLeaving(asking: leaving)   // the form was edited
    /// ```
    /// - Returns: whether the guard was set.
    @discardableResult
    @available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
    public func guardLeaving(asking question: LeaveQuestion) -> Bool {
        guardLeaving { [weak question] request in
            guard let question else { return .leave }
            return await question.ask(request)
        }
    }
}
