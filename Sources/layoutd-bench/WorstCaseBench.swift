import BenchmarkFixtures
import Glibc
import LayoutScene
import LayoutSolver

/// Adversarial scenes (BENCHMARKS.md, "Hostile scenes: worst cases and budget stops"): families built to make the solver, the
/// conflict search or the ambiguity analysis work hardest, solved as the
/// daemon solves them (standard limits and budget). Prints CPU seconds per
/// solve (median) and the outcome: the status, or why the budget stopped it.
struct WorstCaseBench {
    var runs = 3
    var names: [String]?
    var budget = SolverBudget.standard
    /// `--emit NAME`: print that case's scene document instead of timing.
    var emit: String?

    init(arguments: [String]) {
        let options = BenchArguments(arguments)
        runs = options.int("runs", default: runs)
        names = options.strings("cases")
        emit = options.strings("emit")?.first
        if let work = options.ints("max-work")?.first { budget.maxWork = work }
        if let terms = options.ints("max-terms")?.first { budget.maxTerms = terms }
    }

    struct Case {
        var name: String
        var why: String
        /// Made when the case is run (several megabytes for the largest).
        var document: () -> String
    }

    static func cases() -> [Case] {
        // The benchmark families at their largest size: ordinary scenes
        // that must stay well inside the budget.
        var all = BenchmarkSystem.Family.allCases.map { family in
            Case(name: "\(family.rawValue)-5000", why: "benchmark family, 5,000 views",
                 document: { String(decoding: BenchmarkScene(family, size: 5_000).json, as: UTF8.self) })
        }
        for n in [12, 20, 40, 60, 80] {
            all.append(Case(name: "all-pairs-\(n)", why: "v_i.width >= v_j.width + 1, every ordered pair, priorities 1000/999/750/500/250",
                            document: { allPairs(n) }))
        }
        for n in [1_000, 10_000, 40_000, 99_990] {
            all.append(Case(name: "distinct-priorities-\(n)", why: "a.width >= k @p, every p distinct and fractional",
                            document: { distinctPriorities(n) }))
        }
        all.append(Case(name: "rising-priorities-4000", why: "a.width == k @p, k and p rising together (each new one wins)",
                        document: { risingPriorities(4_000) }))
        all.append(Case(name: "hugging-ties-1000", why: "1,000 labels in a row, equal hugging: every pair ties",
                        document: { huggingTies(1_000) }))
        all.append(Case(name: "nesting-20000", why: "20,000 views each inside the last, pinned by margins",
                        document: { nesting(20_000) }))
        all.append(Case(name: "inequality-chain-10000", why: "v_i.width >= v_(i-1).width + 1 at 10,000 priorities",
                        document: { inequalityChain(10_000) }))
        all.append(Case(name: "largest-19999-100000", why: "the limits: 20,000 views (the root too), 100,000 constraints",
                        document: { largest(views: 19_999, constraints: 100_000) }))
        return all
    }

    func run() {
        if let emit {
            guard let found = Self.cases().first(where: { $0.name == emit }) else { return print("no case \(emit)") }
            return print(found.document())
        }
        print("worst cases, standard limits, budget max_work \(budget.maxWork) max_terms \(budget.maxTerms); "
              + "CPU seconds per solve, median of \(runs)")
        print(pad("case", 26) + pad("bytes", 10) + pad("cpu s", 9) + "outcome")
        for c in Self.cases() where names?.contains(c.name) ?? true {
            let bytes = Array(c.document().utf8)
            let document: SceneDocument
            do {
                document = try SceneDecoder.decode(bytes, limits: .standard)
            } catch {
                print(pad(c.name, 26) + pad(String(bytes.count), 10) + "refused: \(error.title)")
                continue
            }
            var options = SolveOptions(measureTime: false)
            options.budget = budget
            var seconds: [Double] = []
            var outcome = ""
            for _ in 0..<runs {
                let before = Self.cpuSeconds()
                do {
                    let result = try SceneSolver.solveWithinBudget(document, options: options)
                    outcome = result.status.rawValue
                } catch {
                    outcome = "stopped: \(error) budget"
                }
                seconds.append(Self.cpuSeconds() - before)
            }
            print(pad(c.name, 26) + pad(String(bytes.count), 10) + pad(fixed(seconds.median, 3), 9) + outcome
                  + "  (\(c.why))")
        }
    }

