#ifndef PATHROUTER_RETAIN_H
#define PATHROUTER_RETAIN_H

#include <stdint.h>

/// Adds `n` strong references to a native Swift object at once (`swift_retain_n`), from a call
/// the Swift optimizer cannot see into.
///
/// `RouteTableSlot` (in PathRouter) hands its readers references that it took in advance: a
/// publish adds many at once before it makes the table visible, and gives back the unused
/// ones after it has replaced the table. The optimizer does not count a Swift retain or
/// release as a memory access, and may move one across an atomic; a call into this separately
/// compiled C function is one, and it stays where it is written. PathRouter declares these
/// with `@_silgen_name` (Swift's calling convention, hence `swiftcall`), so that modules
/// importing PathRouter need not find this module.
__attribute__((swiftcall)) void *_Nonnull pathrouter_retain_n(void *_Nonnull object, uint32_t n);

/// Gives back `n` strong references to a native Swift object at once (`swift_release_n`); the
/// object is freed if they were the last.
__attribute__((swiftcall)) void pathrouter_release_n(void *_Nonnull object, uint32_t n);

/// How many scenes the calling thread is running (`SceneThread` in PathRouter): a
/// thread-local count, one more when the thread claims a scene, one less when it gives it up
/// (`leave` returns 1 when that was its last scene and wake-ups wait, else 0).
__attribute__((swiftcall)) uint32_t pathrouter_scene_thread_enter(void);
__attribute__((swiftcall)) uint32_t pathrouter_scene_thread_leave(void);
__attribute__((swiftcall)) uint32_t pathrouter_scene_thread_depth(void);

/// The calling thread's deferred task wake-ups (a retained Swift object, or null): read,
/// taken (and cleared), or set.
__attribute__((swiftcall)) void *_Nullable pathrouter_scene_thread_deferred(void);
__attribute__((swiftcall)) void *_Nullable pathrouter_scene_thread_take_deferred(void);
__attribute__((swiftcall)) void pathrouter_scene_thread_set_deferred(void *_Nullable deferred);

#endif
