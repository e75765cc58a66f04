import Glibc

/// Creates the data directory (with parents) and checks it can be written,
/// so start-up fails with the path and the OS reason instead of a vague
/// SQLite error later.
enum DataDirectory {
    private static let mode: mode_t = 0o755

    static func prepare(_ path: String) throws(StoreError) {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            prefix += component
            if mkdir(prefix, mode) != 0 {
                let reason = errno
                guard reason == EEXIST, isDirectory(prefix) else {
                    throw .cannotCreateDirectory(path: path, errno: reason == EEXIST ? ENOTDIR : reason)
                }
            }
            prefix += "/"
        }
        // access() reports EROFS even to root on a read-only file system.
        guard access(path, W_OK | X_OK) == 0 else {
            throw .directoryNotWritable(path: path, errno: errno)
        }
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
