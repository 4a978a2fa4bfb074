/// A record of one change to a scene: what kind, which screens, with which animation, and
/// which navigation caused it. A renderer animates it; a test asserts it.
///
/// ```swift
/// for await change in router.changes {
///     print(change.transition.kind, change.transition.added.map(\.path))
/// }
/// ```
public struct SceneTransition: Hashable, Sendable, CustomStringConvertible {
    /// The kinds of change a scene goes through.
    public enum Kind: String, Hashable, Sendable, Codable, CustomStringConvertible {
        /// A screen was pushed onto the top-most navigation stack.
        case push
        /// A modal was presented above everything.
        case present
        /// The root was replaced (and every modal dismissed).
        case replaceRoot
        /// The top screen of the top-most navigation stack was popped.
        case pop
        /// The top-most navigation stack was popped to its first screen.
        case popToRoot
        /// The top modal was dismissed.
        case dismiss
        /// Every modal was dismissed.
        case dismissAll
        /// The whole state was replaced by a restore or by the app.
        case restore
        /// Screens were removed wherever they were (protected screens, after a logout).
        case removeScreens
        /// A tab was selected (its stack kept; `added` holds its root if it was built now).
        case selectTab
        /// A tab's stack was popped to its first screen (re-selecting the selected tab).
        case popTabToRoot
        /// A tab's stack was replaced.
        case replaceTabStack
        /// Screens were pushed onto a tab's stack (selected or not).
        case pushIntoTab
        /// Screens were shown in a split's secondary column (replacing what it showed).
        case showInSecondary
        /// Screens were shown in a split's supplementary column (replacing what it showed; the
        /// secondary column emptied).
        case showInSupplementary
        /// Screens were shown in a split's primary column (replacing it; the other columns
        /// emptied).
        case showInPrimary
        /// A split collapsed into one stack, or expanded into columns.
        case setCollapsed
        /// A screen kept its place and identity and got new content (`added` holds it as it is
        /// now): a reused screen.
        case updateScreen
        /// Several steps applied as one atomic change (`steps` lists them, in order): a deep
        /// link that builds its back stack, a reused screen brought forward.
        case sequence

        public var description: String { rawValue }
    }

    /// What happened.
    public var kind: Kind { record.kind }
    /// The screens that appeared, bottom first.
    public var added: [Screen] { record.added }
    /// The screens that went away, bottom first.
    public var removed: [Screen] { record.removed }
    /// The animation asked for, if any.
    public var animation: NavigationTransition? { record.animation }
    /// The navigation that caused the change: its path, or `nil` for pops and dismissals.
    public var cause: String? { record.cause }
    /// The UI had already made this change by itself (a back swipe, a sheet swiped down) and
    /// reported it: the record says what happened, and a UI must not animate it again.
    public var isUserInitiated: Bool { kind != .sequence ? record.userInitiated : steps.allSatisfy(\.isUserInitiated) }
    /// The tab the change happened in, when it named one.
    public var tab: String? { record.extras?.tab }
    /// For a ``Kind/sequence``: its steps, in order, each a record a UI can apply alone.
    public var steps: [SceneTransition] { record.extras?.steps ?? [] }
    /// For ``Kind/present``: the modal's presentation; for ``Kind/replaceRoot``: the new root.
    /// A UI learns the layout (a single screen, a stack, tabs, a split) from it.
    public var presentation: Presentation? { record.extras?.presentation }
    /// For ``Kind/present``: whether the modal refuses interactive dismissal.
    public var preventsDismissal: Bool { record.extras?.preventsDismissal ?? false }
    /// For ``Kind/restore``: the whole state that replaced the scene's.
    public var restoredState: SceneState? { record.extras?.restoredState }
    /// For ``Kind/setCollapsed``: whether the split is now collapsed.
    public var isCollapsed: Bool? { record.extras?.isCollapsed }

