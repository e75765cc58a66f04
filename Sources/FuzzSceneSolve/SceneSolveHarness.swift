import FuzzSupport
import LayoutScene
import LayoutSolver

/// Fuzzes the whole solve path a request takes after decoding: lowering, the
/// solver, diagnostics, the JSON result and the text report.
///
/// Input: a scene document; inputs that do not decode are skipped (the
/// decoder has its own fuzzer). Properties: nothing crashes for any document
/// the decoder accepts, and solving twice gives the same bytes (the service
/// promises deterministic output); a solve within a tight budget either
/// stops or gives the same bytes as one without.
enum SceneSolveHarness: FuzzHarness {
    /// Small scenes keep each solve in milliseconds, so the fuzzer runs many.
    static let limits = SceneLimits(maxDocumentBytes: 16 << 10, maxDepth: 32, maxStringBytes: 1024,
                                    maxViews: 24, maxGuides: 8, maxConstraints: 48,
                                    maxConstraintsPerFormat: 48, maxVariants: 2)

    static func run(_ bytes: [UInt8]) {
        guard let document = try? SceneDecoder.decode(bytes, limits: limits) else { return }
        let options = SolveOptions(detail: .full, measureTime: false)
        let first = SceneSolver.solve(document, options: options)
        let second = SceneSolver.solve(document, options: options)
        let firstBytes = first.jsonBytes()
        FuzzCheck.require(firstBytes == second.jsonBytes(), "two solves of one document differ")
        _ = TextReport(result: first, document: document).render()
        do {
            let (warmResult, warm) = try WarmScene.solve(document, options: options)
            FuzzCheck.require(warmResult.jsonBytes() == firstBytes, "a warm-capable solve differs from a plain one")
            _ = try warm?.resolve(document, options: options)
        } catch {
            FuzzCheck.require(false, "a solve without a budget stopped (\(error))")
        }
        var tight = options
        tight.budget = SolverBudget(maxWork: 20 + bytes.count % 500, maxTerms: 20 + bytes.count % 300)
        if let within = try? SceneSolver.solveWithinBudget(document, options: tight) {
            FuzzCheck.require(within.jsonBytes() == firstBytes, "a solve within its budget differs from one without")
        }
    }
}
