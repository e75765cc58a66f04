import BenchmarkFixtures
import LayoutSolver

/// Times the kiwi_bench.py families on `Solver` as kiwi_bench.py times
/// kiwi: a build ends with every value read, a resize is one suggested root
/// width and every value read (kiwi's `suggestValue` + `updateVariables()`).
/// Extra columns keep the old lazy figures, named as what they time.
/// `--tsv` prints one line per cell for `Tests/bench/kiwi_side_by_side.py`;
/// `--dump FAMILY N` prints the system for it to build in kiwi.
struct SolverBench {
    var sizes = [100, 1000, 5000]
    var runs = 5
    var families = BenchmarkSystem.Family.allCases
    var resizes = 50
    var tsv = false
    var dump: (BenchmarkSystem.Family, Int)?

    init(arguments: [String]) {
        let options = BenchArguments(arguments)
        sizes = options.ints("sizes") ?? sizes
        runs = options.int("runs", default: runs)
        families = options.strings("families")?.compactMap { BenchmarkSystem.Family(rawValue: $0) } ?? families
        tsv = options.has("tsv")
        if let words = options.strings("dump"), words.count == 2,
           let family = BenchmarkSystem.Family(rawValue: words[0]), let n = Int(words[1]) {
            dump = (family, n)
        }
    }

    struct Cell {
        var family: BenchmarkSystem.Family
        var size: Int
        var views: Int
        var constraints: Int
        /// Build, then every value read (kiwi's build).
        var builds: [Double] = []
        /// Build alone, values unread (the old build column).
        var buildsUnread: [Double] = []
        /// Per run, the median of suggest + `readValues` (kiwi's resize).
        var resizes: [Double] = []
        /// Per run, the median of suggest + `value(of:)` per variable.
        var resizesEach: [Double] = []
        /// Per run, the median of the suggest alone, values unread (the old resize column).
        var suggests: [Double] = []
        var pivotsPerResize = 0.0
        /// After the build, after the resizes read in bulk, and read one by one.
        var checksums = (built: 0.0, resized: 0.0, resizedEach: 0.0)
        var residuals = (built: 0.0, resized: 0.0)
        /// Ambiguity analysis of every variable, once per run.
        var ambiguity: [Double] = []
    }

    func run() {
        if let (family, n) = dump { return printSystem(BenchmarkSystem(family, size: n)) }
        var cells: [Cell] = []
        for family in families {
            for n in sizes {
                let cell = measure(BenchmarkSystem(family, size: n), size: n)
                if !tsv { printProgress(cell) }
                cells.append(cell)
            }
        }
        if tsv { printTSV(cells) } else { printTables(cells) }
    }

    func measure(_ system: BenchmarkSystem, size: Int) -> Cell {
        var cell = Cell(family: system.family, size: size, views: system.views,
                        constraints: system.rows.count + 2)
        let clock = ContinuousClock()
        let widths = system.resizeWidths(count: resizes)
        for run in 0...runs {
            var values: [Double] = []
            let t0 = clock.now
            let (solver, vars) = try! system.build()
            let t1 = clock.now
            solver.readValues(into: &values)
            let t2 = clock.now
            let sumBuilt = BenchmarkSystem.checksum(values)
            let residualBuilt = residual(system, values)
            var bulk: [Double] = [], alone: [Double] = []
            let pivots = solver.pivotCount
            for w in widths {
                let a = clock.now
                try! solver.suggestValue(vars[system.rootWidth], w)
                let b = clock.now
                solver.readValues(into: &values)
                let c = clock.now
                bulk.append(seconds(c - a))
                alone.append(seconds(b - a))
            }
            let resizePivots = solver.pivotCount - pivots
            let sumResized = BenchmarkSystem.checksum(values)
            let residualResized = residual(system, values)
            // The same widths again, each value read on its own as before the bulk read.
            var each: [Double] = []
            for w in widths {
                let a = clock.now
                try! solver.suggestValue(vars[system.rootWidth], w)
                values = vars.map { solver.value(of: $0) }
                each.append(seconds(clock.now - a))
            }
            let sumEach = BenchmarkSystem.checksum(values)
            let expressions = vars.map { LinearExpression([($0, 1)]) }
            let (analysis, _) = ContinuousClock.seconds { solver.ambiguity(of: expressions) }
            // The first run warms caches up and is not counted.
            if run == 0 { continue }
            cell.builds.append(seconds(t2 - t0))
            cell.buildsUnread.append(seconds(t1 - t0))
            cell.resizes.append(bulk.median)
            cell.suggests.append(alone.median)
            cell.resizesEach.append(each.median)
            cell.ambiguity.append(analysis)
            cell.pivotsPerResize = Double(resizePivots) / Double(widths.count)
            cell.checksums = (sumBuilt, sumResized, sumEach)
            cell.residuals = (residualBuilt, residualResized)
        }
        return cell
    }

