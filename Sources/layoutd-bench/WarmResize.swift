import BenchmarkFixtures
import LayoutScene
import LayoutSolver

/// `scene --warm`: the stored-scene resize (`POST /v1/scenes/:name/solve`
/// with a new width: SolveEngine.solveStored -> WarmScene.resolve) without
/// HTTP, on the benchmark families as scenes, with the solver bench's 50
/// widths; per run the median resolve, then the median over runs, and a
/// cold solve at the last width for scale.
struct WarmResize {
    let families: [BenchmarkSystem.Family]
    let sizes: [Int]
    let runs: Int

    func run() {
        print("| family | N | warm resolve ms median (min-max) | cold solve ms | warm solves | frames checksum |")
        print("|---|---:|---:|---:|---:|---:|")
        for family in families {
            for n in sizes { measure(family, n) }
        }
    }

    func measure(_ family: BenchmarkSystem.Family, _ n: Int) {
        let scene = BenchmarkScene(family, size: n)
        guard let document = try? SceneDecoder.decode(scene.json) else {
            return print("| \(family.rawValue) | \(n) | the scene does not decode | | | |")
        }
        let widths = scene.system.resizeWidths()
        var warmTimes: [Double] = [], coldTimes: [Double] = []
        var solves = 0, checksum = 0.0
        for run in 0...runs {
            guard let warm = (try? WarmScene.solve(document, options: SolveOptions()))?.warm else {
                return print("| \(family.rawValue) | \(n) | not kept warm | | | |")
            }
            var times: [Double] = []
            var last: SceneResult?
            for w in widths {
                let options = SolveOptions(size: SceneSize(width: w, height: scene.system.height0))
                let (t, result) = ContinuousClock.seconds { try? warm.resolve(document, options: options) }
                guard let result else { return print("| \(family.rawValue) | \(n) | resolve refused at \(w) | | | |") }
                times.append(t)
                last = result
            }
            let options = SolveOptions(size: SceneSize(width: widths.last!, height: scene.system.height0))
            let (cold, _) = ContinuousClock.seconds { SceneSolver.solve(document, options: options) }
            // The first run warms caches up and is not counted.
            if run == 0 { continue }
            warmTimes.append(times.median)
            coldTimes.append(cold)
            solves = warm.warmSolves
            var frames: [String: (x: Double, y: Double, width: Double, height: Double)] = [:]
            for f in last!.frames { frames[f.id] = (f.rect.x, f.rect.y, f.rect.width, f.rect.height) }
            checksum = BenchmarkSystem.checksum(scene.absoluteValues(frames))
        }
        let range = "\(fixed(warmTimes.median * 1e3, 3)) (\(fixed(warmTimes.min()! * 1e3, 3))-\(fixed(warmTimes.max()! * 1e3, 3)))"
        print("| \(family.rawValue) | \(n) | \(range) | \(fixed(coldTimes.median * 1e3, 2)) | \(solves) | \(fixed(checksum, 4)) |")
    }
}
