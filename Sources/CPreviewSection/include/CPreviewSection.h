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

/// Forks a probe of the calling process: -1 when no child could be made, 0 in the child (its
/// standard error is `error_fd`, its standard input and output /dev/null, a crash signal ends
/// it at once without a backtrace or core file, and it dies with its parent), the child's
/// process id in the parent. The child must end with `cellshot_probe_exit`.
int cellshot_probe_fork(int error_fd);
/// Ends a forked probe at once: no exit handlers, no flush of the buffers it inherited.
void cellshot_probe_exit(int status) __attribute__((noreturn));
/// Waits at most `seconds` for the forked probe `child` to end. 1 when it ended (its exit status,
/// or the signal that ended it, written), 0 when the time passed (the child is then killed and
/// reaped), -1 on an error.
int cellshot_probe_wait(int child, double seconds, int *exit_status, int *signal_number);

#endif
