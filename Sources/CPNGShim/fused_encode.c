// The fused encoder: one pass per row that drops alpha, applies a PNG filter (choosing per
// row among the allowed ones by libpng's minimum-sum-of-absolute-differences rule) and feeds
// zlib, whose output libpng writes as IDAT chunks.
#include "internal.h"
#include "fast_deflate.h"
#include "vector_bytes.h"
#include "scratch_cache.h"

#include <stdlib.h>
#include <string.h>

enum { STAGE_BYTES = 1 << 16, OUT_BYTES = 1 << 16 };

void cs_png_fused_scratch_free(fused_scratch *s) {
    if (s->zs_live) deflateEnd(&s->zs);
    s->zs_live = 0;
    free(s->block);
    s->block = NULL;
    free(s->repeats);
    s->repeats = NULL;
    cs_png_scratch_give(CS_SCRATCH_ZBUF, s->zbuf, s->zbuf_capacity);
    s->zbuf = NULL;
}

/// Writes row `cur` filtered into `row` (filter byte + n bytes), choosing among `allowed`
/// by libpng's rule when there are several; `cand` has room for `count` candidate rows.
static void filter_row(const uint8_t *cur, const uint8_t *prev, uint8_t *row, size_t n, int bpp,
                       const int *allowed, int count, uint8_t *cand);

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = (int)a + b - c;
    int pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

/// Writes filter `type` (0 none … 4 paeth) of `cur` (n bytes, `bpp` per pixel) into `out`.
static void apply_filter(int type, const uint8_t *restrict cur, const uint8_t *restrict prev,
                         uint8_t *restrict out, size_t n, int bpp) {
    size_t i;
    switch (type) {
    case 0:
        memcpy(out, cur, n);
        break;
    case 1:
        for (i = 0; i < (size_t)bpp && i < n; i++) out[i] = cur[i];
        for (; i < n; i++) out[i] = (uint8_t)(cur[i] - cur[i - bpp]);
        break;
    case 2:
        for (i = 0; i < n; i++) out[i] = (uint8_t)(cur[i] - prev[i]);
        break;
    case 3:
        for (i = 0; i < (size_t)bpp && i < n; i++) out[i] = (uint8_t)(cur[i] - (prev[i] >> 1));
        for (; i < n; i++) out[i] = (uint8_t)(cur[i] - (((unsigned)cur[i - bpp] + prev[i]) >> 1));
        break;
    default:
        for (i = 0; i < (size_t)bpp && i < n; i++) out[i] = (uint8_t)(cur[i] - prev[i]);
        for (; i < n; i++) out[i] = (uint8_t)(cur[i] - paeth(cur[i - bpp], prev[i], prev[i - bpp]));
        break;
    }
}

/// libpng's heuristic: the sum of the filtered bytes read as signed magnitudes.
static uint64_t magnitude(const uint8_t *p, size_t n) {
    uint64_t sum = 0;
    for (size_t i = 0; i < n; i++) sum += p[i] < 128 ? p[i] : 256u - p[i];
    return sum;
}

/// Lowers the window size the zlib header claims to the smallest that covers `data_size`
/// bytes (as libpng does), fixing the header check bits. The stream stays valid: the
/// compressor never looks further back than the data is long.
static void tighten_zlib_header(uint8_t *header, uint64_t data_size) {
    unsigned cmf = header[0];
    if (data_size > 16384 || (cmf & 0x0f) != 8 || (cmf & 0xf0) > 0x70) return;
    unsigned cinfo = cmf >> 4;
    uint64_t half = 1u << (cinfo + 7);
    if (data_size > half) return;
    do {
        half >>= 1;
        --cinfo;
    } while (cinfo > 0 && data_size <= half);
    cmf = (cmf & 0x0f) | (cinfo << 4);
    unsigned flg = header[1] & 0xe0;
    flg += 0x1f - ((cmf << 8) + flg) % 0x1f;
    header[0] = (uint8_t)cmf;
    header[1] = (uint8_t)flg;
}

