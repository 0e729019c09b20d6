#define _GNU_SOURCE
#include "CPreviewSection.h"

#if defined(__linux__)
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

// In the child: standard error to the file the parent reads, no input, output discarded, the
// crash signals' default action (a trap ends the child at once, without a backtrace or a core
// file), and killed with its parent.
static void cellshot_probe_child_setup(int error_fd, pid_t parent) {
    dup2(error_fd, STDERR_FILENO);
    int null_fd = open("/dev/null", O_RDWR | O_CLOEXEC);
    if (null_fd >= 0) {
        dup2(null_fd, STDIN_FILENO);
        dup2(null_fd, STDOUT_FILENO);
        close(null_fd);
    }
    const int crashes[] = { SIGILL, SIGTRAP, SIGSEGV, SIGBUS, SIGFPE, SIGABRT };
    sigset_t unblocked;
    sigemptyset(&unblocked);
    for (unsigned index = 0; index < sizeof crashes / sizeof crashes[0]; index++) {
        signal(crashes[index], SIG_DFL);
        sigaddset(&unblocked, crashes[index]);
    }
    sigaddset(&unblocked, SIGTERM);
    sigprocmask(SIG_UNBLOCK, &unblocked, NULL);
    struct rlimit no_core = { 0, 0 };
    setrlimit(RLIMIT_CORE, &no_core);
    prctl(PR_SET_PDEATHSIG, SIGKILL);
    if (getppid() != parent) _exit(3);
}

int cellshot_probe_fork(int error_fd) {
    pid_t parent = getpid();
    pid_t child = fork();
    if (child == 0) cellshot_probe_child_setup(error_fd, parent);
    return child;
}

void cellshot_probe_exit(int status) { _exit(status); }

static double cellshot_probe_now(void) {
    struct timespec now;
    clock_gettime(CLOCK_MONOTONIC, &now);
    return (double)now.tv_sec + (double)now.tv_nsec / 1e9;
}

// Waits until `child` ends or `deadline` (monotonic seconds) passes: 1 when it ended (reaped),
// 0 when the deadline passed, -1 on an error.
static int cellshot_probe_reap(int child, double deadline, int *status) {
    int process_fd = (int)syscall(SYS_pidfd_open, child, 0);
    long pause_ns = 50000;
    for (;;) {
        pid_t reaped = waitpid(child, status, WNOHANG);
        if (reaped == child) break;
        if (reaped < 0 && errno != EINTR) { if (process_fd >= 0) close(process_fd); return -1; }
        double left = deadline - cellshot_probe_now();
        if (left <= 0) { if (process_fd >= 0) close(process_fd); return 0; }
        if (process_fd >= 0) {
            // Readable when the child ends; the loop reaps it.
            struct pollfd wait_for = { process_fd, POLLIN, 0 };
            poll(&wait_for, 1, left > 1.0 ? 1000 : (int)(left * 1000) + 1);
        } else {
            struct timespec pause = { 0, pause_ns };
            nanosleep(&pause, NULL);
            if (pause_ns < 2000000) pause_ns *= 2;
        }
    }
    if (process_fd >= 0) close(process_fd);
    return 1;
}

int cellshot_probe_wait(int child, double seconds, int *exit_status, int *signal_number) {
    int status = 0;
    int ended = cellshot_probe_reap(child, cellshot_probe_now() + seconds, &status);
    if (ended == 0) {
        kill(child, SIGKILL);
        while (waitpid(child, &status, 0) < 0 && errno == EINTR) {}
        return 0;
    }
    if (ended < 0) return -1;
    *exit_status = WIFEXITED(status) ? WEXITSTATUS(status) : 0;
    *signal_number = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
    return 1;
}
#else
#include <stdlib.h>
int cellshot_probe_fork(int error_fd) { (void)error_fd; return -1; }
void cellshot_probe_exit(int status) { _Exit(status); }
int cellshot_probe_wait(int child, double seconds, int *exit_status, int *signal_number) {
    (void)child; (void)seconds; (void)exit_status; (void)signal_number;
    return -1;
}
#endif
