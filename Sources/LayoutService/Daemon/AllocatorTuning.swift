#if canImport(Glibc)
import Glibc
#endif

/// The one allocator setting the daemon changes: glibc's per-thread cache of
/// freed blocks. By default it keeps 7 blocks per size class; a solve makes
/// a few hundred small allocations and frees them together, so most frees
/// and the next request's mallocs went past the cache into the arena (bin
/// searches, consolidation). 64 per class measured 9.3-9.7k -> 11.5-13.3k
/// solves/s at 128 connections (BENCHMARKS.md) for at most 64 blocks per
/// class and thread (~2 MB per thread at worst).
///
/// glibc reads the setting from `GLIBC_TUNABLES` only when a process starts,
/// so the daemon starts itself once more with it set (same pid, arguments and
/// environment plus the tunable). A `GLIBC_TUNABLES` that already names the
/// cache size is left alone: the user's value wins (7 restores glibc's default).
public enum AllocatorTuning {
    public static let tcacheCount = 64
    static let variable = "GLIBC_TUNABLES"
    static let key = "glibc.malloc.tcache_count"

    /// What `GLIBC_TUNABLES` should hold, or nil when `current` already sets
    /// the cache size. Tunables are `name=value` pairs separated by colons.
    public static func tunables(from current: String?) -> String? {
        let ours = "\(key)=\(tcacheCount)"
        guard let current, !current.isEmpty else { return ours }
        let names = current.split(separator: ":").map { $0.split(separator: "=", maxSplits: 1).first ?? "" }
        if names.contains(where: { $0 == key }) { return nil }
        return current + ":" + ours
    }

    /// True for the command lines that run the daemon (`serve`, or no command).
    public static func appliesTo(_ arguments: [String]) -> Bool {
        guard let command = arguments.first else { return true }
        return command == "serve" || command.hasPrefix("-")
    }

    /// Replaces this process with itself, the tunable set. Returns only when
    /// nothing needs doing or the restart failed (then the daemon simply runs
    /// with glibc's defaults).
    public static func restartIfNeeded(environment: [String: String]) {
        guard let value = tunables(from: environment[variable]) else { return }
        guard setenv(variable, value, 1) == 0 else { return }
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Still here: the restart failed; do not leave a half-applied setting behind.
        if let previous = environment[variable] { setenv(variable, previous, 1) } else { unsetenv(variable) }
    }
}
