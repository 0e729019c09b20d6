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

// Stores `value` into `count` 32-bit words from `dst`.
void cs_fill_words(uint32_t *dst, ptrdiff_t count, uint32_t value);

// 1 when every 4th byte from offset 3 (alpha of RGBA8 pixels) of `count` bytes is 255, else 0.
int cs_all_alpha_opaque(const uint8_t *bytes, size_t count);

// The 128-bit pixel hash of `count` bytes of pixels for an image of `width` x `height`: four 64-bit
// multiply-rotate lanes over 32-byte blocks (little-endian words), a byte tail, then two mixed
// outputs. Writes the high and low words.
void cs_pixel_hash(const uint8_t *bytes, size_t count, uint64_t width, uint64_t height,
                   uint64_t *high, uint64_t *low);

#endif