    func seconds(_ d: Duration) -> Double {
        let (s, atto) = d.components
        return Double(s) + Double(atto) * 1e-18
    }

    /// Largest miss of a required constraint.
    func residual(_ system: BenchmarkSystem, _ values: [Double]) -> Double {
        system.rows.filter { $0.priority.isRequired }.map { r in
            let e = r.terms.reduce(r.constant) { $0 + $1.coefficient * values[$1.variable] }
            switch r.relation {
            case .equal: return abs(e)
            case .lessOrEqual: return max(0, e)
            case .greaterOrEqual: return max(0, -e)
            }
        }.max() ?? 0
    }

    /// `views W0 H0`, then one constraint a line: `RELATION PRIORITY CONSTANT
    /// variable:coefficient...` (priority 1000 is required; 999 the edits').
    func printSystem(_ system: BenchmarkSystem) {
        print("\(system.views) \(system.width0) \(system.height0)")
        for r in system.rows {
            let terms = r.terms.map { "\($0.variable):\($0.coefficient)" }.joined(separator: " ")
            print("\(r.relation.rawValue) \(r.priority.value) \(r.constant) \(terms)")
        }
    }

    func printProgress(_ c: Cell) {
        print("  layoutd    \(c.family.rawValue) N=\(c.size) build \(fixed(c.builds.median * 1e3, 1)) ms"
              + "  resize \(fixed(c.resizes.median * 1e6, 1)) us  (\(c.builds.count) runs)")
    }

    func range(_ xs: [Double], _ scale: Double, _ digits: Int) -> String {
        "\(fixed(xs.median * scale, digits)) (\(fixed(xs.min()! * scale, digits))-\(fixed(xs.max()! * scale, digits)))"
    }

    func printTSV(_ cells: [Cell]) {
        print("family\tN\tbuild_s\tresize_s\tbuild_unread_s\tresize_each_s\tsuggest_s\tpivots\tsum_built\tsum_resized\tsum_resized_each")
        for c in cells {
            let fields = [c.builds.median, c.resizes.median, c.buildsUnread.median, c.resizesEach.median,
                          c.suggests.median, c.pivotsPerResize]
            print("\(c.family.rawValue)\t\(c.size)\t" + fields.map { "\($0)" }.joined(separator: "\t")
                  + "\t\(fixed(c.checksums.built, 4))\t\(fixed(c.checksums.resized, 4))\t\(fixed(c.checksums.resizedEach, 4))")
        }
    }

    func printTables(_ cells: [Cell]) {
        print("\n### layoutd LayoutSolver (timed as kiwi_bench.py times kiwi: every value read)\n")
        print("| family | N | views | constraints | build ms median (min-max) | resize us median (min-max) | runs |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for c in cells {
            print("| \(c.family.rawValue) | \(c.size) | \(c.views) | \(c.constraints) | \(range(c.builds, 1e3, 2)) "
                  + "| \(range(c.resizes, 1e6, 1)) | \(c.builds.count) |")
        }
        print("\n### the same runs, values read otherwise or not at all\n")
        print("| family | N | build ms, values unread | resize us, value(of:) per variable "
              + "| suggest alone us, values unread | pivots per resize |")
        print("|---|---:|---:|---:|---:|---:|")
        for c in cells {
            print("| \(c.family.rawValue) | \(c.size) | \(range(c.buildsUnread, 1e3, 2)) | \(range(c.resizesEach, 1e6, 1)) "
                  + "| \(range(c.suggests, 1e6, 1)) | \(fixed(c.pivotsPerResize, 1)) |")
        }
        print("\n### ambiguity analysis of every variable (after the resizes)\n")
        print("| family | N | ms median (min-max) |")
        print("|---|---:|---:|")
        for c in cells { print("| \(c.family.rawValue) | \(c.size) | \(range(c.ambiguity, 1e3, 2)) |") }
        print("\n### correctness (last run): max required residual; checksums\n")
        print("| solver | family | N | after build | checksum build | after 50 resizes | checksum resized "
              + "| checksum resized, value(of:) |")
        print("|---|---|---:|---|---:|---|---:|---:|")
        for c in cells {
            print("| layoutd | \(c.family.rawValue) | \(c.size) | \(scientific(c.residuals.built)) "
                  + "| \(fixed(c.checksums.built, 4)) | \(scientific(c.residuals.resized)) "
                  + "| \(fixed(c.checksums.resized, 4)) | \(fixed(c.checksums.resizedEach, 4)) |")
        }
    }
}
