import PathRouter
import PathRouterBindings

/// The shell as a UI: it draws a scene from its projection (what SwiftUI or UIKit would bind
/// to) and takes the user's gestures as write-backs, through the same rules as every UI layer.
extension SampleApp {
    /// The scene as a UI shows it: the root, then each modal as a sheet above it, with the
    /// controls a UI offers (Back only where a stack has something to go back to and no guard
    /// watches the top screen, swipe-down only on a sheet that may be dismissed).
    ///
    /// ```text
    /// ┌ root · tabs: home | [catalog] | account
    /// │ /products  ›  /products/7        (back)
    /// └ sheet /settings                  (swipe-down disabled: may not be dismissed)
    /// ```
    func drawScreen(_ projection: SceneProjection) -> String {
        guard let root = projection.root else { return "(empty scene)" }
        var lines = ["root · " + describe(root)]
        for modal in projection.modals {
            let controls = modal.mayDismiss ? "(swipe down to dismiss)" : "(swipe-down disabled: may not be dismissed)"
            lines.append("\(modal.style == .sheet ? "sheet" : "cover") · " + describe(modal.presentation) + "  " + controls)
        }
        return lines.enumerated().map { index, line in
            (index == 0 ? "┌ " : index == lines.count - 1 ? "└ " : "├ ") + line
        }.joined(separator: "\n")
    }

    private func describe(_ presentation: PresentationProjection) -> String {
        func stack(_ stack: StackProjection) -> String {
            let trail = stack.items.map { $0.path + ($0.isLogin ? " [login]" : "") }.joined(separator: "  ›  ")
            let back =
                stack.items.count < 2 ? "" : stack.top.isGuarded ? "  (back disabled: a leave guard watches it)" : "  (back)"
            return trail + back
        }
        switch presentation {
        case .single(let item):
            return item.path
        case .stack(let one):
            return "stack: " + stack(one)
        case .tabs(let tabs):
            let bar = tabs.names.map { $0 == tabs.selected ? "[\($0)]" : $0 }.joined(separator: " | ")
            return "tabs: \(bar)  —  " + (tabs.stack(tabs.selected).map(stack) ?? "(empty)")
        case .split(let split):
            return "split" + (split.isCollapsed ? " (collapsed)" : "") + ": "
                + split.stacks.filter { split.visibleColumns.contains($0.id.column ?? .primary) }
                .map { "\($0.id.column?.description ?? "") " + stack($0) }.joined(separator: "  ‖  ")
        }
    }

    /// What the user did on screen (`gesture back [N]`, `gesture swipe`, `gesture tab NAME`), as
    /// the write the UI makes; judged by the bindings' rules, then reported to the router.
    func gesture(_ values: [String], in router: NavigationRouter, print: @Sendable (String) -> Void) async {
        let projection = SceneProjection(router)
        let write: UIWrite
        switch values.first {
        case "back":
            guard let stack = projection.top?.activeStack else {
                print("error: the top of the scene has no stack to go back in")
                return
            }
            let levels = values.count > 1 ? Int(values[1]) ?? 1 : 1
            write = .path(Array(stack.path.dropLast(max(0, levels))), of: stack.id)
        case "swipe":
            guard let modal = projection.modals.last else {
                print("error: no sheet is presented")
                return
            }
            write = .dismissed(modal: modal.id)
        case "tab":
            guard values.count > 1 else {
                print("error: gesture tab needs a tab name")
                return
            }
            // The top-most tab bar: a modal's, else the root's (under a sheet, it is covered).
            let place: StackID.Place =
                projection.modals.last(where: {
                    if case .tabs = $0.presentation { return true }
                    return false
                }).map { .modal($0.id) } ?? .root
            write = .selectedTab(values[1], in: place)
        default:
            print("error: gesture takes back [N], swipe or tab NAME")
            return
        }
        switch projection.judge(write) {
        case .report(let report), .ask(let report):
            let result = await report.send(to: router).result
            await router.idle()
            switch result {
            case .success(let outcome): print("ok: \(report): \(outcome.transition)")
            case .failure(let error): print("refused: \(error)")
            }
        case .unchanged:
            print("ok: nothing changed")
        case .dropped(let reason):
            print("dropped: \(reason)")
        }
        print(drawScreen(SceneProjection(router)))
    }
}
