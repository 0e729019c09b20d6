// A fast deflate (RFC 1951) in a zlib wrapper (RFC 1950), tuned for PNG-filtered UI rows:
// long runs of zero bytes are found by scanning words and coded as distance-1 matches; other
// bytes go through a greedy LZ77 matcher over a one-way hash of 4-byte strings (every position
// inserted, except inside matches over LONG_MATCH bytes: only their ends); blocks use dynamic Huffman codes. Deterministic: integer arithmetic, fixed tables.
#include "fast_deflate.h"
#include "CPNGShim.h"
#include "scratch_cache.h"
#include "vector_bytes.h"

#include <stdlib.h>
#include <string.h>
#include <zlib.h>

enum {
    WINDOW = 32768,
    HASH_BITS = 15,
    LONG_MATCH = 16,  // matches longer than this index only their ends
    SLIDING_BYTES = 1 << 20,  // the sliding window's least size: stays in the cache
    AHEAD_BYTES = 1 << 18,  // rows filtered ahead of the deflate at once, while they stream in
    MAX_MATCH = 258,
    BLOCK_SYMBOLS = 1 << 15,
    LITLEN_CODES = 286,
    DIST_CODES = 30,
    CL_CODES = 19
};

typedef struct {
    uint8_t *bytes;
    size_t length, capacity;
    uint64_t acc;
    int count;
    int failed;
} bit_writer;

static int reserve(bit_writer *w, size_t extra) {
    if (w->failed) {
        w->count = 0;  // keep later put_bits calls harmless
        w->acc = 0;
        return 0;
    }
    if (w->length + extra <= w->capacity) return 1;
    size_t cap = w->capacity ? w->capacity : 4096;
    while (cap < w->length + extra) {
        if (cap > SIZE_MAX / 2) { w->failed = 1; w->count = 0; w->acc = 0; return 0; }
        cap *= 2;
    }
    uint8_t *grown = (uint8_t *)realloc(w->bytes, cap);
    if (!grown) { w->failed = 1; w->count = 0; w->acc = 0; return 0; }
    w->bytes = grown;
    w->capacity = cap;
    return 1;
}

/// Appends `n` ≤ 32 bits, least significant first.
static inline void put_bits(bit_writer *w, uint32_t bits, int n) {
    w->acc |= (uint64_t)bits << w->count;
    w->count += n;
    if (w->count >= 32) {
        if (!reserve(w, 4)) return;
        uint8_t *p = w->bytes + w->length;
        p[0] = (uint8_t)w->acc; p[1] = (uint8_t)(w->acc >> 8);
        p[2] = (uint8_t)(w->acc >> 16); p[3] = (uint8_t)(w->acc >> 24);
        w->length += 4;
        w->acc >>= 32;
        w->count -= 32;
    }
}

