import LayoutStore

extension CommandLineTool {
    /// `layoutd backup --data-dir D FILE`: a consistent copy of a live database.
    func backupCommand(_ arguments: [String]) -> Int32 {
        var directory = "./data"
        var target: String?
        var i = 0
        while i < arguments.count {
            if arguments[i] == "--data-dir", i + 1 < arguments.count {
                directory = arguments[i + 1]
                i += 2
                continue
            }
            if arguments[i].hasPrefix("-") { return fail("usage: layoutd backup --data-dir D FILE") }
            target = arguments[i]
            i += 1
        }
        guard let target else { return fail("usage: layoutd backup --data-dir D FILE") }
        do {
            let store = try SQLiteSceneStore(configuration: StoreConfiguration(directory: directory))
            defer { store.close() }
            try store.backup(to: target)
            let verdict = try SQLiteSceneStore.integrityCheck(ofFile: target)
            guard verdict == "ok" else { return fail("backup written to \(target) but its integrity check says: \(verdict)", status: 1) }
        } catch {
            return fail(error.description, status: 1)
        }
        print("backup of \(directory) written to \(target) (integrity ok)")
        return 0
    }
}
