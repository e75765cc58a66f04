import JSON
import LayoutSolver

/// Finds the views and guides whose frame, relative to the superview, is not
/// the same in every optimal solution, per axis (docs/scenes.md, "Ambiguity"), and explains
/// each: what is missing, why, another optimal layout, and what to add.
///
/// Each item has four expressions (x, width, y, height relative to the
/// parent). A fully constrained scene costs one cheap query; otherwise a
/// second query asks about the items that can move, within a work budget.
struct AmbiguityAnalysis {
    let run: SolverRun
    let document: SceneDocument
    let hierarchy: SceneHierarchy
    let items: [ItemGeometry]
    let limits: DiagnosticLimits
    /// The reported frames, to compare alternatives with.
    let frames: [SceneResult.Frame]

    /// Weight of the size in the combined expression that only counts:
    /// irrational-looking, so position and size cannot cancel by accident.
    static let countingWeight = 0.7548776662466927

    typealias Part = Diagnostic.Ambiguity.Part

    /// One ambiguous item and axis, as the solver answered.
    struct Finding {
        let item: Int
        let axis: Attribute.Axis
        let position: Ambiguity?
        let size: Ambiguity?

        var keepsViolations: Bool { position?.keepsViolations == true || size?.keepsViolations == true }
    }

    /// What the search found: the first `maxPerKind` findings, how many
    /// ambiguous axes it saw in all, and how many items it did not check
    /// (the work budget ran out first).
    struct Search {
        var findings: [Finding] = []
        var total = 0
        var unchecked = 0
    }

    /// The first `maxPerKind` diagnostics, how many ambiguous axes were seen
    /// in all, and how many items were left unchecked.
    func diagnostics() -> (found: [Diagnostic], total: Int, unchecked: Int) {
        let search = find()
        let ties = TieGroups(search.findings.map { $0.keepsViolations ? [] : relatedIndices($0) })
        let found = search.findings.enumerated().map { k, finding in diagnostic(finding, tie: ties.group(of: k)) }
        return (found, search.total, search.unchecked)
    }

    /// Two solver queries, since each rebuilds the optimal face: a probe (a
    /// generic combination per batch of items, which moves iff something in
    /// the batch moves; all a fully constrained scene needs), then for the
    /// items of the batches that move, in document order, all four
    /// expressions of each while the work budget allows, then one combined
    /// expression per axis to count the rest, then nothing (unchecked).
    func find() -> Search {
        let variables = items.count * 4
        // The probe too answers with whole solutions: at most the budget's worth of batches.
        let probes = max(1, limits.ambiguityWork / variables)
        let perBatch = max(limits.ambiguityBatch / 4, (items.count + probes - 1) / probes, 1)
        let batches = stride(from: 0, to: items.count, by: perBatch).map { $0..<min(items.count, $0 + perBatch) }
        let probe = run.solver.ambiguity(of: batches.map(combined))
        let moving = batches.indices.filter { probe[$0] != nil }.flatMap { Array(batches[$0]) }
        guard !moving.isEmpty else { return Search() }
        // Spend the budget on detail first, then on counting.
        let detailed = min(moving.count, max(1, limits.ambiguityWork / (4 * variables)))
        let left = max(0, limits.ambiguityWork - detailed * 4 * variables)
        let counted = min(moving.count - detailed, left / (2 * variables))
        var expressions = moving.prefix(detailed).flatMap { self.expressions(of: $0) }
        for i in moving.dropFirst(detailed).prefix(counted) {
            let e = self.expressions(of: i)
            expressions += [0, 2].map { var x = e[$0]; x.add(Self.countingWeight, e[$0 + 1]); return x }
        }
        let answers = visible(run.solver.ambiguity(of: expressions), expressions)
        var search = Search()
        for (k, i) in moving.prefix(detailed).enumerated() {
            for axis in [Attribute.Axis.horizontal, .vertical] {
                let base = 4 * k + (axis == .horizontal ? 0 : 2)
                let position = answers[base], size = answers[base + 1]
                guard position != nil || size != nil else { continue }
                search.total += 1
                if search.findings.count < limits.maxPerKind {
                    search.findings.append(Finding(item: i, axis: axis, position: position, size: size))
                }
            }
        }
        search.total += answers.dropFirst(4 * detailed).filter { $0 != nil }.count
        search.unchecked = moving.count - detailed - counted
        return search
    }

    /// The answers without the ties whose other optimal layout moves the
    /// expression by no more than `limits.exactFitTolerance`: an exact fit
    /// at the designer's sizes that their saved rounding left a hair off,
    /// where Auto Layout has nothing to choose (docs/scenes.md, "Ambiguity").
    func visible(_ answers: [Ambiguity?], _ expressions: [LinearExpression]) -> [Ambiguity?] {
        guard limits.exactFitTolerance > 0 else { return answers }
        return zip(answers, expressions).map { answer, e in
            guard let a = answer, !a.keepsViolations else { return answer }
            let change = e.terms.reduce(0.0) { sum, t in
                sum + t.coefficient * (a.alternative[t.variable.id] - run.solver.value(of: t.variable))
            }
            return abs(change) <= limits.exactFitTolerance ? nil : a
        }
    }

