// C wrappers around libpng's setjmp-based error handling: each public function runs one whole
// encode or decode under its own setjmp; errors come back as a status and a message.
#include "CPNGShim.h"
#include "internal.h"

#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

// MARK: - Shared error plumbing

void cs_png_copy_message(char *dst, size_t cap, const char *src) {
    if (cap == 0) return;
    size_t n = src ? strlen(src) : 0;
    if (n >= cap) n = cap - 1;
    if (n) memcpy(dst, src, n);
    dst[n] = 0;
}

void cs_png_on_error(png_structp png, png_const_charp message) {
    diag *d = (diag *)png_get_error_ptr(png);
    cs_png_copy_message(d->result->message, sizeof d->result->message, message);
    png_longjmp(png, 1);
}

void cs_png_on_warning(png_structp png, png_const_charp message) {
    diag *d = (diag *)png_get_error_ptr(png);
    if (message && strstr(message, "user limit")) d->user_limit_hit = 1;
    cs_png_copy_message(d->warning, sizeof d->warning, message);
}

static void reset_result(cs_png_result *r) {
    memset(r, 0, sizeof *r);
}

int cs_png_fail(cs_png_result *r, int status, const char *message) {
    r->status = status;
    cs_png_copy_message(r->message, sizeof r->message, message);
    return status;
}

// MARK: - Reading

typedef struct {
    diag diag;
    const uint8_t *data;
    size_t length;
    size_t pos;
    int eof;            // a read ran past the end of the data
    int eof_at_chunk;   // ...exactly at the end, when a chunk header was due
    int in_read_end;    // all rows are read; now reading to IEND
} reader;

static void shim_read(png_structp png, png_bytep out, size_t count) {
    reader *rd = (reader *)png_get_io_ptr(png);
    if (count > rd->length - rd->pos) {
        rd->eof = 1;
        int at_header = count == 8;
#ifdef PNG_IO_STATE_SUPPORTED
        at_header = (png_get_io_state(png) & PNG_IO_MASK_LOC) == PNG_IO_CHUNK_HDR;
#endif
        rd->eof_at_chunk = rd->pos == rd->length && at_header;
        rd->diag.result->offset = rd->length;  // where the data ends
        png_error(png, "Read Error: data ends early");
    }
    memcpy(out, rd->data + rd->pos, count);
    rd->pos += count;
}

