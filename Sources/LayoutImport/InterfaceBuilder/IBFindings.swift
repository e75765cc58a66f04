import JSON
import LayoutScene
import LayoutSolver

/// A solve's diagnostics said in Interface Builder's terms: the object id,
/// its label or class, and the document line to fix.
public struct IBFinding: Hashable, Sendable {
    public enum Severity: String, Sendable { case error, warning }
    public var severity: Severity
    public var kind: String
    public var line: Int
    public var message: String
    /// The view or constraint the finding is about (the broken constraint
    /// of a conflict), and the other objects it names: what a baseline or a
    /// suppression keys on, since lines move when a document is edited.
    public var objectId: String?
    public var related: [String]

    public init(severity: Severity, kind: String, line: Int, message: String, objectId: String? = nil, related: [String] = []) {
        self.severity = severity
        self.kind = kind
        self.line = line
        self.message = message
        self.objectId = objectId
        self.related = related
    }
}

extension IBScene {
    /// How Xcode names an object: "'Title' (label Sgj-tb-N4U)".
    public func describe(_ id: String) -> String {
        let kind = classes[id] ?? "object"
        if let label = labels[id] { return "'\(label)' (\(kind) \(id))" }
        return "\(kind) \(id)"
    }

    public func findings(_ result: SceneResult) -> [IBFinding] {
        var out: [IBFinding] = []
        let ambiguities = result.diagnostics.compactMap(\.ambiguity)
        // Only a document with placeholders and an ambiguity pays for the canvas's solve.
        let onCanvas = ambiguities.isEmpty ? nil : ambiguousOnTheCanvas()
        var seenAmbiguous: Set<String> = []
        let ambiguousViews = Set(ambiguities.map(\.view))
        // Made once, for the findings that name views or read them.
        lazy var names = outlineNames
        lazy var views = Dictionary((document?.views ?? []).map { ($0.id, $0) }) { first, _ in first }
        for d in result.diagnostics {
            switch d.payload {
            case .unsatisfiable(let conflict):
                let broken = conflict.broken
                let equations = conflictEquations(conflict.constraints, names)
                let members = conflict.constraints.map { id in
                    let said = [self.lines[id].map { "line \($0)" }, equations[id] ?? Self.generated(id, names)]
                        .compactMap { $0 }.joined(separator: ": ")
                    return said.isEmpty ? id : "\(id) (\(said))"
                }
                out.append(IBFinding(severity: .error, kind: "conflict", line: line(of: broken),
                                     message: "Conflicting constraints: \(broken) is broken; together they cannot hold: \(members.joined(separator: ", "))",
                                     objectId: broken, related: conflict.constraints.filter { $0 != broken }.sorted()))
            case .ambiguous(let ambiguity):
                let view = ambiguity.view
                guard seenAmbiguous.insert(view).inserted else { continue }
                let ofView = ambiguities.filter { $0.view == view }
                if let scrollView = scrollContent[view] {
                    if let finding = scrollableContentFinding(scrollView, ofView) { out.append(finding) }
                    continue
                }
                let axes = ofView.map(\.axis.rawValue)
                let suggestion = ambiguity.suggestions.first.map { "; add e.g. \(Self.suggestion($0, names))" } ?? ""
                let missing = ofView.flatMap { a in a.missing.map { "\(a.axis.rawValue) \($0.rawValue)" } }
                let needs = missing.isEmpty ? axes.joined(separator: " and ") : missing.joined(separator: ", ")
                let what = contentPriorityTie(ambiguity, views)
                    ?? "needs constraints for \(needs)\(suggestion)"
                out.append(IBFinding(severity: .warning, kind: "ambiguity", line: line(of: view),
                                     message: "\(describe(view)) has ambiguous layout: \(what)"
                                        + placeholderNote(view, settled: onCanvas.map { !$0.contains(view) } ?? false),
                                     objectId: view))
            case .misplaced(let m):
                // A size class's scene has no saved frames of its own: the
                // frames are the default traits', so nothing is misplaced there.
                // A short cell content view is reported once, as Xcode flags it.
                // An ambiguous view has no one frame to update to: Xcode never
                // saves a view both ambiguous and misplaced (docs/importers.md,
                // "Interface Builder documents").
                guard !hidden.contains(m.view), sizeClass == nil, shortCellContent[m.view] == nil,
                      !ambiguousViews.contains(m.view) else { continue }
                out.append(IBFinding(severity: .warning, kind: "misplaced", line: line(of: m.view), message: misplaced(m), objectId: m.view))
            case .zeroSize(let z):
                guard !hidden.contains(z.view), !zeroByDesign(z, views[z.view]) else { continue }
                out.append(IBFinding(severity: .warning, kind: "zeroSize", line: line(of: z.view),
                                     message: "\(describe(z.view)) has zero \(z.axis == .horizontal ? "width" : "height")", objectId: z.view))
            case .outsideSuperview(let o):
                guard !hidden.contains(o.view), !scrolling.contains(o.superview), !Self.alignmentRectInside(o, views[o.view], result) else { continue }
                out.append(IBFinding(severity: .warning, kind: "clipped", line: line(of: o.view),
                                     message: "\(describe(o.view)) is not wholly inside its superview", objectId: o.view))
            case .prototypeConstraints, .omitted:
                continue
            }
        }
        // A view the solver finds ambiguous has that finding, the cause to fix, and no second one.
        for (view, holder) in ambiguousInXcode.sorted(by: { line(of: $0.key) < line(of: $1.key) }) where !ambiguousViews.contains(view) {
            let message = shortCellContent[view].map {
                IBCellContentAmbiguity.message(describe(view), cell: describe(holder), requiredHeight: $0.required, saved: $0.saved)
            } ?? (view == holder ? AKWindowContentAmbiguity.message(describe(view))
                : belowTheTable.contains(view) ? IBCellsBelowTheTable.message(describe(view), cell: describe(holder))
                : AKPrototypeAmbiguity.message(describe(view), holder: describe(holder)))
            out.append(IBFinding(severity: .warning, kind: "ambiguity", line: line(of: view), message: message))
        }
        return out
    }