    /// A combination of every expression of a batch with generic weights:
    /// it is constant on the optimal face iff each of them is (unless the
    /// weights cancel exactly, which pseudo-random weights do not).
    func combined(_ batch: Range<Int>) -> LinearExpression {
        // The terms of `expressions(of:)` added straight in, weight times
        // coefficient ±1, in the same order per variable, without building
        // the four expressions of each item.
        var sum = LinearExpression()
        for i in batch {
            let item = items[i], p = hierarchy.parent[i]
            let x = Self.weight(4 * i), width = Self.weight(4 * i + 1)
            let y = Self.weight(4 * i + 2), height = Self.weight(4 * i + 3)
            sum.add(x, item.left)
            if p >= 0 { sum.add(-x, items[p].left) }
            sum.add(width, item.width)
            sum.add(y, item.top)
            if p >= 0 { sum.add(-y, items[p].top) }
            sum.add(height, item.height)
        }
        return sum
    }

    /// A deterministic weight in [1, 2) from an index (SplitMix64).
    static func weight(_ index: Int) -> Double {
        var z = UInt64(truncatingIfNeeded: index) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return 1 + Double(z >> 11) / Double(1 << 53)
    }

    /// x, width, y, height of the frame in the parent's bounds (constants
    /// left out: they do not change whether a value can move).
    func expressions(of i: Int) -> [LinearExpression] {
        let item = items[i]
        let p = hierarchy.parent[i]
        let x = p >= 0 ? LinearExpression([(item.left, 1), (items[p].left, -1)]) : LinearExpression([(item.left, 1)])
        let y = p >= 0 ? LinearExpression([(item.top, 1), (items[p].top, -1)]) : LinearExpression([(item.top, 1)])
        return [x, LinearExpression([(item.width, 1)]), y, LinearExpression([(item.height, 1)])]
    }

    /// - Parameter tie: every constraint of the tie the finding belongs to
    ///   (its own related ones and those of findings sharing one with it).
    func diagnostic(_ finding: Finding, tie: [Int]) -> Diagnostic {
        let (i, axis) = (finding.item, finding.axis)
        let id = hierarchy.ids[i]
        let missing: [Part] = (finding.position != nil ? [.position] : []) + (finding.size != nil ? [.size] : [])
        let keeps = finding.keepsViolations
        // The record that decides the cause also gives the alternative layout.
        let chosen = [finding.position, finding.size].compactMap { $0 }.first { $0.keepsViolations == keeps }!
        let related = keeps ? [] : relatedIndices(finding)
        let listed = Array(related.prefix(limits.maxListed))
        let suggestions = keeps
            ? missingSuggestions(i, axis, missing: missing)
            : tieSuggestions(i, axis, tie: tie, missing: missing)
        let ambiguity = Diagnostic.Ambiguity(
            view: id, axis: axis, missing: missing, cause: keeps ? .missingConstraints : .equalPriorities,
            related: listed.map { run.lowered[$0].id }, relatedOmitted: related.count - listed.count,
            alternative: alternative(i, chosen.alternative), suggestions: suggestions)
        return Diagnostic(.ambiguous(ambiguity),
                          message: message(id, axis, missing: missing, related: listed, keeps: keeps))
    }

    /// Lowered indices of the tied constraints, in order of addition.
    func relatedIndices(_ finding: Finding) -> [Int] {
        Set([finding.position, finding.size].compactMap { $0 }.flatMap(\.related).compactMap { run.owner[$0] }).sorted()
    }

    /// Frames of another optimal layout: all of them in a small scene, else
    /// those that move (the view's own always).
    func alternative(_ i: Int, _ values: [Double]) -> [SceneResult.Frame] {
        let moved = FrameReader(document: document, hierarchy: hierarchy, items: items).frames(values)
        let all = items.count <= limits.fullAlternativeItems
        let kept = moved.indices.filter { k in
            all || k == i || !Self.same(moved[k].rect, frames[k].rect)
        }
        return kept.map { moved[$0] }
    }

    static func same(_ a: SceneRect, _ b: SceneRect) -> Bool {
        let t = DiagnosticLimits.movedTolerance
        return abs(a.x - b.x) <= t && abs(a.y - b.y) <= t && abs(a.width - b.width) <= t && abs(a.height - b.height) <= t
    }

    func message(_ id: String, _ axis: Attribute.Axis, missing: [Part], related: [Int], keeps: Bool) -> String {
        let what = missing.count == 2 ? "position and size" : missing[0].rawValue
        let direction = axis == .horizontal ? "horizontal" : "vertical"
        if keeps {
            return "\(id) has an ambiguous \(direction) \(what): no constraint fixes it, so it can move "
                + "while every constraint still holds as well as before"
        }
        let names = related.map { run.lowered[$0].id }.joined(separator: ", ")
        let level = related.first.map { " (\(NumberText.rounded(run.lowered[$0].spec.priority)))" } ?? ""
        return "\(id) has an ambiguous \(direction) \(what): constraints of equal priority\(level) compete "
            + "and any trade between them is as good (\(names))"
    }
}

/// Groups ambiguity findings whose tied constraints overlap: a tie among
/// three hugging labels shows up as pairs in different findings, and only
/// the whole group, settled at once, removes it.
struct TieGroups {
    /// Per finding, the sorted constraint indices of its whole group.
    private let groups: [[Int]]

    /// - Parameter related: per finding, its tied constraint indices (empty
    ///   for findings that are not ties).
    init(_ related: [[Int]]) {
        var parent: [Int: Int] = [:]
        func root(_ x: Int) -> Int {
            var x = x
            while let p = parent[x], p != x { parent[x] = parent[p]; x = p }
            return x
        }
        for list in related {
            for k in list where parent[k] == nil { parent[k] = k }
            for k in list.dropFirst() { parent[root(k)] = root(list[0]) }
        }
        var members: [Int: [Int]] = [:]
        for k in parent.keys.sorted() { members[root(k), default: []].append(k) }
        groups = related.map { $0.first.map { members[root($0)]! } ?? [] }
    }

    func group(of finding: Int) -> [Int] { groups[finding] }
}
