import SceneHost

/// What a navigation does to a scene, decided from its options and the scene's state.
///
/// The decision table (the first row that applies wins; T is the top-most presentation: the
/// top modal's, or the root):
///
/// | # | options | scene | effect |
/// |---|---|---|---|
/// | 1 | `modal` and `replace` | any | refused: ``NavigationError/Code/invalidOptions`` |
/// | 2 | `modal` | empty | the screen becomes the root (a stack if `embedInNavigationView`): there is nothing to present over |
/// | 3 | `modal` | has a root | present a modal above every other modal (a stack if `embedInNavigationView`), recording `shouldPreventDismissal` |
/// | 4 | `replace` | any | the screen becomes the root (a stack if `embedInNavigationView`); every modal is dismissed |
/// | 5 | push | empty | the screen becomes the root (a stack if `embedInNavigationView`) |
/// | 6 | push | T is a navigation stack | push onto T |
/// | 7 | push | T is a single-screen modal | present the screen as a new modal above it (a stack if `embedInNavigationView`) |
/// | 8 | push | T is a single-screen root, `embedInNavigationView` | the root becomes a new stack holding the screen |
/// | 9 | push | T is a single-screen root, not embedded | the screen replaces the root |
///
/// `animation` is recorded on the transition in every row. `shouldPreventDismissal` only
/// applies to modals (rows 3 and 7 with `modal`); elsewhere it has no effect.
enum NavigationPlan: Equatable {
    case setRoot(embedded: Bool)
    case present(embedded: Bool, preventsDismissal: Bool)
    case push

    /// Whether applying it can remove screens (a new root replaces them; a push or a modal
    /// removes none).
    var removesScreens: Bool {
        if case .setRoot = self { return true }
        return false
    }

    /// Refuses options that contradict each other (row 1), whatever the scene holds: checked
    /// when the navigation is admitted, before anything is built.
    @inline(__always)
    static func checkOptions(_ request: NavigationRequest) throws(NavigationError) {
        if request.modal && request.replace {
            throw NavigationError(
                code: .invalidOptions, path: request.path,
                reason: "'modal' and 'replace' cannot be combined: present a modal, or replace the root")
        }
    }

    static func decide(_ request: NavigationRequest, state: SceneState) throws(NavigationError) -> NavigationPlan {
        try checkOptions(request)
        if request.modal {
            return state.isEmpty
                ? .setRoot(embedded: request.embedInNavigationView)
                : .present(embedded: request.embedInNavigationView, preventsDismissal: request.shouldPreventDismissal)
        }
        if request.replace { return .setRoot(embedded: request.embedInNavigationView) }
        guard let layout = state.topLayout else { return .setRoot(embedded: request.embedInNavigationView) }
        if layout != .single { return .push }
        if !state.modals.isEmpty { return .present(embedded: request.embedInNavigationView, preventsDismissal: false) }
        return .setRoot(embedded: request.embedInNavigationView)
    }

    /// Applies the plan: the scene changes as one step, or not at all.
    func apply(_ screen: Screen, to state: inout SceneState) throws(SceneError) -> SceneTransition {
        switch self {
        case .setRoot(let embedded):
            return state.replaceRoot(with: .of(screen, embedded: embedded))
        case .present(let embedded, let preventsDismissal):
            return try state.present(Modal(presentation: .of(screen, embedded: embedded), preventsDismissal: preventsDismissal))
        case .push:
            return try state.push(screen)
        }
    }
}