static void flush_bits(bit_writer *w) {
    while (w->count > 0) {
        if (!reserve(w, 1)) return;
        w->bytes[w->length++] = (uint8_t)w->acc;
        w->acc >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
    w->acc = 0;
}

static void put_byte(bit_writer *w, uint8_t b) {
    if (!reserve(w, 1)) return;
    w->bytes[w->length++] = b;
}

// MARK: - Symbols

static const uint16_t LEN_BASE[29] = { 3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                       35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258 };
static const uint8_t LEN_EXTRA[29] = { 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                       3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0 };
static const uint16_t DIST_BASE[30] = { 1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193,
                                        257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097, 6145,
                                        8193, 12289, 16385, 24577 };
static const uint8_t DIST_EXTRA[30] = { 0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6,
                                        7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13 };

static inline int top_bit(uint32_t v) { return 31 - __builtin_clz(v); }

/// Length code index 0…28 for a match length 3…258.
static inline int length_code(int length) {
    if (length == 258) return 28;
    int l = length - 3;
    if (l < 8) return l;
    int b = top_bit((uint32_t)l);
    return 4 * (b - 1) + ((l >> (b - 2)) & 3);
}

/// Distance code 0…29 for a distance 1…32768.
static inline int distance_code(int distance) {
    int d = distance - 1;
    if (d < 4) return d;
    int b = top_bit((uint32_t)d);
    return 2 * b + ((d >> (b - 1)) & 1);
}

// A symbol, in the fields its bits are written from: bits 0–8 the first field (a literal byte,
// or 256 + a match's length - 3), bits 9–13 the distance code (NO_DISTANCE for a literal),
// bits 14–26 the distance's extra bits.
enum { NO_DISTANCE = DIST_CODES };
#define SYMBOL(first, code, extra) ((uint32_t)(first) | (uint32_t)(code) << 9 | (uint32_t)(extra) << 14)

// MARK: - Huffman codes

/// qsort order of 64-bit keys, ascending.
static int compare_keys(const void *a, const void *b) {
    const uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
    return (x > y) - (x < y);
}

/// Code lengths (≤ `limit`) for `n` symbols with frequencies `freq_in`; at least two must be non-zero.
static void code_lengths(const uint32_t *freq_in, int n, int limit, uint8_t *lengths) {
    uint32_t freq[LITLEN_CODES];
    int order[LITLEN_CODES];
    uint32_t weight[2 * LITLEN_CODES];
    int parent[2 * LITLEN_CODES];
    uint8_t depth[2 * LITLEN_CODES];
    memcpy(freq, freq_in, sizeof(uint32_t) * (size_t)n);
    memset(lengths, 0, (size_t)n);
    for (;;) {
        // The used symbols by (frequency, symbol): each key is unique, so the order is too.
        uint64_t keys[LITLEN_CODES];
        int m = 0;
        for (int s = 0; s < n; s++) if (freq[s]) keys[m++] = (uint64_t)freq[s] << 16 | (uint64_t)s;
        qsort(keys, (size_t)m, sizeof keys[0], compare_keys);
        for (int i = 0; i < m; i++) order[i] = (int)(keys[i] & 0xFFFF);
        for (int i = 0; i < m; i++) weight[i] = freq[order[i]];
        int leaf = 0, inner = m, next = m;
        while (next < 2 * m - 1) {
            int pick[2];
            for (int k = 0; k < 2; k++) {
                if (leaf < m && (inner >= next || weight[leaf] <= weight[inner])) pick[k] = leaf++;
                else pick[k] = inner++;
            }
            weight[next] = weight[pick[0]] + weight[pick[1]];
            parent[pick[0]] = parent[pick[1]] = next;
            next++;
        }
        int root = 2 * m - 2, deepest = 0;
        depth[root] = 0;
        for (int k = root - 1; k >= 0; k--) {
            depth[k] = (uint8_t)(depth[parent[k]] + 1);
            if (k < m && depth[k] > deepest) deepest = depth[k];
        }
        if (deepest <= limit) {
            for (int i = 0; i < m; i++) lengths[order[i]] = depth[i];
            return;
        }
        // Too deep: flatten the frequencies and build again.
        for (int s = 0; s < n; s++) if (freq[s]) freq[s] = (freq[s] >> 1) | 1;
    }
}

void cs_png_test_code_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths) {
    if (count < 2 || count > LITLEN_CODES) return;
    code_lengths(frequencies, count, limit, lengths);
}

/// Canonical codes for `lengths`, bit-reversed for LSB-first output.
static void canonical_codes(const uint8_t *lengths, int n, uint16_t *codes) {
    uint16_t count[16] = { 0 }, next[16];
    for (int s = 0; s < n; s++) count[lengths[s]]++;
    count[0] = 0;
    uint16_t code = 0;
    for (int bits = 1; bits < 16; bits++) {
        code = (uint16_t)((code + count[bits - 1]) << 1);
        next[bits] = code;
    }
    for (int s = 0; s < n; s++) {
        int len = lengths[s];
        if (!len) { codes[s] = 0; continue; }
        uint16_t c = next[len]++, r = 0;
        for (int i = 0; i < len; i++) { r = (uint16_t)((r << 1) | (c & 1)); c >>= 1; }
        codes[s] = r;
    }
}

static void ensure_two(uint32_t *freq, int n) {
    int used = 0;
    for (int s = 0; s < n && used < 2; s++) if (freq[s]) used++;
    for (int s = 0; s < n && used < 2; s++) if (!freq[s]) { freq[s] = 1; used++; }
}

/// Stores `v` as eight little-endian bytes at `p`.
static inline void store64le(uint8_t *p, uint64_t v) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    memcpy(p, &v, 8);
#else
    for (int k = 0; k < 8; k++) p[k] = (uint8_t)(v >> (8 * k));
#endif
}

static const uint8_t CL_ORDER[CL_CODES] = { 16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15 };

