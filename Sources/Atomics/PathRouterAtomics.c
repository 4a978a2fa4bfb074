#include "PathRouterAtomics.h"

// The operations live in the header, inlined where Swift calls them; this file holds the
// process-wide words. It refuses to build for a platform where a 64-bit atomic is not
// lock-free: there the builtins would call a lock in libatomic instead.
_Static_assert(__atomic_always_lock_free(sizeof(uint64_t), 0), "PathRouter needs lock-free 64-bit atomics");

_Alignas(8) uint64_t pathrouter_global_words[pathrouter_global_word_count];
