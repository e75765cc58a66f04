import LayoutScene

/// The scene-layer work the routes need: decoding with the configured limits,
/// solving, and (later) warm solvers for stored scenes.
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

    var cachedCount: Int { 0 }

    func forget(scene: String) {}
}