/// Writes one dynamic-Huffman block holding `symbols`.
static void write_block(bit_writer *w, const uint32_t *symbols, size_t count, uint32_t *lit_freq,
                        uint32_t *dist_freq, int final) {
    lit_freq[256] = 1;
    ensure_two(lit_freq, LITLEN_CODES);
    ensure_two(dist_freq, DIST_CODES);
    uint8_t lit_len[LITLEN_CODES], dist_len[DIST_CODES];
    uint16_t lit_code[LITLEN_CODES], dist_code[DIST_CODES];
    code_lengths(lit_freq, LITLEN_CODES, 15, lit_len);
    code_lengths(dist_freq, DIST_CODES, 15, dist_len);
    canonical_codes(lit_len, LITLEN_CODES, lit_code);
    canonical_codes(dist_len, DIST_CODES, dist_code);
    int hlit = LITLEN_CODES, hdist = DIST_CODES;
    while (hlit > 257 && !lit_len[hlit - 1]) hlit--;
    while (hdist > 1 && !dist_len[hdist - 1]) hdist--;

    // Run-length code the two length tables as one sequence (symbols 16, 17, 18).
    uint8_t all[LITLEN_CODES + DIST_CODES];
    memcpy(all, lit_len, (size_t)hlit);
    memcpy(all + hlit, dist_len, (size_t)hdist);
    int total = hlit + hdist;
    uint8_t cl_sym[LITLEN_CODES + DIST_CODES];
    uint8_t cl_extra[LITLEN_CODES + DIST_CODES];
    int cl_count = 0;
    uint32_t cl_freq[CL_CODES] = { 0 };
    for (int i = 0; i < total;) {
        int v = all[i], run = 1;
        while (i + run < total && all[i + run] == v) run++;
        i += run;
        if (v == 0) {
            while (run >= 11) {
                int r = run > 138 ? 138 : run;
                cl_sym[cl_count] = 18; cl_extra[cl_count++] = (uint8_t)(r - 11); run -= r;
            }
            if (run >= 3) { cl_sym[cl_count] = 17; cl_extra[cl_count++] = (uint8_t)(run - 3); run = 0; }
            while (run-- > 0) { cl_sym[cl_count] = 0; cl_extra[cl_count++] = 0; }
        } else {
            cl_sym[cl_count] = (uint8_t)v; cl_extra[cl_count++] = 0; run--;
            while (run >= 3) {
                int r = run > 6 ? 6 : run;
                cl_sym[cl_count] = 16; cl_extra[cl_count++] = (uint8_t)(r - 3); run -= r;
            }
            while (run-- > 0) { cl_sym[cl_count] = (uint8_t)v; cl_extra[cl_count++] = 0; }
        }
    }
    for (int i = 0; i < cl_count; i++) cl_freq[cl_sym[i]]++;
    ensure_two(cl_freq, CL_CODES);
    uint8_t cl_len[CL_CODES];
    uint16_t cl_code[CL_CODES];
    code_lengths(cl_freq, CL_CODES, 7, cl_len);
    canonical_codes(cl_len, CL_CODES, cl_code);
    int hclen = CL_CODES;
    while (hclen > 4 && !cl_len[CL_ORDER[hclen - 1]]) hclen--;

    put_bits(w, final ? 1 : 0, 1);
    put_bits(w, 2, 2);
    put_bits(w, (uint32_t)(hlit - 257), 5);
    put_bits(w, (uint32_t)(hdist - 1), 5);
    put_bits(w, (uint32_t)(hclen - 4), 4);
    for (int i = 0; i < hclen; i++) put_bits(w, cl_len[CL_ORDER[i]], 3);
    static const uint8_t CL_EXTRA_BITS[3] = { 2, 3, 7 };
    for (int i = 0; i < cl_count; i++) {
        int s = cl_sym[i];
        put_bits(w, cl_code[s], cl_len[s]);
        if (s >= 16) put_bits(w, cl_extra[i], CL_EXTRA_BITS[s - 16]);
    }
    // A symbol takes at most 15 + 5 + 15 + 13 bits: reserve 6 bytes each (and 16 for the
    // stores past the end) once, then write without checking the room.
    if (!reserve(w, count * 6 + 16)) return;
    uint64_t acc = w->acc;
    int bits = w->count;
    uint8_t *out = w->bytes + w->length;
    // Fields are written from fewer than 8 pending bits (a match is up to 48 bits).
    store64le(out, acc);
    out += bits >> 3;
    acc >>= bits & ~7;
    bits &= 7;
    // Eight bytes are stored after each field (the room reserved above covers it) and the
    // output moves on by the whole bytes written: no branch per field.
#define PUT(v, n) do { \
        acc |= (uint64_t)(v) << bits; \
        bits += (n); \
        store64le(out, acc); \
        out += bits >> 3; \
        acc >>= bits & ~7; \
        bits &= 7; \
    } while (0)
    // The first field of each symbol: a literal's code, or a match length's code and extra bits
    // (≤ 15 + 5 bits); and each distance code's code and width with its extra bits (none for a
    // literal). A symbol is then two lookups and no branch, however literals and matches mix.
    uint32_t first_bits[512];
    uint8_t first_width[512];
    for (int v = 0; v < 256; v++) {
        first_bits[v] = lit_code[v];
        first_width[v] = lit_len[v];
    }
    for (int length = 3; length <= MAX_MATCH; length++) {
        const int lc = length_code(length), sym = 257 + lc;
        first_bits[256 + length - 3] = lit_code[sym] | (uint32_t)(length - LEN_BASE[lc]) << lit_len[sym];
        first_width[256 + length - 3] = (uint8_t)(lit_len[sym] + LEN_EXTRA[lc]);
    }
    uint16_t distance_bits[DIST_CODES + 1];
    uint8_t distance_code_width[DIST_CODES + 1], distance_width[DIST_CODES + 1];
    for (int dc = 0; dc < DIST_CODES; dc++) {
        distance_bits[dc] = dist_code[dc];
        distance_code_width[dc] = dist_len[dc];
        distance_width[dc] = (uint8_t)(dist_len[dc] + DIST_EXTRA[dc]);
    }
    distance_bits[NO_DISTANCE] = 0;
    distance_code_width[NO_DISTANCE] = distance_width[NO_DISTANCE] = 0;
    for (size_t i = 0; i < count; i++) {
        const uint32_t sym = symbols[i], f = sym & 511, dc = (sym >> 9) & 31;
        const uint64_t distance = distance_bits[dc] | (uint64_t)(sym >> 14) << distance_code_width[dc];
        PUT(first_bits[f] | distance << first_width[f], first_width[f] + distance_width[dc]);
    }
