#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The calling thread, comparable across calls.
struct ThreadIdentity: Equatable, Sendable {
    let raw: UInt

    static var current: ThreadIdentity {
        #if canImport(Darwin)
        ThreadIdentity(raw: UInt(bitPattern: pthread_self()))
        #else
        ThreadIdentity(raw: UInt(pthread_self()))
        #endif
    }
}
