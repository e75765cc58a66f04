import LayoutStore

extension CommandLineTool {
    /// `layoutd backup --data-dir D FILE`: a consistent copy of a live database.
    func backupCommand(_ arguments: [String]) -> Int32 {
        // Any dash starts an option here: `-` is no place to write a backup.
        let spec = CommandOptions.Spec(valued: ["--data-dir": nil], optionPrefix: "-")
        guard case .success(let given) = CommandOptions.parse(arguments, spec), let target = given.operands.last else {
            return fail("usage: layoutd backup --data-dir D FILE")
        }
        let directory = given.values["--data-dir"] ?? "./data"
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
