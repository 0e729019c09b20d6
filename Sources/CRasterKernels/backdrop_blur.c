// The passes of CellShotRaster's BackdropBlur (a bar's frosted backdrop), in C so that an
// unoptimised build runs them at a few times the optimised speed, not a hundredth. Every
// average is BoxBlur's rounding: (sum * recip + 2^31) >> 32 with recip = (2^32 + n / 2) / n,
// its low byte stored.
#include "CRasterKernels.h"

#include <string.h>

static uint64_t reciprocal(uint64_t n) { return ((UINT64_C(1) << 32) + n / 2) / n; }

#define AVERAGE(sum, recip) ((uint8_t)(((uint64_t)(sum) * (recip) + (UINT64_C(1) << 31)) >> 32))

void cs_backdrop_rows(const uint8_t *src, uint8_t *dst, ptrdiff_t width, ptrdiff_t height, ptrdiff_t window,
                      uint8_t *padded) {
    if (width <= 0 || window <= 0) return;
    ptrdiff_t radius = window / 2;
    uint64_t recip = reciprocal((uint64_t)window);
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint8_t *row = src + y * width * 4;
        uint8_t *out = dst + y * width * 4;
        for (ptrdiff_t j = 0; j < radius; j++) memcpy(padded + 4 * j, row, 4);
        memcpy(padded + 4 * radius, row, (size_t)(4 * width));
        for (ptrdiff_t j = 0; j < radius; j++) memcpy(padded + 4 * (radius + width + j), row + 4 * (width - 1), 4);
        uint32_t r = 0, g = 0, b = 0, a = 0;
        for (ptrdiff_t j = 0; j < window - 1; j++) {
            const uint8_t *p = padded + 4 * j;
            r += p[0]; g += p[1]; b += p[2]; a += p[3];
        }
        const uint8_t *enter = padded + 4 * (window - 1), *leave = padded;
        for (ptrdiff_t x = 0; x < width; x++, enter += 4, leave += 4, out += 4) {
            r += enter[0]; g += enter[1]; b += enter[2]; a += enter[3];
            out[0] = AVERAGE(r, recip); out[1] = AVERAGE(g, recip); out[2] = AVERAGE(b, recip); out[3] = AVERAGE(a, recip);
            r -= leave[0]; g -= leave[1]; b -= leave[2]; a -= leave[3];
        }
    }
}

void cs_backdrop_columns(const uint8_t *src, uint8_t *dst, ptrdiff_t width, ptrdiff_t height, ptrdiff_t window,
                         uint32_t *sums) {
    if (height <= 0 || window <= 0) return;
    ptrdiff_t radius = window / 2, n = width * 4;
    uint64_t recip = reciprocal((uint64_t)window);
#define ROW(y) (src + ((y) < 0 ? 0 : (y) > height - 1 ? height - 1 : (y)) * n)
    memset(sums, 0, (size_t)n * sizeof(uint32_t));
    for (ptrdiff_t y = -radius; y < radius; y++) {
        const uint8_t *row = ROW(y);
        for (ptrdiff_t i = 0; i < n; i++) sums[i] += row[i];
    }
    for (ptrdiff_t y = 0; y < height; y++) {
        const uint8_t *enter = ROW(y + radius), *leave = ROW(y - radius);
        uint8_t *out = dst + y * n;
        for (ptrdiff_t i = 0; i < n; i++) {
            uint32_t total = sums[i] + enter[i];
            out[i] = AVERAGE(total, recip);
            sums[i] = total - leave[i];
        }
    }
#undef ROW
}

void cs_backdrop_reduce(const uint8_t *src, ptrdiff_t width, ptrdiff_t height, ptrdiff_t factor, uint8_t *out) {
    if (factor <= 0) return;
    ptrdiff_t sw = (width + factor - 1) / factor, sh = (height + factor - 1) / factor;
    for (ptrdiff_t by = 0; by < sh; by++) {
        ptrdiff_t y0 = by * factor, y1 = y0 + factor < height ? y0 + factor : height;
        for (ptrdiff_t bx = 0; bx < sw; bx++) {
            ptrdiff_t x0 = bx * factor, x1 = x0 + factor < width ? x0 + factor : width;
            uint32_t count = (uint32_t)((y1 - y0) * (x1 - x0));
            uint32_t sum[4] = {0, 0, 0, 0};
            for (ptrdiff_t y = y0; y < y1; y++) {
                const uint8_t *p = src + (y * width + x0) * 4;
                for (ptrdiff_t x = x0; x < x1; x++, p += 4) { sum[0] += p[0]; sum[1] += p[1]; sum[2] += p[2]; sum[3] += p[3]; }
            }
            uint8_t *o = out + (by * sw + bx) * 4;
            for (int c = 0; c < 4; c++) o[c] = (uint8_t)((sum[c] + count / 2) / count);
        }
    }
}

// For destination index i of n source samples: the two source indices and the second's weight,
// in units of 1 / (2 * factor).
static void taps(ptrdiff_t i, ptrdiff_t n, ptrdiff_t factor, ptrdiff_t *first, ptrdiff_t *second, uint32_t *weight) {
    ptrdiff_t unit = 2 * factor, num = 2 * i + 1 - factor;
    if (num <= 0) { *first = 0; *second = 0; *weight = 0; return; }
    ptrdiff_t i0 = num / unit < n - 1 ? num / unit : n - 1;
    *first = i0;
    *second = i0 + 1 < n - 1 ? i0 + 1 : n - 1;
    *weight = (uint32_t)(num % unit);
}

void cs_backdrop_enlarge(const uint8_t *src, ptrdiff_t sw, ptrdiff_t sh, ptrdiff_t dw, ptrdiff_t dh, ptrdiff_t factor,
                         uint8_t *out) {
    if (factor <= 0 || sw <= 0 || sh <= 0) return;
    uint32_t unit = (uint32_t)(2 * factor);
    uint64_t recip = reciprocal((uint64_t)unit * unit);
    for (ptrdiff_t y = 0; y < dh; y++) {
        ptrdiff_t y0, y1;
        uint32_t ty;
        taps(y, sh, factor, &y0, &y1, &ty);
        const uint8_t *top = src + y0 * sw * 4, *bottom = src + y1 * sw * 4;
        uint8_t *row = out + y * dw * 4;
        for (ptrdiff_t x = 0; x < dw; x++) {
            ptrdiff_t x0, x1;
            uint32_t tx;
            taps(x, sw, factor, &x0, &x1, &tx);
            uint32_t w00 = (unit - tx) * (unit - ty), w10 = tx * (unit - ty), w01 = (unit - tx) * ty, w11 = tx * ty;
            for (int c = 0; c < 4; c++) {
                uint32_t sum = top[4 * x0 + c] * w00 + top[4 * x1 + c] * w10 + bottom[4 * x0 + c] * w01 + bottom[4 * x1 + c] * w11;
                row[4 * x + c] = AVERAGE(sum, recip);
            }
        }
    }
}
