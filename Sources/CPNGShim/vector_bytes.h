// Byte-block comparisons in 16-byte vectors (clang's vector extension: SSE2 on x86-64, NEON on
// arm64), inlined even in an unoptimised build. Internal to the shim.
#ifndef CPNGSHIM_VECTOR_BYTES_H
#define CPNGSHIM_VECTOR_BYTES_H

#include <stdint.h>
#include <string.h>

#define CS_PNG_INLINE static inline __attribute__((always_inline))

typedef uint64_t cs_png_lanes16 __attribute__((vector_size(16)));
typedef uint8_t cs_png_bytes16 __attribute__((vector_size(16)));

CS_PNG_INLINE cs_png_lanes16 cs_png_load16(const uint8_t *p) {
    cs_png_lanes16 v;
    memcpy(&v, p, 16);
    return v;
}

CS_PNG_INLINE int cs_png_lanes_zero(cs_png_lanes16 v) { return (v[0] | v[1]) == 0; }

/// Whether the 32 bytes at `a` and `b` are equal.
CS_PNG_INLINE int cs_png_same32(const uint8_t *a, const uint8_t *b) {
    return cs_png_lanes_zero((cs_png_load16(a) ^ cs_png_load16(b)) |
                             (cs_png_load16(a + 16) ^ cs_png_load16(b + 16)));
}

/// Whether the 64 bytes at `a` and `b` are equal.
CS_PNG_INLINE int cs_png_same64(const uint8_t *a, const uint8_t *b) {
    return cs_png_lanes_zero((cs_png_load16(a) ^ cs_png_load16(b)) |
                             (cs_png_load16(a + 16) ^ cs_png_load16(b + 16)) |
                             (cs_png_load16(a + 32) ^ cs_png_load16(b + 32)) |
                             (cs_png_load16(a + 48) ^ cs_png_load16(b + 48)));
}

/// Whether the 32 bytes at `p` are all zero.
CS_PNG_INLINE int cs_png_zero32(const uint8_t *p) {
    return cs_png_lanes_zero(cs_png_load16(p) | cs_png_load16(p + 16));
}

/// Whether the 64 bytes at `p` are all zero.
CS_PNG_INLINE int cs_png_zero64(const uint8_t *p) {
    return cs_png_lanes_zero(cs_png_load16(p) | cs_png_load16(p + 16) | cs_png_load16(p + 32) |
                             cs_png_load16(p + 48));
}

#endif