#undef PUT
    w->acc = acc;
    w->count = bits;
    w->length = (size_t)(out - w->bytes);
    put_bits(w, lit_code[256], lit_len[256]);
}

// MARK: - Matching

typedef struct {
    uint32_t *symbols;
    size_t count;
    uint32_t lit_freq[LITLEN_CODES];
    uint32_t dist_freq[DIST_CODES];
    bit_writer *w;
} block_state;

static void end_block(block_state *b, int final) {
    write_block(b->w, b->symbols, b->count, b->lit_freq, b->dist_freq, final);
    b->count = 0;
    memset(b->lit_freq, 0, sizeof b->lit_freq);
    memset(b->dist_freq, 0, sizeof b->dist_freq);
}

static inline void emit_literal(block_state *b, uint8_t v) {
    if (b->count == BLOCK_SYMBOLS) end_block(b, 0);
    b->symbols[b->count++] = SYMBOL(v, NO_DISTANCE, 0);
    b->lit_freq[v]++;
}

static inline void emit_match(block_state *b, int length, int distance) {
    if (b->count == BLOCK_SYMBOLS) end_block(b, 0);
    const int dc = distance_code(distance);
    b->symbols[b->count++] = SYMBOL(256 + length - 3, dc, distance - DIST_BASE[dc]);
    b->lit_freq[257 + length_code(length)]++;
    b->dist_freq[dc]++;
}

/// Codes `run` ≥ 0 zeros that follow a zero: matches of 258 then of what is left (≥ 3) at
/// distance 1, and 1 or 2 literal zeros when that is all that is left; the same symbols and
/// block ends as one emit each.
static void emit_zeros(block_state *b, size_t run) {
    size_t full = run / MAX_MATCH;
    const uint32_t longest = SYMBOL(256 + MAX_MATCH - 3, 0, 0);
    while (full > 0) {
        if (b->count == BLOCK_SYMBOLS) end_block(b, 0);
        size_t take = BLOCK_SYMBOLS - b->count;
        if (take > full) take = full;
        for (size_t k = 0; k < take; k++) b->symbols[b->count + k] = longest;
        b->count += take;
        b->lit_freq[257 + length_code(MAX_MATCH)] += (uint32_t)take;
        b->dist_freq[0] += (uint32_t)take;
        full -= take;
    }
    size_t left = run % MAX_MATCH;
    if (left >= 3) emit_match(b, (int)left, 1);
    else while (left-- > 0) emit_literal(b, 0);
}

static inline uint32_t load32(const uint8_t *p) {
    uint32_t v;
    memcpy(&v, p, 4);
    return v;
}

static inline uint32_t hash4(uint32_t v) { return (v * 2654435761u) >> (32 - HASH_BITS); }

