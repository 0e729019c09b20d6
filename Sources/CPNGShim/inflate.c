#include "CPNGShim.h"
#include <string.h>
#include <zlib.h>

long cs_inflate_bounded(const uint8_t *src, size_t n, uint8_t *dst, size_t cap) {
    if (n > (size_t)UINT32_MAX || cap > (size_t)UINT32_MAX) return -1;
    z_stream z;
    memset(&z, 0, sizeof z);
    if (inflateInit(&z) != Z_OK) return -1;
    z.next_in = (Bytef *)src;
    z.avail_in = (uInt)n;
    z.next_out = dst;
    z.avail_out = (uInt)cap;
    int ret = inflate(&z, Z_FINISH);
    long written = (long)z.total_out;
    int full = z.avail_out == 0;
    inflateEnd(&z);
    if (ret == Z_STREAM_END) return written;
    if (full) return -2;
    return -1;
}
