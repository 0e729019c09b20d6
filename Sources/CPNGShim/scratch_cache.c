// Per-thread cache of one buffer per slot, so repeated encodes on a thread reuse warm memory
// instead of faulting in fresh multi-megabyte allocations. Bounded: buffers over KEEP_MAX are
// freed, and a thread's buffers are freed when it exits.
#include "scratch_cache.h"

#include <pthread.h>
#include <stdlib.h>

enum { KEEP_MAX = 16u << 20 };

typedef struct {
    void *bytes[CS_SCRATCH_SLOTS];
    size_t capacity[CS_SCRATCH_SLOTS];
} cache;

static pthread_key_t key;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static int key_ok;

static void drop(void *p) {
    cache *c = (cache *)p;
    for (int s = 0; s < CS_SCRATCH_SLOTS; s++) free(c->bytes[s]);
    free(c);
}

static void make_key(void) { key_ok = pthread_key_create(&key, drop) == 0; }

/// This thread's cache, created on first use; NULL when that fails (then nothing is kept).
static cache *current(void) {
    pthread_once(&once, make_key);
    if (!key_ok) return NULL;
    cache *c = (cache *)pthread_getspecific(key);
    if (c) return c;
    c = (cache *)calloc(1, sizeof *c);
    if (c && pthread_setspecific(key, c) != 0) {
        free(c);
        c = NULL;
    }
    return c;
}

void *cs_png_scratch_take(int slot, size_t size, size_t *capacity) {
    if (size == 0) size = 1;
    cache *c = current();
    if (c && c->bytes[slot]) {
        void *p = c->bytes[slot];
        size_t cap = c->capacity[slot];
        c->bytes[slot] = NULL;
        c->capacity[slot] = 0;
        if (cap >= size) {
            *capacity = cap;
            return p;
        }
        free(p);
    }
    void *p = malloc(size);
    *capacity = p ? size : 0;
    return p;
}

void cs_png_scratch_give(int slot, void *bytes, size_t capacity) {
    if (!bytes) return;
    cache *c = current();
    if (!c || capacity > KEEP_MAX || c->bytes[slot]) {
        free(bytes);
        return;
    }
    c->bytes[slot] = bytes;
    c->capacity[slot] = capacity;
}
