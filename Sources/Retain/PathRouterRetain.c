#include "PathRouterRetain.h"

extern void *swift_retain_n(void *object, uint32_t n);
extern void swift_release_n(void *object, uint32_t n);

void *pathrouter_retain_n(void *object, uint32_t n) {
    return swift_retain_n(object, n);
}

void pathrouter_release_n(void *object, uint32_t n) {
    swift_release_n(object, n);
}

void pathrouter_opaque_barrier(void) {}
