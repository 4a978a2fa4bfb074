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
/// observation's apply closure, so the next change is always seen. A presentation UIKit refused
/// is tried again once the update ended. What the user did through the controllers comes back
/// through ``userChanged(_:)``, which keeps the driver's record of what they show.
///
/// ```swift
/// let driver = ControllerDriver(model: model, host: coordinator)
/// driver.start()
/// driver.userChanged(.path([], of: stack.id))   // a UINavigationController popped to its root
/// ```
@MainActor
public final class ControllerDriver {
    public let model: SceneModel
    private weak var host: (any ControllerHost)?
    /// What the controllers show, as far as the driver performed it and the user changed it.
    public private(set) var rendered: SceneProjection?
    /// The model's version that ``rendered`` was made from (a write names it).
    public private(set) var renderedVersion = 0
    private var performing = false
    private var started = false
    /// What the user changed while a plan was being performed (the plan's end keeps them).
    private var changedDuringPlan: [UIWrite] = []

    public init(model: SceneModel, host: any ControllerHost) {
        self.model = model
        self.host = host
        model.stepDuration = nil  // the host's completions end each update
    }

    /// Shows the scene and follows it.
    public func start() {
        guard !started else { return }
        started = true
        follow()
    }

    /// Whether the controllers show what the model shows and nothing is being performed.
    public var isIdle: Bool { !performing && rendered == model.shown }

    private func follow() {
        withObservationTracking {
            _ = model.shown
            _ = model.version
        } onChange: { [weak self] in
            Task { @MainActor in self?.follow() }
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
            if let step { model.stepFinished(step) }
            return
        }
        performing = true
        let operations = ControllerPlan(from: rendered, to: target).operations
        perform(operations[...], target: target, version: model.version, modals: nil, step: step)
    }

    /// Performs `operations` one after another; `modals`, once a presentation was refused: how
    /// many of the target's modals the controllers show.
    private func perform(_ operations: ArraySlice<ControllerPlan.Operation>, target: SceneProjection, version: Int, modals: Int?, step: Int?) {
        guard let operation = operations.first, let host else {
            let performed = modals.map { SceneProjection(root: target.root, modals: Array(target.modals.prefix($0))) } ?? target
            rendered = changedDuringPlan.reduce(performed) { $0.applying($1) }
            changedDuringPlan = []
            renderedVersion = version
            performing = false
            if let step { model.stepFinished(step) }
            // The model may have moved on meanwhile: render what it shows now.
            if rendered != model.shown { Task { @MainActor [weak self] in self?.render() } }
            return
        }
        var finished = false
        host.perform(operation) { [weak self] succeeded in
            guard !finished, let self else { return }
            finished = true
            if !succeeded, case .present(let modal, _) = operation {
                // A refused presentation: the controllers show the modals below it; the rest of
                // the plan waits for the retry once this update ended.
                let shown = target.modals.firstIndex { $0.id == modal.id } ?? 0
                self.perform([], target: target, version: version, modals: shown, step: step)
                return
            }
            self.perform(operations.dropFirst(), target: target, version: version, modals: modals, step: step)
        }
    }

    /// The user changed what the controllers show (a pop, a swipe-down, a tab): the driver's
    /// record follows, and the model judges the write against the version the controllers
    /// showed.
    @discardableResult
    public func userChanged(_ write: UIWrite) -> WriteBack {
        rendered = rendered?.applying(write)
        if performing { changedDuringPlan.append(write) }
        return model.write(write, seenAt: renderedVersion)
    }
}
