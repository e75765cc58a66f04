import HTTPServer
import LayoutScene
import LayoutSolver
import LayoutStore

extension ServiceContext {
    /// A solve of a stored scene's latest version, or the answer to send instead.
    enum StoredSolve {
        case solved(SolveEngine.Outcome, latest: SceneStore.LatestVersion)
        case refused(HTTPResponse)
    }

    /// Solves the latest version of `name` with a warm solver when one is
    /// cached; records nothing. Both the recorded solve and the read-only one
    /// start here, so they answer the same bytes for the same version.
    func solveLatest(name: String, options: SolveOptions, format: SolveEngine.Format) throws -> StoredSolve {
        // Only the version number and ETag; the bytes only when this version
        // has not been decoded already.
        guard let latest = try store.latestVersion(name: name) else { return .refused(unknownScene(name)) }
        let decoded = try engine.storedDocument(etag: latest.etag) {
            try store.scene(name: name, version: latest.version)?.document
        }
        let document: SceneDocument
        switch decoded {
        case .success(let d)?: document = d
        case .failure(let problem)?: return .refused(.problem(problem))
        case nil: return .refused(unknownScene(name))
        }
        let key = SolverCache.Key(name: name, etag: latest.etag)
        // A Result: closures cannot yet infer typed throws.
        switch Result(catching: { () throws(SolverStop) in
            try engine.solveStored(key, document: document, options: options, format: format)
        }) {
        case .success(let outcome):
            metrics.recordSolve(status: outcome.result.status.rawValue, seconds: outcome.seconds)
            return .solved(outcome, latest: latest)
        case .failure(let stop):
            return .refused(stoppedAnswer(stop))
        }
    }
}
