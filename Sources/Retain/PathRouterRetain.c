#include "PathRouterRetain.h"

extern void *swift_retain_n(void *object, uint32_t n);
extern void swift_release_n(void *object, uint32_t n);

void *pathrouter_retain_n(void *object, uint32_t n) {
    return swift_retain_n(object, n);
}

void pathrouter_release_n(void *object, uint32_t n) {
    swift_release_n(object, n);
}

static _Thread_local uint32_t scene_thread_depth;
static _Thread_local void *scene_thread_deferred;

uint32_t pathrouter_scene_thread_enter(void) {
    return ++scene_thread_depth;
}

uint32_t pathrouter_scene_thread_leave(void) {
    return --scene_thread_depth == 0 && scene_thread_deferred != 0;
}

uint32_t pathrouter_scene_thread_depth(void) {
    return scene_thread_depth;
}

void *pathrouter_scene_thread_take_deferred(void) {
    void *deferred = scene_thread_deferred;
    scene_thread_deferred = 0;
    return deferred;
}

void *pathrouter_scene_thread_deferred(void) {
    return scene_thread_deferred;
}

void pathrouter_scene_thread_set_deferred(void *deferred) {
    scene_thread_deferred = deferred;
}
