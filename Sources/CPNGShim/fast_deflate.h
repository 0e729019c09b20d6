// CellShot's own fast deflate encoder (internal to the shim).
#ifndef CPNGSHIM_FAST_DEFLATE_H
#define CPNGSHIM_FAST_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// Makes the first `upto` bytes of a deflate source ready (whole rows, at most all of them) and
/// returns how many are ready, or CS_PNG_ROWS_STOP to abandon the compression.
typedef size_t (*cs_png_rows_fn)(void *context, size_t upto);
#define CS_PNG_ROWS_STOP SIZE_MAX

/// Compresses `n` bytes into a complete zlib stream (header, deflate blocks, Adler-32) in a
/// buffer of `*out_capacity` bytes the caller frees with free() or gives back to the scratch
/// cache (slot CS_SCRATCH_ZBUF). `repeats` (NULL, or one flag per `row_bytes`-byte row) marks
/// rows that are filter byte 2 followed by zeros (a PNG row equal to the one above): they are
/// coded without being read. With a `produce` function the rows are made on demand, just
/// before the compressor reaches them (while they are in the cache); the flags in `repeats`
/// are read only for rows already produced. With NULL all `n` bytes are ready. Returns 0, 1
/// when `produce` stopped it (nothing is output), or -1 when memory runs out.
int cs_png_fast_deflate_zlib(const uint8_t *src, size_t n, size_t row_bytes, const uint8_t *repeats,
                         cs_png_rows_fn produce, void *context,
                         uint8_t **out, size_t *out_length, size_t *out_capacity);

#endif
