import LayoutSolver

/// Finds the views and guides whose frame, relative to the superview, is not
/// the same in every optimal solution, per axis (contract §2), and explains
/// each: what is missing, why, another optimal layout, and what to add.
///
/// One solver query covers a batch of items (four expressions each: x,
/// width, y, height relative to the parent), so a fully constrained scene
/// costs one cheap check. Past `maxPerKind` findings only one combined
/// expression per item and axis is asked, to count what is left out.
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

    /// One ambiguous item and axis, as the solver answered.
    struct Finding {
        let item: Int
        let axis: Attribute.Axis
        let position: Ambiguity?
        let size: Ambiguity?

        var keepsViolations: Bool { position?.keepsViolations == true || size?.keepsViolations == true }
    }

    /// The first `maxPerKind` diagnostics and how many ambiguous axes there are in all.
    func diagnostics() -> (found: [Diagnostic], total: Int) {
        let (findings, total) = find()
        let ties = TieGroups(findings.map { $0.keepsViolations ? [] : relatedIndices($0) })
        let found = findings.enumerated().map { k, finding in diagnostic(finding, tie: ties.group(of: k)) }
        return (found, total)
    }

    /// Asks the solver batch by batch, items in document order.
    func find() -> (findings: [Finding], total: Int) {
        var findings: [Finding] = []
        var total = 0
        let perBatch = max(1, limits.ambiguityBatch / 4)
        var start = 0
        while start < items.count {
            let batch = start..<min(items.count, start + perBatch)
            start = batch.upperBound
            if findings.count >= limits.maxPerKind {
                total += count(batch)
                continue
            }
            let answers = run.solver.ambiguity(of: batch.flatMap { expressions(of: $0) })
            for (k, i) in batch.enumerated() {
                for axis in [Attribute.Axis.horizontal, .vertical] {
                    let base = 4 * k + (axis == .horizontal ? 0 : 2)
                    let position = answers[base], size = answers[base + 1]
                    guard position != nil || size != nil else { continue }
                    total += 1
                    if findings.count < limits.maxPerKind {
                        findings.append(Finding(item: i, axis: axis, position: position, size: size))
                    }
                }
            }
        }
        return (findings, total)
    }

    /// Ambiguous axes in a batch, from one combined expression per item and axis.
    func count(_ batch: Range<Int>) -> Int {
        let combined = batch.flatMap { i -> [LinearExpression] in
            let e = expressions(of: i)
            return [0, 2].map { var x = e[$0]; x.add(Self.countingWeight, e[$0 + 1]); return x }
        }
        return run.solver.ambiguity(of: combined).filter { $0 != nil }.count
    }

    /// x, width, y, height of the frame in the parent's bounds (constants
    /// left out: they do not change whether a value can move).
    func expressions(of i: Int) -> [LinearExpression] {
        let item = items[i]
        var x = LinearExpression([(item.left, 1)]), y = LinearExpression([(item.top, 1)])
        let p = hierarchy.parent[i]
        if p >= 0 {
            x.add(-1, LinearExpression([(items[p].left, 1)]))
            y.add(-1, LinearExpression([(items[p].top, 1)]))
        }
        return [x, LinearExpression([(item.width, 1)]), y, LinearExpression([(item.height, 1)])]
    }

    /// - Parameter tie: every constraint of the tie the finding belongs to
    ///   (its own related ones and those of findings sharing one with it).
    func diagnostic(_ finding: Finding, tie: [Int]) -> Diagnostic {
        let (i, axis) = (finding.item, finding.axis)
        let id = hierarchy.ids[i]
        let missing = (finding.position != nil ? ["position"] : []) + (finding.size != nil ? ["size"] : [])
        let keeps = finding.keepsViolations
        // The record that decides the cause also gives the alternative layout.
        let chosen = [finding.position, finding.size].compactMap { $0 }.first { $0.keepsViolations == keeps }!
        let related = keeps ? [] : relatedIndices(finding)
        let listed = Array(related.prefix(limits.maxListed))
        let suggestions = keeps
            ? missingSuggestions(i, axis, missing: missing)
            : tieSuggestions(i, axis, tie: tie, missing: missing)
        var fields = [
            JSONMember("view", .string(id)),
            JSONMember("axis", .string(axis.rawValue)),
            JSONMember("missing", .array(missing.map { .string($0) })),
            JSONMember("cause", .string(keeps ? "missingConstraints" : "equalPriorities")),
            JSONMember("related", .array(listed.map { .string(run.lowered[$0].id) })),
        ]
        if listed.count < related.count {
            fields.append(JSONMember("relatedOmitted", .number(Double(related.count - listed.count))))
        }
        fields += [
            JSONMember("alternative", alternative(i, chosen.alternative)),
            JSONMember("suggestions", .array(suggestions.map { .string($0) })),
        ]
        return Diagnostic(kind: .ambiguous, severity: .warning,
                          message: message(id, axis, missing: missing, related: listed, keeps: keeps), fields: fields)
    }

    /// Lowered indices of the tied constraints, in order of addition.
    func relatedIndices(_ finding: Finding) -> [Int] {
        Set([finding.position, finding.size].compactMap { $0 }.flatMap(\.related).compactMap { run.owner[$0] }).sorted()
    }

    /// Frames of another optimal layout: all of them in a small scene, else
    /// those that move (the view's own always).
    func alternative(_ i: Int, _ values: [Double]) -> JSONValue {
        let moved = FrameReader(document: document, hierarchy: hierarchy, items: items).frames { values[$0.id] }
        let all = items.count <= limits.fullAlternativeItems
        let kept = moved.indices.filter { k in
            all || k == i || !Self.same(moved[k].rect, frames[k].rect)
        }
        return .object(kept.map { JSONMember(moved[$0].id, SceneResult.json(moved[$0].rect)) })
    }

    static func same(_ a: SceneRect, _ b: SceneRect) -> Bool {
        let t = DiagnosticLimits.movedTolerance
        return abs(a.x - b.x) <= t && abs(a.y - b.y) <= t && abs(a.width - b.width) <= t && abs(a.height - b.height) <= t
    }

    func message(_ id: String, _ axis: Attribute.Axis, missing: [String], related: [Int], keeps: Bool) -> String {
        let what = missing.count == 2 ? "position and size" : missing[0]
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
