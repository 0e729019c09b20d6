#include "CRasterKernels.h"

#include <string.h>

// The compositor's rounding rule, t / 255 rounded half up for t in 0...65 025. A macro, so that an
// unoptimised build does not pay a call per channel.
#define DIV255(t) ((((t) + 128) + (((t) + 128) >> 8)) >> 8)

typedef uint16_t u16x8 __attribute__((vector_size(16)));
typedef uint8_t u8x4 __attribute__((vector_size(4)));

// DIV255 on 8 lanes: every product here is at most 255 * 255, so each sum stays below 2^16.
static inline u16x8 div255v(u16x8 t) {
    u16x8 u = t + 128;
    return (u + (u >> 8)) >> 8;
}

// Four pixels (16 bytes) through their four coverage bytes, as eight 16-bit lanes (clang's vector
// extensions: vector instructions even unoptimised): lane 2k holds R | G << 8 and lane 2k + 1
// B | A << 8 of pixel k (little-endian), so low bytes are R, B and high bytes G, A. Each byte
// becomes div255(colour * m) + div255(d * (255 - div255(a * m))); for alpha (d = 255) that is 255
// exactly, so alpha needs no case of its own.
static inline void blend_four(uint8_t *p, const uint8_t *coverage, u16x8 low_colour, u16x8 high_colour,
                              u16x8 alpha) {
    u8x4 q;
    memcpy(&q, coverage, 4);
    u16x8 m = __builtin_convertvector(__builtin_shufflevector(q, q, 0, 0, 1, 1, 2, 2, 3, 3), u16x8);
    u16x8 d;
    memcpy(&d, p, 16);
    u16x8 ia = 255 - div255v(alpha * m);
    u16x8 lo = div255v(low_colour * m) + div255v((d & 255) * ia);
    u16x8 hi = div255v(high_colour * m) + div255v((d >> 8) * ia);
    u16x8 v = lo | hi << 8;
    memcpy(p, &v, 16);
}

void cs_blend_solid_onto_opaque(uint8_t *dst, const uint8_t *coverage, ptrdiff_t count,
                                uint32_t r, uint32_t g, uint32_t b, uint32_t a) {
    if (a == 0 || a > 255 || r > a || g > a || b > a) return;
    uint16_t r16 = (uint16_t)r, g16 = (uint16_t)g, b16 = (uint16_t)b, a16 = (uint16_t)a;
    u16x8 low_colour = {r16, b16, r16, b16, r16, b16, r16, b16};
    u16x8 high_colour = {g16, a16, g16, a16, g16, a16, g16, a16};
    u16x8 alpha = {a16, a16, a16, a16, a16, a16, a16, a16};
    // The previous group's inputs and result: equal inputs (a shadow's flat band over a plain
    // background) reuse it.
    uint64_t last_q = 0;
    uint8_t last_p[32], last_v[32];
    memset(last_p, 0, 32);
    memset(last_v, 0, 32);
    ptrdiff_t x = 0;
    for (; x + 8 <= count; x += 8) {
        uint64_t q;
        memcpy(&q, coverage + x, 8);
        if (q == 0) continue;
        uint8_t *p = dst + 4 * x;
        if (q == last_q && memcmp(p, last_p, 32) == 0) {
            memcpy(p, last_v, 32);
            continue;
        }
        last_q = q;
        memcpy(last_p, p, 32);
        blend_four(p, coverage + x, low_colour, high_colour, alpha);
        blend_four(p + 16, coverage + x + 4, low_colour, high_colour, alpha);
        memcpy(last_v, p, 32);
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
    for (ptrdiff_t i = 0; i < count; i++) dst[i] = value;
}

int cs_all_alpha_opaque(const uint8_t *bytes, size_t count) {
    for (size_t i = 3; i < count; i += 4) {
        if (bytes[i] != 255) return 0;
    }
    return 1;
}

static inline uint64_t load_le64(const uint8_t *p) {
    return (uint64_t)p[0] | (uint64_t)p[1] << 8 | (uint64_t)p[2] << 16 | (uint64_t)p[3] << 24 |
           (uint64_t)p[4] << 32 | (uint64_t)p[5] << 40 | (uint64_t)p[6] << 48 | (uint64_t)p[7] << 56;
}

static const uint64_t P1 = 0x9E3779B185EBCA87ULL, P2 = 0xC2B2AE3D27D4EB4FULL;

static inline uint64_t hash_round(uint64_t acc, uint64_t input) {
    uint64_t x = acc + input * P2;
    return ((x << 31) | (x >> 33)) * P1;
}

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
        a = hash_round(a, load_le64(bytes + i));
        b = hash_round(b, load_le64(bytes + i + 8));
        c = hash_round(c, load_le64(bytes + i + 16));
        d = hash_round(d, load_le64(bytes + i + 24));
    }
    uint64_t tail = 0;
    for (; i < count; i++) tail = hash_round(tail ^ (uint64_t)bytes[i], P1);
    d = hash_round(d, tail);
    uint64_t n = (uint64_t)count;
    uint64_t h = hash_mix((rotl(a, 1) + rotl(b, 7) + rotl(c, 12) + rotl(d, 18)) ^ n);
    *high = h;
    *low = hash_mix((h ^ (a * P2) ^ rotl(b, 29) ^ (c * P1) ^ rotl(d, 45)) + n);
}
