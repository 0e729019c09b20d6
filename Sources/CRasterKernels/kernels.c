#include "CRasterKernels.h"

#include <string.h>

// The compositor's rounding rule, t / 255 rounded half up for t in 0...65 025. A macro, so that an
// unoptimised build does not pay a call per channel.
#define DIV255(t) ((((t) + 128) + (((t) + 128) >> 8)) >> 8)

typedef uint16_t u16x8 __attribute__((vector_size(16)));
typedef uint8_t u8x4 __attribute__((vector_size(4)));

// DIV255 on 8 lanes: every product here is at most 255 * 255, so each sum stays below 2^16.
#define DIV255V(t) ((((t) + 128) + (((t) + 128) >> 8)) >> 8)

// Four pixels (16 bytes, `d`) through their four coverage bytes, as eight 16-bit lanes (clang's
// vector extensions: vector instructions even unoptimised): lane 2k holds R | G << 8 and lane
// 2k + 1 B | A << 8 of pixel k (little-endian), so low bytes are R, B and high bytes G, A. Each
// byte becomes div255(colour * m) + div255(d * (255 - div255(a * m))); for alpha (d = 255) that is
// 255 exactly, so alpha needs no case of its own.
static inline u16x8 blend_four(u16x8 d, const uint8_t *coverage, u16x8 low_colour, u16x8 high_colour,
                               u16x8 alpha) {
    u8x4 q;
    memcpy(&q, coverage, 4);
    u16x8 m = __builtin_convertvector(__builtin_shufflevector(q, q, 0, 0, 1, 1, 2, 2, 3, 3), u16x8);
    u16x8 am = alpha * m, lm = low_colour * m, hm = high_colour * m;
    u16x8 ia = 255 - DIV255V(am);
    u16x8 ld = (d & 255) * ia, hd = (d >> 8) * ia;
    u16x8 lo = DIV255V(lm) + DIV255V(ld);
    u16x8 hi = DIV255V(hm) + DIV255V(hd);
    return lo | hi << 8;
}

void cs_blend_solid_onto_opaque(uint8_t *dst, const uint8_t *coverage, ptrdiff_t count,
                                uint32_t r, uint32_t g, uint32_t b, uint32_t a) {
    if (a == 0 || a > 255 || r > a || g > a || b > a) return;
    uint16_t r16 = (uint16_t)r, g16 = (uint16_t)g, b16 = (uint16_t)b, a16 = (uint16_t)a;
    u16x8 low_colour = {r16, b16, r16, b16, r16, b16, r16, b16};
    u16x8 high_colour = {g16, a16, g16, a16, g16, a16, g16, a16};
    u16x8 alpha = {a16, a16, a16, a16, a16, a16, a16, a16};
    // The previous group's coverage, pixels and result: equal inputs (a shadow's flat band over
    // a plain background) reuse it.
    uint64_t last_q = 0;
    u16x8 last_d0 = {0}, last_d1 = {0}, last_v0 = {0}, last_v1 = {0};
    ptrdiff_t x = 0;
    for (; x + 8 <= count; x += 8) {
        uint64_t q;
        memcpy(&q, coverage + x, 8);
        if (q == 0) continue;
        uint8_t *p = dst + 4 * x;
        u16x8 d0, d1;
        memcpy(&d0, p, 16);
        memcpy(&d1, p + 16, 16);
        u16x8 changed = (d0 ^ last_d0) | (d1 ^ last_d1);
        uint64_t words[2];
        memcpy(words, &changed, 16);
        if (q == last_q && (words[0] | words[1]) == 0) {
            memcpy(p, &last_v0, 16);
            memcpy(p + 16, &last_v1, 16);
            continue;
        }
        last_q = q;
        last_d0 = d0;
        last_d1 = d1;
        last_v0 = blend_four(d0, coverage + x, low_colour, high_colour, alpha);
        last_v1 = blend_four(d1, coverage + x + 4, low_colour, high_colour, alpha);
        memcpy(p, &last_v0, 16);
        memcpy(p + 16, &last_v1, 16);
    }
    for (; x < count; x++) {
        uint32_t m = coverage[x];
        if (m == 0) continue;
        uint8_t *p = dst + 4 * x;
        uint32_t ia = 255 - DIV255(a * m);
        p[0] = (uint8_t)(DIV255(r * m) + DIV255(p[0] * ia));
        p[1] = (uint8_t)(DIV255(g * m) + DIV255(p[1] * ia));
        p[2] = (uint8_t)(DIV255(b * m) + DIV255(p[2] * ia));
        p[3] = 255;
    }
}