    func line(of id: String) -> Int { lines[id] ?? 1 }

    /// Whether the document makes the view zero on that axis itself: a
    /// required constraint sets the length to 0 (a view collapsed until
    /// the run time opens it), or its content is empty (a label whose text
    /// the run time sets). Neither is a view lost by its constraints
    /// (docs/importers.md, "Interface Builder documents").
    func zeroByDesign(_ z: Diagnostic.ZeroSize, _ view: SceneView?) -> Bool {
        guard let document else { return false }
        let horizontal = z.axis == .horizontal
        if let view, (horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height) == 0 { return true }
        let length: Attribute = horizontal ? .width : .height
        return document.constraints.contains { c in
            !c.placeholder && c.specs.contains { spec in
                spec.first.item == z.view && spec.first.attribute == length && spec.second == nil
                    && spec.relation == .equal && spec.constant == 0 && spec.priority >= 1000
            }
        }
    }

    /// The document's constraints among `ids` as equations in the names
    /// Xcode's outline gives their views ("Image View.width == 24"), so a
    /// conflict reads without the document open; a generated constraint
    /// (a content size, a margin) has none.
    func conflictEquations(_ ids: [String], _ names: [String: String]) -> [String: String] {
        guard let document else { return [:] }
        let wanted = Set(ids)
        var out: [String: String] = [:]
        for c in document.constraints where wanted.contains(c.id) {
            out[c.id] = c.specs.map { Self.equation($0, names) }.joined(separator: ", ")
        }
        return out
    }

    /// The names Xcode's outline gives the views and guides, by id; a
    /// label's long text cut to its first words, as the outline shows it.
    var outlineNames: [String: String] {
        let short = IBAppearance.outlineCut
        var names: [String: String] = [:]
        for v in document?.views ?? [] { if let name = v.appearance?.displayName { names[v.id] = short(name) } }
        for g in document?.guides ?? [] { if let name = g.appearance?.displayName { names[g.id] = short(name) } }
        return names
    }

