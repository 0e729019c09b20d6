#include "CRasterKernels.h"

#include <string.h>

static inline uint32_t div255(uint32_t t) {
    uint32_t u = t + 128;
    return (u + (u >> 8)) >> 8;
}

// Eight pixels (32 bytes) through their eight coverage bytes. The alpha byte needs no case of its
// own: with d = 255, div255(a * m) + div255(255 * (255 - div255(a * m))) is 255 exactly.
static inline void blend_group(uint8_t *p, const uint8_t *coverage, const uint32_t colour[4], uint32_t a) {
    uint8_t out[32];
    for (int j = 0; j < 32; j++) {
        uint32_t m = coverage[j >> 2];
        uint32_t ia = 255 - div255(a * m);
        out[j] = (uint8_t)(div255(colour[j & 3] * m) + div255(p[j] * ia));
    }
    memcpy(p, out, 32);
}

void cs_blend_solid_onto_opaque(uint8_t *dst, const uint8_t *coverage, ptrdiff_t count,
                                uint32_t r, uint32_t g, uint32_t b, uint32_t a) {
    if (a == 0 || a > 255 || r > a || g > a || b > a) return;
    const uint32_t colour[4] = {r, g, b, a};
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
        blend_group(p, coverage + x, colour, a);
        memcpy(last_v, p, 32);
    }
    for (; x < count; x++) {
        uint32_t m = coverage[x];
        if (m == 0) continue;
        uint8_t *p = dst + 4 * x;
        uint32_t ia = 255 - div255(a * m);
        p[0] = (uint8_t)(div255(r * m) + div255(p[0] * ia));
        p[1] = (uint8_t)(div255(g * m) + div255(p[1] * ia));
        p[2] = (uint8_t)(div255(b * m) + div255(p[2] * ia));
        p[3] = 255;
    }
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
