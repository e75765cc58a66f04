import FuzzSupport
import LayoutScene

/// Fuzzes `VisualFormatParser.parse` and the describer behind it.
///
/// Input: line 1 is the format; each later line is a metric (`name=number`), a
/// views-map entry (`name>id`) or an option name, so seeds read like the
/// `visualFormat` entries of a scene.
/// Properties: parsing never crashes, the same input gives the same specs or
/// the same error, an error's column lies within the format, and every spec can
/// be described without crashing.
enum VisualFormatHarness: FuzzHarness {
    /// root ⊃ {a, b, c, d, box}, box ⊃ {inner}: enough for common ancestors
    /// to be found, missed and nested.
    static let parents: [String: String] = [
        "a": "root", "b": "root", "c": "root", "d": "root", "box": "root", "inner": "box",
    ]

    static let baseMetrics: [String: Double] = ["m": 10, "gap": 8, "low": 250, "high": 750]

    static func run(_ bytes: [UInt8]) {
        let input = FuzzInput(bytes)
        let context = context(extras: input.rest)
        let first = outcome(input.head, context)
        let second = outcome(input.head, context)
        FuzzCheck.require(first == second, "two parses of \(input.head.debugDescription) differ")
        switch first {
        case .specs(let specs):
            for spec in specs {
                _ = ConstraintDescriber.describe(spec, parentOf: { parents[$0] })
            }
        case .error(let error):
            FuzzCheck.require((0...input.head.unicodeScalars.count + 1).contains(error.column),
                              "column \(error.column) outside \(input.head.debugDescription)")
        }
    }

    enum Outcome: Equatable {
        case specs([ConstraintSpec])
        case error(VisualFormatError)
    }

    static func outcome(_ format: String, _ context: VisualFormatContext) -> Outcome {
        do {
            return .specs(try VisualFormatParser.parse(format, context: context))
        } catch {
            return .error(error)
        }
    }

    static func context(extras: ArraySlice<String>) -> VisualFormatContext {
        var metrics = baseMetrics
        var views: [String: String] = [:]
        var options: [String] = []
        for line in extras where !line.isEmpty {
            if let equals = line.firstIndex(of: "="), let value = Double(line[line.index(after: equals)...]) {
                metrics[String(line[..<equals])] = value
            } else if let arrow = line.firstIndex(of: ">") {
                views[String(line[..<arrow])] = String(line[line.index(after: arrow)...])
            } else {
                options.append(line)
            }
        }
        return VisualFormatContext(metrics: metrics, views: views, options: options,
                                   parentOf: { parents[$0] })
    }
}