static uint32_t be32(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static int exceeds(const cs_png_limits *l, uint32_t w, uint32_t h) {
    return w > l->max_width || h > l->max_height || (uint64_t)w * (uint64_t)h > l->max_pixels;
}

/// Maps a libpng failure to a status, from what the reader saw and libpng's message.
static int classify_read_error(const reader *rd) {
    const char *m = rd->diag.result->message;
    if (rd->eof) return (rd->in_read_end && rd->eof_at_chunk) ? CS_PNG_MISSING_IEND : CS_PNG_TRUNCATED;
    if (strstr(m, "CRC error")) return CS_PNG_CRC;
    if (rd->diag.user_limit_hit || strstr(m, "user limit")) return CS_PNG_TOO_LARGE;
    if (strstr(m, "IHDR")) return CS_PNG_BAD_HEADER;
    if (strstr(m, "memory") || strstr(m, "Out of Memory")) return CS_PNG_OUT_OF_MEMORY;
    if (strstr(m, "IDAT") || strstr(m, "image data") || strstr(m, "ompress") ||
        strstr(m, "inflate") || strstr(m, "zlib") || strstr(m, "filter"))
        return CS_PNG_CORRUPT_DATA;
    return CS_PNG_OTHER;
}

/// One whole read under one setjmp. With `out == NULL` it stops after the header (probe).
static int run_read(reader *rd, const cs_png_limits *limits, uint8_t *out, size_t out_length) {
    cs_png_result *res = rd->diag.result;
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &rd->diag, cs_png_on_error, cs_png_on_warning);
    if (!png) return cs_png_fail(res, CS_PNG_OUT_OF_MEMORY, "libpng could not create a read struct");
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_read_struct(&png, NULL, NULL);
        return cs_png_fail(res, CS_PNG_OUT_OF_MEMORY, "libpng could not create an info struct");
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_read_struct(&png, &info, NULL);
        res->status = classify_read_error(rd);
        if (res->status == CS_PNG_BAD_HEADER && rd->diag.warning[0]) {
            // libpng warns the precise reason ("Image width is zero in IHDR") before its error.
            cs_png_copy_message(res->message, sizeof res->message, rd->diag.warning);
        }
        if (!rd->eof) res->offset = rd->pos;
        return res->status;
    }
    png_set_read_fn(png, rd, shim_read);
    png_set_user_limits(png, limits->max_width, limits->max_height);
    png_set_chunk_malloc_max(png, limits->max_chunk_bytes);
    png_set_chunk_cache_max(png, limits->max_chunk_count);
    // Skip every ancillary chunk but tRNS unread (text, iCCP, …; none affects the pixels here):
    // memory stays proportional to the file and the image, whatever those chunks inflate to.
    png_set_keep_unknown_chunks(png, PNG_HANDLE_CHUNK_NEVER, NULL, -1);

    png_read_info(png, info);
    png_uint_32 w = 0, h = 0;
    int depth = 0, ctype = 0, interlace = 0;
    png_get_IHDR(png, info, &w, &h, &depth, &ctype, &interlace, NULL, NULL);
    int has_trns = png_get_valid(png, info, PNG_INFO_tRNS) != 0;
    res->header.width = w;
    res->header.height = h;
    res->header.bit_depth = depth;
    res->header.color_type = ctype;
    res->header.interlace = interlace;
    res->header.has_trns = has_trns;
    if (exceeds(limits, w, h)) {
        res->announced_width = w;
        res->announced_height = h;
        png_destroy_read_struct(&png, &info, NULL);
        return cs_png_fail(res, CS_PNG_TOO_LARGE, "image size above the limits");
    }
    if (!out) {
        png_destroy_read_struct(&png, &info, NULL);
        res->offset = rd->pos;
        return res->status = CS_PNG_OK;
    }
    size_t stride = (size_t)w * 4;
    if ((size_t)h != 0 && stride > SIZE_MAX / (size_t)h) {
        png_destroy_read_struct(&png, &info, NULL);
        return cs_png_fail(res, CS_PNG_TOO_LARGE, "image byte count overflows");
    }
    if (out_length != stride * (size_t)h) {
        png_destroy_read_struct(&png, &info, NULL);
        return cs_png_fail(res, CS_PNG_BAD_ARGUMENT, "output buffer does not match the image size");
    }

    // Normalise every colour type and depth to straight RGBA8; no gamma handling.
    if (depth == 16) png_set_strip_16(png);
    if (ctype == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if (ctype == PNG_COLOR_TYPE_GRAY && depth < 8) png_set_expand_gray_1_2_4_to_8(png);
    if (has_trns) png_set_tRNS_to_alpha(png);
    if (ctype == PNG_COLOR_TYPE_GRAY || ctype == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    if (!(ctype & PNG_COLOR_MASK_ALPHA) && !has_trns) png_set_add_alpha(png, 0xFF, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    if (png_get_rowbytes(png, info) != stride || png_get_channels(png, info) != 4 ||
        png_get_bit_depth(png, info) != 8) {
        png_error(png, "shim: transforms did not yield RGBA8 rows");
    }
    for (int pass = 0; pass < passes; pass++) {
        for (png_uint_32 y = 0; y < h; y++) png_read_row(png, out + (size_t)y * stride, NULL);
    }
    rd->in_read_end = 1;
    png_read_end(png, NULL);
    png_destroy_read_struct(&png, &info, NULL);
    res->offset = rd->pos;
    if (rd->pos != rd->length) {
        char text[96];
        snprintf(text, sizeof text, "%zu bytes after IEND", rd->length - rd->pos);
        return cs_png_fail(res, CS_PNG_TRAILING, text);
    }
    return res->status = CS_PNG_OK;
}

/// Filtered bytes (filter byte + packed samples, every row of every Adam7 pass) of the image
/// the IHDR at `ihdr` announces: what its zlib stream must inflate to.
static uint64_t raw_size(const uint8_t *ihdr) {
    uint32_t w = be32(ihdr), h = be32(ihdr + 4);
    int depth = ihdr[8], ctype = ihdr[9], interlace = ihdr[12];
    int channels = ctype == 2 ? 3 : ctype == 4 ? 2 : ctype == 6 ? 4 : 1;
    uint64_t bits = (uint64_t)(depth > 16 ? 16 : depth) * (uint64_t)channels;
    if (!interlace) return (uint64_t)h * (1 + ((uint64_t)w * bits + 7) / 8);
    static const uint32_t x0[7] = {0, 4, 0, 2, 0, 1, 0}, dx[7] = {8, 8, 4, 4, 2, 2, 1};
    static const uint32_t y0[7] = {0, 0, 4, 0, 2, 0, 1}, dy[7] = {8, 8, 8, 4, 4, 2, 2};
    uint64_t total = 0;
    for (int p = 0; p < 7; p++) {
        uint64_t cols = w > x0[p] ? ((uint64_t)w - x0[p] + dx[p] - 1) / dx[p] : 0;
        uint64_t rows = h > y0[p] ? ((uint64_t)h - y0[p] + dy[p] - 1) / dy[p] : 0;
        if (cols && rows) total += rows * (1 + (cols * bits + 7) / 8);
    }
    return total;
}

/// Refuses image data far larger than the image needs: its excess could inflate to ~1000× its
/// size, which libpng would inflate in full after the last row. A deflate stream is never
/// larger than its input plus 5 bytes per 16 KB block, so raw + raw/256 + 64 KB always fits.
/// In a complete file (IEND found) it also refuses image data too small to inflate to the
/// image (deflate expands at most 1032×), before the pixel buffer is allocated.
static int check_idat_size(const uint8_t *data, size_t length, cs_png_result *res) {
    uint64_t raw = raw_size(data + 16), allowed = raw + raw / 256 + 65536, idat = 0;
    int complete = 0;
    size_t pos = 8;
    while (length - pos >= 12) {
        uint32_t n = be32(data + pos);
        if (n > 0x7FFFFFFFu) break;  // libpng reports the bad length
        if (memcmp(data + pos + 4, "IDAT", 4) == 0) idat += n;
        if (memcmp(data + pos + 4, "IEND", 4) == 0) complete = 1;
        if (complete || (size_t)n > length - pos - 12) break;
        pos += 12 + (size_t)n;
    }
    const char *form = NULL;
    if (idat > allowed) {
        form = "the image data is %llu compressed bytes, more than this image can need "
               "(it inflates to %llu bytes; at most %llu compressed bytes)";
    } else if (complete && idat * 1032 + 65536 < raw) {
        form = "the image data is %llu compressed bytes, too few to inflate to the %llu bytes this image needs "
               "(at least %llu compressed bytes)";
        allowed = (raw - 65536) / 1032;
    }
    if (!form) return CS_PNG_OK;
    char text[220];
    snprintf(text, sizeof text, form, (unsigned long long)idat, (unsigned long long)raw, (unsigned long long)allowed);
    res->offset = 33;
    return cs_png_fail(res, CS_PNG_CORRUPT_DATA, text);
}

/// Checks the signature and the announced size before libpng runs.
static int precheck(const uint8_t *data, size_t length, const cs_png_limits *limits, cs_png_result *res) {
    if (!data || length < 8 || png_sig_cmp((png_const_bytep)data, 0, 8) != 0) {
        return cs_png_fail(res, CS_PNG_NOT_PNG, "the PNG signature is missing");
    }
    if (length >= 24 && memcmp(data + 12, "IHDR", 4) == 0) {
        uint32_t w = be32(data + 16), h = be32(data + 20);
        // Zero and values above 2^31 - 1 are invalid rather than large: said before any limit.
        const char *side = w == 0 || w > 0x7FFFFFFFu ? "width" : h == 0 || h > 0x7FFFFFFFu ? "height" : NULL;
        if (side) {
            uint32_t value = side[0] == 'w' ? w : h;
            char text[160];
            snprintf(text, sizeof text, "image %s is %u (bytes %d-%d); PNG allows 1 to 2147483647", side,
                     (unsigned)value, side[0] == 'w' ? 16 : 20, side[0] == 'w' ? 19 : 23);
            res->offset = side[0] == 'w' ? 16 : 20;
            return cs_png_fail(res, CS_PNG_BAD_HEADER, text);
        }
        if (exceeds(limits, w, h)) {
            res->announced_width = w;
            res->announced_height = h;
            res->offset = 16;
            return cs_png_fail(res, CS_PNG_TOO_LARGE, "image size above the limits");
        }
        if (length >= 33) return check_idat_size(data, length, res);
    }
    return CS_PNG_OK;
}

/* Checks the signature and limits, then reads the whole file; `out` NULL only probes. */
static int read_from_memory(const uint8_t *data, size_t length, const cs_png_limits *limits,
                            uint8_t *out, size_t out_length, cs_png_result *result) {
    if (precheck(data, length, limits, result) != CS_PNG_OK) return result->status;
    reader rd;
    memset(&rd, 0, sizeof rd);
    rd.diag.result = result;
    rd.data = data;
    rd.length = length;
    return run_read(&rd, limits, out, out_length);
}

int cs_png_probe(const uint8_t *data, size_t length, const cs_png_limits *limits, cs_png_result *result) {
    reset_result(result);
    if (!limits) return cs_png_fail(result, CS_PNG_BAD_ARGUMENT, "no limits");
    return read_from_memory(data, length, limits, NULL, 0, result);
}

int cs_png_decode_rgba8(const uint8_t *data, size_t length, const cs_png_limits *limits,
                        uint8_t *out, size_t out_length, cs_png_result *result) {
    reset_result(result);
    if (!limits || !out) return cs_png_fail(result, CS_PNG_BAD_ARGUMENT, "no limits or no output buffer");
    return read_from_memory(data, length, limits, out, out_length, result);
}

// MARK: - Writing

void cs_png_on_write(png_structp png, png_bytep bytes, size_t count) {
    writer *wr = (writer *)png_get_io_ptr(png);
    cs_png_buffer *b = wr->out;
    if (count > SIZE_MAX - b->length) png_error(png, "Out of memory: output too large");
    size_t need = b->length + count;
    if (need > b->capacity) {
        size_t cap = b->capacity ? b->capacity : 4096;
        while (cap < need) cap = cap > SIZE_MAX / 2 ? need : cap * 2;
        uint8_t *grown = (uint8_t *)realloc(b->bytes, cap);
        if (!grown) png_error(png, "Out of memory: cannot grow the output buffer");
        b->bytes = grown;
        b->capacity = cap;
    }
    memcpy(b->bytes + b->length, bytes, count);
    b->length = need;
}

void cs_png_on_flush(png_structp png) { (void)png; }

void cs_png_buffer_free(cs_png_buffer *buffer) {
    if (!buffer) return;
    free(buffer->bytes);
    buffer->bytes = NULL;
    buffer->length = buffer->capacity = 0;
}

typedef struct {
    const uint8_t *rows;
    size_t row_bytes;
    uint32_t width, height;
    int bit_depth, color_type, interlace;
    int drop_alpha;
    const cs_png_encode_options *options;
    const uint8_t *palette;
    int palette_count;
    const uint8_t *trns;
    int trns_count;
    int has_trns_color;
    const uint16_t *trns_color;
} write_job;

/// One whole write under one setjmp.
static int run_write(const write_job *job, cs_png_buffer *out, cs_png_result *res) {
    writer wr;
    memset(&wr, 0, sizeof wr);
    wr.diag.result = res;
    wr.out = out;
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &wr.diag, cs_png_on_error, cs_png_on_warning);
    if (!png) return cs_png_fail(res, CS_PNG_OUT_OF_MEMORY, "libpng could not create a write struct");
    png_infop info = png_create_info_struct(png);
    if (!info) {
        png_destroy_write_struct(&png, NULL);
        return cs_png_fail(res, CS_PNG_OUT_OF_MEMORY, "libpng could not create an info struct");
    }
    if (setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, &info);
        cs_png_fused_scratch_free(&wr.scratch);
        cs_png_buffer_free(out);
        res->status = strstr(res->message, "memory") ? CS_PNG_OUT_OF_MEMORY : CS_PNG_OTHER;
        return res->status;
    }
    png_set_write_fn(png, &wr, cs_png_on_write, cs_png_on_flush);
    const cs_png_encode_options *o = job->options;
    if (o && o->fused && !o->libpng_defaults && !job->interlace && job->bit_depth == 8 &&
        (job->color_type == PNG_COLOR_TYPE_RGB || job->color_type == PNG_COLOR_TYPE_RGB_ALPHA)) {
        int channels = job->drop_alpha < 0 ? 0 : job->drop_alpha ? 3 : 4;
        cs_png_fused_write_image(png, info, job->rows, job->row_bytes, job->width, job->height,
                                 channels, o, &wr.scratch);
        png_write_chunk(png, (png_const_bytep) "IEND", NULL, 0);
        cs_png_fused_scratch_free(&wr.scratch);
        png_destroy_write_struct(&png, &info);
        return res->status = CS_PNG_OK;
    }
    if (o && !o->libpng_defaults) {
        png_set_compression_level(png, o->level);
        png_set_filter(png, PNG_FILTER_TYPE_BASE, o->filters);
        png_set_compression_strategy(png, o->strategy);
        png_set_compression_mem_level(png, o->mem_level);
        if (o->buffer_size) png_set_compression_buffer_size(png, o->buffer_size);
    }
    png_set_IHDR(png, info, job->width, job->height, job->bit_depth, job->color_type,
                 job->interlace ? PNG_INTERLACE_ADAM7 : PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    if (job->palette && job->palette_count > 0) {
        png_color colors[256];
        int n = job->palette_count > 256 ? 256 : job->palette_count;
        for (int i = 0; i < n; i++) {
            colors[i].red = job->palette[3 * i];
            colors[i].green = job->palette[3 * i + 1];
            colors[i].blue = job->palette[3 * i + 2];
        }
        png_set_PLTE(png, info, colors, n);
    }
    if (job->trns && job->trns_count > 0) {
        png_set_tRNS(png, info, job->trns, job->trns_count > 256 ? 256 : job->trns_count, NULL);
    } else if (job->has_trns_color && job->trns_color) {
        png_color_16 c;
        memset(&c, 0, sizeof c);
        c.red = job->trns_color[0];
        c.green = job->trns_color[1];
        c.blue = job->trns_color[2];
        c.gray = job->trns_color[0];
        png_set_tRNS(png, info, NULL, 0, &c);
    }
    png_write_info(png, info);
    if (job->drop_alpha) png_set_filler(png, 0, PNG_FILLER_AFTER);
    int passes = job->interlace ? png_set_interlace_handling(png) : 1;
    for (int pass = 0; pass < passes; pass++) {
        for (uint32_t y = 0; y < job->height; y++) {
            png_write_row(png, (png_const_bytep)(job->rows + (size_t)y * job->row_bytes));
        }
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    return res->status = CS_PNG_OK;
}

int cs_png_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, int drop_alpha,
                        const cs_png_encode_options *options, cs_png_buffer *out,
                        cs_png_result *result) {
    reset_result(result);
    if (!rgba || !out || !options) return cs_png_fail(result, CS_PNG_BAD_ARGUMENT, "missing pixels, options or output");
    write_job job;
    memset(&job, 0, sizeof job);
    job.rows = rgba;
    job.row_bytes = (size_t)width * 4;
    job.width = width;
    job.height = height;
    job.bit_depth = 8;
    // Opacity unknown: the fused pipeline finds it while filtering; the others look first.
    if (drop_alpha < 0 && !(options->fused && !options->libpng_defaults))
        drop_alpha = cs_png_rgba_opaque(rgba, (size_t)width * 4, width, height);
    job.color_type = drop_alpha > 0 ? PNG_COLOR_TYPE_RGB : PNG_COLOR_TYPE_RGB_ALPHA;
    job.drop_alpha = drop_alpha;
    job.options = options;
    return run_write(&job, out, result);
}

int cs_png_encode_raw(const uint8_t *samples, size_t row_bytes, uint32_t width, uint32_t height,
                      int bit_depth, int color_type, int interlace,
                      const uint8_t *palette, int palette_count,
                      const uint8_t *trns, int trns_count,
                      int has_trns_color, const uint16_t *trns_color,
                      cs_png_buffer *out, cs_png_result *result) {
    reset_result(result);
    if (!samples || !out) return cs_png_fail(result, CS_PNG_BAD_ARGUMENT, "missing samples or output");
    cs_png_encode_options options = { 1, 6, CS_PNG_FILTER_ALL, CS_Z_FILTERED, 8, 0 };
    write_job job;
    memset(&job, 0, sizeof job);
    job.rows = samples;
    job.row_bytes = row_bytes;
    job.width = width;
    job.height = height;
    job.bit_depth = bit_depth;
    job.color_type = color_type;
    job.interlace = interlace;
    job.options = &options;
    job.palette = palette;
    job.palette_count = palette_count;
    job.trns = trns;
    job.trns_count = trns_count;
    job.has_trns_color = has_trns_color;
    job.trns_color = trns_color;
    return run_write(&job, out, result);
}
