import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// SIGTERM and SIGINT turned into a byte on a pipe by a handler that does
/// nothing but `write` (async-signal-safe), read by a thread of its own that
/// calls back. The kernel gives a process-directed signal to any thread that
/// does not block it, and the handler runs there: every signal reaches the
/// pipe. libdispatch's signal sources on Linux read a signalfd on their own
/// thread, and a signal the kernel gave another thread could stay pending
/// there unread: the daemon then never stopped (docs/operations.md,
/// "Shutdown").
enum SignalPipe {
    /// The pipe's write end, for the handler: a C signal handler carries no
    /// context, so it reads the one thing it needs from here. Set before
    /// any handler is installed, never changed after.
    nonisolated(unsafe) private static var writeEnd: Int32 = -1

    /// Installs the handler for `signals` and calls `onSignal` with each
    /// signal caught, on a thread that does nothing else. Once per process;
    /// false when the pipe cannot be made (the signals keep their default).
    static func watch(_ signals: [Int32], onSignal: @escaping @Sendable (Int32) -> Void) -> Bool {
        guard writeEnd < 0 else { return false }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return false }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        // A full pipe (signals faster than they are read) drops the byte
        // instead of blocking the interrupted thread; one is enough to stop.
        _ = fcntl(ends[1], F_SETFL, fcntl(ends[1], F_GETFL) | O_NONBLOCK)
        writeEnd = ends[1]
        let readEnd = ends[0]
        let reader = Thread {
            var byte: UInt8 = 0
            while true {
                let count = read(readEnd, &byte, 1)
                if count == 1 {
                    onSignal(Int32(byte))
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        reader.name = "layoutd.signals"
        reader.start()
        for signal in signals {
            var action = sigaction()
            action.__sigaction_handler.sa_handler = { caught in
                let saved = errno
                var byte = UInt8(truncatingIfNeeded: caught)
                _ = write(SignalPipe.writeEnd, &byte, 1)
                errno = saved
            }
            sigemptyset(&action.sa_mask)
            action.sa_flags = SA_RESTART
            sigaction(signal, &action, nil)
        }
        return true
    }
}
