#ifndef PATHROUTER_ATOMICS_H
#define PATHROUTER_ATOMICS_H

#include <stdint.h>

/// Atomic operations on a 64-bit word, for `AtomicBox` (in PathRouterLocking), which keeps
/// every value it holds (a flag, a byte, a count) in one such word.
///
/// C11's `__atomic` builtins, on every OS the package builds for: the standard library's
/// `Synchronization` module needs macOS 15 or iOS 18. The functions are `static inline` and
/// always inlined, so Swift code that calls them compiles to the one instruction each stands
/// for (the optimizer sees them, which is what an atomic needs). ThreadSanitizer sees them
/// too: the compiler instruments the builtins as atomic accesses, so what a release store
/// publishes is known to be visible after the acquire load that reads it.
///
/// `order` is one of `pathrouter_memory_order`; Swift passes a constant, and the inlined
/// `switch` the builtins expand to folds away.

/// The C11 memory orders the Swift side names (`AtomicOrdering` in PathRouterLocking).
typedef enum pathrouter_memory_order {
    pathrouter_relaxed = __ATOMIC_RELAXED,
    pathrouter_acquire = __ATOMIC_ACQUIRE,
    pathrouter_release = __ATOMIC_RELEASE,
    pathrouter_acquire_release = __ATOMIC_ACQ_REL,
    pathrouter_sequentially_consistent = __ATOMIC_SEQ_CST,
} pathrouter_memory_order;

/// Reads the word (relaxed, acquire or sequentially consistent).
static inline __attribute__((always_inline)) uint64_t
pathrouter_atomic_load(const uint64_t *_Nonnull word, pathrouter_memory_order order) {
    return __atomic_load_n(word, order);
}

/// Writes the word (relaxed, release or sequentially consistent).
static inline __attribute__((always_inline)) void
pathrouter_atomic_store(uint64_t *_Nonnull word, uint64_t value, pathrouter_memory_order order) {
    __atomic_store_n(word, value, order);
}

/// Writes the word and returns what it held.
static inline __attribute__((always_inline)) uint64_t
pathrouter_atomic_exchange(uint64_t *_Nonnull word, uint64_t value, pathrouter_memory_order order) {
    return __atomic_exchange_n(word, value, order);
}

/// Adds to the word (wrapping) and returns what it held.
static inline __attribute__((always_inline)) uint64_t
pathrouter_atomic_fetch_add(uint64_t *_Nonnull word, uint64_t operand, pathrouter_memory_order order) {
    return __atomic_fetch_add(word, operand, order);
}

/// Subtracts from the word (wrapping) and returns what it held.
static inline __attribute__((always_inline)) uint64_t
pathrouter_atomic_fetch_sub(uint64_t *_Nonnull word, uint64_t operand, pathrouter_memory_order order) {
    return __atomic_fetch_sub(word, operand, order);
}

/// The process-wide words (`AtomicGlobal` in PathRouterLocking), one per counter that a
/// navigation reads or bumps: statically allocated and zero at launch, so reaching one is an
/// address the linker resolves. (A Swift object held by a global is checked for
/// initialisation at every use.)
typedef enum pathrouter_global_word {
    /// The last screen id handed out (`Screen.ID.next()` in SceneHost).
    pathrouter_screen_ids,
    /// The last navigation id handed out (`NavigationHandle.id` in PathRouter).
    pathrouter_navigation_ids,
    /// How many event observers the process's registries have (`ObserverCount` in PathRouter).
    pathrouter_event_observers,
    pathrouter_global_word_count,
} pathrouter_global_word;

/// The words themselves, defined in PathRouterAtomics.c.
extern _Alignas(8) uint64_t pathrouter_global_words[pathrouter_global_word_count];

/// The address of one of the process-wide words.
static inline __attribute__((always_inline)) uint64_t *_Nonnull
pathrouter_global_word_address(pathrouter_global_word word) {
    return &pathrouter_global_words[word];
}

#endif
