import BenchmarkFixtures
import LayoutScene
import LayoutSolver

/// Times a scene solve stage by stage on the benchmark families written as
/// scene documents, against the solver's own build of the same system
/// (the bars of BENCHMARKS.md, "Scene solve": the stages together within 3×
/// the solver, ambiguity analysis on within 2× off).
struct SceneBench {
    var sizes = [1000]
    var runs = 5
    var families = BenchmarkSystem.Family.allCases
    /// `--emit FAMILY N`: print the scene document instead of timing.
    var emit: (BenchmarkSystem.Family, Int)?
    /// `--files F...`: time the stages of these scene documents instead.
    var files: [String] = []
    /// `--calls N` with `--files`: exactly N calls per stage.
    var calls: Int?
    /// `--warm`: time stored-scene resizes (`WarmResize`) instead.
    var warm = false

    /// The bound on decode + lower/solve + encode over the solver alone.
    static let stagesOverSolverTarget = 3.0
    /// The bound on ambiguity on over off.
    static let ambiguityOverhead = 2.0

    init(arguments: [String]) {
        let options = BenchArguments(arguments)
        sizes = options.ints("sizes") ?? sizes
        runs = options.int("runs", default: runs)
        families = options.strings("families")?.compactMap { BenchmarkSystem.Family(rawValue: $0) } ?? families
        files = options.strings("files") ?? []
        calls = options.ints("calls")?.first
        warm = options.has("warm")
        if let words = options.strings("emit"), words.count == 2,
           let family = BenchmarkSystem.Family(rawValue: words[0]), let n = Int(words[1]) {
            emit = (family, n)
        }
    }

    /// One family and size: seconds per run of each stage.
    struct Cell {
        var family: BenchmarkSystem.Family
        var size: Int
        var bytes = 0
        var views = 0
        var constraints = 0
        var resultBytes = 0
        /// Build, read every value, free.
        var solver: [Double] = []
        /// Build only (the yardstick until the sixth session).
        var solverBuild: [Double] = []
        var decode: [Double] = []
        var solveOff: [Double] = []
        /// The solver's part of `solveOff` (the result's solveMicroseconds).
        var adding: [Double] = []
        var solveOn: [Double] = []
        var encode: [Double] = []
        var statusOn = ""
        var checksums = (scene: 0.0, solver: 0.0)

        var totals: [Double] { zip(zip(decode, solveOff), encode).map { $0.0 + $0.1 + $1 } }
        var stagesOverSolver: Double { totals.median / solver.median }
        var stagesOverBuild: Double { totals.median / solverBuild.median }
        var ambiguityRatio: Double { solveOn.median / solveOff.median }
    }

    func run() {
        if let (family, n) = emit {
            print(String(decoding: BenchmarkScene(family, size: n).json, as: UTF8.self), terminator: "")
            return
        }
        if warm { return WarmResize(families: families, sizes: sizes, runs: runs).run() }
        if !files.isEmpty {
            FileStages(paths: files, runs: runs, calls: calls).run()
            return
        }
        var cells: [Cell] = []
        for family in families {
            for n in sizes {
                guard let cell = measure(family, n) else { return }
                printProgress(cell)
                cells.append(cell)
            }
        }
        printTables(cells)
    }

