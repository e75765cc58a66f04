import Foundation

/// Paths as reports show them: relative to a root folder (the working
/// directory, or `layoutd check --root`), whatever form they were given in,
/// so GitHub annotations and code scanning find the file in the repository.
struct PathDisplay {
    /// Absolute, without `.` or `..`.
    var root: [String]

    init(root: String, workingDirectory: String = FileManager.default.currentDirectoryPath) {
        self.root = Self.components(root, in: workingDirectory)
    }

    static func components(_ path: String, in workingDirectory: String) -> [String] {
        let absolute = path.hasPrefix("/") ? path : workingDirectory + "/" + path
        var out: [String] = []
        for part in absolute.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !out.isEmpty { out.removeLast() }
            default: out.append(String(part))
            }
        }
        return out
    }

    /// `path` from the root: `App/Main.storyboard`, `../Shared/Cell.xib`.
    func show(_ path: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String {
        guard path != "-" else { return path }
        let parts = Self.components(path, in: workingDirectory)
        var common = 0
        while common < min(parts.count, root.count), parts[common] == root[common] { common += 1 }
        let up = Array(repeating: "..", count: root.count - common)
        let shown = (up + parts[common...]).joined(separator: "/")
        return shown.isEmpty ? "." : shown
    }
}
