/// What a navigation needs from a registry's services while it has no interceptors: the
/// authentication handler and the session epoch, published in a ``PublishedSlot`` after every
/// change of either (or of the interceptors) so that a navigation reads them without the
/// services' lock. With interceptors, the slot is empty and navigations take the lock (they
/// need the interceptors that match their path).
///
/// ```swift
/// services.withLock { services in
///     services.sessionEpoch += 1
///     servicesSlot.publish(ServicesSnapshot.of(services))
/// }
/// ```
final class ServicesSnapshot: Sendable {
    let handler: (any NavigationRouterAuthenticationHandler)?
    let sessionEpoch: UInt64

    private init(handler: (any NavigationRouterAuthenticationHandler)?, sessionEpoch: UInt64) {
        self.handler = handler
        self.sessionEpoch = sessionEpoch
    }

    /// The snapshot of `services`, or `nil` when they hold interceptors.
    static func of(_ services: RegistryServices) -> ServicesSnapshot? {
        guard services.interceptors.isEmpty else { return nil }
        return ServicesSnapshot(handler: services.authenticationHandler, sessionEpoch: services.sessionEpoch)
    }
}