    /// `spec` printed with its items named as in `names`.
    static func equation(_ spec: ConstraintSpec, _ names: [String: String]) -> String {
        func named(_ ref: AttributeRef) -> AttributeRef { AttributeRef(item: names[ref.item] ?? ref.item, attribute: ref.attribute) }
        var shown = spec
        shown.first = named(spec.first)
        shown.second = spec.second.map(named)
        return EquationPrinter().print(shown)
    }

    /// What a constraint no line of the document gives stands for, in the
    /// outline's names: the ids layoutd makes (`item.attribute@suffix`,
    /// docs/importers.md, "Interface Builder documents") say where it comes from.
    static func generated(_ id: String, _ names: [String: String]) -> String? {
        for (suffix, words) in generatedWords where id.hasSuffix(suffix) {
            let ref = id.dropLast(suffix.count)
            guard let dot = ref.lastIndex(of: ".") else { return nil }
            let item = String(ref[..<dot])
            return "\(names[item] ?? item).\(ref[ref.index(after: dot)...]) \(words)"
        }
        return nil
    }

    static let generatedWords: [(suffix: String, words: String)] = [
        ("@autoresizing", "from its frame and autoresizing mask, which it translates into constraints"),
        ("@prototype", "from its saved frame, a prototype constraint: the view has no constraints of its own"),
        ("@hugging", "from its content hugging"),
        ("@compressionResistance", "from its compression resistance"),
        ("@rootSize", "from the scene's size"),
    ]

    /// A suggested equation in the outline's names; as the solver wrote it
    /// when it does not read back.
    static func suggestion(_ text: String, _ names: [String: String]) -> String {
        guard let spec = try? EquationParser().parse(text) else { return text }
        return equation(spec, names)
    }

    /// Elements whose subviews scroll.
    static let scrollingElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView", "clipView", "outlineView"]

    /// Whether the view's alignment rectangle, which its constraints place,
    /// is inside its superview: only the frame's inset margin (a label's
    /// 2 points on each side in AppKit, a switch's or a shadow's) lies
    /// out, and that margin is decoration, not content cut off
    /// (docs/importers.md, "Interface Builder documents").
    static func alignmentRectInside(_ o: Diagnostic.Outside, _ view: SceneView?, _ result: SceneResult) -> Bool {
        guard let insets = view?.alignmentRectInsets, insets != .zero,
              let frame = result.frame(o.view), let superview = result.frame(o.superview) else { return false }
        let t = 0.001
        return frame.x + insets.left >= -t && frame.y + insets.top >= -t
            && frame.x + frame.width - insets.right <= superview.width + t
            && frame.y + frame.height - insets.bottom <= superview.height + t
    }

    /// A tie of content priorities said as Xcode's Content Priority
    /// Ambiguity, with the priority to raise; nil for any other ambiguity.
    func contentPriorityTie(_ ambiguity: Diagnostic.Ambiguity, _ views: [String: SceneView]) -> String? {
        guard let tie = IBContentPriorityTie(ambiguity) else { return nil }
        let first = views[tie.views[0]]
        let priorities = first.map { tie.kind == .hugging ? $0.contentHugging : $0.compressionResistance }
        let priority = priorities.map { tie.axis == .horizontal ? $0.horizontal : $0.vertical }
        return tie.message(for: ambiguity.view, missing: ambiguity.missing, priority: priority, describe: describe)
    }

    /// The result without the `misplaced` of views that Interface Builder's
    /// canvas, where placeholder constraints hold, puts at their saved
    /// frames: the run-time solve leaves placeholders out (docs/importers.md,
    /// "Placeholder constraints"), so it moves them, but Xcode does not call
    /// them misplaced and their ambiguity finding names the placeholder.
    /// Only documents with a placeholder pay for the canvas's solve. Solves
    /// without a budget, as `SceneSolver.solve` does.
    public func misplacedAsOnTheCanvas(_ result: SceneResult, options: SolveOptions) -> SceneResult {
        var unlimited = options
        unlimited.budget = .unlimited
        do {
            return try misplacedAsOnTheCanvasWithinBudget(result, options: unlimited)
        } catch {
            preconditionFailure("a solve without a budget cannot stop")
        }
    }

