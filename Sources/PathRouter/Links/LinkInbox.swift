import SceneHost

/// The external links that wait for a scene to be ready: one part of the scene's runtime,
/// changed only under its lock.
///
/// Invariants: links wait only while the scene is not ready (the app said so, or it has no
/// root yet), at most ``SceneRuntime/maximumBufferedLinks``, in arrival order; each leaves
/// once — delivered when the scene becomes ready, or refused when it closes.
struct LinkInbox {
    /// A link waiting for the scene: how to deliver it, and how to refuse it.
    struct Waiting: Sendable {
        let deliver: @Sendable () -> Void
        let refuse: @Sendable (NavigationError) -> Void
    }

    /// Whether the app said the scene is ready (`nil`: ready once it has a root).
    private(set) var declaredReady: Bool?
    private var waiting: [Waiting] = []

    /// Whether a link arriving now is delivered at once.
    func isReady(_ scene: SceneState) -> Bool { declaredReady ?? !scene.isEmpty }

    /// What became of a link taken in: delivered now, buffered, or refused (the buffer is full).
    enum Receipt { case now, buffered, full }

    /// Takes a link in: deliver it now, keep it, or refuse it (the inbox is full).
    mutating func receive(_ link: Waiting, scene: SceneState) -> Receipt {
        if isReady(scene) { return .now }
        if waiting.count >= SceneRuntime.maximumBufferedLinks { return .full }
        waiting.append(link)
        return .buffered
    }

    /// The app says whether the scene is ready; returns the links to deliver now.
    mutating func declare(ready: Bool?, scene: SceneState) -> [Waiting] {
        declaredReady = ready
        return isReady(scene) ? takeAll() : []
    }

    /// After a change: a scene that got its first root is ready for the links that waited.
    @inline(__always)
    /// No link waits (a commit skips asking whether any is ready).
    var isEmpty: Bool { waiting.isEmpty }

    mutating func linksReady(after scene: SceneState) -> [Waiting] {
        guard !waiting.isEmpty, declaredReady == nil, !scene.isEmpty else { return [] }
        return takeAll()
    }

    /// The scene closed: never ready again; returns the links to refuse.
    mutating func close() -> [Waiting] {
        declaredReady = false
        return takeAll()
    }

    private mutating func takeAll() -> [Waiting] {
        defer { waiting = [] }
        return waiting
    }
}