    private func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s + " " : s + String(repeating: " ", count: n - s.count) }

    /// CPU time of the process (user and system), in seconds.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec)
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
    }

    // MARK: the families, as scene documents

    private static func scene(_ views: [String], _ constraints: [String], width: Int = 320, height: Int = 480) -> String {
        "{\"format\": \"layoutd.scene/1\", \"size\": {\"width\": \(width), \"height\": \(height)}, \"views\": ["
            + views.joined(separator: ", ") + "], \"constraints\": ["
            + constraints.map { "\"\($0)\"" }.joined(separator: ", ") + "]}"
    }

    private static func flatViews(_ n: Int) -> [String] {
        ["{\"id\": \"root\"}"] + (0..<n).map { "{\"id\": \"v\($0)\", \"parent\": \"root\"}" }
    }

    /// A fraction written with six decimals (the JSON number of a priority).
    private static func priority(_ i: Int, of n: Int) -> String {
        fixed(1 + 998 * (Double(i) + 0.5) / Double(n), 6)
    }

    static func allPairs(_ n: Int) -> String {
        let levels = [1000, 999, 750, 500, 250]
        var constraints: [String] = []
        for i in 0..<n {
            for j in 0..<n where i != j {
                constraints.append("v\(i).width >= v\(j).width + 1 @\(levels[(i * 7 + j) % levels.count])")
            }
        }
        return scene(flatViews(n), constraints)
    }

    static func distinctPriorities(_ n: Int) -> String {
        let constraints = (0..<n).map { "v0.width >= \($0 % 500) @\(priority($0, of: n))" }
        return scene(flatViews(1), ["v0.leading == root.leading", "v0.top == root.top", "v0.height == 10"] + constraints)
    }

    static func risingPriorities(_ n: Int) -> String {
        let constraints = (0..<n).map { "v0.width == \($0) @\(priority($0, of: n))" }
        return scene(flatViews(1), ["v0.leading == root.leading", "v0.top == root.top", "v0.height == 10"] + constraints)
    }

    static func huggingTies(_ n: Int) -> String {
        var views = ["{\"id\": \"root\"}"]
        for i in 0..<n {
            views.append("{\"id\": \"v\(i)\", \"parent\": \"root\", \"intrinsicContentSize\": {\"width\": 40, \"height\": 20}}")
        }
        var constraints = ["v0.leading == root.leading", "v\(n - 1).trailing == root.trailing"]
        for i in 0..<n {
            constraints.append("v\(i).top == root.top")
            if i > 0 { constraints.append("v\(i).leading == v\(i - 1).trailing + 2") }
        }
        return scene(views, constraints, width: 100_000)
    }

    static func nesting(_ n: Int) -> String {
        var views = ["{\"id\": \"v0\"}"]
        var constraints: [String] = []
        for i in 1..<n {
            views.append("{\"id\": \"v\(i)\", \"parent\": \"v\(i - 1)\"}")
            constraints.append("v\(i).leading == v\(i - 1).leading")
            constraints.append("v\(i).top == v\(i - 1).top")
            constraints.append("v\(i).width == v\(i - 1).width")
            constraints.append("v\(i).height == v\(i - 1).height")
        }
        return scene(views, constraints)
    }

    static func inequalityChain(_ n: Int) -> String {
        var constraints = ["v0.leading == root.leading", "v0.top == root.top", "v0.height == 10"]
        for i in 1..<n {
            constraints.append("v\(i).width >= v\(i - 1).width + 1 @\(priority(i, of: n))")
            constraints.append("v\(i).leading == root.leading")
            constraints.append("v\(i).top == root.top")
            constraints.append("v\(i).height == 10")
        }
        return scene(flatViews(n), constraints)
    }

    static func largest(views n: Int, constraints m: Int) -> String {
        var constraints: [String] = []
        constraints.reserveCapacity(m)
        for i in 0..<n {
            let previous = i == 0 ? "root" : "v\(i - 1)"
            constraints.append("v\(i).leading == \(previous).leading + 1")
            constraints.append("v\(i).top == \(previous).top + 1")
            constraints.append("v\(i).width == 10")
            constraints.append("v\(i).height == 10")
        }
        var k = 0
        while constraints.count < m {
            constraints.append("v\(k % n).width <= root.width @\(250 + k % 500)")
            k += 1
        }
        return scene(flatViews(n), constraints)
    }
}
