/// An RFC 6901 pointer kept as its steps and rendered only when an error
/// names it: decoding makes one per member, and building each as a string
/// cost more than reading the member.
///
/// The last `inlineSteps` steps are stored in place as plain numbers (an
/// index, or the code of a scene field name), so copying a path retains
/// nothing but its prefix; steps before them, and any step that is not a
/// number (a name outside the scene format), are rendered into `prefix`, so
/// a path of any depth and any names stays correct.
struct JSONPath: Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    enum Step: Sendable {
        case key(String)
        /// A field name the caller has already told apart: no lookup.
        case field(JSONField)
        case index(Int)
    }

    static let inlineSteps = 4

    /// Rendered pointer of the steps not kept in place.
    private var prefix: String
    /// Steps in place, oldest first; 0 is empty, `2n + 1` is index n and
    /// `2(k + 1)` is the field name of `JSONKnownKey` code k.
    private var step0: UInt32 = 0, step1: UInt32 = 0, step2: UInt32 = 0, step3: UInt32 = 0

    /// A pointer already rendered, as `""` (the whole document) or `"/views"`.
    init(stringLiteral rendered: String) {
        prefix = rendered
    }

    func appending(_ step: Step) -> JSONPath {
        var path = self
        guard let code = JSONPath.code(step) else {
            // Not a number: everything so far and this step go into the prefix.
            path.flush()
            JSONPath.render(step, into: &path.prefix)
            return path
        }
        if path.step0 == 0 { path.step0 = code } else if path.step1 == 0 { path.step1 = code }
        else if path.step2 == 0 { path.step2 = code } else if path.step3 == 0 { path.step3 = code }
        else {
            // Full: the oldest step moves into the rendered prefix.
            JSONPath.render(code: path.step0, into: &path.prefix)
            path.step0 = path.step1; path.step1 = path.step2; path.step2 = path.step3; path.step3 = code
        }
        return path
    }

    /// The number that stands for `step`, nil when it has none.
    private static func code(_ step: Step) -> UInt32? {
        switch step {
        case .index(let i):
            guard i >= 0, i < Int(UInt32.max / 2) else { return nil }
            return UInt32(i) * 2 + 1
        case .key(let key):
            guard let known = JSONKnownKey.field(of: key) else { return nil }
            return (UInt32(known.rawValue) + 1) * 2
        case .field(let field):
            return (UInt32(field.rawValue) + 1) * 2
        }
    }

    /// Renders the steps in place into `prefix`.
    private mutating func flush() {
        for code in [step0, step1, step2, step3] where code != 0 {
            JSONPath.render(code: code, into: &prefix)
        }
        step0 = 0; step1 = 0; step2 = 0; step3 = 0
    }

    /// The pointer as text.
    var description: String {
        var path = self
        path.flush()
        return path.prefix
    }

    private static func render(code: UInt32, into text: inout String) {
        if code % 2 == 1 {
            render(.index(Int(code / 2)), into: &text)
        } else {
            render(.key(JSONField(rawValue: UInt8(code / 2 - 1))!.name), into: &text)
        }
    }

    private static func render(_ step: Step, into text: inout String) {
        text += "/"
        switch step {
        case .index(let i): text += String(i)
        case .field(let field): render(.key(field.name), into: &text)
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