/// Number of equal bytes at `a` and `b`, up to `limit`.
static inline size_t common(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t k = 0;
    while (k + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + k, 8);
        memcpy(&y, b + k, 8);
        if (x != y) {
            uint64_t diff = x ^ y;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
            return k + (size_t)(__builtin_clzll(diff) >> 3);
#else
            return k + (size_t)(__builtin_ctzll(diff) >> 3);
#endif
        }
        k += 8;
    }
    while (k < limit && a[k] == b[k]) k++;
    return k;
}

/// Zero bytes at `p`, up to `limit`.
static inline size_t zero_run(const uint8_t *p, size_t limit) {
    size_t k = 0;
    // 64 bytes a step while all are zero (most of a filtered UI row), then 32, then 8.
    while (k + 64 <= limit && cs_png_zero64(p + k)) k += 64;
    while (k + 32 <= limit && cs_png_zero32(p + k)) k += 32;
    while (k + 8 <= limit) {
        uint64_t x;
        memcpy(&x, p + k, 8);
        if (x) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
            return k + (size_t)(__builtin_clzll(x) >> 3);
#else
            return k + (size_t)(__builtin_ctzll(x) >> 3);
#endif
        }
        k += 8;
    }
    while (k < limit && p[k] == 0) k++;
    return k;
}

// MARK: - Adler-32

enum { ADLER_BASE = 65521, ADLER_CHUNK = 32, ADLER_NMAX = 5536 /* ≤ 5552, a multiple of 32 */ };

#if defined(__SSE2__)
#include <emmintrin.h>

/// Adds `chunks` 32-byte chunks at `p` to the sums (one span: nothing reduced): per chunk,
/// s2 gains 32 · s1 and the bytes weighted 32 … 1, s1 their sum. In 16-byte vectors: byte sums
/// by `psadbw`, weighted sums by `pmaddwd` on the bytes widened to 16 bits; the s1 before each
/// chunk is summed once at the end. An all-zero chunk only adds its s1.
static void adler_chunks(uint32_t *s1, uint32_t *s2, const uint8_t *p, size_t chunks) {
    const __m128i zero = _mm_setzero_si128();
    const __m128i w0 = _mm_setr_epi16(32, 31, 30, 29, 28, 27, 26, 25), w1 = _mm_setr_epi16(24, 23, 22, 21, 20, 19, 18, 17);
    const __m128i w2 = _mm_setr_epi16(16, 15, 14, 13, 12, 11, 10, 9), w3 = _mm_setr_epi16(8, 7, 6, 5, 4, 3, 2, 1);
    __m128i sums = zero, before = zero, weighted = zero;  // sums, before: 64-bit lanes
    for (size_t c = 0; c < chunks; c++, p += 32) {
        // Two all-zero chunks at once (most of a filtered UI row).
        if (c + 1 < chunks && cs_png_zero64(p)) {
            before = _mm_add_epi64(before, _mm_add_epi64(sums, sums));
            c++;
            p += 32;
            continue;
        }
        const __m128i a = _mm_loadu_si128((const __m128i *)p), b = _mm_loadu_si128((const __m128i *)(p + 16));
        before = _mm_add_epi64(before, sums);
        if (_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_or_si128(a, b), zero)) == 0xFFFF) continue;
        sums = _mm_add_epi64(sums, _mm_add_epi64(_mm_sad_epu8(a, zero), _mm_sad_epu8(b, zero)));
        const __m128i low = _mm_add_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(a, zero), w0),
                                          _mm_madd_epi16(_mm_unpackhi_epi8(a, zero), w1));
        const __m128i high = _mm_add_epi32(_mm_madd_epi16(_mm_unpacklo_epi8(b, zero), w2),
                                           _mm_madd_epi16(_mm_unpackhi_epi8(b, zero), w3));
        weighted = _mm_add_epi32(weighted, _mm_add_epi32(low, high));
    }
    uint64_t lanes[2];
    uint32_t quads[4];
    _mm_storeu_si128((__m128i *)lanes, sums);
    const uint32_t sum = (uint32_t)(lanes[0] + lanes[1]);
    _mm_storeu_si128((__m128i *)lanes, before);
    const uint32_t prefix = (uint32_t)(lanes[0] + lanes[1]);
    _mm_storeu_si128((__m128i *)quads, weighted);
    // The span's true sums fit 32 bits (ADLER_NMAX), so wrapping arithmetic gives them exactly.
    *s2 += (uint32_t)(32 * chunks) * *s1 + 32 * prefix + quads[0] + quads[1] + quads[2] + quads[3];
    *s1 += sum;
}
#else
/// Adds `chunks` 32-byte chunks at `p` to the sums (one span: nothing reduced), with fixed
/// weights per chunk (a loop compilers vectorise); an all-zero chunk only adds 32 · s1 to s2.
static void adler_chunks(uint32_t *s1, uint32_t *s2, const uint8_t *p, size_t chunks) {
    for (size_t c = 0; c < chunks; c++, p += 32) {
        if (cs_png_zero32(p)) {
            *s2 += 32 * *s1;
            continue;
        }
        uint32_t sum = 0, weighted = 0;
        for (int j = 0; j < 32; j++) {
            sum += p[j];
            weighted += (uint32_t)(32 - j) * p[j];
        }
        *s2 += 32 * *s1 + weighted;
        *s1 += sum;
    }
}
#endif

