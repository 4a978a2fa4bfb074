#ifndef PATHROUTER_RETAIN_H
#define PATHROUTER_RETAIN_H

/// Retains a native Swift object, from a call the Swift optimizer cannot see into.
///
/// `RouteTableSlot` (in PathRouter) must retain a table before it signals that it is done
/// reading the slot. A retain written in Swift is not a memory access to the optimizer, which
/// may move it past that atomic; a call into this separately compiled C function is, and it
/// stays where it is written. PathRouter declares it with `@_silgen_name` (Swift's calling
/// convention, hence `swiftcall`), so that modules importing PathRouter need not find this
/// module.
__attribute__((swiftcall)) void *_Nonnull pathrouter_retain(void *_Nonnull object);

#endif
