#include <stdlib.h>

// The preview probe's entry (`CellShotSwiftUITesting`), absent from programs that do not link it.
extern void cellshot_preview_probe_main(void) __attribute__((weak));

// A test program started with CELLSHOT_PREVIEW_PROBE set is a probe: it draws the previews the
// variables name, writes its journal and exits before `main` runs any test. Without
// a priority this runs after the Swift runtime's registration of the program's metadata, which
// precedes it in link order.
__attribute__((constructor)) static void cellshot_preview_probe_hook(void) {
    const char *journal = getenv("CELLSHOT_PREVIEW_PROBE");
    if (journal != NULL && journal[0] != '\0' && cellshot_preview_probe_main != NULL) {
        cellshot_preview_probe_main();
        exit(0);
    }
}
