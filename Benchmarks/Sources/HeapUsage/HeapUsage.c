#include "HeapUsage.h"
#if defined(__linux__)
#include <malloc.h>
#endif

size_t heap_usage_allocated_bytes(void) {
#if defined(__GLIBC__)
    return mallinfo2().uordblks;
#else
    return 0;
#endif
}
