import Observation
import PathRouter

/// What performs a ``ControllerPlan``: UIKit's controllers (`SceneCoordinator`), or a test's
/// simulated UIKit. It decides nothing.
@MainActor
public protocol ControllerHost: AnyObject {
    /// Performs `operation`; calls `done` once, with `true` when UIKit completed it (an
    /// animation's completion handler, a transition's end) or `false` at once when UIKit
    /// refused it (a presentation while another is in progress).
    func perform(_ operation: ControllerPlan.Operation, done: @escaping @MainActor (Bool) -> Void)
}

/// The coordinator's loop, UIKit-free: it follows ``SceneModel/shown`` (observation re-armed
/// after every change), performs each update's ``ControllerPlan`` one operation at a time on
/// its host, and ends the model's update when the last operation completed — never inside the
/// observation's apply closure, so the next change is always seen.
///
/// What UIKit refuses is tried again after a bounded backoff (``retryDelay``, doubled after
/// each refusal up to ``maximumRetryDelay``, back to the start after a plan that went
/// through), or at once on ``retry()`` (a signal: the presentation that blocked it ended):
/// never a busy loop, never a wait for ever. A refused presentation leaves the controllers
/// showing the modals below it; a refused dismissal leaves them as they were.
///
/// What the user did through the controllers comes back through ``userChanged(_:)``, which
/// keeps the driver's record of what they show and has the host release at once the
/// controllers of the screens the user removed (whatever the router answers: a screen that
/// comes back gets a new controller).
///
/// ```swift
/// let driver = ControllerDriver(model: model, host: coordinator)
/// driver.start()
/// driver.userChanged(.path([], of: stack.id))   // a UINavigationController popped to its root
/// ```
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public final class ControllerDriver {
    public let model: SceneModel
    private weak var host: (any ControllerHost)?
    /// What the controllers show, as far as the driver performed it and the user changed it.
    public private(set) var rendered: SceneProjection?
    /// The model's version that ``rendered`` was made from (a write names it).
    public private(set) var renderedVersion = 0
    /// The first wait before an update UIKit refused is tried again.
    public var retryDelay: Duration = .milliseconds(50)
    /// The longest wait between two tries.
    public var maximumRetryDelay: Duration = .seconds(2)
    /// How many operations UIKit refused so far (for the app's log and tests).
    public private(set) var refusals = 0
    private var performing = false
    private var started = false
    /// The wait before the next try, while tries are refused; `nil` when the last went through.
    private var backoff: Duration?
    /// A try scheduled after a refusal (its task ends by itself).
    private var retrying = false
    /// What the user changed while a plan was being performed (the plan's end keeps them).
    private var changedDuringPlan: [UIWrite] = []
    /// What the plan being performed shows once done.
    private var planTarget: SceneProjection?

    public init(model: SceneModel, host: any ControllerHost) {
        self.model = model
        self.host = host
        // The host's completions end each update.
        model.stepDuration = nil
        model.signalTimeout = nil
    }

    /// Shows the scene and follows it.
    public func start() {
        guard !started else { return }
        started = true
        observe()
    }

    /// Whether the controllers show what the model shows and nothing is being performed.
    public var isIdle: Bool { !performing && rendered == model.shown }

    /// Tries what UIKit refused again now (the host's signal that what blocked it ended).
    public func retry() {
        render()
    }

    private func observe() {
        withObservationTracking {
            _ = model.shown
            _ = model.version
        } onChange: { [weak self] in
            Task { @MainActor in self?.observe() }
        }
        render()
    }

    /// Performs the plan from what the controllers show to the model's update, unless one is
    /// being performed (its end renders again).
    private func render() {
        guard !performing else { return }
        let target = model.shown
        let step = model.step
        guard target != rendered else {
            // The controllers show the model's version already (a change the user made, which
            // the router's record now confirms): a write is judged against that version.
            renderedVersion = model.version
            if let step { model.stepFinished(step) }
            return
        }
        performing = true
        planTarget = target
        let operations = ControllerPlan(from: rendered, to: target).operations
        perform(operations[...], target: target, version: model.version, step: step)
    }

    /// Performs `operations` one after another, towards `target`.
    private func perform(_ operations: ArraySlice<ControllerPlan.Operation>, target: SceneProjection, version: Int, step: Int?) {
        guard let operation = operations.first, let host else {
            end(showing: target, version: version, step: step, refused: false)
            return
        }
        var finished = false
        host.perform(operation) { [weak self] succeeded in
            guard !finished, let self else { return }
            finished = true
            guard !succeeded else {
                self.perform(operations.dropFirst(), target: target, version: version, step: step)
                return
            }
            switch operation {
            case .present(let modal, _):
                // The controllers show the modals below it; the screens that left go all the
                // same (the plan's release is its last operation).
                let shown = target.modals.firstIndex { $0.id == modal.id } ?? 0
                if case .release(let ids)? = operations.last { host.perform(.release(ids)) { _ in } }
                self.end(showing: SceneProjection(root: target.root, modals: Array(target.modals.prefix(shown))), version: version, step: step, refused: true)
            case .dismiss:
                // Dismissals come first: nothing of the plan was performed, and the record has
                // what the user changed meanwhile already.
                self.changedDuringPlan = []
                self.end(showing: self.rendered, version: self.renderedVersion, step: step, refused: true)
            default:
                self.perform(operations.dropFirst(), target: target, version: version, step: step)
            }
        }
    }

    /// A plan ended: the controllers show `performed` (with what the user changed meanwhile).
    private func end(showing performed: SceneProjection?, version: Int, step: Int?, refused: Bool) {
        rendered = changedDuringPlan.reduce(performed) { $0?.writing($1) }
        // Screens the plan showed that the user removed meanwhile: their controllers go too.
        if !changedDuringPlan.isEmpty, let performed, let rendered {
            let gone = ScreenChanges(from: performed, to: rendered).leaving
            if !gone.isEmpty { host?.perform(.release(gone)) { _ in } }
        }
        changedDuringPlan = []
        renderedVersion = version
        performing = false
        planTarget = nil
        if let step { model.stepFinished(step) }
        if refused {
            refusals += 1
            let delay = backoff ?? retryDelay
            backoff = min(delay * 2, maximumRetryDelay)
            scheduleRetry(after: delay)
            return
        }
        backoff = nil
        // The model may have moved on meanwhile: render what it shows now.
        if rendered != model.shown { Task { @MainActor [weak self] in self?.render() } }
    }

    /// Renders again after `delay` (one scheduled try at a time).
    private func scheduleRetry(after delay: Duration) {
        guard !retrying else { return }
        retrying = true
        Task { @MainActor [weak self] in
            try? await Task.sleep(for: delay)
            guard let self else { return }
            self.retrying = false
            self.render()
        }
    }

    /// A navigation controller of stack `id` shows `screens` (UIKit's `didShow`, after any
    /// transition): a pop the user made (Back, a back swipe, the long-press menu, a pop to root)
    /// when it shows a part of what the driver's record (or the plan being performed) shows for
    /// that stack; nothing when it shows as much (a back swipe the user gave up, the driver's own
    /// change, late or not). In a collapsed split, the primary column's stack shown again with
    /// its top while the user was in a column to its right is the Back to the sidebar: the
    /// column the user is in (``UIWrite/column(_:in:)``).
    @discardableResult
    public func stackShowed(_ screens: [Screen.ID], in id: StackID) -> WriteBack {
        if id.column == .primary, case .split(let split)? = rendered?.presentation(at: id.place), split.isCollapsed,
            split.visibleColumns.last != .primary, let top = split.stack(.primary)?.items.last, screens.last == top.id
        {
            return userChanged(.column(.primary, in: id.place))
        }
        let known = [planTarget?.stack(id), rendered?.stack(id)].compactMap { $0 }
        guard let expected = known.max(by: { $0.count < $1.count }), screens.count < expected.count, !screens.isEmpty,
            expected.items.prefix(screens.count).map(\.id) == screens
        else { return .unchanged }
        return userChanged(.path(Array(screens.dropFirst()), of: id))
    }

    /// The user changed what the controllers show (a pop, a swipe-down, a tab): the driver's
    /// record follows, the controllers of the screens it removed are released, and the model
    /// judges the write against the version the controllers showed.
    @discardableResult
    public func userChanged(_ write: UIWrite) -> WriteBack {
        // A collapsed split's column shown (Back to the sidebar) changes which column is on top,
        // not the controllers: UIKit keeps the other columns' in the split, hidden, until a plan
        // removes them (else a split that expands again would show a detail the router left).
        if case .column = write { return model.write(write, seenAt: renderedVersion) }
        let before = rendered
        rendered = rendered?.writing(write)
        if performing { changedDuringPlan.append(write) }
        if let before, let after = rendered {
            let gone = ScreenChanges(from: before, to: after).leaving
            if !gone.isEmpty { host?.perform(.release(gone)) { _ in } }
        }
        return model.write(write, seenAt: renderedVersion)
    }
}
