#ifndef CPREVIEWSECTION_H
#define CPREVIEWSECTION_H

/// The first byte of the `cellshot_previews` section of the executable, or null when no
/// `#Preview` was linked in.
const void *cellshot_previews_start(void);
/// One past the last byte of the `cellshot_previews` section, or null.
const void *cellshot_previews_end(void);

#endif
