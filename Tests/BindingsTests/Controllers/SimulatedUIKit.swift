import PathRouter
import PathRouterBindings

/// A stand-in for one screen's view controller; counts the live ones.
final class FakeController {
    let id: Screen.ID
    init(_ id: Screen.ID) { self.id = id }
}

/// UIKit's rules, without UIKit, for ``ControllerDriver`` to perform plans on: one
/// presentation or dismissal at a time (a present or a dismiss while one is in progress does
/// nothing and never calls its completion; the host sees nothing changed and says so: UIKit
/// logs "Attempt to present … while a presentation is in progress" and "Attempt to dismiss …
/// while a presentation or dismiss is in progress"); a dismissal is sent to the presenter and
/// takes everything above it; animations end one by one as the test lets time pass
/// (``tick()``), so completions arrive across turns; UIKit's `didShow` comes after a stack's
/// change, the coordinator's own included; the user pops, swipes down (only where allowed;
/// elsewhere the attempt is reported), taps tabs and starts back swipes it cancels. A split
/// collapses and expands (the window narrows or widens: the split says so, nothing else), shows
/// one column at a time when collapsed, and a collapsed split's Back to the sidebar is the
/// primary column's navigation controller showing its own top again (its `didShow`); UIKit's
/// More tab is not modelled.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class SimulatedUIKit: ControllerHost {
    /// The controllers made for screens and not released.
    var controllers: [Screen.ID: FakeController] = [:]
    /// Each navigation controller's controllers, by stack.
    var navigations: [StackID: [FakeController]] = [:]
    /// The presented modals, bottom first, and whether each allows the swipe-down.
    var presented: [(id: Screen.ID, allowsSwipe: Bool)] = []
    /// The root's layout, and each tab bar's selection by place.
    var root: PresentationProjection?
    var selectedTabs: [StackID.Place: String] = [:]
    /// Each split's state by place: collapsed into one stack, and the column it shows on top
    /// (collapsed: the one the user is in).
    var collapsed: [StackID.Place: Bool] = [:]
    var shownColumn: [StackID.Place: SplitContainer.Column] = [:]
    /// A presentation or dismissal is animating.
    var inTransition = false
    /// Completions UIKit calls when the animations end.
    var animations: [() -> Void] = []
    var refusedPresentations = 0
    var refusedDismissals = 0
    var log: [String] = []
    weak var driver: ControllerDriver?

    /// Every controller this UIKit made, held weakly: those still alive are held by someone.
    private var made: [() -> FakeController?] = []
    /// How many controllers it made in all.
    private(set) var madeCount = 0
    var liveControllers: Int {
        made.removeAll { $0() == nil }
        return made.count
    }

    func controller(_ item: ScreenItem) -> FakeController {
        if let made = controllers[item.id] { return made }
        let controller = FakeController(item.id)
        controllers[item.id] = controller
        made.append { [weak controller] in controller }
        madeCount += 1
        return controller
    }

    func setStacks(of presentation: PresentationProjection, at place: StackID.Place) {
        navigations = navigations.filter { $0.key.place != place }
        (collapsed[place], shownColumn[place]) = (nil, nil)
        for stack in presentation.stacks { navigations[stack.id] = stack.items.map(controller) }
        if case .tabs(let tabs) = presentation { selectedTabs[place] = tabs.selected }
        if case .split(let split) = presentation {
            collapsed[place] = split.isCollapsed
            shownColumn[place] = split.visibleColumns.last ?? .primary
        }
    }

    func perform(_ operation: ControllerPlan.Operation, done: @escaping @MainActor (Bool) -> Void) {
        log.append("\(operation)")
        switch operation {
        case .dismiss(let place):
            guard !inTransition else {
                refusedDismissals += 1
                done(false)
                return
            }
            let index = place.modalIndex(in: presented) ?? presented.count
            let removed = presented[index...].map(\.id)
            presented.removeSubrange(index...)
            navigations = navigations.filter { stack in !removed.contains { stack.key.place == .modal($0) } }
            inTransition = true
            animations.append {
                self.inTransition = false
                done(true)
            }
        case .setRoot(let presentation):
            root = presentation
            navigations = navigations.filter { $0.key.place != .root }
            (collapsed[.root], shownColumn[.root]) = (nil, nil)
            if let presentation { setStacks(of: presentation, at: .root) }
            done(true)
        case .setStack(let id, let keeping, let items):
            let kept = navigations[id]?.prefix(keeping) ?? []
            navigations[id] = kept.isEmpty && items.isEmpty ? nil : kept + items.map(controller)
            animations.append {
                done(true)
                // UIKit's didShow for the coordinator's own change, after its completion.
                if let shown = self.navigations[id] { self.driver?.stackShowed(shown.map(\.id), in: id) }
            }
        case .selectTab(let name, let place):
            selectedTabs[place] = name
            done(true)
        case .showColumn(let column, let place):
            shownColumn[place] = column
            done(true)
        case .present(let modal, let place):
            // UIKit: only from the top-most controller, and not while a transition runs.
            guard !inTransition, let above = place.modalIndex(in: presented), above == presented.count else {
                refusedPresentations += 1
                done(false)
                return
            }
            presented.append((modal.id, modal.mayDismiss))
            setStacks(of: modal.presentation, at: .modal(modal.id))
            inTransition = true
            animations.append {
                self.inTransition = false
                done(true)
            }
        case .allowDismissal(let id, let allowed):
            if let index = presented.firstIndex(where: { $0.id == id }) { presented[index].allowsSwipe = allowed }
            done(true)
        case .release(let ids):
            for id in ids { controllers[id] = nil }
            done(true)
        }
    }

    /// Time passes: the oldest running animation ends and its completion runs (one per tick,
    /// so completions arrive across turns of the main actor, as UIKit's do).
    func tick() {
        guard !animations.isEmpty else { return }
        animations.removeFirst()()
    }

    // MARK: - The user

    /// A back swipe or the long-press menu: the top-most navigation controller pops to `count`.
    func userPops(to count: Int) {
        guard !inTransition, let id = topStack, let stack = navigations[id], count < stack.count, count >= 1 else { return }
        navigations[id] = Array(stack.prefix(count))
        // UIKit's didShow, once the pop's transition ended.
        driver?.stackShowed(stack.prefix(count).map(\.id), in: id)
    }

    /// A back swipe the user gives up half-way: UIKit puts everything back, and its didShow
    /// shows the same controllers again.
    func userCancelsBackSwipe() {
        guard !inTransition, let id = topStack, let stack = navigations[id] else { return }
        driver?.stackShowed(stack.map(\.id), in: id)
    }

    /// A swipe-down of the top modal: dismissed where allowed; elsewhere only attempted.
    func userSwipesDown() {
        guard !inTransition, let top = presented.last else { return }
        guard top.allowsSwipe else {
            driver?.userChanged(.dismissAttempted(modal: top.id))
            return
        }
        presented.removeLast()
        navigations = navigations.filter { $0.key.place != .modal(top.id) }
        driver?.userChanged(.dismissed(modal: top.id))
    }

    /// A tab tapped on the root's tab bar.
    func userTaps(tab name: String) {
        guard !inTransition, presented.isEmpty, case .tabs = root else { return }
        driver?.userChanged(.selectedTab(name, in: .root))
    }

    /// The window narrows (`true`) or widens: the root's split collapses into one stack or
    /// expands into columns, and its delegate says so.
    func userResizes(collapsing: Bool) {
        guard !inTransition, case .split = root, collapsed[.root] != collapsing else { return }
        collapsed[.root] = collapsing
        driver?.userChanged(.collapsed(collapsing, in: .root))
    }

    /// Back to the sidebar in a collapsed split: UIKit pops the column the user is in off the
    /// primary column's navigation controller, which shows its own top again and says so.
    func userBacksToSidebar() {
        guard !inTransition, presented.isEmpty, case .split = root, collapsed[.root] == true,
            let column = shownColumn[.root], column != .primary,
            let primary = navigations.keys.first(where: { $0.place == .root && $0.column == .primary }),
            let screens = navigations[primary]
        else { return }
        shownColumn[.root] = .primary
        driver?.stackShowed(screens.map(\.id), in: primary)
    }

    /// The stack the user navigates in, as the controllers show it: a collapsed split's column
    /// on top, an expanded split's detail.
    var topStack: StackID? {
        let place: StackID.Place = presented.last.map { .modal($0.id) } ?? .root
        let stacks = navigations.keys.filter { $0.place == place }
        if let tab = selectedTabs[place] { return stacks.first { $0.tab == tab } }
        if let column = shownColumn[place] {
            let wanted: SplitContainer.Column = collapsed[place] == true ? column : .secondary
            return stacks.first { $0.column == wanted } ?? stacks.first { $0.column == .primary }
        }
        return stacks.first { $0.column == nil && $0.tab == nil }
    }

    /// What the controllers show, as text, to compare with the model's projection.
    var description: String {
        var lines: [String] = []
        for id in navigations.keys.sorted(by: { "\($0)" < "\($1)" }) {
            lines.append("\(id): \(navigations[id]!.map(\.id.description))")
        }
        lines.append("modals: \(presented.map(\.id.description))")
        return lines.joined(separator: "\n")
    }

    static func description(of projection: SceneProjection) -> String {
        var lines: [String] = []
        for stack in projection.stacks.sorted(by: { "\($0.id)" < "\($1.id)" }) {
            lines.append("\(stack.id): \(stack.items.map(\.id.description))")
        }
        lines.append("modals: \(projection.modals.map(\.id.description))")
        return lines.joined(separator: "\n")
    }
}

extension StackID.Place {
    /// The index in `presented` of the first modal above this place; `nil` when the modal at
    /// this place is not presented (its controller is not in the window).
    func modalIndex(in presented: [(id: Screen.ID, allowsSwipe: Bool)]) -> Int? {
        switch self {
        case .root: 0
        case .modal(let id): presented.firstIndex { $0.id == id }.map { $0 + 1 }
        }
    }
}
