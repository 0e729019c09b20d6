// C wrappers around libpng's setjmp-based error handling.
//
// Each function below runs one whole encode or decode inside its own setjmp, with its own
// error and warning handlers, and returns a status code plus a message. No longjmp ever
// crosses a Swift frame, and no Swift code is ever called back by libpng.
//
// The files of the shim:
//   shim.c           probe, decode and the two encode entry points; error plumbing
//   fused_encode.c   the default encode path: filter and deflate each row in one pass
//   fast_deflate.c   CellShot's own deflate, used by the fused path (`fast_deflate`)
//   scratch_cache.c  per-thread reuse of the encoder's large buffers
//   internal.h, fast_deflate.h, scratch_cache.h  declarations shared between those files
// Every global symbol starts with `cs_png_`. Only `CellShotPNG` and the tests import this
// module; the `cs_png_test_*` functions exist for the tests alone.
#ifndef CPNGSHIM_H
#define CPNGSHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// Outcome of a shim call.
typedef enum {
    CS_PNG_OK = 0,
    CS_PNG_NOT_PNG = 1,          ///< the signature is wrong
    CS_PNG_TRUNCATED = 2,        ///< the data ends inside a chunk, or before the image data is complete
    CS_PNG_CRC = 3,              ///< CRC mismatch on a critical chunk
    CS_PNG_BAD_HEADER = 4,       ///< IHDR is missing, malformed or holds invalid values
    CS_PNG_TOO_LARGE = 5,        ///< the header announces a size above the limits
    CS_PNG_MISSING_IEND = 6,     ///< the data ends cleanly after the image data, with no IEND
    CS_PNG_TRAILING = 7,         ///< bytes follow IEND
    CS_PNG_CORRUPT_DATA = 8,     ///< the compressed image data does not inflate to the image
    CS_PNG_OUT_OF_MEMORY = 9,
    CS_PNG_BAD_ARGUMENT = 10,    ///< caller error: output buffer size, options
    CS_PNG_OTHER = 11            ///< any other libpng error (message says which)
} cs_png_status;

/// Decode limits; a header announcing more is refused before rows are allocated.
typedef struct {
    uint32_t max_width;
    uint32_t max_height;
    uint64_t max_pixels;
    /// Cap on memory for one ancillary chunk (png_set_chunk_malloc_max).
    size_t max_chunk_bytes;
    /// Cap on the number of ancillary chunks kept (png_set_chunk_cache_max).
    uint32_t max_chunk_count;
} cs_png_limits;

/// The stored format, as IHDR says it.
typedef struct {
    uint32_t width;
    uint32_t height;
    int bit_depth;
    int color_type;   ///< PNG colour type: 0 grey, 2 RGB, 3 palette, 4 grey+alpha, 6 RGBA
    int interlace;    ///< 0 none, 1 Adam7
    int has_trns;     ///< a tRNS chunk was present
} cs_png_header;

/// Status, message and details of one call.
typedef struct {
    int status;                 ///< a cs_png_status
    size_t offset;              ///< byte offset where reading stopped (decode)
    uint32_t announced_width;   ///< for CS_PNG_TOO_LARGE
    uint32_t announced_height;
    cs_png_header header;       ///< filled once IHDR has been read
    char message[256];          ///< libpng's (or the shim's) message, NUL-terminated
} cs_png_result;

/// Reads signature and header (and the chunks before the image data), checks the limits.
/// Fills `result->header`. Does not allocate image memory.
int cs_png_probe(const uint8_t *data, size_t length, const cs_png_limits *limits,
                 cs_png_result *result);

/// Decodes the whole PNG to straight RGBA8 in `out` (`out_length` must be width × height × 4,
/// as `cs_png_probe` reported), reads to IEND and rejects bytes after IEND.
int cs_png_decode_rgba8(const uint8_t *data, size_t length, const cs_png_limits *limits,
                        uint8_t *out, size_t out_length, cs_png_result *result);

