#ifndef CRASTERKERNELS_H
#define CRASTERKERNELS_H

#include <stddef.h>
#include <stdint.h>

// Pixel kernels for CellShotRaster and CellShotPNG, written in C so that a debug build of the
// package (Swift at -Onone, where SIMD and generic code run 50-100x slower than optimised) keeps
// them fast. Each computes exactly the bytes of the Swift rule it replaces: the compositor's one
// rounding rule div255(t) = (t + 128 + ((t + 128) >> 8)) >> 8 on products of two bytes.

// Source-over of the premultiplied colour (r, g, b, a), scaled by coverage[i] / 255, onto `count`
// opaque premultiplied pixels (R, G, B, A bytes in memory order) from `dst`. Each channel becomes
// div255(colour * m) + div255(d * (255 - div255(a * m))) and alpha stays 255. Does nothing when
// the colour is not premultiplied (a channel above alpha, alpha 0 or above 255).
void cs_blend_solid_onto_opaque(uint8_t *dst, const uint8_t *coverage, ptrdiff_t count,
                                uint32_t r, uint32_t g, uint32_t b, uint32_t a);

// cs_blend_solid_onto_opaque over `height` rows of `width` pixels: row y of pixels starts at
// dst + y * dst_stride (bytes), its coverage at coverage + y * coverage_stride.
void cs_blend_mask_onto_opaque(uint8_t *dst, ptrdiff_t dst_stride, const uint8_t *coverage,
                               ptrdiff_t coverage_stride, ptrdiff_t width, ptrdiff_t height,
                               uint32_t r, uint32_t g, uint32_t b, uint32_t a);

// One span of a row of coverage: columns x0..<x1 of row y; `constant` >= 0 is the coverage of every
// pixel, -1 means the next x1 - x0 bytes of the recording's bytes hold it.
typedef struct {
    int32_t y, x0, x1;
    int16_t constant;
} cs_span;

// Blends the premultiplied colour (r, g, b, a) through `count` recorded spans onto `pixels`, rows of
// `width` premultiplied pixels: each span's coverage (its constant, or the next bytes of `bytes`)
// is written to `row` (indexed by column, at least `width` bytes), multiplied by the clip row
// `clip + y * width` when `clip` is not NULL (k = 255 keeps, k = 0 clears, else div255(c * k)),
// then blended: cs_blend_solid_onto_opaque when `onto_opaque`, else source-over per pixel with the
// colour scaled by coverage on packed lanes. Unclipped fully covered spans of an opaque colour are
// stored as whole words. Spans are trusted to lie within the pixels (the canvas records them so).
void cs_blend_spans_solid(uint8_t *pixels, ptrdiff_t width, const cs_span *spans, ptrdiff_t count,
                          const uint8_t *bytes, const uint8_t *clip, uint8_t *row, uint32_t r, uint32_t g,
                          uint32_t b, uint32_t a, int onto_opaque);

// The coverage byte of an accumulated signed area `sum` (a full pixel is 65 536): |sum|, folded
// (even-odd: modulo 2 pixels, mirrored above one) or capped at one (non-zero), scaled to 0...255
// as (c * 255 + 32 768) >> 16.
uint8_t cs_coverage_byte(int64_t sum, int even_odd);

// Adds `count` accumulator cells to the running `sum` one by one, storing each prefix's coverage
// byte into `out`; returns the final sum.
int64_t cs_coverage_bytes(const int32_t *cells, ptrdiff_t count, int64_t sum, int even_odd, uint8_t *out);

// Asks the kernel to back the whole 2 MiB pages inside `count` bytes from `start` with huge pages
// (Linux: madvise MADV_HUGEPAGE; elsewhere nothing). A hint only: the bytes are unchanged.
void cs_advise_huge_pages(void *start, size_t count);

// Stores `value` into `count` 32-bit words from `dst`.
void cs_fill_words(uint32_t *dst, ptrdiff_t count, uint32_t value);

// Stores `value` into every word of `height` rows of `width` words from `words`, except, when
// `skip` is not NULL, columns skip[2y]..<skip[2y + 1] of row y (none when the first is not less;
// clamped to the row), which get `mark` when `mark_skipped` and are left alone otherwise. Rows are
// copied from one row of `value` built once, so the cost per row is a copy, not a fill.
void cs_fill_rows_skipping(uint32_t *words, ptrdiff_t width, ptrdiff_t height, uint32_t value,
                           const int32_t *skip, uint32_t mark, int mark_skipped);

// Merges into `runs` (two words per row: columns runs[2y]..<runs[2y + 1], none when the first is
// not less) the spans of coverage 255 among `count` recorded spans, clipped to the columns x0..<x1
// of rows y0..<y1: a run overlapping or touching the row's joins it, else the longer is kept.
void cs_merge_opaque_runs(const cs_span *spans, ptrdiff_t count, int32_t x0, int32_t y0, int32_t x1, int32_t y1,
                          int32_t *runs);

// 1 when every 4th byte from offset 3 (alpha of RGBA8 pixels) of `count` bytes is 255, else 0.
int cs_all_alpha_opaque(const uint8_t *bytes, size_t count);

// The 128-bit pixel hash of `count` bytes of pixels for an image of `width` x `height`: four 64-bit
// multiply-rotate lanes over 32-byte blocks (little-endian words), a byte tail, then two mixed
// outputs. Writes the high and low words.
void cs_pixel_hash(const uint8_t *bytes, size_t count, uint64_t width, uint64_t height,
                   uint64_t *high, uint64_t *low);

// The passes of a backdrop blur over premultiplied RGBA8 (`width` x `height` pixels, rows packed),
// each average rounded by BoxBlur's rule ((sum * recip + 2^31) >> 32, recip = (2^32 + n / 2) / n).
// A box of odd width `window` along each row, the end pixels repeated beyond the ends (`padded`:
// scratch of (width + window) * 4 bytes).
void cs_backdrop_rows(const uint8_t *src, uint8_t *dst, ptrdiff_t width, ptrdiff_t height, ptrdiff_t window,
                      uint8_t *padded);
// The same box down the columns, the top and bottom rows repeated (`sums`: scratch of width * 4).
void cs_backdrop_columns(const uint8_t *src, uint8_t *dst, ptrdiff_t width, ptrdiff_t height, ptrdiff_t window,
                         uint32_t *sums);
// Each `factor` x `factor` block (fewer pixels at the right and bottom) as its average rounded half
// up, into ceil(width / factor) x ceil(height / factor) pixels.
void cs_backdrop_reduce(const uint8_t *src, ptrdiff_t width, ptrdiff_t height, ptrdiff_t factor, uint8_t *out);
// A reduced `sw` x `sh` buffer scaled back to `dw` x `dh` bilinearly, sampling block centres, the
// weights in 1 / (2 * factor) steps.
void cs_backdrop_enlarge(const uint8_t *src, ptrdiff_t sw, ptrdiff_t sh, ptrdiff_t dw, ptrdiff_t dh, ptrdiff_t factor,
                         uint8_t *out);

#endif
