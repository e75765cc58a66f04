#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// File access for replays, on plain POSIX calls so that the fuzz executables
/// need nothing beyond the libraries they test.
enum FuzzFiles {
    /// The path itself when it is a file; the regular files directly inside it,
    /// sorted by name, when it is a directory.
    static func inputs(at path: String) throws(FuzzSupportError) -> [String] {
        guard let directory = opendir(path) else {
            if errno == ENOTDIR { return [path] }
            throw .cannotOpen(path: path, errno: errno)
        }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix(".") { continue }
            let full = path + "/" + name
            var info = stat()
            if stat(full, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG {
                names.append(full)
            }
        }
        return names.sorted()
    }

    static func contents(of path: String) throws(FuzzSupportError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw .cannotOpen(path: path, errno: errno) }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .cannotRead(path: path, errno: errno)
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}

/// Why a replay could not read its inputs.
public enum FuzzSupportError: Error, CustomStringConvertible {
    case cannotOpen(path: String, errno: Int32)
    case cannotRead(path: String, errno: Int32)

    public var description: String {
        switch self {
        case .cannotOpen(let path, let code): "cannot open \(path) (errno \(code))"
        case .cannotRead(let path, let code): "cannot read \(path) (errno \(code))"
        }
    }
}
