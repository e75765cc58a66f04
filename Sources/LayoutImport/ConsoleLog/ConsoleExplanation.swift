import LayoutScene
import LayoutSolver

/// The answer to a pasted message: whether its constraints conflict, the
/// minimal conflicting set(s), the constraint UIKit broke and whether it is
/// in them, a sentence per constraint, what the system's constraints mean,
/// and what to change.
public struct ConsoleExplanation: Sendable {
    public struct Conflict: Hashable, Sendable {
        /// The printed constraints that cannot all hold (scene ids, which
        /// are their addresses), in the order they were added.
        public var constraints: [String]
        /// What else takes part that the message does not print (a size
        /// that cannot be negative).
        public var implicit: [String]
        /// The one layoutd breaks: the last added.
        public var broken: String
        public var hints: [String]
        /// What to change, most likely first.
        public var fixes: [ConsoleFix] = []
        /// The mismatch along the set's axis, in points, in one sentence.
        public var numbers: String = ""
        /// Members of the set, including any past those listed.
        public var size: Int = 0
        /// Whether the listed members, solved on their own, conflict: a
        /// listed set that does not is not called minimal.
        public var verified: Bool = false
    }

    public struct Line: Hashable, Sendable {
        public var address: String
        public var ids: [String]
        public var line: Int
        public var className: String
        public var identifier: String?
        public var source: String?
        public var origin: String
        public var sentence: String
        /// What a constraint the user did not write means.
        public var meaning: String?
        public var inConflict: Bool
        public var brokenByUIKit: Bool
        public var text: String
    }

    public struct UIKitBreak: Hashable, Sendable {
        public var address: String
        public var inConflict: Bool
        public var sentence: String
    }

    public var message: ConsoleMessage
    public var scene: ConsoleScene
    public var result: SceneResult
    public var conflicting: Bool
    /// Why nothing conflicts, when nothing does.
    public var reason: String?
    public var conflicts: [Conflict]
    public var uikitBroke: UIKitBreak?
    public var lines: [Line]
    public var hints: [String]
}

extension ConsoleExplanation {
    /// Reads, rebuilds and solves a pasted message; every solve it makes
    /// (the scene's, and those behind the numbers and fixes) shares
    /// `budget`, and the first to run out stops the explanation.
    public static func explain(_ text: String, limits: ConsoleLimits = .standard,
                               budget: SolverBudget = .unlimited) throws(ConsoleExplainError) -> ConsoleExplanation {
        let message: ConsoleMessage
        do { message = try ConsoleLogReader(limits: limits).read(text) } catch { throw .message(error) }
        let scene: ConsoleScene
        do { scene = try ConsoleScene(message: message) } catch { throw .scene(error) }
        do {
            return try ConsoleExplainer(message: message, scene: scene, budget: budget).explanation()
        } catch {
            throw .stopped(error)
        }
    }
}

/// Why a paste gives no explanation.
public enum ConsoleExplainError: Error, Hashable, Sendable {
    case message(ConsoleLogError)
    case scene(ConsoleSceneError)
    /// A solve went past the budget `explain` was given.
    case stopped(SolverStop)

    public var message: String {
        switch self {
        case .stopped(.deadline): return "the explanation did not finish before its deadline"
        case .stopped: return "the scene the message makes is too costly to solve"

        case .message(let error): return error.message
        case .scene(let error): return "the message could not be made into a scene: " + error.messages.joined(separator: "; ")
        }
    }
}

/// Builds the explanation from the solved scene.
struct ConsoleExplainer {
    let message: ConsoleMessage
    let scene: ConsoleScene
    /// The scene's constraints by id: looked up once per printed line.
    let constraints: [String: SceneConstraint]
    var budget: SolverBudget = .unlimited