/// Adler-32 (RFC 1950) of `n` bytes continuing from `adler` (1 to start): 32-byte chunks with
/// fixed weights (`adler_chunks`), reduced modulo 65521 every ≤ 5552 bytes, the largest span
/// whose sums cannot overflow 32 bits.
uint32_t cs_png_adler32(uint32_t adler, const uint8_t *p, size_t n) {
    uint32_t s1 = adler & 0xFFFF, s2 = adler >> 16;
    while (n > 0) {
        size_t span = n < ADLER_NMAX ? n : ADLER_NMAX;
        n -= span;
        const size_t chunks = span / ADLER_CHUNK;
        adler_chunks(&s1, &s2, p, chunks);
        p += chunks * ADLER_CHUNK;
        span -= chunks * ADLER_CHUNK;
        while (span-- > 0) {
            s1 += *p++;
            s2 += s1;
        }
        s1 %= ADLER_BASE;
        s2 %= ADLER_BASE;
    }
    return s2 << 16 | s1;
}

uint32_t cs_png_test_zlib_adler32(uint32_t adler, const uint8_t *p, size_t n) {
    while (n > 0) {
        size_t piece = n > (1u << 30) ? (1u << 30) : n;
        adler = (uint32_t)adler32(adler, p, (uInt)piece);
        p += piece;
        n -= piece;
    }
    return adler;
}

/// The checksum after `adler` and a row of byte 2 then `count` zeros (an `up` row equal to
/// the row above), added arithmetically: a zero leaves s1 and adds s1 to s2.
static uint32_t adler_repeated_row(uint32_t adler, size_t count) {
    uint64_t s1 = (adler & 0xFFFF) + 2, s2 = (adler >> 16) + s1;
    s1 %= ADLER_BASE;
    s2 = (s2 + (uint64_t)(count % ADLER_BASE) * s1) % ADLER_BASE;
    return (uint32_t)(s2 << 16 | s1);
}

/// Records `pos` as the latest position of its 4 bytes' hash. The hash table holds positions
/// in the whole stream, plus one (0: none): `base` is the stream position of the window's start.
CS_PNG_INLINE void insert(const uint8_t *src, uint32_t *head, uint32_t base, size_t pos) {
    head[hash4(load32(src + pos))] = base + (uint32_t)pos + 1;
}

/// Codes the bytes at `i` (of `n`, the next MAX_MATCH + 8 of them made) as a match with the
/// latest earlier position of their first 4 bytes' hash, when it holds the same 4 bytes within
/// the window, else as a literal; records `i` as that hash's latest position (and, after a match,
/// the positions it covers: all of a short one, the ends of a long one). Returns the position
/// after what it coded. `near_end` 0 promises i + MAX_MATCH + 8 ≤ n (no bound checked).
CS_PNG_INLINE size_t code_at(block_state *b, const uint8_t *src, uint32_t *head, uint32_t base,
                             size_t i, size_t n, int near_end) {
    if (!near_end || i + 4 <= n) {
        const uint32_t v = load32(src + i);
        uint32_t *slot = head + hash4(v);
        // The next position is probed next when this one is a literal: fetch its slot now.
        if (!near_end || i + 5 <= n) __builtin_prefetch(head + hash4(load32(src + i + 1)));
        const uint32_t cand = *slot, at = base + (uint32_t)i + 1;
        *slot = at;
        // Entries from before the window's start are more than WINDOW back.
        if (cand && at - cand <= WINDOW && load32(src + (cand - 1 - base)) == v) {
            const size_t p = cand - 1 - base, limit = near_end && n - i < MAX_MATCH ? n - i : MAX_MATCH;
            const size_t best = 4 + common(src + p + 4, src + i + 4, limit - 4);
            emit_match(b, (int)best, (int)(i - p));
            const size_t end = i + best;
            // Long matches: index only their first and last few positions (the tail starts
            // strings reaching past the match); the middle rarely starts a better match.
            const size_t last = near_end && end + 3 > n ? n - 3 : end;  // strings of 4 within n
            if (best > LONG_MATCH) {
                for (size_t k = i + 1; k < i + 4; k++) insert(src, head, base, k);
                for (size_t k = end - 3; k < last; k++) insert(src, head, base, k);
            } else {
                for (size_t k = i + 1; k < last; k++) insert(src, head, base, k);
            }
            return end;
        }
    }
    emit_literal(b, src[i]);
    return i + 1;
}

