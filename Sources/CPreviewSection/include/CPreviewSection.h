#ifndef CPREVIEWSECTION_H
#define CPREVIEWSECTION_H

/// The first byte of the `cellshot_previews` section of the executable, or null when no
/// `#Preview` was linked in.
const void *cellshot_previews_start(void);
/// One past the last byte of the `cellshot_previews` section, or null.
const void *cellshot_previews_end(void);
/// The first byte of the executable's `swift5_protocol_conformances` section, or null.
const void *cellshot_conformances_start(void);
/// One past the last byte of the `swift5_protocol_conformances` section, or null.
const void *cellshot_conformances_end(void);

#endif