void cs_fill_words(uint32_t *dst, ptrdiff_t count, uint32_t value) {
    if (count <= 0) return;
    if ((value & 0xFF) * 0x01010101u == value) {
        memset(dst, (int)(value & 0xFF), (size_t)count * 4);
        return;
    }
#if defined(__OPTIMIZE__)
    // Optimised, the plain loop becomes vector stores.
    for (ptrdiff_t i = 0; i < count; i++) dst[i] = value;
#else
    // Unoptimised: one word, then copies of what is written so far, each memcpy doubling it.
    dst[0] = value;
    ptrdiff_t done = 1;
    while (done < count) {
        ptrdiff_t n = done < count - done ? done : count - done;
        memcpy(dst + done, dst, (size_t)n * 4);
        done += n;
    }
#endif
}

int cs_all_alpha_opaque(const uint8_t *bytes, size_t count) {
    for (size_t i = 3; i < count; i += 4) {
        if (bytes[i] != 255) return 0;
    }
    return 1;
}

void cs_blend_mask_onto_opaque(uint8_t *dst, ptrdiff_t dst_stride, const uint8_t *coverage,
                               ptrdiff_t coverage_stride, ptrdiff_t width, ptrdiff_t height,
                               uint32_t r, uint32_t g, uint32_t b, uint32_t a) {
    for (ptrdiff_t y = 0; y < height; y++) {
        cs_blend_solid_onto_opaque(dst + y * dst_stride, coverage + y * coverage_stride, width, r, g, b, a);
    }
}

static inline uint64_t load_le64(const uint8_t *p) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    uint64_t v;
    memcpy(&v, p, 8);
    return v;
#else
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 |
           (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
#endif
}

static const uint64_t P1 = 0x9E3779B185EBCA87ULL, P2 = 0xC2B2AE3D27D4EB4FULL;

// One lane step: (acc + input * P2) rotated left by 31, times P1. A macro, so an unoptimised
// build does not pay a call per word.
#define HASH_ROUND(acc, input) \
    ((((acc) + (input) * P2) << 31 | ((acc) + (input) * P2) >> 33) * P1)

static inline uint64_t hash_mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xFF51AFD7ED558CCDULL;
    x ^= x >> 33;
    x *= 0xC4CEB9FE1A85EC53ULL;
    return x ^ (x >> 33);
}

static inline uint64_t rotl(uint64_t v, int k) { return (v << k) | (v >> (64 - k)); }

void cs_pixel_hash(const uint8_t *bytes, size_t count, uint64_t width, uint64_t height,
                   uint64_t *high, uint64_t *low) {
    uint64_t a = 0x6A09E667F3BCC908ULL ^ width, b = 0xBB67AE8584CAA73BULL ^ height;
    uint64_t c = 0x3C6EF372FE94F82BULL, d = 0xA54FF53A5F1D36F1ULL;
    size_t i = 0;
    for (; i + 32 <= count; i += 32) {
        uint64_t w0 = load_le64(bytes + i), w1 = load_le64(bytes + i + 8);
        uint64_t w2 = load_le64(bytes + i + 16), w3 = load_le64(bytes + i + 24);
        a = HASH_ROUND(a, w0);
        b = HASH_ROUND(b, w1);
        c = HASH_ROUND(c, w2);
        d = HASH_ROUND(d, w3);
    }
    uint64_t tail = 0;
    for (; i < count; i++) tail = HASH_ROUND(tail ^ (uint64_t)bytes[i], P1);
    d = HASH_ROUND(d, tail);
    uint64_t n = (uint64_t)count;
    uint64_t h = hash_mix((rotl(a, 1) + rotl(b, 7) + rotl(c, 12) + rotl(d, 18)) ^ n);
    *high = h;
    *low = hash_mix((h ^ (a * P2) ^ rotl(b, 29) ^ (c * P1) ^ rotl(d, 45)) + n);
}
