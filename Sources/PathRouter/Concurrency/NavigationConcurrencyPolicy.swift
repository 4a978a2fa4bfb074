import PathRouterLocking

/// What a scene does with a new navigation while an older one still waits (for an
/// interceptor, a take-over's flow, or a login). A navigation an interceptor starts while it
/// runs (a take-over) belongs to the navigation it intercepts: no policy ends or refuses it.
///
/// ```swift
/// router.concurrencyPolicy = .latestWins   // a search field: only the last query counts
/// ```
public enum NavigationConcurrencyPolicy: String, Sendable, Hashable, CaseIterable {
    /// The scene's queue runs navigations in the order they were asked for, and every one
    /// lands (the default): one that waits (an interceptor, a login) steps aside and lands
    /// when its wait ends, so later ones may land before it. A newer protected navigation
    /// still replaces one that waits for a login, except the scene's setup (`setTabs`,
    /// `setSplit`): while it waits for a login, every new navigation waits behind it and lands
    /// inside the root it builds.
    case firstInFirstOut
    /// A new navigation ends every older one of the scene that still waits, with
    /// ``NavigationError/Code/pendingNavigationReplaced``, except the scene's setup
    /// (`setTabs`, `setSplit`) waiting for a login: the new one waits behind it.
    case latestWins
    /// A new navigation is refused with ``NavigationError/Code/sceneBusy`` while an older one
    /// still waits.
    case rejectWhileBusy
}

extension NavigationRouter {
    /// The scene's ``NavigationConcurrencyPolicy`` (shared by every router of the scene).
    public var concurrencyPolicy: NavigationConcurrencyPolicy {
        get { NavigationConcurrencyPolicy.allCases[Int(runtime.concurrencyPolicy.load(ordering: .acquiring))] }
        set {
            let index = NavigationConcurrencyPolicy.allCases.firstIndex(of: newValue) ?? 0
            runtime.concurrencyPolicy.store(UInt8(index), ordering: .releasing)
        }
    }

    /// Applies the scene's policy (one that is not the default: `submit` does not call this for
    /// first in, first out) to a new navigation; returns the refusal, if any. A navigation an
    /// interceptor starts (a take-over) is part of the one it intercepts: the policy does not
    /// apply to it.
    func applyConcurrencyPolicy(to request: NavigationRequest) -> NavigationError? {
        guard InterceptionScope.ancestry.isEmpty else { return nil }
        switch concurrencyPolicy {
        case .firstInFirstOut:
            return nil
        case .rejectWhileBusy:
            // Whatever a navigation waits for: an interceptor, a login, leave guards.
            guard let busy = runtime.firstWaitingNavigationPath else { return nil }
            return NavigationError(
                code: .sceneBusy, path: request.path,
                reason: "the scene '\(scene.id)' is busy: \(busy) still waits, and its policy rejects navigations while busy")
        case .latestWins:
            // Every navigation that waits, whatever it waits for (an interceptor, a login, leave
            // guards), in the order they began.
            // The scene's setup waiting for a login is not replaced: the new one waits behind it.
            endSuspended(where: { $0.isNavigation && !$0.buildsRoot }) { suspension in
                NavigationError(
                    code: .pendingNavigationReplaced, path: suspension.path,
                    reason: "a newer navigation (\(request.path)) took its place: the scene's policy is latest wins")
            }
            return nil
        }
    }
}
