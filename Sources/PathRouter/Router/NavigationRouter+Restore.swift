import PathRouterLocking
/// What a restore did: the state it built, and each saved path it could not restore.
public struct RestoreReport: Sendable, CustomStringConvertible {
    /// The scene's state after the restore.
    public let state: SceneState
    /// How many screens were restored.
    public let restoredScreenCount: Int
    /// One error per saved path that no longer resolves or is no longer allowed; those
    /// screens were left out, and the rest restored.
    public let failures: [NavigationError]

    public var description: String {
        "restored \(restoredScreenCount) screen(s)" + (failures.isEmpty ? "" : ", skipped: " + failures.map(\.description).joined(separator: "; "))
    }
}

extension NavigationRouter {
    /// The scene's state as paths and options, to restore later with ``restore(_:)``.
    public func savedState() -> SavedScene {
        state.saved
    }

    /// Restores a saved state into this scene, building every view model anew from its path
    /// under the same rules as `navigate`: a path that needs authentication (a protected route,
    /// or an interceptor that requires it) needs an authenticated user (a restore starts no
    /// login), and the ``NavigationInterceptionPriority/mandatory`` before-interceptors of each
    /// path run and may veto it (no other interceptor runs). Every path is checked again when
    /// the restored state is committed, so a logout, an unbind or a rule change that happened
    /// while the interceptors awaited is honoured. Paths that no longer resolve, or are
    /// refused, are reported and left out, each by its own path; the rest is restored. A
    /// presentation left with no screen is dropped; if the root is dropped, its modals go with
    /// it. While the restore waits for an interceptor or a main-actor view model, the
    /// navigations asked of the scene wait behind it and land, in order, on the restored state
    /// (a link at cold start is not lost under it).
    ///
    /// ```swift
    /// let report = await router.restore(saved)
    /// for failure in report.failures { print(failure) }
    /// ```
    public func restore(_ saved: SavedScene) async -> RestoreReport {
        let handle = NavigationHandle(request: "restore", failures: nil)
        let report = Locked.make(RestoreReport?.none)
        // Every stage runs through the scene's driver (``RestoreRequest``, ``RestoreStages``).
        submit(RestoreRequest(saved: saved, handle: handle, report: report))
        // Not `handle.result`: a restore's caller gets its report even if its task is cancelled.
        let result = await withCheckedContinuation { continuation in handle.whenResolved { continuation.resume(returning: $0) } }
        if case .failure(let error) = result {
            failureReporter(.restore).report(error)
            return RestoreReport(state: state, restoredScreenCount: 0, failures: [error])
        }
        return report.withLock { $0 } ?? RestoreReport(state: state, restoredScreenCount: 0, failures: [])
    }
}
