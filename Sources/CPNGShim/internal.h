// Shared between the shim's C files; not part of the public header.
#ifndef CPNGSHIM_INTERNAL_H
#define CPNGSHIM_INTERNAL_H

#include "CPNGShim.h"
#include <png.h>
#include <zlib.h>

/// Where libpng's error and warning handlers leave their findings.
typedef struct {
    cs_png_result *result;
    int user_limit_hit;   // a warning said a user limit was exceeded
    char warning[128];    // the last warning, kept for a more precise IHDR message
} diag;

/// Memory the fused encoder holds while it runs; freed on success and after a longjmp.
typedef struct {
    uint8_t *block;       // row buffers, filter candidates, zlib staging and output
    z_stream zs;
    int zs_live;          // deflateInit2 succeeded, deflateEnd still due
    int header_written;   // the first IDAT (with the zlib header) is out
    uint8_t *repeats;     // fast deflate, `up` only: 1 for each row equal to the one above
    uint8_t *zbuf;        // fast deflate: the zlib stream (from the scratch cache)
    size_t zbuf_capacity;
    uint64_t data_size;   // filtered bytes in the whole image
} fused_scratch;

/// State behind a write: diagnostics, the output buffer, scratch memory.
typedef struct {
    diag diag;
    cs_png_buffer *out;
    fused_scratch scratch;
} writer;

void cs_png_copy_message(char *dst, size_t cap, const char *src);
void cs_png_on_error(png_structp png, png_const_charp message);
void cs_png_on_warning(png_structp png, png_const_charp message);
int cs_png_fail(cs_png_result *r, int status, const char *message);
void cs_png_on_write(png_structp png, png_bytep bytes, size_t count);
void cs_png_on_flush(png_structp png);

/// Filters RGBA8 rows (dropping alpha when `channels` is 3; 0: when every alpha is 255),
/// deflates them and writes the IHDR (with `info`) and IDAT chunks through `png`. Calls
/// png_error on failure (inside the caller's setjmp).
void cs_png_fused_write_image(png_structp png, png_infop info, const uint8_t *rgba, size_t stride,
                              uint32_t width, uint32_t height, int channels,
                              const cs_png_encode_options *options, fused_scratch *scratch);
/// True when every pixel of the RGBA8 rows has alpha 255.
int cs_png_rgba_opaque(const uint8_t *rgba, size_t stride, uint32_t width, uint32_t height);
void cs_png_fused_scratch_free(fused_scratch *scratch);

#endif