    func measure(_ family: BenchmarkSystem.Family, _ n: Int) -> Cell? {
        let scene = BenchmarkScene(family, size: n)
        let bytes = scene.json
        var cell = Cell(family: family, size: n, bytes: bytes.count)
        let off = SolveOptions(analyzeAmbiguity: false)
        let on = SolveOptions(analyzeAmbiguity: true)
        for run in 0...runs {
            // The solver alone is built, read and freed, as the scene solve
            // reads its frames and frees its solver inside its own clock; the
            // two parts are timed apart so that both yardsticks show.
            let (buildTime, built) = ContinuousClock.seconds { try! scene.system.build() }
            var held: (Solver, [Variable])? = built
            let (releaseTime, solverValues) = ContinuousClock.seconds { () -> [Double] in
                let values = held!.1.map { held!.0.value(of: $0) }
                held = nil
                return values
            }
            let (decodeTime, decoded) = ContinuousClock.seconds {
                Result { () throws(SceneProblem) in try SceneDecoder.decode(bytes) }
            }
            let document: SceneDocument
            switch decoded {
            case .success(let d): document = d
            case .failure(let problem):
                print("\(family.rawValue)-\(n): the scene does not decode: \(problem.title)")
                for e in problem.errors.prefix(5) { print("  \(e.pointer): \(e.message)") }
                return nil
            }
            let (offTime, result) = ContinuousClock.seconds { SceneSolver.solve(document, options: off) }
            let (onTime, resultOn) = ContinuousClock.seconds { SceneSolver.solve(document, options: on) }
            let (encodeTime, encoded) = ContinuousClock.seconds { result.jsonBytes() }
            // The first run warms caches up and is not counted.
            if run == 0 { continue }
            cell.solver.append(buildTime + releaseTime)
            cell.solverBuild.append(buildTime)
            cell.decode.append(decodeTime)
            cell.solveOff.append(offTime)
            cell.adding.append(Double(result.stats.solveMicroseconds ?? 0) * 1e-6)
            cell.solveOn.append(onTime)
            cell.encode.append(encodeTime)
            cell.views = result.stats.views
            cell.constraints = result.stats.constraints
            cell.resultBytes = encoded.count
            cell.statusOn = resultOn.status.rawValue
            var frames: [String: (x: Double, y: Double, width: Double, height: Double)] = [:]
            for f in result.frames { frames[f.id] = (f.rect.x, f.rect.y, f.rect.width, f.rect.height) }
            cell.checksums = (BenchmarkSystem.checksum(scene.absoluteValues(frames)),
                              BenchmarkSystem.checksum(solverValues))
        }
        return cell
    }

    func printProgress(_ c: Cell) {
        print("  scene \(c.family.rawValue) N=\(c.size): decode \(ms(c.decode)) + solve \(ms(c.solveOff))"
              + " + encode \(ms(c.encode)) = \(ms(c.totals)) ms; solver alone \(ms(c.solver)) ms"
              + " (\(fixed(c.stagesOverSolver, 2))x; build only \(ms(c.solverBuild)) ms, \(fixed(c.stagesOverBuild, 2))x);"
              + " ambiguity on \(ms(c.solveOn)) ms (\(c.runs) runs)")
    }

    func ms(_ xs: [Double]) -> String { fixed(xs.median * 1e3, 2) }

    func printTables(_ cells: [Cell]) {
        print("\n### scene stages (ms, medians)\n")
        print("| family | N | views | constraints | scene bytes | result bytes | decode | lower+solve"
              + " | of which solver | encode | total | solver alone | total / solver | build only | total / build | target |")
        print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
        for c in cells {
            let verdict = c.stagesOverSolver <= Self.stagesOverSolverTarget ? "<= 3x: met" : "<= 3x: missed"
            print("| \(c.family.rawValue) | \(c.size) | \(c.views) | \(c.constraints) | \(c.bytes) | \(c.resultBytes) "
                  + "| \(ms(c.decode)) | \(ms(c.solveOff)) | \(ms(c.adding)) | \(ms(c.encode)) | \(ms(c.totals)) "
                  + "| \(ms(c.solver)) | \(fixed(c.stagesOverSolver, 2)) | \(ms(c.solverBuild)) "
                  + "| \(fixed(c.stagesOverBuild, 2)) | \(verdict) |")
        }
        print("\n### ambiguity analysis (lower+solve, ms, medians)\n")
        print("| family | N | off | on | on / off | status with analysis | target |")
        print("|---|---:|---:|---:|---:|---|---|")
        for c in cells {
            let verdict = c.ambiguityRatio <= Self.ambiguityOverhead ? "<= 2x: met" : "<= 2x: missed"
            print("| \(c.family.rawValue) | \(c.size) | \(ms(c.solveOff)) | \(ms(c.solveOn)) "
                  + "| \(fixed(c.ambiguityRatio, 2)) | \(c.statusOn) | \(verdict) |")
        }
        print("\n### same layout: checksum of the scene's frames (root coordinates) and of the solver's values\n")
        print("| family | N | scene | solver |")
        print("|---|---:|---:|---:|")
        for c in cells {
            print("| \(c.family.rawValue) | \(c.size) | \(fixed(c.checksums.scene, 4)) | \(fixed(c.checksums.solver, 4)) |")
        }
    }
}

extension SceneBench.Cell {
    var runs: Int { solver.count }
}