    /// `misplacedAsOnTheCanvas` within `options.budget`, for the daemon,
    /// whose import shares one budget among its solves; throws why it stopped.
    public func misplacedAsOnTheCanvasWithinBudget(_ result: SceneResult,
                                                   options: SolveOptions) throws(SolverStop) -> SceneResult {
        let moved = Set(result.diagnostics.compactMap { d -> String? in
            if case .misplaced(let m) = d.payload { return m.view }
            return nil
        })
        guard !moved.isEmpty, var canvas = document, canvas.constraints.contains(where: \.placeholder) else { return result }
        for k in canvas.constraints.indices { canvas.constraints[k].placeholder = false }
        var canvasOptions = options
        canvasOptions.analyzeAmbiguity = false
        let onCanvas = try SceneSolver.solveWithinBudget(canvas, options: canvasOptions)
        let movedOnCanvas = Set(onCanvas.diagnostics.compactMap { d -> String? in
            if case .misplaced(let m) = d.payload { return m.view }
            return nil
        })
        var kept = result
        kept.diagnostics.removeAll { d in
            if case .misplaced(let m) = d.payload { return !movedOnCanvas.contains(m.view) }
            return false
        }
        return kept
    }

    /// The views Interface Builder's canvas, where placeholder constraints
    /// hold, finds ambiguous (owners of guides included); nil when the
    /// document has no placeholder, the canvas then being the run time. A
    /// view ambiguous at run time and not on the canvas is one the
    /// placeholders settle: Xcode saves it unflagged (docs/importers.md,
    /// "Placeholder constraints").
    public func ambiguousOnTheCanvas() -> Set<String>? {
        guard var canvas = document, canvas.constraints.contains(where: \.placeholder) else { return nil }
        for k in canvas.constraints.indices { canvas.constraints[k].placeholder = false }
        var options = SolveOptions()
        options.measureTime = false
        let tree = SceneTree(canvas)
        return Set(SceneSolver.solve(canvas, options: options).diagnostics.compactMap { $0.ambiguity?.view }.map { tree.owner(of: $0) })
    }

    /// Placeholder constraints (`placeholder="YES"`) hold in Interface
    /// Builder's canvas only and are removed at build time: a view they
    /// placed is ambiguous at run time, and the finding says which they are.
    /// A view they name is placed by them; one they do not name but that the
    /// canvas finds unambiguous (`settled`) is placed through them, so all
    /// of the scene's placeholders are named.
    func placeholderNote(_ view: String, settled: Bool = false) -> String {
        let all = (document?.constraints ?? []).filter(\.placeholder)
        let naming = all.filter { c in c.specs.contains { $0.first.item == view || $0.second?.item == view } }
        let placeholders = naming.isEmpty && settled ? all : naming
        guard !placeholders.isEmpty else { return "" }
        let named = placeholders.map { c in lines[c.id].map { "\(c.id) (line \($0))" } ?? c.id }.joined(separator: ", ")
        let one = placeholders.count == 1
        if naming.isEmpty {
            return "; Interface Builder's canvas places it through \(named) (\(one ? "a placeholder" : "placeholders"), removed at build time)"
        }
        return "; \(named) \(one ? "is a placeholder constraint" : "are placeholder constraints"), removed at build time"
    }

    static func rect(_ r: SceneRect) -> String {
        "(" + [r.x, r.y, r.width, r.height].map(IBNumber.text).joined(separator: ", ") + ")"
    }

    /// A misplaced view's finding says how the run time moves it, in
    /// words a reader checks against the canvas at a glance, and the two
    /// ways out (docs/importers.md, "Interface Builder documents"). "Update Frames" cannot move
    /// a cell's content view: its frame is the cell's. When only its height
    /// is off, the cell's height and the content's vertical constraints
    /// disagree, and the message says which to change.
    func misplaced(_ m: Diagnostic.Misplacement) -> String {
        let text = "\(describe(m.view)) is misplaced: expected \(Self.rect(m.frame)), saved \(Self.rect(m.designFrame))"
        let (a, b) = (m.frame, m.designFrame)
        let cell: String
        switch classes[m.view] {
        case "UITableViewCellContentView": cell = "set the cell's Row Height to fit it (or to Automatic)"
        case "UICollectionViewCellContentView": cell = "make the cell that high"
        default: cell = ""
        }
        if !cell.isEmpty, abs(a.x - b.x) <= 0.5, abs(a.y - b.y) <= 0.5, abs(a.width - b.width) <= 0.5 {
            return text + ": its content's vertical constraints make it \(IBNumber.text(a.height)) high where the cell makes it "
                + "\(IBNumber.text(b.height)); \(cell), or change those constraints"
        }
        return text + ": at run time it is " + Self.moves(from: b, to: a)
            + "; Xcode's Update Frames saves that frame, or change its constraints to keep the saved one"
    }

