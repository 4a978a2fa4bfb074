#include "PathRouterRetain.h"

extern void *swift_retain(void *object);

void *pathrouter_retain(void *object) {
    return swift_retain(object);
}