/// Deflates everything in the stream's input, emitting full output buffers as IDAT.
static void pump(png_structp png, fused_scratch *s, uint8_t *out, int flush) {
    z_stream *zs = &s->zs;
    for (;;) {
        int rc = deflate(zs, flush);
        if (rc == Z_STREAM_ERROR) png_error(png, "zlib: deflate stream error");
        if (zs->avail_out == 0 || (flush == Z_FINISH && rc == Z_STREAM_END && zs->avail_out < OUT_BYTES)) {
            size_t length = OUT_BYTES - zs->avail_out;
            if (!s->header_written && length >= 2) tighten_zlib_header(out, s->data_size);
            s->header_written = 1;
            png_write_chunk(png, (png_const_bytep) "IDAT", out, length);
            zs->next_out = out;
            zs->avail_out = OUT_BYTES;
        }
        if (flush == Z_FINISH ? rc == Z_STREAM_END : (zs->avail_in == 0 && zs->avail_out != 0)) return;
    }
}

/// The zlib window libpng itself would use: smaller windows for small images (same bytes as
/// libpng's row pipeline, and a smaller zlib header claim).
static int window_bits_for(uint64_t data_size) {
    int bits = 15;
    if (data_size <= 16384) {
        unsigned half = 1u << (bits - 1);
        while (data_size + 262 <= half) {
            half >>= 1;
            --bits;
        }
    }
    if (bits == 8) bits = 9;  // zlib ≥ 1.2.9 turns 8 into 9 anyway
    return bits;
}

static void filter_row(const uint8_t *cur, const uint8_t *prev, uint8_t *row, size_t n, int bpp,
                       const int *allowed, int count, uint8_t *cand) {
    if (count == 1) {
        row[0] = (uint8_t)allowed[0];
        apply_filter(allowed[0], cur, prev, row + 1, n, bpp);
        return;
    }
    int best = 0;
    uint64_t best_sum = UINT64_MAX;
    for (int k = 0; k < count; k++) {
        uint8_t *c = cand + (size_t)k * n;
        apply_filter(allowed[k], cur, prev, c, n, bpp);
        uint64_t sum = magnitude(c, n);
        if (sum < best_sum) { best_sum = sum; best = k; }
    }
    row[0] = (uint8_t)allowed[best];
    memcpy(row + 1, cand + (size_t)best * n, n);
}

/// Packs RGBA row `src` to RGB in `dst` (channels 3) or returns `src` itself (channels 4).
static const uint8_t *packed_row(const uint8_t *src, uint8_t *dst, uint32_t width, int channels) {
    if (channels == 4) return src;
    for (uint32_t x = 0; x < width; x++) {
        dst[3 * (size_t)x] = src[4 * (size_t)x];
        dst[3 * (size_t)x + 1] = src[4 * (size_t)x + 1];
        dst[3 * (size_t)x + 2] = src[4 * (size_t)x + 2];
    }
    return dst;
}

/// True when every pixel of RGBA row `src` has alpha 255.
static int row_opaque(const uint8_t *src, uint32_t width) {
    uint8_t all = 255;
    for (size_t x = 0; x < width; x++) all &= src[4 * x + 3];
    return all == 255;
}

