import LayoutScene
import HTTPServer
import LayoutSolver

/// The scene-layer work the routes need: decoding with the configured limits,
/// solving, and encoding as JSON or as the text report.
final class SolveEngine: Sendable {
    let limits: SceneLimits
    let cache: SolverCache
    let documents: DocumentCache
    let solutions: SolutionCache
    /// Times the solves (`Outcome.seconds`).
    let clock: any MonotonicClock

    init(limits: SceneLimits, cacheEntries: Int, clock: any MonotonicClock = SystemClock()) {
        self.limits = limits
        self.clock = clock
        cache = SolverCache(capacity: cacheEntries)
        documents = DocumentCache(capacity: cacheEntries)
        solutions = SolutionCache(capacity: cacheEntries)
    }

    func decode(_ body: [UInt8]) throws(SceneProblem) -> SceneDocument {
        try SceneDecoder.decode(body, limits: limits)
    }

    /// Decodes only to check the scene, as a result (closures cannot yet
    /// infer typed throws).
    func validate(_ body: [UInt8]) -> Result<SceneDocument, SceneProblem> {
        do { return .success(try decode(body)) } catch { return .failure(error) }
    }

    /// What one solve produced, ready to send or record.
    struct Outcome: Sendable {
        var result: SceneResult
        var document: SceneDocument
        var body: [UInt8]
        var contentType: String
        var seconds: Double
    }

    enum Format: Sendable { case json, text }

    /// Solves within `options.budget`; throws why the solver stopped.
    func solve(_ document: SceneDocument, options: SolveOptions, format: Format) throws(SolverStop) -> Outcome {
        let started = clock.now()
        let result = try SceneSolver.solveWithinBudget(document, options: options)
        return outcome(result, document: document, format: format, started: started)
    }

    /// The decoded document of a stored version, by its ETag: from the cache,
    /// else `load`ed and decoded once. nil when `load` finds nothing (the
    /// scene went meanwhile). Failures are not kept: limits may change.
    func storedDocument(etag: String, load: () throws -> [UInt8]?) rethrows -> Result<SceneDocument, SceneProblem>? {
        if let cached = documents.document(etag) { return .success(cached) }
        guard let bytes = try load() else { return nil }
        let decoded = validate(bytes)
        if case .success(let document) = decoded { documents.insert(etag, document: document, byteCount: bytes.count) }
        return decoded
    }

    /// Solves a stored scene (`document` is the version `key` names),
    /// reusing a warm solver for it when one is cached and can give the same
    /// answer (a resize); otherwise a cold solve, whose solver is kept.
    func solveStored(_ key: SolverCache.Key, document: SceneDocument, options: SolveOptions,
                     format: Format) throws(SolverStop) -> Outcome {
        let started = clock.now()
        // A warm solver that stopped is not checked back in: it is dropped.
        if let warm = cache.checkOut(key), let result = try warm.resolve(document, options: options) {
            cache.checkIn(key, warm: warm)
            return outcome(result, document: document, format: format, started: started)
        }
        let (result, fresh) = try WarmScene.solve(document, options: options)
        if let fresh { cache.checkIn(key, warm: fresh) }
        return outcome(result, document: document, format: format, started: started)
    }

    private func outcome(_ result: SceneResult, document: SceneDocument, format: Format, started: Double) -> Outcome {
        let body: [UInt8]
        let type: String
        switch format {
        case .json:
            body = result.jsonBytes()
            type = "application/json"
        case .text:
            body = Array(TextReport(result: result, document: document).render().utf8)
            type = "text/plain; charset=utf-8"
        }
        return Outcome(result: result, document: document, body: body, contentType: type,
                       seconds: clock.now() - started)
    }

    /// The text report of a solve already made (no second solve).
    func textReport(of outcome: Outcome) -> Outcome {
        var text = outcome
        text.body = Array(TextReport(result: outcome.result, document: outcome.document).render().utf8)
        text.contentType = "text/plain; charset=utf-8"
        return text
    }

    var cachedCount: Int { cache.count }

    func forget(scene: String) { cache.forget(name: scene) }
}
