#ifndef CALLOCATOR_H
#define CALLOCATOR_H

/// Asks the C library's allocator to keep the blocks a program frees for its next allocations
/// instead of handing each one of over 128 KB back to the kernel: a process that renders image
/// after image of a few megabytes would otherwise fault every page of the next one in again,
/// zeroed. With glibc: freed blocks up to 32 MB are reused from the heap, and the heap keeps up
/// to 256 MB of free memory. Elsewhere it does nothing. Returns 1 when the settings were taken.
int cs_allocator_keep_freed_blocks(void);

#endif