/// code_at from `i` on while a position follows a non-zero byte or is one, up to `stop` (with
/// stop + MAX_MATCH + 8 ≤ n); returns the position it reached. Out of line: the loop keeps its
/// few values in registers.
__attribute__((noinline)) static size_t code_run(block_state *b, const uint8_t *src, uint32_t *head,
                                                 uint32_t base, size_t i, size_t stop, size_t n) {
    while (i < stop && (src[i - 1] | src[i]) != 0) i = code_at(b, src, head, base, i, n, 0);
    return i;
}

/// code_at with every bound checked, out of line: the main loop's rare path.
__attribute__((noinline)) static size_t code_checked(block_state *b, const uint8_t *src, uint32_t *head,
                                                     uint32_t base, size_t i, size_t n) {
    return code_at(b, src, head, base, i, n, 1);
}

int cs_png_fast_deflate_zlib(size_t n, size_t row_bytes, const uint8_t *repeats,
                         cs_png_row_fn produce, void *context,
                         uint8_t **out, size_t *out_length, size_t *out_capacity) {
    if (row_bytes == 0 || n % row_bytes != 0) return -1;
    *out = NULL;
    *out_length = 0;
    *out_capacity = 0;
    bit_writer w;
    memset(&w, 0, sizeof w);
    // Big buffers come from this thread's cache (warm pages), and go back to it at the end.
    w.bytes = (uint8_t *)cs_png_scratch_take(CS_SCRATCH_ZBUF, n / 8 + 1024, &w.capacity);
    size_t symbols_cap = 0, head_cap = 0;
    const size_t head_bytes = ((size_t)1 << HASH_BITS) * sizeof(uint32_t);  // pos + 1, 0 = empty
    block_state *b = (block_state *)calloc(1, sizeof *b);
    uint32_t *symbols = (uint32_t *)cs_png_scratch_take(CS_SCRATCH_SYMBOLS, sizeof(uint32_t) * BLOCK_SYMBOLS, &symbols_cap);
    uint32_t *head = (uint32_t *)cs_png_scratch_take(CS_SCRATCH_HEAD, head_bytes, &head_cap);
    // The rows live in a window that slides (up filter only: there a zero run never crosses
    // a row, so the bytes before i − WINDOW are never read again); else all rows at once.
    const int slides = repeats != NULL;
    size_t buffer_cap = 0, room = n;
    if (slides) {
        size_t least = WINDOW + 2 * MAX_MATCH + 64 + 3 * row_bytes + AHEAD_BYTES;
        if (least < SLIDING_BYTES) least = SLIDING_BYTES;
        if (least < room) room = least;
    }
    uint8_t *src = (uint8_t *)cs_png_scratch_take(CS_SCRATCH_FILTERED, room, &buffer_cap);
    if (!b || !symbols || !head || !w.bytes || !src) {
        free(b); free(symbols); free(head); free(w.bytes); free(src);
        return -1;
    }
    memset(head, 0, head_bytes);
    b->symbols = symbols;
    b->w = &w;
    put_byte(&w, 0x78);  // deflate, 32 KiB window
    put_byte(&w, 0x01);  // no dictionary, fastest; (0x7801 % 31 == 0)

    // Every row goes through the checksum as it is made (still in the cache); a flagged row
    // is added arithmetically.
    uint32_t adler = 1;
    size_t produced = 0;  // rows made so far
    size_t i = 0;
    size_t row = 0, row_start = 0;  // the first row starting at or after i
    const size_t rows = repeats ? n / row_bytes : 0;
    // Positions count from the window's start: sliding lowers i, ready, row_start and n by the
    // same amount, and raises base (the window's start in the stream) by it.
    size_t ready = 0;  // bytes in the window
    uint32_t base = 0;
    int stopped = 0;
    // SLIDE moves the window down: it keeps the WINDOW bytes before i and all made after it.
#define SLIDE() do { \
        const size_t shift = i - WINDOW - 8; \
        memmove(src, src + shift, ready - shift); \
        base += (uint32_t)shift; \
        i -= shift; ready -= shift; row_start -= shift; n -= shift; \
    } while (0)
    // NEED makes the rows up to position `upto` (≥ i; it moves with i when the window slides),
    // and when it has to make one, those of the next AHEAD_BYTES too: filtering many rows in a
    // row reads the image as one stream, which the deflate's work between rows would break
    // (the room above holds them; the bytes written do not depend on when a row is made).
