import Foundation

/// Every connection is a file descriptor; many systems start processes with a
/// soft limit of 1,024, below `server.max_connections`. Raise the soft limit
/// to the hard one at start-up (allowed without privileges).
enum FileDescriptorLimit {
    /// The soft limit after raising it.
    @discardableResult
    static func raise() -> Int {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit) == 0 else { return -1 }
        if limit.rlim_cur < limit.rlim_max {
            limit.rlim_cur = limit.rlim_max
            _ = setrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
            _ = getrlimit(Int32(RLIMIT_NOFILE.rawValue), &limit)
        }
        return Int(clamping: limit.rlim_cur)
    }
}