    /// Every field, behind one reference. A record is copied into the scene's last transition,
    /// into the change each observer gets and into the navigation's outcome: a copy is one
    /// retain, not one per array and string. Fields change only while the record is uniquely
    /// referenced (``caused(by:animation:)``, ``reportedByUser()``), so records are values.
    private final class Record: @unchecked Sendable {
        var kind: Kind
        var added: [Screen]
        var removed: [Screen]
        var animation: NavigationTransition?
        var cause: String?
        var userInitiated: Bool
        let extras: Extras?

        init(
            kind: Kind, added: [Screen], removed: [Screen], animation: NavigationTransition?, cause: String?,
            userInitiated: Bool, extras: Extras?
        ) {
            self.kind = kind
            self.added = added
            self.removed = removed
            self.animation = animation
            self.cause = cause
            self.userInitiated = userInitiated
            self.extras = extras
        }

        func copy() -> Record {
            Record(
                kind: kind, added: added, removed: removed, animation: animation, cause: cause,
                userInitiated: userInitiated, extras: extras)
        }
    }

    private var record: Record

    /// What most records do not need, behind one optional reference: a record is copied to
    /// every observer.
    private final class Extras: Hashable, Sendable {
        let tab: String?
        let steps: [SceneTransition]
        let presentation: Presentation?
        let preventsDismissal: Bool
        let restoredState: SceneState?
        let isCollapsed: Bool?

        init(
            tab: String?, steps: [SceneTransition], presentation: Presentation?, preventsDismissal: Bool,
            restoredState: SceneState?, isCollapsed: Bool?
        ) {
            self.tab = tab
            self.steps = steps
            self.presentation = presentation
            self.preventsDismissal = preventsDismissal
            self.restoredState = restoredState
            self.isCollapsed = isCollapsed
        }

        static func == (lhs: Extras, rhs: Extras) -> Bool {
            lhs.tab == rhs.tab && lhs.steps == rhs.steps && lhs.presentation == rhs.presentation
                && lhs.preventsDismissal == rhs.preventsDismissal && lhs.restoredState == rhs.restoredState
                && lhs.isCollapsed == rhs.isCollapsed
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(tab)
            hasher.combine(steps)
            hasher.combine(presentation)
            hasher.combine(isCollapsed)
        }
    }

    /// Creates a transition record.
    public init(
        kind: Kind, added: [Screen] = [], removed: [Screen] = [], animation: NavigationTransition? = nil,
        cause: String? = nil, tab: String? = nil, steps: [SceneTransition] = [], presentation: Presentation? = nil,
        preventsDismissal: Bool = false, restoredState: SceneState? = nil, isCollapsed: Bool? = nil
    ) {
        // `case .none` rather than `== nil`: the latter may compare through `Equatable`, which
        // copies both optional presentations (or states) into a tuple first.
        var plain = tab == nil && steps.isEmpty && !preventsDismissal && isCollapsed == nil
        if case .some = presentation { plain = false }
        if case .some = restoredState { plain = false }
        self.init(
            kind: kind, added: added, removed: removed, animation: animation, cause: cause,
            extras: plain
                ? nil
                : Extras(
                    tab: tab, steps: steps, presentation: presentation, preventsDismissal: preventsDismissal,
                    restoredState: restoredState, isCollapsed: isCollapsed))
    }

    private init(kind: Kind, added: [Screen], removed: [Screen], animation: NavigationTransition?, cause: String?, extras: Extras?) {
        record = Record(
            kind: kind, added: added, removed: removed, animation: animation, cause: cause,
            userInitiated: false, extras: extras)
    }

    /// The same fields compare equal (two records with one reference are equal at once).
    public static func == (lhs: SceneTransition, rhs: SceneTransition) -> Bool {
        if lhs.record === rhs.record { return true }
        let left = lhs.record, right = rhs.record
        return left.kind == right.kind && left.added == right.added && left.removed == right.removed
            && left.animation == right.animation && left.cause == right.cause
            && left.userInitiated == right.userInitiated && left.extras == right.extras
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(record.kind)
        hasher.combine(record.added)
        hasher.combine(record.removed)
        hasher.combine(record.animation)
        hasher.combine(record.cause)
        hasher.combine(record.userInitiated)
        hasher.combine(record.extras)
    }

