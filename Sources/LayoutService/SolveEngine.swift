import LayoutScene

/// The scene-layer work the routes need: decoding with the configured limits,
/// solving, and encoding as JSON or as the text report.
final class SolveEngine: Sendable {
    let limits: SceneLimits
    let cacheEntries: Int

    init(limits: SceneLimits, cacheEntries: Int) {
        self.limits = limits
        self.cacheEntries = cacheEntries
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
        var body: [UInt8]
        var contentType: String
        var seconds: Double
    }

    enum Format: Sendable { case json, text }

    func solve(_ document: SceneDocument, options: SolveOptions, format: Format) -> Outcome {
        let started = WorkerPool.now()
        let result = SceneSolver.solve(document, options: options)
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
        return Outcome(result: result, body: body, contentType: type, seconds: WorkerPool.now() - started)
    }

    var cachedCount: Int { 0 }

    func forget(scene: String) {}
}