    init(message: ConsoleMessage, scene: ConsoleScene, budget: SolverBudget = .unlimited) {
        self.message = message
        self.scene = scene
        self.budget = budget
        constraints = Dictionary(scene.document.constraints.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Sets are listed whole: a cut set is not a conflict on its own.
    static let options = SolveOptions(analyzeAmbiguity: false, measureTime: false,
                                      limits: DiagnosticLimits(maxListed: 1_000_000))

    /// A conflict whose numbers could not be measured says why.
    func unmeasuredSentence(_ conflict: ConsoleExplanation.Conflict, names: ConsoleSentences) -> String {
        let axes = Set(conflict.constraints.compactMap { spec($0)?.first.attribute.axis })
        let along = axes.count == 1 ? (axes.first == .vertical ? "Vertically" : "Horizontally") : "Along both axes"
        if !conflict.verified {
            return "\(along), these \(conflict.size) constraints cannot all hold in the whole message, but the \(conflict.constraints.count) listed do not conflict on their own: the set is not minimal, and no numbers are given for it."
        }
        return "\(along), these \(conflict.constraints.count) constraints cannot all hold; their mismatch in points cannot be measured here (it runs through baselines or values the message does not print)."
    }

    /// A solve of the explanation's, within its budget.
    func solve(_ document: SceneDocument) throws(SolverStop) -> SceneResult {
        var options = Self.options
        options.budget = budget
        return try SceneSolver.solveWithinBudget(document, options: options)
    }

    func explanation() throws(SolverStop) -> ConsoleExplanation {
        let result = try solve(scene.document)
        let findings = SolveFindings.conflicts(result)
        let names = ConsoleSentences(scene: scene, message: message)
        var conflicts: [ConsoleExplanation.Conflict] = []
        for finding in findings {
            var conflict = ConsoleExplanation.Conflict(
                constraints: finding.constraints.filter { scene.lines[$0] != nil },
                implicit: finding.constraints.filter { scene.lines[$0] == nil }.map { implicitWords($0, names) },
                broken: finding.broken, hints: finding.hints)
            conflict.size = conflict.constraints.count + finding.omitted
            let solver = ConsoleSetSolver(document: scene.document, ids: finding.constraints, budget: budget)
            // The solver drops members while the rest still conflicts, so a
            // set listed whole is minimal (the tests re-solve it alone).
            conflict.verified = finding.omitted == 0
            let mismatch = conflict.verified ? try mismatch(finding.constraints, broken: finding.broken, solver: solver) : nil
            conflict.numbers = mismatch.map { numbersSentence($0, members: conflict.constraints.count, names: names) }
                ?? unmeasuredSentence(conflict, names: names)
            conflict.fixes = try fixes(conflict.constraints, solver: solver, mismatch: mismatch, names: names)
            conflict.hints = conflict.fixes.map(\.words)
            conflicts.append(conflict)
        }
        let inConflict = Set(conflicts.flatMap(\.constraints))
        var lines: [ConsoleExplanation.Line] = []
        for (c, constraint) in message.constraints.enumerated() {
            let ids = scene.ids[c]
            let sentence = ids.isEmpty ? "not in the scene: " + skipReason(constraint)
                : ids.compactMap { id in constraints[id].map(names.sentence) }
                    .joined(separator: "; ")
            let firstView = ids.first.flatMap { id in constraints[id]?.specs.first }
                .flatMap { subject(of: $0, in: constraint) }
            lines.append(ConsoleExplanation.Line(
                address: constraint.address, ids: ids, line: constraint.line, className: constraint.className,
                identifier: constraint.identifier, source: constraint.source,
                origin: SystemConstraints.origin(constraint).rawValue, sentence: sentence,
                meaning: SystemConstraints.meaning(constraint, view: firstView.map(names.name) ?? "the view", framework: message.framework),
                inConflict: ids.contains(where: inConflict.contains),
                brokenByUIKit: constraint.address == message.broken, text: constraint.text))
        }
        var explanation = ConsoleExplanation(
            message: message, scene: scene, result: result, conflicting: !conflicts.isEmpty, reason: nil,
            conflicts: conflicts, uikitBroke: nil, lines: lines, hints: [])
        explanation.uikitBroke = try uikitBreak(conflicts, lines)
        if conflicts.isEmpty { explanation.reason = notConflictingReason() }
        var hints: [String] = []
        for fix in conflicts.flatMap(\.fixes) where !hints.contains(fix.words) { hints.append(fix.words) }
        explanation.hints = hints
        return explanation
    }

    /// The view a line is about: its first item, unless that is the `|`
    /// superview of a visual format (`V:[A]-(0)-|` is about A).
    func subject(of spec: ConstraintSpec, in constraint: ConsoleConstraint) -> String {
        let bar = constraint.names.first { $0.name == "|" }?.item.address
        guard constraint.display == .visualFormat, let second = spec.second,
              scene.items[spec.first.item]?.address == bar || scene.items[spec.first.item] == nil else {
            return spec.first.item
        }
        return second.item
    }

    /// `View_0x….height>=0`, a size the solver keeps from going negative.
    func implicitWords(_ id: String, _ names: ConsoleSentences) -> String {
        guard id.hasSuffix(">=0"), let dot = id.lastIndex(of: ".") else { return id }
        let view = String(id[..<dot])
        let dimension = id[id.index(after: dot)...].dropLast(3)
        guard scene.items[view] != nil else { return "\(id): a width or height cannot be negative" }
        return "the \(dimension) of \(names.name(view)), which cannot be negative"
    }

    func skipReason(_ constraint: ConsoleConstraint) -> String {
        scene.skipped.first { $0.line == constraint.line }?.reason ?? "left out"
    }

    func uikitBreak(_ conflicts: [ConsoleExplanation.Conflict],
                    _ lines: [ConsoleExplanation.Line]) throws(SolverStop) -> ConsoleExplanation.UIKitBreak? {
        guard let address = message.broken, let line = lines.first(where: { $0.address == address }) else { return nil }
        let sets = conflicts.filter { $0.constraints.contains(where: line.ids.contains) }
        var sentence: String
        let kit = message.framework.rawValue
        if let set = sets.first {
            sentence = "\(kit) broke \(address), which is in the minimal conflicting set: without it the rest can hold"
            if !line.ids.contains(set.broken) {
                sentence += "; layoutd breaks \(set.broken) instead, the last of the set in printed order: \(kit) added the constraints in an order the list does not show, and any member of the set would do"
            }
        } else if conflicts.isEmpty {
            sentence = "\(kit) broke \(address); the constraints in the paste can all hold, so what it conflicted with is not in the paste"
        } else if let set = try setBreaking(line.ids) {
            sentence = "\(kit) broke \(address): added last, it conflicts with \(set.filter { !line.ids.contains($0) }.joined(separator: ", ")), another minimal set than the one layoutd breaks first (\(kit) adds constraints in an order the list does not show)"
        } else {
            sentence = "\(kit) broke \(address), which is not in the minimal set layoutd found: \(kit)'s choice depends on the order it added the constraints, which the list does not show, and on constraints it does not print (content sizes, margins, fonts)"
        }
        return ConsoleExplanation.UIKitBreak(address: address, inConflict: !sets.isEmpty, sentence: sentence)
    }

    /// A minimal set holding `ids`, found by adding them last: the set UIKit
    /// may have met when it broke one of them.
    func setBreaking(_ ids: [String]) throws(SolverStop) -> [String]? {
        var document = scene.document
        let moved = document.constraints.filter { ids.contains($0.id) }
        document.constraints.removeAll { ids.contains($0.id) }
        document.constraints += moved
        let findings = SolveFindings.conflicts(try solve(document))
        return findings.first { ids.contains($0.broken) }?.constraints.filter { scene.lines[$0] != nil }
    }

    static let baselines: Set<String> = ["firstBaseline", "lastBaseline", "baseline"]
    static let margins: Set<String> = ["topMargin", "bottomMargin", "leftMargin", "rightMargin", "leadingMargin", "trailingMargin"]

    /// Whether a printed relation uses one of `attributes`, whose values the
    /// system supplies without printing them.
    func uses(_ attributes: Set<String>) -> Bool {
        message.constraints.contains { constraint in
            constraint.relations.contains { attributes.contains($0.first.attribute) || attributes.contains($0.second?.attribute ?? "") }
        }
    }

    func notConflictingReason() -> String {
        var reasons: [String] = []
        if message.constraints.count == 1 { reasons.append("the paste holds one constraint only") }
        if !message.skipped.isEmpty || !scene.skipped.isEmpty {
            reasons.append("\(message.skipped.count + scene.skipped.count) entries could not be read (see skipped)")
        }
        if uses(Self.baselines) { reasons.append("baselines depend on fonts the message does not print") }
        if uses(Self.margins) { reasons.append("layout margins are not printed (8 was assumed)") }
        let why = reasons.isEmpty ? "" : " (" + reasons.joined(separator: "; ") + ")"
        return "the \(message.constraints.count) constraint\(message.constraints.count == 1 ? "" : "s") in the paste can all hold together: the message lacks the lines that conflict, or values the system supplies and never prints\(why)"
    }
}

/// What the explanation takes from a solve's conflicts, read from the
/// typed diagnostics in one place.
struct ConflictFinding: Hashable, Sendable {
    /// Scene constraint ids, the broken one last.
    var constraints: [String]
    var broken: String
    var hints: [String]
    /// Members past those listed.
    var omitted: Int
}

enum SolveFindings {
    static func conflicts(_ result: SceneResult) -> [ConflictFinding] {
        result.diagnostics.compactMap { diagnostic in
            guard let conflict = diagnostic.conflict else { return nil }
            return ConflictFinding(constraints: conflict.constraints, broken: conflict.broken,
                                   hints: conflict.hints ?? [], omitted: conflict.constraintsOmitted)
        }
    }
}
