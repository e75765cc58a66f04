/// An RFC 6901 pointer kept as its steps and rendered only when an error
/// names it: decoding makes one per member, and building each as a string
/// cost more than reading the member.
///
/// The last `inlineSteps` steps are stored in place (every pointer into a
/// scene document fits); steps before them are rendered into `prefix`, so
/// a path of any depth stays correct.
struct JSONPath: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    enum Step: Sendable {
        case key(String)
        case index(Int)
    }

    static let inlineSteps = 4

    /// Rendered pointer of the steps no longer kept in place.
    private var prefix: String
    private var step0: Step?, step1: Step?, step2: Step?, step3: Step?

    /// A pointer already rendered, as `""` (the whole document) or `"/views"`.
    init(stringLiteral rendered: String) {
        prefix = rendered
    }

    func appending(_ step: Step) -> JSONPath {
        var path = self
        if path.step0 == nil { path.step0 = step } else if path.step1 == nil { path.step1 = step }
        else if path.step2 == nil { path.step2 = step } else if path.step3 == nil { path.step3 = step }
        else {
            // Full: the oldest step moves into the rendered prefix.
            JSONPath.render(path.step0!, into: &path.prefix)
            path = JSONPath(prefix: path.prefix, path.step1, path.step2, path.step3, step)
        }
        return path
    }

    private init(prefix: String, _ s0: Step?, _ s1: Step?, _ s2: Step?, _ s3: Step?) {
        self.prefix = prefix
        step0 = s0; step1 = s1; step2 = s2; step3 = s3
    }

    /// The pointer as text.
    var description: String {
        var text = prefix
        for step in [step0, step1, step2, step3] {
            guard let step else { break }
            JSONPath.render(step, into: &text)
        }
        return text
    }

    private static func render(_ step: Step, into text: inout String) {
        text += "/"
        switch step {
        case .index(let i): text += String(i)
        case .key(let key):
            // Most keys need no escape: skip the per-Character walk for them.
            guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
                text += key
                return
            }
            for c in key {
                switch c {
                case "~": text += "~0"
                case "/": text += "~1"
                default: text.append(c)
                }
            }
        }
    }

}