/// zlib strategies (values of zlib.h).
enum { CS_Z_DEFAULT_STRATEGY = 0, CS_Z_FILTERED = 1, CS_Z_HUFFMAN_ONLY = 2, CS_Z_RLE = 3 };
/// Filter masks (values of png.h).
enum {
    CS_PNG_FILTER_NONE = 0x08, CS_PNG_FILTER_SUB = 0x10, CS_PNG_FILTER_UP = 0x20,
    CS_PNG_FILTER_AVG = 0x40, CS_PNG_FILTER_PAETH = 0x80, CS_PNG_FILTER_ALL = 0xF8
};

/// Encoder settings. With `libpng_defaults` set, none of the others is applied.
typedef struct {
    int libpng_defaults;
    int level;         ///< zlib level 0–9
    int filters;       ///< OR of CS_PNG_FILTER_*
    int strategy;      ///< CS_Z_*
    int mem_level;     ///< zlib memLevel 1–9
    size_t buffer_size;///< libpng's compression buffer (IDAT chunk size), 0 = libpng's default
    /// 1: filter rows and run zlib in the shim (one fused pass per row, no libpng row
    /// transforms); libpng still writes signature, IHDR, IDAT and IEND chunks with their CRCs.
    /// 0: libpng's own row pipeline.
    int fused;
    /// deflateTune parameters for the fused path; all 0 = the level's own.
    int tune_good, tune_lazy, tune_nice, tune_chain;
    /// Fused path: compress with the shim's own fast deflate instead of zlib's deflate
    /// (level, strategy, memory level and tuning are then ignored).
    int fast_deflate;
} cs_png_encode_options;

/// A growable output buffer owned by C; release with cs_png_buffer_free.
typedef struct {
    uint8_t *bytes;
    size_t length;
    size_t capacity;
} cs_png_buffer;

void cs_png_buffer_free(cs_png_buffer *buffer);

/// Encodes straight RGBA8 pixels (`width × 4` bytes per row). `drop_alpha` 1 writes colour
/// type RGB (the caller knows every alpha is 255), 0 RGBA, and a negative value RGB exactly
/// when every alpha is 255 (found while the rows are filtered, on the fast path). No time or
/// text chunks.
int cs_png_encode_rgba8(const uint8_t *rgba, uint32_t width, uint32_t height, int drop_alpha,
                        const cs_png_encode_options *options, cs_png_buffer *out,
                        cs_png_result *result);

/// Writes samples already in PNG's packed row layout (`row_bytes` per row, big-endian 16-bit
/// samples) in any colour type, bit depth and interlace — used by tests and tools to build
/// every format. `palette` holds `palette_count` RGB triples; `trns` `trns_count` alpha bytes
/// (palette images); `trns_color` (R, G, B or grey in [0]) when `has_trns_color` is set.
int cs_png_encode_raw(const uint8_t *samples, size_t row_bytes, uint32_t width, uint32_t height,
                      int bit_depth, int color_type, int interlace,
                      const uint8_t *palette, int palette_count,
                      const uint8_t *trns, int trns_count,
                      int has_trns_color, const uint16_t *trns_color,
                      cs_png_buffer *out, cs_png_result *result);

/// For tests: the fast deflate's Huffman code lengths (each ≤ `limit`) for `count` ≤ 286
/// frequencies, at least two of them non-zero.
void cs_png_test_code_lengths(const uint32_t *frequencies, int count, int limit, uint8_t *lengths);

/// Adler-32 (RFC 1950) of `count` bytes continuing from `adler` (1 to start): the fast
/// deflate's own checksum.
uint32_t cs_png_adler32(uint32_t adler, const uint8_t *bytes, size_t count);

/// For tests: zlib's adler32 over the same bytes, to check `cs_png_adler32` against.
uint32_t cs_png_test_zlib_adler32(uint32_t adler, const uint8_t *bytes, size_t count);

/// Inflates the zlib stream `src` (`n` bytes) into `dst` (`cap` bytes): the number of bytes
/// written, -1 when the stream is corrupt or truncated, -2 when it inflates to more than `cap`
/// (a decompression bomb stops there).
long cs_inflate_bounded(const uint8_t *src, size_t n, uint8_t *dst, size_t cap);

#ifdef __cplusplus
}
#endif

#endif
