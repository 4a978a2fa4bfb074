import PathRouter
import PathRouterBindings

// Helpers for the outside tests of the documented promises (README "On screen", the DocC
// articles). They use only the public API; `Shop`, `SeededRandom` and `until` come from
// Tests/BindingsTests/Support.

/// The screen the user sees: the top-most presentation's active stack's top, or its single
/// screen.
func promiseVisible(_ projection: SceneProjection) -> ScreenItem? {
    guard let top = projection.top else { return nil }
    if let stack = top.activeStack { return stack.top }
    return top.items.last
}

/// A short text of a projection, for failure messages.
func promiseText(_ projection: SceneProjection) -> String {
    var lines = projection.stacks.map { stack in
        "\(stack.id): " + stack.items.map { "\($0.id)\($0.path)\($0.isGuarded ? "(g)" : "")" }.joined(separator: " › ")
    }
    if case .tabs(let tabs)? = projection.root { lines.append("root tabs \(tabs.names) selected \(tabs.selected)") }
    if case .split(let split)? = projection.root { lines.append("root split collapsed \(split.isCollapsed) visible \(split.visibleColumns)") }
    lines.append("modals: " + projection.modals.map { "\($0.id)\($0.mayDismiss ? "" : "(held)")" }.joined(separator: ", "))
    return lines.joined(separator: "\n")
}

/// Where `model.item(_:)` or `model.path(of:)` disagrees with what the model shows, or `nil`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func promiseIndexMismatch(_ model: SceneModel) -> String? {
    for item in model.shown.items where model.item(item.id) != item {
        return "item(\(item.id)) = \(String(describing: model.item(item.id))), shown \(item)"
    }
    for stack in model.shown.stacks where model.path(of: stack.id) != stack.path {
        return "path(of: \(stack.id)) = \(model.path(of: stack.id)), shown \(stack.path)"
    }
    return nil
}

/// Whether the model shows the router's scene, every update shown.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func promiseInStep(_ model: SceneModel) -> Bool {
    model.isSettled && model.shown == SceneProjection(model.router)
}

/// Waits until nothing of the router waits any more (`idle()` returns as soon as requests are
/// applied, refused *or suspended*, e.g. on a guard whose answer is on its way): a bound for a
/// hang only. Call it only when no request waits for the test itself.
func promiseRouterQuiet(_ router: NavigationRouter) async -> Bool {
    for _ in 0..<60_000 {
        if await router.idle() == 0 { return true }
        try? await Task.sleep(for: .milliseconds(1))
    }
    return false
}

/// Ends every update as a UI that ends them itself (`stepFinished`), until the model shows the
/// router's scene (a bound for a hang only).
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
func promiseSettleByFinishing(_ model: SceneModel) async -> Bool {
    guard await promiseRouterQuiet(model.router) else { return false }
    return await until {
        if let step = model.step { model.stepFinished(step) }
        return promiseInStep(model)
    }
}

/// A SwiftUI-like screen: after every change of what the model shows, the screen that went out
/// of sight disappears (`onDisappear`) and the one that came into sight appears (`onAppear`);
/// a sheet presented over a screen does not make it disappear (a full-screen cover does). A
/// user's gesture changes the screen by itself first (`userDid(_:on:)`). Never calls
/// `stepFinished`.
@available(macOS 14, iOS 17, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
final class PromiseSignals {
    let model: SceneModel
    private var seenVisible: Screen.ID?
    private var seenModals: Int
    private var seenVersion: Int
    /// The signals sent, with the model's version and step, for failure messages.
    private(set) var trace: [String] = []

    init(_ model: SceneModel) {
        self.model = model
        seenVisible = promiseVisible(model.shown)?.id
        seenModals = model.shown.modals.count
        seenVersion = model.version
    }

    private func signal(from before: Screen.ID?, to after: Screen.ID?, presentedSheet: Bool) {
        trace.append("v\(model.version) step \(model.step.map(String.init) ?? "-"): \(before.map(\.description) ?? "-") → \(after.map(\.description) ?? "-")")
        if let after, after != before {
            model.screenAppeared(after)
            trace.append("  appeared \(after) → step \(model.step.map(String.init) ?? "-")")
        }
        if let before, before != after, !presentedSheet {
            model.screenDisappeared(before)
            trace.append("  disappeared \(before) → step \(model.step.map(String.init) ?? "-")")
        }
    }

    /// Sends the signals for what changed on screen since the last look.
    func look() {
        // A signal may start the next update at once: look again until the screen is current.
        for _ in 0..<1_000 where model.version != seenVersion {
            let now = model.shown
            let after = promiseVisible(now)?.id
            // A sheet leaves the screen under it in sight; a cover takes it out of sight.
            let presentedSheet = now.modals.count > seenModals && now.modals.last?.style == .sheet
            let before = seenVisible
            (seenVisible, seenModals, seenVersion) = (after, now.modals.count, model.version)
            signal(from: before, to: after, presentedSheet: presentedSheet)
        }
    }

    /// The user changed the screen by a gesture (SwiftUI did it) on `shown`, then wrote `write`.
    func userDid(_ write: UIWrite, on shown: SceneProjection) {
        let before = promiseVisible(shown)?.id
        var after = before
        var modals = shown.modals.count
        switch write {
        case .path(let path, let id):
            if let stack = shown.top?.activeStack, stack.id == id, path.count < stack.path.count,
                Array(stack.path.prefix(path.count)) == path
            {
                after = path.last ?? stack.root.id
            }
        case .dismissed(let modal):
            if let index = shown.modals.firstIndex(where: { $0.id == modal }) {
                modals = index
                after = promiseVisible(SceneProjection(root: shown.root, modals: Array(shown.modals.prefix(index))))?.id
            }
        case .selectedTab(let name, .root) where shown.modals.isEmpty:
            if case .tabs(let tabs)? = shown.root, let stack = tabs.stack(name) { after = stack.top.id }
        default:
            break
        }
        (seenVisible, seenModals, seenVersion) = (after, modals, -1)
        signal(from: before, to: after, presentedSheet: false)
    }

    /// Looks until the model shows the router's scene (a bound for a hang only).
    func settle() async -> Bool {
        guard await promiseRouterQuiet(model.router) else { return false }
        for turn in 0..<200_000 {
            look()
            if promiseInStep(model) { return true }
            await Task.yield()
            if turn % 50 == 49 { try? await Task.sleep(for: .milliseconds(1)) }
        }
        return promiseInStep(model)
    }
}
