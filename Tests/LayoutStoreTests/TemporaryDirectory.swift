import Foundation

/// A fresh directory under the system temp dir, removed by `remove()`.
struct TemporaryDirectory {
    let path: String

    init() throws {
        var template = Array((NSTemporaryDirectory() + "/layoutstore-XXXXXX").utf8CString)
        guard let created = mkdtemp(&template) else {
            throw CocoaError(.fileWriteUnknown)
        }
        path = String(cString: created)
    }

    func appending(_ component: String) -> String {
        path + "/" + component
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}
