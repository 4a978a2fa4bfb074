/// Which scenes the current thread runs, and the task wake-ups that wait until it runs none.
///
/// A thread that claims a scene (``SceneRuntime``) runs its jobs, and a job may resolve a
/// handle that a task awaits. Resumed at once, that task could run its next call (a `pop()`,
/// a navigation, a read of the state) while this thread still holds the scene: the call would
/// queue behind it and run on this thread a moment later, so the task would read the state
/// before its own change. So a task's wake-up waits until the thread gives up its last
/// scene: after `await handle.result` the scene that resolved it is idle, unless other
/// threads gave it more work. Callbacks (`whenResolved`) still run at once, in the job.
///
/// The count and the list are thread-local, in C (`PathRouterRetain`): a run costs two calls,
/// one that adds one and one that subtracts it and says whether wake-ups wait.
///
/// ```swift
/// SceneThread.enter()                       // the thread claimed a scene
/// SceneThread.resumeWhenIdle { continuation.resume(returning: value) }   // deferred
/// SceneThread.leave()                       // gave it up: the wake-up runs now
/// ```
enum SceneThread {
    /// The wake-ups deferred on one thread, in order.
    private final class Deferred {
        var wakeUps: [() -> Void] = []
    }

    /// The calling thread starts running a scene.
    @inline(__always)
    static func enter() {
        _ = enterInC()
    }

    /// The calling thread stops running a scene; when it runs none any more, the deferred
    /// wake-ups run.
    @inline(__always)
    static func leave() {
        if leaveInC() != 0 { wakeDeferred() }
    }

    /// Runs `wakeUp` now, or, when the calling thread runs a scene, once it runs none.
    static func resumeWhenIdle(_ wakeUp: @escaping () -> Void) {
        guard depthInC() > 0 else { return wakeUp() }
        let deferred: Deferred
        if let pointer = deferredInC() {
            deferred = Unmanaged<Deferred>.fromOpaque(pointer).takeUnretainedValue()
        } else {
            deferred = Deferred()
            setDeferredInC(Unmanaged.passRetained(deferred).toOpaque())
        }
        deferred.wakeUps.append(wakeUp)
    }

    @inline(never)
    private static func wakeDeferred() {
        guard let pointer = takeDeferredInC() else { return }
        let deferred = Unmanaged<Deferred>.fromOpaque(pointer).takeRetainedValue()
        for wakeUp in deferred.wakeUps { wakeUp() }
    }
}

@_silgen_name("pathrouter_scene_thread_enter")
private func enterInC() -> UInt32

/// 1 when the thread left its last scene and wake-ups wait.
@_silgen_name("pathrouter_scene_thread_leave")
private func leaveInC() -> UInt32

@_silgen_name("pathrouter_scene_thread_depth")
private func depthInC() -> UInt32

@_silgen_name("pathrouter_scene_thread_deferred")
private func deferredInC() -> UnsafeMutableRawPointer?

@_silgen_name("pathrouter_scene_thread_take_deferred")
private func takeDeferredInC() -> UnsafeMutableRawPointer?

@_silgen_name("pathrouter_scene_thread_set_deferred")
private func setDeferredInC(_ deferred: UnsafeMutableRawPointer?)