/// Up-filters RGBA row `cur` against `prev` (both straight from the image) into `out`,
/// dropping alpha when `channels` is 3: no packed copy of either row is needed. Two pixels a
/// step: equal pairs (most of a UI row) write zeros, others a byte-wise difference of words.
/// Returns UP_TRANSLUCENT when some alpha of `cur` is below 255 (never when `channels` is 4:
/// not checked), else UP_ZERO when every byte written is zero, else 0.
enum { UP_ZERO = 1, UP_TRANSLUCENT = 2 };
// How far ahead of the bytes it compares the row pass asks for the image (most of the next row):
// the processor's own prefetch stops at each 4 KB page, and the image streams in from memory.
enum { PREFETCH_AHEAD = 4096 };
static int up_from_rgba(const uint8_t *restrict cur, const uint8_t *restrict prev, uint8_t *restrict out,
                        uint32_t width, int channels) {
    size_t x = 0;
    uint64_t written = 0;  // the OR of every byte written
    if (channels == 4) {
        uint8_t any = 0;
        for (size_t i = 0; i < 4 * (size_t)width; i++) {
            out[i] = (uint8_t)(cur[i] - prev[i]);
            any |= out[i];
        }
        return any ? 0 : UP_ZERO;
    }
    uint8_t alpha = 255;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    // Each pair writes 8 bytes at out + 3x (6 of them its own): stop while 8 still fit.
    const uint64_t alphas = 0xFF000000FF000000ull, high = 0x8080808080808080ull;
#define UP_PAIR(a, b, at) do { \
        uint64_t d_ = 0; \
        if ((a) != (b)) { \
            d_ = (((a) | high) - ((b) & ~high)) ^ (((a) ^ ~(b)) & high);  /* byte-wise a − b */ \
            d_ = (d_ & 0xFFFFFFull) | ((d_ >> 8) & 0xFFFFFF000000ull);     /* drop both alphas */ \
        } \
        written |= d_; \
        memcpy(out + 3 * (at), &d_, 8); \
    } while (0)
    uint64_t all = alphas;
    cs_png_lanes16 alls = {~0ull, ~0ull}, writtens = {0, 0};  // the vectors' share of all, written
    // Pixels equal to those above write zeros, and their alphas are not looked at: the row
    // above was checked (or is the first row, checked before).
    // Sixteen pixels a step while they equal the row above (most of a changed UI row), then
    // eight.
    for (; x + 17 <= width; x += 16) {
        __builtin_prefetch(cur + 4 * x + PREFETCH_AHEAD);
        if (cs_png_same64(cur + 4 * x, prev + 4 * x)) {
            memset(out + 3 * x, 0, 48);
            continue;
        }
        break;
    }
    for (; x + 9 <= width; x += 8) {
        if (cs_png_same32(cur + 4 * x, prev + 4 * x)) {
            memset(out + 3 * x, 0, 24);
            continue;
        }
        // Four pixels a vector, as UP_PAIR does two (equal pixels give zeros either way).
        for (size_t k = 0; k < 2; k++) {
            cs_png_bytes16 a, b;
            memcpy(&a, cur + 4 * x + 16 * k, 16);
            memcpy(&b, prev + 4 * x + 16 * k, 16);
            cs_png_lanes16 d = (cs_png_lanes16)(a - b);
            d = (d & 0xFFFFFF) | ((d >> 8) & 0xFFFFFF000000);
            alls &= (cs_png_lanes16)a;
            writtens |= d;
            const uint64_t low = d[0], high_pair = d[1];
            memcpy(out + 3 * x + 12 * k, &low, 8);
            memcpy(out + 3 * x + 12 * k + 6, &high_pair, 8);
        }
        // Back to sixteen a step after a change.
        for (; x + 8 + 17 <= width && cs_png_same64(cur + 4 * (x + 8), prev + 4 * (x + 8)); x += 16) {
            __builtin_prefetch(cur + 4 * (x + 8) + PREFETCH_AHEAD);
            memset(out + 3 * (x + 8), 0, 48);
        }
    }
    for (; x + 2 <= width && 3 * x + 8 <= 3 * (size_t)width; x += 2) {
        uint64_t a, b;
        memcpy(&a, cur + 4 * x, 8);
        memcpy(&b, prev + 4 * x, 8);
        all &= a;
        UP_PAIR(a, b, x);
    }
#undef UP_PAIR
    all &= alls[0] & alls[1];
    written |= writtens[0] | writtens[1];
    if (all != alphas) alpha = 0;
#endif
    for (; x < width; x++) {
        out[3 * x] = (uint8_t)(cur[4 * x] - prev[4 * x]);
        out[3 * x + 1] = (uint8_t)(cur[4 * x + 1] - prev[4 * x + 1]);
        out[3 * x + 2] = (uint8_t)(cur[4 * x + 2] - prev[4 * x + 2]);
        written |= (uint64_t)(out[3 * x] | out[3 * x + 1] | out[3 * x + 2]);
        alpha &= cur[4 * x + 3];
    }
    if (alpha != 255) return UP_TRANSLUCENT;
    return written ? 0 : UP_ZERO;
}

/// Filters image rows one at a time on demand, for the fast deflate.
typedef struct {
    const uint8_t *rgba;
    size_t stride, n;              // image row stride; filtered bytes per row (without filter byte)
    uint32_t width, height, y;     // y: the next row to filter
    int channels, count, up_only;
    int checks_alpha;              // stop at the first alpha below 255 (channels 3 only)
    const int *allowed;
    uint8_t *packA, *packB, *cand;
    const uint8_t *prev;           // the previous packed row (general path)
    uint8_t *repeats;
} row_producer;

