import PathRouter

/// The screens of one stack, bottom to top, as a persistent list: each node holds one screen
/// and the node below it, and never changes. A push adds nodes above a list that stays shared
/// with every earlier projection; a pop starts from a lower node. So projecting a change, and
/// comparing two projections that share most of a stack, cost the screens that changed, not
/// the screens the stack holds (a UI's follower keeps many projections of one stack).
///
/// Reads that need every screen (``items``) walk the list; reads of the top, the count and
/// how many screens are guarded do not.
struct ScreenList: Sendable {
    /// One screen and everything below it. Immutable once made: `below` changes only in
    /// `deinit`, on nodes no one else holds (hence `@unchecked Sendable`).
    final class Node: @unchecked Sendable {
        let item: ScreenItem
        private(set) var below: Node?
        /// How many screens the list up to this node holds.
        let count: Int
        /// How many of them are guarded.
        let guardedCount: Int

        init(_ item: ScreenItem, below: Node?) {
            self.item = item
            self.below = below
            count = (below?.count ?? 0) + 1
            guardedCount = (below?.guardedCount ?? 0) + (item.isGuarded ? 1 : 0)
        }

        /// Frees the nodes below that only this one held, one after another: releasing a long
        /// list node by node from here would recurse once per screen and could overflow the
        /// stack.
        deinit {
            var next = below
            below = nil
            while var node = next {
                next = nil
                guard isKnownUniquelyReferenced(&node) else { break }
                next = node.below
                node.below = nil
            }
        }
    }

    /// The top node (every list has at least one screen).
    let top: Node

    init(top: Node) {
        self.top = top
    }

    /// A list of `items`, bottom first; `nil` for none.
    init?<Items: Sequence<ScreenItem>>(_ items: Items) {
        guard let top = Self.stacking(items, on: nil) else { return nil }
        self.top = top
    }

    var count: Int { top.count }
    var guardedCount: Int { top.guardedCount }

    /// Every screen, bottom first (walks the whole list).
    var items: [ScreenItem] {
        var items: [ScreenItem] = []
        items.reserveCapacity(count)
        var node: Node? = top
        while let current = node {
            items.append(current.item)
            node = current.below
        }
        return items.reversed()
    }

    /// Whether every screen satisfies `predicate`, looked at from the top (the first that does
    /// not ends the walk).
    func allSatisfy(_ predicate: (ScreenItem) -> Bool) -> Bool {
        var node: Node? = top
        while let current = node {
            guard predicate(current.item) else { return false }
            node = current.below
        }
        return true
    }

    /// The screens above the first `count`, bottom first (walks those screens only).
    func above(_ count: Int) -> [ScreenItem] {
        var items: [ScreenItem] = []
        var node: Node? = top
        while let current = node, current.count > count {
            items.append(current.item)
            node = current.below
        }
        return items.reversed()
    }

    /// The list with `items` pushed, bottom first.
    func pushing<Items: Sequence<ScreenItem>>(_ items: Items) -> ScreenList {
        ScreenList(top: Self.stacking(items, on: top)!)
    }

    /// The first `count` screens (at least one), walking down from the top.
    func prefix(_ count: Int) -> ScreenList {
        var node = top
        while node.count > max(count, 1), let below = node.below { node = below }
        return ScreenList(top: node)
    }

    /// The list with the screen `item.id` replaced by `item`, searched from the top; `nil`
    /// when the list does not hold it. Rebuilds the nodes above it only.
    func replacing(_ item: ScreenItem) -> ScreenList? {
        var above: [ScreenItem] = []
        var node: Node? = top
        while let current = node, current.item.id != item.id {
            above.append(current.item)
            node = current.below
        }
        guard let found = node else { return nil }
        return ScreenList(top: Self.stacking([item] + above.reversed(), on: found.below)!)
    }

    /// How many screens, from the bottom, this list and `other` hold with the same identities.
    /// Walks from the tops down to the first node both share.
    func sharedPrefixCount(with other: ScreenList) -> Int {
        var mine: Node? = top
        var theirs: Node? = other.top
        while let node = mine, node.count > other.count { mine = node.below }
        while let node = theirs, node.count > count { theirs = node.below }
        // Both at the same count now; the lowest mismatch found decides.
        var shared = mine?.count ?? 0
        while let a = mine, let b = theirs, a !== b {
            if a.item.id != b.item.id { shared = a.count - 1 }
            mine = a.below
            theirs = b.below
        }
        return shared
    }

    /// Whether both hold equal screens: walks down to the first node both share.
    static func == (lhs: ScreenList, rhs: ScreenList) -> Bool {
        var a: Node? = lhs.top
        var b: Node? = rhs.top
        while let left = a, let right = b {
            if left === right { return true }
            guard left.count == right.count, left.item == right.item else { return false }
            a = left.below
            b = right.below
        }
        return a == nil && b == nil
    }

    private static func stacking<Items: Sequence<ScreenItem>>(_ items: Items, on base: Node?) -> Node? {
        var node = base
        for item in items { node = Node(item, below: node) }
        return node
    }
}

extension ScreenList {
    /// The identities of the pushed screens (all but the first), bottom first.
    var path: [Screen.ID] { items.dropFirst().map(\.id) }

    /// Brings `path`, the pushed screens of a list whose top was `earlier` and that may share
    /// nodes with this one, to this list's: the cost of what changed, not of the screens the
    /// list holds (the array is changed in place when no one else holds it).
    func refresh(_ path: inout [Screen.ID], from earlier: Node) {
        var old: Node? = earlier
        var new: Node? = top
        var added: [Screen.ID] = []
        while let node = old, node.count > (new?.count ?? 0) { old = node.below }
        while let node = new, node.count > (old?.count ?? 0) {
            if node.count > 1 { added.append(node.item.id) }
            new = node.below
        }
        while let a = old, let b = new, a !== b {
            if b.count > 1 { added.append(b.item.id) }
            old = a.below
            new = b.below
        }
        path.removeLast(path.count - max((old?.count ?? 0) - 1, 0))
        path.append(contentsOf: added.reversed())
    }
}