#define NEED(upto) do { \
        const size_t ahead = (upto) - i; \
        const size_t batch = i + ahead > ready ? ahead + AHEAD_BYTES : 0; \
        /* Slid before a batch that would not fit, while few bytes lie past i: less to move. */ \
        if (slides && batch && (i + batch < n ? i + batch : n) + row_bytes > room && i > WINDOW + 8) SLIDE(); \
        while (i + batch > ready && ready < n) { \
            if (ready + row_bytes > room) SLIDE(); \
            if (produce(context, src + ready) != 0) { stopped = 1; goto done; } \
            adler = repeats && repeats[produced] ? adler_repeated_row(adler, row_bytes - 1) \
                                                 : cs_png_adler32(adler, src + ready, row_bytes); \
            produced++; \
            ready += row_bytes; \
        } \
    } while (0)

    while (i < n) {
        NEED(i + MAX_MATCH + 8);
        if (row < rows) {
            while (row_start < i && row < rows) { row++; row_start += row_bytes; }
            if (row_start == i && row < rows && repeats[row]) {
                // A row equal to the one above: filter byte 2, a literal zero, then zeros
                // copied from one byte back, without looking at the bytes.
                emit_literal(b, 2);
                emit_literal(b, 0);
                emit_zeros(b, row_bytes - 2);
                i += row_bytes;
                NEED(i + 3);
                for (size_t k = i - 3; k < i && k + 4 <= n; k++) insert(src, head, base, k);
                continue;
            }
        }
        // Literals and matches up to the next row start or the made bytes' margin, whichever is
        // first, with none of the checks above or below: the same decisions, fewer steps.
        size_t stop = ready > MAX_MATCH + 8 ? ready - MAX_MATCH - 8 : 0;
        if (row < rows) {
            const size_t boundary = row_start > i ? row_start : row_start + row_bytes;
            if (boundary < stop) stop = boundary;
        }
        if (i > 0 && i < stop) {
            i = code_run(b, src, head, base, i, stop, n);
            if (i >= stop) continue;
        }
        if (i > 0 && src[i - 1] == 0 && src[i] == 0) {
            size_t run = zero_run(src + i, ready - i);
            while (i + run == ready && ready < n) {
                NEED(ready + 1);
                run += zero_run(src + i + run, ready - (i + run));
            }
            if (run >= 3) {
                emit_zeros(b, run);
                // The run's last positions start strings that reach the bytes after it.
                size_t from = run > 3 ? i + run - 3 : i;
                NEED(i + run + 3);
                for (size_t k = from; k < i + run && k + 4 <= n; k++) insert(src, head, base, k);
                i += run;
                continue;
            }
        }
        i = code_checked(b, src, head, base, i, n);
    }
done:
#undef NEED
#undef SLIDE
    if (stopped) {
        free(b);
        cs_png_scratch_give(CS_SCRATCH_SYMBOLS, symbols, symbols_cap);
        cs_png_scratch_give(CS_SCRATCH_HEAD, head, head_cap);
        cs_png_scratch_give(CS_SCRATCH_ZBUF, w.bytes, w.capacity);
        cs_png_scratch_give(CS_SCRATCH_FILTERED, src, buffer_cap);
        return 1;
    }
    end_block(b, 1);
    flush_bits(&w);
    const uint32_t check = adler;
    put_byte(&w, (uint8_t)(check >> 24));
    put_byte(&w, (uint8_t)(check >> 16));
    put_byte(&w, (uint8_t)(check >> 8));
    put_byte(&w, (uint8_t)check);
    free(b);
    cs_png_scratch_give(CS_SCRATCH_SYMBOLS, symbols, symbols_cap);
    cs_png_scratch_give(CS_SCRATCH_HEAD, head, head_cap);
    cs_png_scratch_give(CS_SCRATCH_FILTERED, src, buffer_cap);
    if (w.failed) {
        free(w.bytes);
        return -1;
    }
    *out = w.bytes;
    *out_length = w.length;
    *out_capacity = w.capacity;
    return 0;
}
