import JSON
import Foundation
import LayoutImport
import LayoutScene

/// `layoutd-bench explain FILE...`: CPU time to explain each console
/// message (read, rebuild, solve, the probe solves of the hints, JSON and
/// text), the cost of `layoutd explain` and `POST /v1/explain` apart from
/// I/O. The bar is under 5 ms of CPU per corpus message
/// (BENCHMARKS.md, "Importers: console messages explained").
struct ExplainBench {
    let paths: [String]
    let runs: Int

    init(arguments: [String]) {
        let options = BenchArguments(arguments)
        paths = arguments.prefix { !$0.hasPrefix("--") }
        runs = options.int("runs", default: 9)
    }

    func run() {
        print("| message | bytes | constraints | status | CPU µs per explanation (median of \(runs)) |")
        print("|---|---:|---:|---|---:|")
        var worst = 0.0
        for path in paths {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            guard let data = FileManager.default.contents(atPath: path) else {
                print("| \(name) | cannot read | | | |")
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            let explanation: ConsoleExplanation
            do { explanation = try ConsoleExplanation.explain(text) } catch {
                print("| \(name) | \(data.count) | | \(error.message) | |")
                continue
            }
            let seconds = perCall {
                guard let explained = try? ConsoleExplanation.explain(text) else { return }
                _ = JSONWriter().bytes(explained.json)
                _ = explained.text
            }
            worst = max(worst, seconds)
            print("| \(name) | \(data.count) | \(explanation.lines.count) | "
                  + "\(explanation.conflicting ? "conflicting" : "notConflicting") | \(fixed(seconds * 1e6, 1)) |")
        }
        print("\nslowest: \(fixed(worst * 1e6, 1)) µs of CPU")
    }

    /// Median over `runs` samples of the CPU seconds one call takes; each
    /// sample repeats the call for about 20 ms of CPU so the clock can see it.
    func perCall(_ body: () -> Void) -> Double {
        let once = Self.cpuSeconds(body)
        let repeats = max(1, Int(0.02 / max(once, 1e-7)))
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            samples.append(Self.cpuSeconds { for _ in 0..<repeats { body() } } / Double(repeats))
        }
        return samples.median
    }

    /// CPU time of this process (all threads) spent in `body`.
    static func cpuSeconds(_ body: () -> Void) -> Double {
        func now() -> Double {
            var t = timespec()
            clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
            return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
        }
        let start = now()
        body()
        return now() - start
    }
}
