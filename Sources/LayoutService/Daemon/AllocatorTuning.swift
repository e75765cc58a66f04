#if canImport(Glibc)
import Glibc
#endif

/// The allocator settings the daemon changes, both glibc tunables:
/// - `glibc.malloc.tcache_count=64`: glibc's per-thread cache of freed blocks
///   keeps 7 per size class by default; a solve makes a few hundred small
///   allocations and frees them together, so most frees and the next
///   request's mallocs went past the cache into the arena (bin searches,
///   consolidation). At most 64 blocks per class and thread: ~2 MB per thread
///   at worst.
/// - `glibc.malloc.hugetlb=1`: the heap asks for transparent huge pages
///   (madvise), fewer TLB misses across the solver's many small blocks.
/// Measured at 128 connections (BENCHMARKS.md, "Allocator tunables (seventh
/// session, kept)"): 9.3-9.7k -> 11.5-13.3k solves/s for the first, a further
/// 10.3k -> 11.1k (medians) for the second, peak memory unchanged. Between
/// large solves they held much more (1,055 MB against glibc's 420 MB after
/// four 24,000-constraint solves; BENCHMARKS.md, "Allocator tunables and
/// memory trimming (eighth session)"); `MemoryReturn` gives that back (19-47
/// MB either way), so both stay.
///
/// glibc reads tunables from `GLIBC_TUNABLES` only when a process starts, so
/// the daemon starts itself once more with them added (same pid, arguments and
/// environment). A tunable the variable already names is left alone: the
/// user's value wins (`glibc.malloc.tcache_count=7` is glibc's default).
public enum AllocatorTuning {
    static let settings: [(name: String, value: String)] = [
        ("glibc.malloc.tcache_count", "64"),
        ("glibc.malloc.hugetlb", "1"),
    ]
    static let variable = "GLIBC_TUNABLES"

    /// What `GLIBC_TUNABLES` should hold, or nil when `current` already names
    /// every setting. Tunables are `name=value` pairs separated by colons.
    public static func tunables(from current: String?) -> String? {
        let named = (current ?? "").split(separator: ":").map { $0.split(separator: "=", maxSplits: 1).first ?? "" }
        let missing = settings.filter { setting in !named.contains { $0 == setting.name } }
        if missing.isEmpty { return nil }
        let added = missing.map { "\($0.name)=\($0.value)" }
        return ([current ?? ""].filter { !$0.isEmpty } + added).joined(separator: ":")
    }

    /// The start-up log line: what the daemon runs with.
    static func describe(_ current: String?) -> String {
        guard let current, !current.isEmpty else { return "allocator: glibc defaults (GLIBC_TUNABLES unset)" }
        return "allocator: GLIBC_TUNABLES=" + current
    }

    /// Set on the restart: a glibc that drops a tunable it does not know
    /// (hugetlb is 2.35+) from the environment must not make it loop.
    static let restartedMarker = "LAYOUTD_ALLOCATOR_RESTARTED"

    /// Whether `environment` calls for the restart: a tunable is missing and
    /// this process is not itself the restart.
    public static func needsRestart(_ environment: [String: String]) -> Bool {
        restartValue(environment) != nil
    }

    /// The tunables to restart with, or nil when no restart is due.
    static func restartValue(_ environment: [String: String]) -> String? {
        environment[restartedMarker] == nil ? tunables(from: environment[variable]) : nil
    }

    /// Replaces this process with itself, the tunables set. Returns only when
    /// nothing needs doing or the restart failed (then the daemon simply runs
    /// with glibc's defaults).
    public static func restartIfNeeded(environment: [String: String]) {
        guard let value = restartValue(environment) else { return }
        guard setenv(variable, value, 1) == 0, setenv(restartedMarker, "1", 1) == 0 else { return }
        execv("/proc/self/exe", CommandLine.unsafeArgv)
        // Still here: the restart failed; do not leave a half-applied setting behind.
        if let previous = environment[variable] { setenv(variable, previous, 1) } else { unsetenv(variable) }
        unsetenv(restartedMarker)
    }
}
