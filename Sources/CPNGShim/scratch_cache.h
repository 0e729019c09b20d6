// Per-thread reuse of the encoder's large buffers (internal to the shim).
#ifndef CPNGSHIM_SCRATCH_CACHE_H
#define CPNGSHIM_SCRATCH_CACHE_H

#include <stddef.h>

/// The buffers kept between encodes, one of each per thread.
enum { CS_SCRATCH_FILTERED, CS_SCRATCH_ZBUF, CS_SCRATCH_HEAD, CS_SCRATCH_SYMBOLS, CS_SCRATCH_SLOTS };

/// A malloc'd buffer of at least `size` bytes (contents undefined), taken out of this thread's
/// cache when the one kept there is big enough; `*capacity` receives its real size. The caller
/// owns it until it hands it back with cs_png_scratch_give (or frees it with free()). NULL when
/// memory runs out.
void *cs_png_scratch_take(int slot, size_t size, size_t *capacity);

/// Gives `bytes` (of `capacity` bytes, from cs_png_scratch_take or malloc) back to this thread's
/// cache, or frees it when it is over the kept limit or the slot is full. NULL is ignored.
void cs_png_scratch_give(int slot, void *bytes, size_t capacity);

#endif
