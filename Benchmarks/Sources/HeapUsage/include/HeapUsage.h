#ifndef HEAP_USAGE_H
#define HEAP_USAGE_H
#include <stddef.h>

/// Bytes currently allocated through malloc (glibc's mallinfo2().uordblks), or 0 where unknown.
size_t heap_usage_allocated_bytes(void);

#endif