    /// "a", "a and b", "a, b and c".
    static func listed(_ names: [String]) -> String {
        names.count <= 2 ? names.joined(separator: " and ") : names.dropLast().joined(separator: ", ") + " and " + names.last!
    }

    /// How a frame moves from `b` to `a`, each change by its size: "44 pt
    /// higher", "2 pt to the right and 4 pt narrower" (top-left, y down).
    static func moves(from b: SceneRect, to a: SceneRect) -> String {
        let changes: [(Double, String, String)] = [
            (a.x - b.x, "to the right", "to the left"), (a.y - b.y, "lower", "higher"),
            (a.width - b.width, "wider", "narrower"), (a.height - b.height, "taller", "shorter"),
        ]
        let said = changes.filter { abs($0.0) >= 0.005 }
            .map { "\(IBNumber.text((abs($0.0) * 1000).rounded() / 1000)) pt \($0.0 > 0 ? $0.1 : $0.2)" }
        return said.isEmpty ? "where it is saved" : Self.listed(said)
    }

    /// Xcode's "Scrollable Content Size Ambiguity": the content layout
    /// guide's size is what is ambiguous, not the scroll view's frame. Nil
    /// when the guide only moves with an ambiguous scroll view (the scroll
    /// view's own finding says that).
    func scrollableContentFinding(_ scrollView: String, _ ambiguities: [Diagnostic.Ambiguity]) -> IBFinding? {
        let axes = Set(ambiguities.filter { $0.missing.contains(.size) }.map(\.axis))
        guard !axes.isEmpty else { return nil }
        let size = [(Attribute.Axis.horizontal, "width"), (.vertical, "height")]
            .filter { axes.contains($0.0) }.map(\.1).joined(separator: " and ")
        return IBFinding(
            severity: .warning, kind: "ambiguity", line: line(of: scrollView),
            message: "\(describe(scrollView)) has ambiguous scrollable content \(size) (Scrollable Content Size Ambiguity): "
                + "nothing in the document sizes its content; pin its content's edges to the scroll view's Content Layout Guide "
                + "and give the content a \(size) (e.g. Equal Widths with the Frame Layout Guide), "
                + "or give the Content Layout Guide a \(size)", objectId: scrollView)
    }
}

extension IBImport {
    /// `layoutd.import/1`: the scenes and every warning.
    public var json: JSONValue {
        let scenes: [JSONValue] = scenes.map { s in
            var m = [JSONMember("name", .string(s.name))]
            if s.platform == .appKit {
                m.append(JSONMember("platform", .string(s.platform.rawValue)))
                m.append(JSONMember("coordinates", .string("top-left, y down: converted from AppKit's y-up frames")))
            }
            if let key = s.sizeClass { m.append(JSONMember("sizeClass", .string(key))) }
            m.append(JSONMember("scene", s.json))
            if !s.estimates.isEmpty { m.append(JSONMember("intrinsicSizes", .array(s.estimates.map { .string($0) }))) }
            return .object(m)
        }
        let warnings: [JSONValue] = warnings.map {
            .object([JSONMember("line", .number(Double($0.line))), JSONMember("element", .string($0.element)),
                     JSONMember("message", .string($0.message))])
        }
        return .object([JSONMember("format", .string(Self.format)), JSONMember("source", .string(source)),
                        JSONMember("kind", .string(kind)), JSONMember("scenes", .array(scenes)),
                        JSONMember("warnings", .array(warnings))])
    }
}