    /// The record, unshared, so that one of its fields can change.
    private mutating func uniqueRecord() -> Record {
        if !isKnownUniquelyReferenced(&record) { record = record.copy() }
        return record
    }

    /// One record for several steps: a single step stands for itself; more make a
    /// ``Kind/sequence`` whose `added` and `removed` sum up the net change. A `cause` or
    /// `animation` given is the record's (as ``caused(by:animation:)`` would set them).
    ///
    /// ```swift
    /// let record = SceneTransition.combining([selected, pushed], cause: "/products/42")
    /// record.steps.count   // 2
    /// ```
    public static func combining(
        _ steps: [SceneTransition], cause: String? = nil,
        animation: NavigationTransition? = nil
    ) -> SceneTransition {
        if steps.count == 1 {
            return cause == nil && animation == nil ? steps[0] : steps[0].caused(by: cause, animation: animation)
        }
        // The tab all the steps that name one name, if they agree.
        var tab: String?
        var tabsAgree = true
        // The usual case: no screen both added and removed within the sequence. One step that
        // adds (or removes) hands its array over as it is.
        var added: [Screen] = []
        var removed: [Screen] = []
        var addingSteps = 0
        var removingSteps = 0
        // By index: a step is read field by field, never copied whole.
        for index in steps.indices {
            if let stepTab = steps[index].tab {
                if tab == nil { tab = stepTab } else if tab != stepTab { tabsAgree = false }
            }
            if steps[index].kind != .updateScreen && !steps[index].added.isEmpty {
                addingSteps += 1
                if addingSteps == 1 { added = steps[index].added } else { added += steps[index].added }
            }
            if !steps[index].removed.isEmpty {
                removingSteps += 1
                if removingSteps == 1 { removed = steps[index].removed } else { removed += steps[index].removed }
            }
        }
        if !tabsAgree { tab = nil }
        if added.count * removed.count <= 64 {
            if !added.contains(where: { screen in removed.contains { $0.id == screen.id } }) {
                return SceneTransition(
                    kind: .sequence, added: added, removed: removed, animation: animation, cause: cause,
                    tab: tab, steps: steps)
            }
        }
        // A screen added and removed within the sequence is in neither sum (an updated screen
        // was there before: it is not among the screens added).
        let removedIDs = Set(removed.map(\.id))
        let addedIDs = Set(added.map(\.id))
        added.removeAll { removedIDs.contains($0.id) }
        removed.removeAll { addedIDs.contains($0.id) }
        return SceneTransition(
            kind: .sequence, added: added, removed: removed, animation: animation, cause: cause,
            tab: tab, steps: steps)
    }

    /// The same record, marked as reported by the UI (``isUserInitiated``).
    public consuming func reportedByUser() -> SceneTransition {
        var result = consume self
        result.uniqueRecord().userInitiated = true
        return result
    }

    /// The same record with the cause and animation set (those given; `nil` keeps the
    /// record's). A record nobody else holds is changed in place.
    public consuming func caused(by cause: String?, animation: NavigationTransition?) -> SceneTransition {
        guard cause != nil || animation != nil else { return self }
        var result = consume self
        let record = result.uniqueRecord()
        if let cause { record.cause = cause }
        if let animation { record.animation = animation }
        return result
    }

    public var description: String {
        if kind == .sequence {
            return "sequence [" + steps.map(\.description).joined(separator: "; ") + "]"
                + (animation.map { " (animation: \($0))" } ?? "")
        }
        var text = kind.rawValue
        if let tab { text += " (tab \(tab))" }
        if !added.isEmpty { text += " +" + added.map(\.path).joined(separator: ", +") }
        if !removed.isEmpty { text += " -" + removed.map(\.path).joined(separator: ", -") }
        if let animation { text += " (animation: \(animation))" }
        if record.userInitiated { text += " (by the user)" }
        return text
    }
}