/// Filters the next row into `row`; 1 (stop) at a translucent row when checking alpha. With
/// the `up` filter alone, rows are up-filtered straight from RGBA, and a row that comes out
/// as filter 2 and zeros is flagged, so the deflate codes it without reading it.
static int produce_row(void *context, uint8_t *row) {
    row_producer *r = (row_producer *)context;
    const uint32_t y = r->y++;
    const uint8_t *src = r->rgba + (size_t)y * r->stride;
    if (r->up_only && y > 0) {
        // One pass compares, filters and checks alpha: a row whose filtered bytes are all
        // zero (equal to the row above, or differing only in a dropped alpha) is flagged.
        row[0] = 2;
        const int found = up_from_rgba(src, src - r->stride, row + 1, r->width, r->channels);
        if (found & UP_TRANSLUCENT) return r->checks_alpha;
        if (found & UP_ZERO) r->repeats[y] = 1;
        return 0;
    }
    if (r->checks_alpha && !row_opaque(src, r->width)) return 1;
    const uint8_t *cur = packed_row(src, r->prev == r->packA ? r->packB : r->packA, r->width, r->channels);
    filter_row(cur, r->prev, row, r->n, r->channels, r->allowed, r->count, r->cand);
    r->prev = cur;
    return 0;
}

/// Writes the header for `channels` 3 (RGB) or 4 (RGBA).
static void write_header(png_structp png, png_infop info, uint32_t width, uint32_t height, int channels) {
    png_set_IHDR(png, info, width, height, 8, channels == 3 ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
}

/// The fast-deflate variant: rows are filtered just before the deflate reaches them and
/// compressed in one call; then the header and the IDAT chunks are written. With
/// `checks_alpha` (channels 3) it gives up at the first alpha below 255, writes nothing and
/// returns 1; else 0.
static int fast_write_idat(png_structp png, png_infop info, const uint8_t *rgba, size_t stride,
                           uint32_t width, uint32_t height, int channels, int checks_alpha,
                           const int *allowed, int count, uint8_t *packA, uint8_t *packB,
                           uint8_t *cand, const uint8_t *zero, fused_scratch *s) {
    const size_t n = (size_t)width * (size_t)channels;
    if ((uint64_t)(n + 1) * height > (uint64_t)SIZE_MAX / 2) png_error(png, "Out of memory: image too large");
    size_t total = (n + 1) * (size_t)height;
    const int up_only = count == 1 && allowed[0] == 2;
    if (up_only) {
        s->repeats = (uint8_t *)calloc(height, 1);
        if (!s->repeats) png_error(png, "Out of memory: row flags");
    }
    row_producer producer = {
        .rgba = rgba, .stride = stride, .n = n, .width = width, .height = height, .y = 0,
        .channels = channels, .count = count, .up_only = up_only, .checks_alpha = checks_alpha,
        .allowed = allowed,
        .packA = packA, .packB = packB, .cand = cand, .prev = zero, .repeats = s->repeats,
    };
    size_t length = 0;
    int rc = cs_png_fast_deflate_zlib(total, n + 1, s->repeats, produce_row, &producer,
                                      &s->zbuf, &length, &s->zbuf_capacity);
    if (rc == 1) {  // the row buffers stay for the second attempt
        free(s->repeats);
        s->repeats = NULL;
        return 1;
    }
    if (rc != 0) png_error(png, "Out of memory: fast deflate");
    if (length >= 2) tighten_zlib_header(s->zbuf, total);
    write_header(png, info, width, height, channels);
    for (size_t at = 0; at < length; at += OUT_BYTES) {
        size_t piece = length - at < OUT_BYTES ? length - at : OUT_BYTES;
        png_write_chunk(png, (png_const_bytep) "IDAT", s->zbuf + at, piece);
    }
    cs_png_fused_scratch_free(s);
    return 0;
}

int cs_png_rgba_opaque(const uint8_t *rgba, size_t stride, uint32_t width, uint32_t height) {
    for (uint32_t y = 0; y < height; y++)
        if (!row_opaque(rgba + (size_t)y * stride, width)) return 0;
    return 1;
}

void cs_png_fused_write_image(png_structp png, png_infop info, const uint8_t *rgba, size_t stride,
                              uint32_t width, uint32_t height, int channels,
                              const cs_png_encode_options *o, fused_scratch *s) {
    // Buffers are laid out for RGBA rows, the wider of the two.
    size_t n = (size_t)width * 4;
    const size_t stage_cap = n + 1 > STAGE_BYTES ? n + 1 : STAGE_BYTES;
    // Layout: zero row | packed current | packed previous | 5 candidates | stage | out.
    if (n > (SIZE_MAX - stage_cap - OUT_BYTES) / 8) png_error(png, "Out of memory: row too wide");
    s->block = (uint8_t *)calloc(1, 8 * n + stage_cap + OUT_BYTES);
    if (!s->block) png_error(png, "Out of memory: fused encoder buffers");
    uint8_t *zero = s->block, *packA = zero + n, *packB = packA + n, *cand = packB + n;
    uint8_t *stage = cand + 5 * n, *out = stage + stage_cap;

    int allowed[5], count = 0;
    static const int masks[5] = { CS_PNG_FILTER_NONE, CS_PNG_FILTER_SUB, CS_PNG_FILTER_UP,
                                  CS_PNG_FILTER_AVG, CS_PNG_FILTER_PAETH };
    int filters = o->filters;
    // Filters that only repeat another on a single row or column are dropped, as libpng does.
    if (height == 1) filters &= ~(CS_PNG_FILTER_UP | CS_PNG_FILTER_AVG | CS_PNG_FILTER_PAETH);
    if (width == 1) filters &= ~(CS_PNG_FILTER_SUB | CS_PNG_FILTER_AVG | CS_PNG_FILTER_PAETH);
    for (int t = 0; t < 5; t++) if (filters & masks[t]) allowed[count++] = t;
    if (count == 0) allowed[count++] = 0;

    // The fast deflate keeps positions in 32 bits: beyond that (≥ 4 GiB of rows), zlib.
    if (o->fast_deflate && (uint64_t)(n + 1) * height < 0xFFFFFFF0u) {
        // Unknown opacity: RGB while every alpha seen is 255, RGBA from scratch at the first
        // that is not. The first and last rows are looked at before (translucent corners).
        if (channels == 0) {
            int plausible = row_opaque(rgba, width) && row_opaque(rgba + (size_t)(height - 1) * stride, width);
            if (plausible && fast_write_idat(png, info, rgba, stride, width, height, 3, 1, allowed, count,
                                             packA, packB, cand, zero, s) == 0)
                return;
            channels = 4;
        }
        fast_write_idat(png, info, rgba, stride, width, height, channels, 0, allowed, count, packA,
                        packB, cand, zero, s);
        return;
    }

    if (channels == 0) channels = cs_png_rgba_opaque(rgba, stride, width, height) ? 3 : 4;
    n = (size_t)width * (size_t)channels;
    write_header(png, info, width, height, channels);

    memset(&s->zs, 0, sizeof s->zs);
    s->data_size = (uint64_t)(n + 1) * height;
    s->header_written = 0;
    int window = window_bits_for(s->data_size);
    if (deflateInit2(&s->zs, o->level, Z_DEFLATED, window, o->mem_level, o->strategy) != Z_OK)
        png_error(png, "zlib: deflateInit2 failed (bad level, memory level or strategy)");
    s->zs_live = 1;
    if ((o->tune_good | o->tune_lazy | o->tune_nice | o->tune_chain) != 0 &&
        deflateTune(&s->zs, o->tune_good, o->tune_lazy, o->tune_nice, o->tune_chain) != Z_OK)
        png_error(png, "zlib: deflateTune failed");
    s->zs.next_out = out;
    s->zs.avail_out = OUT_BYTES;

    const uint8_t *prev = zero;
    size_t staged = 0;
    for (uint32_t y = 0; y < height; y++) {
        const uint8_t *cur = packed_row(rgba + (size_t)y * stride, (y & 1) ? packB : packA, width, channels);
        if (staged + n + 1 > stage_cap) {
            s->zs.next_in = stage;
            s->zs.avail_in = (uInt)staged;
            pump(png, s, out, Z_NO_FLUSH);
            staged = 0;
        }
        filter_row(cur, prev, stage + staged, n, channels, allowed, count, cand);
        staged += n + 1;
        prev = cur;
    }
    s->zs.next_in = stage;
    s->zs.avail_in = (uInt)staged;
    pump(png, s, out, Z_FINISH);
    cs_png_fused_scratch_free(s);
}
