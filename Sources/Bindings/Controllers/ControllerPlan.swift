import PathRouter

/// What a controller-based UI (UIKit) does to show one update: the operations that take its
/// controllers from the projection they show to the next one, in the order to perform them.
/// A pure value: `SceneCoordinator` only performs it, and a test performs it on a simulated
/// UIKit.
///
/// The order follows UIKit's rules: dismissals first, sent to the presenter of the lowest
/// modal that goes (it dismisses everything above it at once); then the root; then each
/// stack's controllers, tab selections and split columns where they changed; then at most one
/// presentation; then the swipe-down flags; last, the controllers of screens that left are
/// released.
///
/// ```swift
/// for operation in ControllerPlan(from: rendered, to: model.shown).operations {
///     perform(operation)   // one at a time, the next after UIKit's completion
/// }
/// ```
public struct ControllerPlan: Hashable, Sendable {
    /// One thing to do to the controllers.
    public enum Operation: Hashable, Sendable, CustomStringConvertible {
        /// Dismiss every modal above `place`: sent to the controller shown at `place`.
        case dismiss(above: StackID.Place)
        /// Make the root's container anew for `presentation` (`nil`: an empty window).
        case setRoot(PresentationProjection?)
        /// Set the navigation controller of stack `id` to its first `keeping` controllers, then
        /// the controllers of `pushing` (the screens above them, bottom first): what changed,
        /// whatever the stack's depth. `keeping` 0 and nothing pushed: the stack goes from its
        /// container (a split's column emptied).
        case setStack(StackID, keeping: Int, pushing: [ScreenItem])
        /// Select tab `name` of the tab bar at `place`.
        case selectTab(String, in: StackID.Place)
        /// Show `column` of the split at `place` (a collapsed split shows one).
        case showColumn(SplitContainer.Column, in: StackID.Place)
        /// Present `modal` from the controller shown at `place`.
        case present(ModalProjection, on: StackID.Place)
        /// Whether the user may swipe modal `id` down (`isModalInPresentation` is its negation).
        case allowDismissal(Screen.ID, Bool)
        /// Forget the controllers of these screens: they left the scene.
        case release([Screen.ID])

        /// Whether UIKit animates it (its completion ends it); the others end at once.
        public var isAnimated: Bool {
            switch self {
            case .dismiss, .present, .setStack: true
            default: false
            }
        }

        public var description: String {
            switch self {
            case .dismiss(let place): "dismiss above \(place)"
            case .setRoot(let root): "set root \(root.map { "\($0.items.map(\.path))" } ?? "nil")"
            case .setStack(let id, 0, []): "remove \(id)"
            case .setStack(let id, let keeping, let items): "set \(id) to its first \(keeping) + \(items.map(\.path))"
            case .selectTab(let name, let place): "select tab \(name) in \(place)"
            case .showColumn(let column, let place): "show \(column) in \(place)"
            case .present(let modal, let place): "present \(modal.id) on \(place)"
            case .allowDismissal(let id, let allowed): "swipe-down of \(id) \(allowed ? "allowed" : "disabled")"
            case .release(let ids): "release \(ids.map(\.description))"
            }
        }
    }

    /// The operations, in order.
    public let operations: [Operation]

    /// The operations from `rendered` (what the controllers show; `nil`: nothing yet) to `next`.
    public init(from rendered: SceneProjection?, to next: SceneProjection) {
        var operations: [Operation] = []
        let old = rendered ?? SceneProjection(root: nil, modals: [])
        let sameRoot: Bool =
            switch (old.root, next.root) {
            case (nil, nil): true
            case (let a?, let b?): a.isSameContainer(as: b)
            default: false
            }
        // The modals both show, bottom up, while their identities agree.
        var kept = 0
        if sameRoot, rendered != nil {
            while kept < old.modals.count && kept < next.modals.count && old.modals[kept].id == next.modals[kept].id { kept += 1 }
        }
        if old.modals.count > kept { operations.append(.dismiss(above: kept == 0 ? .root : .modal(old.modals[kept - 1].id))) }
        if !sameRoot || rendered == nil {
            operations.append(.setRoot(next.root))
        } else if let root = next.root, let was = old.root {
            operations += Self.changes(from: was, to: root, at: .root)
        }
        for index in 0..<kept {
            operations += Self.changes(from: old.modals[index].presentation, to: next.modals[index].presentation, at: .modal(next.modals[index].id))
            if old.modals[index].mayDismiss != next.modals[index].mayDismiss {
                operations.append(.allowDismissal(next.modals[index].id, next.modals[index].mayDismiss))
            }
        }
        for index in kept..<next.modals.count {
            operations.append(.present(next.modals[index], on: index == 0 ? .root : .modal(next.modals[index - 1].id)))
        }
        let leaving = ScreenChanges(from: old, to: next).leaving
        if !leaving.isEmpty { operations.append(.release(leaving)) }
        self.operations = operations
    }

    /// The changes inside one container that stays: stacks, the selected tab, the column shown.
    private static func changes(from old: PresentationProjection, to new: PresentationProjection, at place: StackID.Place) -> [Operation] {
        var operations: [Operation] = []
        for stack in old.stacks where !new.stacks.contains(where: { $0.id == stack.id }) {
            operations.append(.setStack(stack.id, keeping: 0, pushing: []))
        }
        for stack in new.stacks {
            guard let was = old.stacks.first(where: { $0.id == stack.id }) else {
                operations.append(.setStack(stack.id, keeping: 0, pushing: stack.items))
                continue
            }
            // Walks both down to the first screen they share: the cost of what changed.
            let keeping = was.list.sharedPrefixCount(with: stack.list)
            if keeping < was.count || keeping < stack.count {
                operations.append(.setStack(stack.id, keeping: keeping, pushing: stack.list.above(keeping)))
            }
        }
        switch (old, new) {
        case (.tabs(let a), .tabs(let b)) where a.selected != b.selected:
            operations.append(.selectTab(b.selected, in: place))
        case (.split(let a), .split(let b)) where b.isCollapsed && a.visibleColumns != b.visibleColumns:
            operations.append(.showColumn(b.visibleColumns.last ?? .primary, in: place))
        case (.single(let a), .single(let b)) where a.id != b.id:
            // A single screen changed: the container is made anew by the root or the modal.
            break
        default:
            break
        }
        return operations
    }
}
