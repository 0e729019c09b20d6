// CellShot's own fast deflate encoder (internal to the shim).
#ifndef CPNGSHIM_FAST_DEFLATE_H
#define CPNGSHIM_FAST_DEFLATE_H

#include <stddef.h>
#include <stdint.h>

/// Writes the next row to compress at `row`; returns 0, or 1 to abandon the compression.
typedef int (*cs_png_row_fn)(void *context, uint8_t *row);

/// Compresses `n` bytes of rows (`row_bytes` each) into a complete zlib stream (header,
/// deflate blocks, Adler-32) in a buffer of `*out_capacity` bytes the caller frees with free()
/// or gives back to the scratch cache (slot CS_SCRATCH_ZBUF). `produce` writes each row just
/// before the compressor reaches it (while it is in the cache). `repeats` is NULL, or (`up`
/// filter only: every row begins with byte 2) one flag per row, set by `produce`, marking rows
/// that are byte 2 and zeros (equal to the row above): those are coded without being read,
/// and the rows then live in a window of about a megabyte that slides instead of one buffer
/// for the image. Returns 0, 1 when `produce` stopped it (nothing is output), or -1 when
/// memory runs out.
int cs_png_fast_deflate_zlib(size_t n, size_t row_bytes, const uint8_t *repeats,
                         cs_png_row_fn produce, void *context,
                         uint8_t **out, size_t *out_length, size_t *out_capacity);

#endif
