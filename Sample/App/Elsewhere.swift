import PathRouter
import PathRouterLocking

/// What happened during one shell command besides its own result: the changes of every scene
/// (a link or a login's navigation that waited lands now) and every failure (a waiting link
/// refused when the login is given up), in the order they happened.
final class Elsewhere: Sendable {
    private let lines = Locked.make([(text: String, said: String)]())
    /// The result lines the command printed itself.
    private let printed = Locked.make([String]())
    private let registrations: [any NavigationRegistration]

    init(registry: NavigationRegistry) {
        let lines = lines
        var registrations: [any NavigationRegistration] = registry.routers.map { router in
            router.addObserver { change in
                lines.withLock { $0.append(("also: scene \(change.scene.id): \(change.transition)", "\(change.transition)")) }
            }
        }
        registrations.append(
            registry.addFailureObserver { failure in
                lines.withLock { $0.append(("also failed: \(failure)", "\(failure.error)")) }
            })
        self.registrations = registrations
    }

    /// `print`, remembering what the command says itself.
    func printing(_ print: @escaping @Sendable (String) -> Void) -> @Sendable (String) -> Void {
        { [printed] text in
            // Its own result lines, not the state it shows (whose last transition may be
            // another navigation's).
            if text.hasPrefix("ok: ") || text.hasPrefix("refused: ") { printed.withLock { $0.append(text) } }
            print(text)
        }
    }

    /// Stops listening; returns what happened that the command did not say itself.
    func finish() -> [String] {
        for registration in registrations { registration.cancel() }
        let said = printed.withLock { $0 }
        return lines.withLock { $0 }.filter { line in !said.contains { $0.contains(line.said) } }.map(\.text)
    }
}
