#include "CPreviewSection.h"
#include <stddef.h>

#if defined(__ELF__)
// The static linker defines __start_/__stop_ for a section whose name is a C identifier; weak,
// so that a program without any `#Preview` links and reads an empty list.
extern const char __start_cellshot_previews[] __attribute__((weak));
extern const char __stop_cellshot_previews[] __attribute__((weak));
// The Swift compiler's protocol conformance records (one 32-bit relative offset each).
extern const char __start_swift5_protocol_conformances[] __attribute__((weak));
extern const char __stop_swift5_protocol_conformances[] __attribute__((weak));

const void *cellshot_previews_start(void) { return __start_cellshot_previews; }
const void *cellshot_previews_end(void) { return __stop_cellshot_previews; }
const void *cellshot_conformances_start(void) { return __start_swift5_protocol_conformances; }
const void *cellshot_conformances_end(void) { return __stop_swift5_protocol_conformances; }
#else
const void *cellshot_previews_start(void) { return NULL; }
const void *cellshot_previews_end(void) { return NULL; }
const void *cellshot_conformances_start(void) { return NULL; }
const void *cellshot_conformances_end(void) { return NULL; }
#endif
