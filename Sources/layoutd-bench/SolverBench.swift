import LayoutSolver

/// Times the kiwi_bench.py families on `Solver` and prints the same tables
/// as kiwi_bench.py (build = make variables, edits, constraints and solve;
/// resize = one suggested root width), so the two can be run side by side.
struct SolverBench {
    var sizes = [100, 1000, 5000]
    var runs = 5
    var families = BenchmarkSystem.Family.allCases
    var resizes = 50

    init(arguments: [String]) {
        var i = 0
        func values() -> [String] {
            var out: [String] = []
            while i + 1 < arguments.count, !arguments[i + 1].hasPrefix("--") {
                i += 1
                out.append(arguments[i])
            }
            return out
        }
        while i < arguments.count {
            switch arguments[i] {
            case "--sizes": sizes = values().compactMap { Int($0) }
            case "--runs": runs = values().compactMap { Int($0) }.first ?? runs
            case "--families": families = values().compactMap { BenchmarkSystem.Family(rawValue: $0) }
            default: break
            }
            i += 1
        }
    }

    struct Cell {
        var family: BenchmarkSystem.Family
        var size: Int
        var views: Int
        var constraints: Int
        var builds: [Double]
        var resizes: [Double]
        var checksums: (Double, Double)
        var residuals: (Double, Double)
        /// Ambiguity analysis of every variable, once per run.
        var ambiguity: [Double] = []
    }

    func run() {
        var cells: [Cell] = []
        for family in families {
            for n in sizes {
                let system = BenchmarkSystem(family, size: n)
                var cell = Cell(family: family, size: n, views: system.views, constraints: system.rows.count + 2,
                                builds: [], resizes: [], checksums: (0, 0), residuals: (0, 0))
                for run in 0...runs {
                    let (build, built) = ContinuousClock.seconds { try! system.build() }
                    let (solver, vars) = built
                    let values = { vars.map { solver.value(of: $0) } }
                    let sumBuilt = BenchmarkSystem.checksum(values())
                    let residualBuilt = residual(system, values())
                    var times: [Double] = []
                    for w in system.resizeWidths(count: resizes) {
                        let (t, _) = ContinuousClock.seconds { try! solver.suggestValue(vars[system.rootWidth], w) }
                        times.append(t)
                    }
                    let expressions = vars.map { LinearExpression([($0, 1)]) }
                    let (analysis, _) = ContinuousClock.seconds { solver.ambiguity(of: expressions) }
                    // The first run warms caches up and is not counted.
                    if run == 0 { continue }
                    cell.ambiguity.append(analysis)
                    cell.builds.append(build)
                    cell.resizes.append(median(times))
                    cell.checksums = (sumBuilt, BenchmarkSystem.checksum(values()))
                    cell.residuals = (residualBuilt, residual(system, values()))
                }
                printProgress(cell)
                cells.append(cell)
            }
        }
        printTables(cells)
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

    func median(_ xs: [Double]) -> Double {
        let s = xs.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    func printProgress(_ c: Cell) {
        print("  layoutd    \(c.family.rawValue) N=\(c.size) build \(fixed(median(c.builds) * 1e3, 1)) ms"
              + "  resize \(fixed(median(c.resizes) * 1e6, 1)) us  (\(c.builds.count) runs)")
    }

    func range(_ xs: [Double], _ scale: Double, _ digits: Int) -> String {
        "\(fixed(median(xs) * scale, digits)) (\(fixed(xs.min()! * scale, digits))-\(fixed(xs.max()! * scale, digits)))"
    }

    func printTables(_ cells: [Cell]) {
        print("\n### layoutd LayoutSolver\n")
        print("| family | N | views | constraints | build ms median (min-max) | resize us median (min-max) | runs |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for c in cells {
            print("| \(c.family.rawValue) | \(c.size) | \(c.views) | \(c.constraints) | \(range(c.builds, 1e3, 2)) "
                  + "| \(range(c.resizes, 1e6, 1)) | \(c.builds.count) |")
        }
        print("\n### ambiguity analysis of every variable (after the resizes)\n")
        print("| family | N | ms median (min-max) |")
        print("|---|---:|---:|")
        for c in cells { print("| \(c.family.rawValue) | \(c.size) | \(range(c.ambiguity, 1e3, 2)) |") }
        print("\n### correctness (last run): max required residual; checksums\n")
        print("| solver | family | N | after build | checksum build | after 50 resizes | checksum resized |")
        print("|---|---|---:|---|---:|---|---:|")
        for c in cells {
            print("| layoutd | \(c.family.rawValue) | \(c.size) | \(scientific(c.residuals.0)) | \(fixed(c.checksums.0, 4)) "
                  + "| \(scientific(c.residuals.1)) | \(fixed(c.checksums.1, 4)) |")
        }
    }
}
