import PathRouterLocking
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs main-actor code synchronously when, and only when, the caller is on the main actor.
///
/// Swift has no public "am I on the main actor" query that does not trap. An immediate task
/// isolated to the main actor starts synchronously on the caller's thread exactly when the
/// caller is on the main actor; otherwise it is scheduled there. The task runs `body` only if
/// it started synchronously (same thread, before the caller looked), so `body` runs at most
/// once and never later.
enum MainActorProbe {
    private enum Attempt: Sendable {
        case waiting
        case done(any Sendable)
        case abandoned
    }

    /// `body`'s result if the caller is on the main actor; `nil` (and `body` never runs)
    /// otherwise.
    static func runIfOnMainActor(_ body: @escaping @MainActor @Sendable () -> any Sendable) -> (any Sendable)? {
        if #available(macOS 26.0, iOS 26.0, tvOS 26.0, watchOS 26.0, visionOS 26.0, *) {
            let attempt = Locked.make(Attempt.waiting)
            let caller = ThreadIdentity.current
            Task.immediate { @MainActor in
                guard ThreadIdentity.current == caller else { return }
                let started = attempt.withLock { state -> Bool in
                    guard case .waiting = state else { return false }
                    return true
                }
                guard started else { return }
                let value = body()
                attempt.withLock { $0 = .done(value) }
            }
            return attempt.withLock { state -> (any Sendable)? in
                if case .done(let value) = state { return value }
                state = .abandoned
                return nil
            }
        } else {
            #if canImport(Darwin)
            // Before the immediate tasks of Swift 6.2, on Apple platforms the main actor is the
            // main thread.
            guard pthread_main_np() != 0 else { return nil }
            return MainActor.assumeIsolated { body() }
            #else
            return nil
            #endif
        }
    }
}
