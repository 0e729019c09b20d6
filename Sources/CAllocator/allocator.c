#include "CAllocator.h"
#include <stdlib.h>
#if defined(__GLIBC__)
#include <malloc.h>
#endif

int cs_allocator_keep_freed_blocks(void) {
#if defined(__GLIBC__)
    // Setting a threshold turns glibc's own adjustment of both off, so both are set. The mmap
    // threshold's largest allowed value on 64-bit glibc is 32 MB.
    return mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1 && mallopt(M_TRIM_THRESHOLD, 256 << 20) == 1;
#else
    return 0;
#endif
}
