import Foundation
import LayoutScene

/// Stage timings of scene documents read from files (what one
/// POST /v1/solve does apart from HTTP): decode, solve with ambiguity
/// analysis off and on, encode. Fast stages are repeated so that each
/// timed sample lasts long enough for the clock.
struct FileStages {
    let paths: [String]
    let runs: Int
    /// `--calls N`: exactly N calls per stage after one warm-up (for counting
    /// instructions under callgrind, where a clock-sized sample would vary).
    var calls: Int? = nil

    /// Repetitions per sample, chosen so one sample takes about this long.
    static let sampleSeconds = 0.02

    func run() {
        print("| scene | bytes | decode µs | solve µs (ambiguity off) | solve µs (on) | encode µs | total µs (on) |")
        print("|---|---:|---:|---:|---:|---:|---:|")
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("| \(path) | cannot read | | | | | |")
                continue
            }
            let bytes = [UInt8](data)
            let document: SceneDocument
            do { document = try SceneDecoder.decode(bytes) } catch {
                print("| \(path) | does not decode: \(error.title) | | | | | |")
                continue
            }
            let off = SolveOptions(analyzeAmbiguity: false)
            let on = SolveOptions()
            let result = SceneSolver.solve(document, options: on)
            let decode = perCall { _ = try? SceneDecoder.decode(bytes) }
            let solveOff = perCall { _ = SceneSolver.solve(document, options: off) }
            let solveOn = perCall { _ = SceneSolver.solve(document, options: on) }
            let encode = perCall { _ = result.jsonBytes() }
            let name = path.split(separator: "/").last.map(String.init) ?? path
            print("| \(name) | \(bytes.count) | \(us(decode)) | \(us(solveOff)) | \(us(solveOn)) | \(us(encode)) "
                  + "| \(us(decode + solveOn + encode)) |")
        }
    }

    func us(_ seconds: Double) -> String { fixed(seconds * 1e6, 1) }

    /// Median over `runs` samples of the seconds one call of `body` takes.
    func perCall(_ body: () -> Void) -> Double {
        let (once, _) = ContinuousClock.seconds(body)
        if let calls {
            let (t, _) = ContinuousClock.seconds { for _ in 0..<max(1, calls) { body() } }
            return t / Double(max(1, calls))
        }
        let repeats = max(1, Int(Self.sampleSeconds / max(once, 1e-9)))
        var samples: [Double] = []
        for _ in 0..<max(1, runs) {
            let (t, _) = ContinuousClock.seconds { for _ in 0..<repeats { body() } }
            samples.append(t / Double(repeats))
        }
        return samples.median
    }
}
