import LayoutScene

/// The scene-layer work the routes need: decoding with the configured limits,
/// solving, and encoding as JSON or as the text report.
final class SolveEngine: Sendable {
    let limits: SceneLimits
    let cache: SolverCache

    init(limits: SceneLimits, cacheEntries: Int) {
        self.limits = limits
        cache = SolverCache(capacity: cacheEntries)
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

    func solve(_ document: SceneDocument, options: SolveOptions, format: Format) -> Outcome {
        let started = WorkerPool.now()
        return outcome(SceneSolver.solve(document, options: options), document: document, format: format, started: started)
    }

    /// Solves a stored scene, reusing a warm solver for that version when one
    /// is cached and can give the same answer (a resize); decodes the stored
    /// bytes only on a cache miss.
    func solveStored(_ key: SolverCache.Key, bytes: [UInt8], options: SolveOptions,
                     format: Format) -> Result<Outcome, SceneProblem> {
        let started = WorkerPool.now()
        if let (document, warm) = cache.checkOut(key) {
            if let result = warm.resolve(document, options: options) {
                cache.checkIn(key, document: document, warm: warm)
                return .success(outcome(result, document: document, format: format, started: started))
            }
            let (result, fresh) = WarmScene.solve(document, options: options)
            if let fresh { cache.checkIn(key, document: document, warm: fresh) }
            return .success(outcome(result, document: document, format: format, started: started))
        }
        let document: SceneDocument
        switch validate(bytes) {
        case .success(let d): document = d
        case .failure(let problem): return .failure(problem)
        }
        let (result, warm) = WarmScene.solve(document, options: options)
        if let warm { cache.checkIn(key, document: document, warm: warm) }
        return .success(outcome(result, document: document, format: format, started: started))
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
                       seconds: WorkerPool.now() - started)
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
