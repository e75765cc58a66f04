import Foundation
import LayoutStore

extension CommandLineTool {
    static let copyStoreUsage = "usage: layoutd copy-store --from DIR|URL [--to DIR|URL]  (--to defaults to $LAYOUTD_STORE_URL)"

    /// `layoutd copy-store --from SOURCE --to TARGET`: every scene of one
    /// store into another (a data directory or a postgresql:// URL), each
    /// with every version (same numbers, ETags and times) and its history.
    /// Scenes the target already has are skipped and named, so a copy that
    /// stopped half-way can simply be run again.
    func copyStoreCommand(_ arguments: [String]) -> Int32 {
        let spec = CommandOptions.Spec(valued: ["--from": nil, "--to": nil], maxOperands: 0)
        let given: CommandOptions
        switch CommandOptions.parse(arguments, spec) {
        case .success(let parsed): given = parsed
        case .failure(.help(let arg)), .failure(.badValue(let arg)), .failure(.unknown(let arg)),
             .failure(.extraOperand(_, let arg)):
            return fail("unexpected '\(arg)'\n" + Self.copyStoreUsage)
        }
        let source = given.values["--from"]
        let target = given.values["--to"] ?? environment["LAYOUTD_STORE_URL"].flatMap { $0.isEmpty ? nil : $0 }
        guard let source, let target else { return fail(Self.copyStoreUsage) }
        let from: any SceneStorage
        let to: any SceneStorage
        do {
            from = try StoreOpener.open(Self.storeConfiguration(source, readOnly: true))
        } catch {
            return fail("cannot open \(StoreLocation.redacted(source)): \(error.description)", status: 1)
        }
        defer { from.close() }
        do {
            to = try StoreOpener.open(Self.storeConfiguration(target, readOnly: false))
        } catch {
            return fail("cannot open \(StoreLocation.redacted(target)): \(error.description)", status: 1)
        }
        defer { to.close() }
        var tally = CopyTally()
        do {
            try Self.copy(from: from, to: to, tally: &tally) { line in
                printError(line)
            }
        } catch {
            print(tally.summary(from: source, to: target))
            return fail("copy stopped: \(error.description); run it again to copy the rest", status: 1)
        }
        print(tally.summary(from: source, to: target))
        return 0
    }

    /// What a copy did so far.
    struct CopyTally {
        var scenes = 0
        var versions = 0
        var historyEntries = 0
        var skipped: [String] = []

        func summary(from source: String, to target: String) -> String {
            var text = "copied \(scenes) scene\(scenes == 1 ? "" : "s") (\(versions) versions, \(historyEntries) history entries)"
                + " from \(StoreLocation.redacted(source)) to \(StoreLocation.redacted(target))"
            if !skipped.isEmpty {
                text += "; skipped \(skipped.count) already there: " + skipped.joined(separator: ", ")
            }
            return text
        }
    }

    /// Copies scene by scene in name order, one page of names at a time.
    static func copy(from source: any SceneStorage, to target: any SceneStorage, tally: inout CopyTally,
                     progress: (String) -> Void) throws(StoreError) {
        var cursor: String?
        repeat {
            let page = try source.listScenes(prefix: nil, limit: StoreLimits.maxPageSize, cursor: cursor)
            for item in page.items {
                // Deleted since it was listed: nothing to copy.
                guard let archive = try source.archive(name: item.name) else { continue }
                do {
                    try target.restore(archive)
                } catch .preconditionFailed {
                    tally.skipped.append(item.name)
                    progress("skipped \(item.name): the target already has a scene of that name")
                    continue
                }
                tally.scenes += 1
                tally.versions += archive.versions.count
                tally.historyEntries += archive.history.count
                progress("copied \(item.name): \(archive.versions.count) versions, \(archive.history.count) history entries")
            }
            cursor = page.nextCursor
        } while cursor != nil
    }

    /// A data directory or a database URL as a store configuration.
    static func storeConfiguration(_ location: String, readOnly: Bool) -> StoreConfiguration {
        if StoreOpener.isDatabaseURL(location) {
            return StoreConfiguration(url: location)
        }
        return StoreConfiguration(directory: location, readOnly: readOnly)
    }
}
