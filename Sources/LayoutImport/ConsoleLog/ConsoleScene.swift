import JSON
import LayoutScene
import LayoutSolver

/// A scene rebuilt from a console message: the views and guides it names
/// (class and address kept, identifiers as labels), the hierarchy it tells,
/// each constraint with its address as id. What the message cannot tell is
/// left free, so the only conflicts are those of the printed constraints.
public struct ConsoleScene: Sendable {
    /// The `layoutd.scene/1` document, as `layoutd import` prints it.
    public var json: JSONValue
    public var document: SceneDocument
    /// Scene constraint id → index in the message's constraints.
    public var lines: [String: Int]
    /// Per message constraint, the ids of the scene constraints it became.
    public var ids: [[String]]
    /// Scene view or guide id → what the message printed for it.
    public var items: [String: ConsoleItem]
    /// What was chosen because the message does not say it.
    public var assumptions: [String]
    /// Relations left out of the scene, with why.
    public var skipped: [ConsoleSkip]
}

/// Why a message could not become a scene at all.
public struct ConsoleSceneError: Error, Hashable, Sendable {
    public var messages: [String]
}

extension ConsoleScene {
    public init(message: ConsoleMessage) throws(ConsoleSceneError) {
        var builder = ConsoleSceneBuilder(message: message)
        builder.placeViews()
        var dropped: Set<Int> = []
        // A relation the scene refuses is left out and said; a second
        // refusal would be a fault of this reader, reported as such.
        for attempt in 0..<2 {
            let json = builder.json(dropping: dropped)
            do {
                let document = try SceneDecoder.decode(json)
                self.init(json: json, document: document, lines: builder.lines(dropping: dropped),
                          ids: builder.ids(dropping: dropped), items: builder.items(),
                          assumptions: builder.assumptions(), skipped: builder.skipped)
                return
            } catch {
                let refused = builder.refused(error, dropping: dropped)
                if attempt == 1 || refused.isEmpty {
                    throw ConsoleSceneError(messages: error.errors.map { "\($0.pointer): \($0.message)" })
                }
                for k in refused.sorted() where builder.specs[k].line >= 0 {
                    let constraint = message.constraints[builder.specs[k].line]
                    builder.skipped.append(ConsoleSkip(
                        line: constraint.line, text: ConsoleBytes.excerpt(constraint.text),
                        reason: "the scene refuses it: " + error.errors.map(\.message).joined(separator: "; ")))
                }
                dropped.formUnion(refused)
            }
        }
        throw ConsoleSceneError(messages: ["the scene could not be made"])
    }
}

/// Builds the scene: views first (with their superviews), then one
/// structured constraint per printed relation.
struct ConsoleSceneBuilder {
    let message: ConsoleMessage
    var views = ConsoleViews()
    /// Per message constraint and relation: the keys of its two items.
    var keys: [[(String, String?)]] = []
    var specs: [Spec] = []
    var skipped: [ConsoleSkip] = []
    var notes: [String] = []

    struct Spec {
        var id: String
        var line: Int
        var first: (String, String)
        var relation: Relation
        var second: (String, String)?
        var multiplier: Double
        var constant: Double
        var priority: Double
    }

    init(message: ConsoleMessage) { self.message = message }

    mutating func placeViews() {
        for constraint in message.constraints {
            var counts: [String: Int] = [:]
            var row: [(String, String?)] = []
            for relation in constraint.relations {
                let first = key(relation.first.reference, in: constraint, other: nil, counts: &counts)
                let second = relation.second.map { key($0.reference, in: constraint, other: first, counts: &counts) }
                // `|` before its item (`H:|-(8)-[A]`) is that item's superview.
                let firstKey = first ?? second.flatMap { $0 }.map { views.syntheticSuperview(of: $0) }
                row.append((firstKey ?? ConsoleViews.rootKey, second.flatMap { $0 }))
            }
            keys.append(row)
            placeFromNames(constraint, row)
        }
        for (c, constraint) in message.constraints.enumerated() { placeFromClues(constraint, keys[c]) }
        // Siblings learn their superview from each other: twice, so a chain of two is enough.
        for _ in 0..<2 {
            for (c, constraint) in message.constraints.enumerated() { placeSiblings(constraint, keys[c]) }
        }
        placeImpliedSuperviews()
        placePinnedInContainers()
        // A chain of spaced siblings learns its superview link by link.
        for _ in 0..<3 { placeSpacedSiblings() }
        placeContentViews()
        for (c, constraint) in message.constraints.enumerated() {
            for (r, relation) in constraint.relations.enumerated() { addSpecs(constraint, c, relation, keys[c][r]) }
        }
        views.closeHierarchy()
        addPictureWishes()
    }

    /// The view key of a reference; `|` without a `names:` entry becomes a
    /// made-up superview of the other item.
    mutating func key(_ reference: ConsoleTerm.Reference, in constraint: ConsoleConstraint, other: String?,
                      counts: inout [String: Int]) -> String? {
        switch reference {
        case .item(let item):
            if item.address == nil, let named = lookUp(item.className, in: constraint, counts: &counts) {
                return views.register(named, name: item.className)
            }
            return views.register(item, apartFrom: other)
        case .name(let name):
            if let named = lookUp(name, in: constraint, counts: &counts) { return views.register(named, name: name) }
            return views.register(ConsoleItem(className: name), name: name)
        case .superview:
            if let entry = constraint.names.first(where: { $0.name == "|" }) { return views.register(entry.item) }
            guard let other else { return nil }
            notes.append("line \(constraint.line): '|' has no names: entry; its superview is left free")
            return views.syntheticSuperview(of: other)
        }
    }

    /// A name through the line's `names:` table: exactly, or as a
    /// truncation (`Cell...`). Two entries with one name are taken in the
    /// order the line uses the name, and said.
    mutating func lookUp(_ name: String, in constraint: ConsoleConstraint, counts: inout [String: Int]) -> ConsoleItem? {
        var matches = constraint.names.filter { $0.name == name && $0.name != "|" }
        if matches.isEmpty, name.hasSuffix("...") {
            matches = constraint.names.filter { $0.name != "|" && $0.name.hasPrefix(name.dropLast(3)) }
        }
        guard !matches.isEmpty else { return nil }
        let k = counts[name, default: 0]
        counts[name] = k + 1
        if matches.count > 1, k == 0 {
            notes.append("line \(constraint.line): \(matches.count) views share the name \(name); they are taken in the order the names: table lists them")
        }
        return matches[min(k, matches.count - 1)].item
    }

    /// `'|'` in a line's names: the other items of that line are in it.
    mutating func placeFromNames(_ constraint: ConsoleConstraint, _ row: [(String, String?)]) {
        guard let bar = constraint.names.first(where: { $0.name == "|" }) else { return }
        let superKey = views.register(bar.item)
        for (first, second) in row {
            for key in [first, second].compactMap({ $0 }) where key != superKey {
                views.setParent(of: key, to: superKey, because: "line \(constraint.line)'s '|'")
            }
        }
    }

    /// Weaker clues, used only where `'|'` said nothing: a stack view's
    /// canvas connection holds its arranged subview; a view's margin
    /// related to another view's edge holds that view.
    mutating func placeFromClues(_ constraint: ConsoleConstraint, _ row: [(String, String?)]) {
        for (r, relation) in constraint.relations.enumerated() {
            guard let secondTerm = relation.second, let second = row[r].1 else { continue }
            let first = row[r].0
            let a = views[first]!, b = views[second]!
            if constraint.identifier?.hasPrefix("UISV-canvas-connection") == true {
                if a.className.hasSuffix("StackView") && !b.className.hasSuffix("StackView") {
                    views.setParent(of: second, to: first, because: "")
                } else if b.className.hasSuffix("StackView") && !a.className.hasSuffix("StackView") {
                    views.setParent(of: first, to: second, because: "")
                }
            }
            let firstMargin = Attribute(name: relation.first.attribute)?.isMargin ?? false
            let secondMargin = Attribute(name: secondTerm.attribute)?.isMargin ?? false
            if firstMargin && !secondMargin { views.setParent(of: second, to: first, because: "") }
            if secondMargin && !firstMargin { views.setParent(of: first, to: second, because: "") }
        }
    }

    /// A stack view's spacing and alignment relate two arranged subviews:
    /// when one is known to be in a view, the other is in it too.
    mutating func placeSiblings(_ constraint: ConsoleConstraint, _ row: [(String, String?)]) {
        guard let identifier = constraint.identifier,
              identifier.hasPrefix("UISV-spacing") || identifier.hasPrefix("UISV-alignment") else { return }
        for (first, second) in row {
            guard let second, let a = views[first], let b = views[second] else { continue }
            if let parent = a.parent, b.parent == nil, parent != second { views.setParent(of: second, to: parent, because: "") }
            if let parent = b.parent, a.parent == nil, parent != first { views.setParent(of: first, to: parent, because: "") }
        }
    }

    /// An autoresizing position (`midY == + 70`) is measured in a superview
    /// the line does not name. The view's other constraints tie it to the
    /// view it is in (one that holds other views: `|` of some line) or to a
    /// sibling (whose superview it shares); a made-up free superview would
    /// let the position hold whatever the others say.
    mutating func placeImpliedSuperviews() {
        for (c, constraint) in message.constraints.enumerated()
        where SystemConstraints.origin(constraint) == .autoresizing {
            for (r, relation) in constraint.relations.enumerated() where relation.second == nil {
                let key = keys[c][r].0
                guard views[key]?.parent == nil, !["width", "height"].contains(relation.first.attribute),
                      let (other, parent) = impliedSuperview(of: key, skipping: c) else { continue }
                views.setParent(of: key, to: parent, because: "")
                if let name = views[key]?.id, let otherName = views[other]?.id, let parentName = views[parent]?.id {
                    notes.append("line \(constraint.line): \(name)'s autoresizing position is taken in \(parentName), \(parent == other ? "the view its constraints tie it to" : "the superview of \(otherName), which its constraints tie it to")")
                }
            }
        }
    }

    /// The superview the other lines imply for `key`: the first view they
    /// tie it to that holds other views, or that view's own superview.
    func impliedSuperview(of key: String, skipping line: Int) -> (other: String, parent: String)? {
        for (c, row) in keys.enumerated() where c != line {
            for (first, second) in row {
                guard let second, first == key || second == key else { continue }
                let other = first == key ? second : first
                guard other != key, let view = views[other], !view.isGuide, other != ConsoleViews.rootKey else { continue }
                if views.views.contains(where: { $0.parent == other }) { return (other, other) }
                if let parent = view.parent, parent != key, parent != ConsoleViews.rootKey { return (other, parent) }
            }
        }
        return nil
    }

    /// A view whose edge lines up with the same edge of a container (a view
    /// that holds others, or a cell's content view) is in that container:
    /// `UIView.top == UITableViewCellContentView.top + 30` pins a view inside
    /// its cell, where a sibling would be drawn beside it (docs/importers.md,
    /// "Console messages"). Used only where nothing else placed the view.
    mutating func placePinnedInContainers() {
        let edges: Set = ["top", "bottom", "leading", "trailing", "left", "right"]
        var holders = Set(views.views.compactMap(\.parent))
        for (c, constraint) in message.constraints.enumerated() {
            for (r, relation) in constraint.relations.enumerated() {
                guard let term = relation.second, term.attribute == relation.first.attribute,
                      edges.contains(term.attribute), let second = keys[c][r].1 else { continue }
                let first = keys[c][r].0
                for (pinned, container) in [(first, second), (second, first)] {
                    guard let view = views[pinned], view.parent == nil, !view.isGuide, pinned != ConsoleViews.rootKey,
                          let holder = views[container], !holder.isGuide, container != ConsoleViews.rootKey,
                          holders.contains(container) || holder.className.hasSuffix("ContentView"),
                          !isAncestor(pinned, of: container) else { continue }
                    views.setParent(of: pinned, to: container, because: "")
                    if views[pinned]?.parent == container { holders.insert(container) }
                }
            }
        }
    }

    /// Two views spaced edge to opposite edge (`V:[UILabel]-(24)-[UIView]`,
    /// `A.leading == B.trailing + 8`) are siblings: when one is placed and
    /// the other is not, the other is in the same superview.
    mutating func placeSpacedSiblings() {
        let opposite = ["top": "bottom", "bottom": "top", "leading": "trailing", "trailing": "leading",
                        "left": "right", "right": "left"]
        for (c, constraint) in message.constraints.enumerated() {
            for (r, relation) in constraint.relations.enumerated() {
                guard let term = relation.second, opposite[relation.first.attribute] == term.attribute,
                      let second = keys[c][r].1 else { continue }
                let first = keys[c][r].0
                for (placed, free) in [(first, second), (second, first)] {
                    guard let parent = views[placed]?.parent, parent != ConsoleViews.rootKey, parent != free,
                          let view = views[free], view.parent == nil, !view.isGuide, free != ConsoleViews.rootKey,
                          !isAncestor(free, of: placed) else { continue }
                    views.setParent(of: free, to: parent, because: "")
                }
            }
        }
    }

    func isAncestor(_ key: String, of other: String) -> Bool {
        var ancestor = views[other]?.parent
        while let current = ancestor {
            if current == key { return true }
            ancestor = views[current]?.parent
        }
        return false
    }

    /// A table view cell's content view is in its cell, when the message
    /// names exactly one cell.
    mutating func placeContentViews() {
        let cells = views.views.filter { $0.className == "UITableViewCell" || $0.className.hasSuffix("TableViewCell") }
        guard cells.count == 1 else { return }
        for view in views.views where view.className == "UITableViewCellContentView" && view.parent == nil {
            views.setParent(of: view.key, to: cells[0].key, because: "")
        }
    }

    /// The scene specs of one printed relation.
    mutating func addSpecs(_ constraint: ConsoleConstraint, _ c: Int, _ relation: ConsoleRelation,
                           _ keys: (String, String?)) {
        let baseID = constraintID(constraint, c)
        let (firstKey, secondKey) = keys
        guard let firstView = views[firstKey] else { return }
        let first = attribute(relation.first.attribute, of: firstView, line: constraint.line)
        var second: (String, Attribute)?
        var multiplier = relation.multiplier, constant = relation.constant
        if let term = relation.second, let secondKey, let view = views[secondKey] {
            second = (secondKey, attribute(term.attribute, of: view, line: constraint.line).attribute)
        } else if !first.attribute.isSize {
            // A location equal to a constant (autoresizing's `minX == 20`) is
            // a position in the superview: measured from its origin edge.
            let origin: Attribute = first.flipped ? .bottom : first.attribute.isDirectional ? .leading
                : first.attribute.axis == .horizontal ? .left : .top
            second = (views.superview(of: firstKey), origin)
            multiplier = 1
            if first.flipped { constant = -constant }
        }
        guard let problem = Self.problem(first.attribute, second?.1, multiplier) else {
            let priority = min(max(constraint.priority, 1), 1000)
            if constraint.hugging != nil || constraint.compressionResistance != nil, second == nil {
                // A content-size constraint is a view's intrinsic size held at two priorities.
                specs.append(Spec(id: baseID + ".hugging", line: c, first: (firstKey, first.attribute.rawValue),
                                  relation: .lessOrEqual, second: nil, multiplier: 1, constant: constant,
                                  priority: min(max(constraint.hugging ?? 250, 1), 1000)))
                specs.append(Spec(id: baseID + ".compressionResistance", line: c,
                                  first: (firstKey, first.attribute.rawValue), relation: .greaterOrEqual, second: nil,
                                  multiplier: 1, constant: constant,
                                  priority: min(max(constraint.compressionResistance ?? 750, 1), 1000)))
                return
            }
            specs.append(Spec(id: baseID, line: c, first: (firstKey, first.attribute.rawValue), relation: relation.relation,
                              second: second.map { ($0.0, $0.1.rawValue) }, multiplier: multiplier, constant: constant,
                              priority: priority))
            return
        }
        skipped.append(ConsoleSkip(line: constraint.line, text: ConsoleBytes.excerpt(constraint.text),
                                   reason: problem))
    }

    /// The address as id; a second line with the same address, or a second
    /// relation of one line, gets a suffix.
    func constraintID(_ constraint: ConsoleConstraint, _ c: Int) -> String {
        let before = message.constraints[..<c].filter { $0.address == constraint.address }.count
        let base = before == 0 ? constraint.address : constraint.address + "-\(before + 1)"
        let made = specs.filter { $0.line == c }.count
        return made == 0 ? base : base + ".\(made + 1)"
    }

    /// The scene attribute of a printed one: autoresizing's frame terms
    /// (`minY` measured from the bottom in AppKit), `baseline`, and a
    /// guide's margins (a guide has none: its edge is meant).
    mutating func attribute(_ name: String, of view: ConsoleViews.View, line: Int) -> (attribute: Attribute, flipped: Bool) {
        // A paste that hides the class too (`:0x<A>.minY`) leaves the message's framework to tell.
        let appKit = view.className.isEmpty ? message.framework == .appKit
            : view.className.hasPrefix("NS") && !view.className.hasPrefix("NSKVONotifying_")
        switch name {
        case "minX": return (.left, false)
        case "maxX": return (.right, false)
        case "midX": return (.centerX, false)
        case "minY": return appKit ? (.bottom, true) : (.top, false)
        case "maxY": return appKit ? (.top, true) : (.bottom, false)
        case "midY": return (.centerY, appKit)
        default: break
        }
        let attribute = Attribute(name: name) ?? .width
        if view.isGuide, attribute.isMargin {
            notes.append("line \(line): a layout guide has no margins; \(view.id).\(name) is read as its edge")
            return (Attribute(name: String(name.dropLast("Margin".count))) ?? attribute, false)
        }
        return (attribute, false)
    }

    /// Why the scene would refuse the relation, nil when it is fine.
    static func problem(_ first: Attribute, _ second: Attribute?, _ multiplier: Double) -> String? {
        guard let second else { return nil }
        if first.isSize != second.isSize { return "a location related to a size (\(first.rawValue), \(second.rawValue))" }
        if !first.isSize && first.axis != second.axis { return "locations on two axes (\(first.rawValue), \(second.rawValue))" }
        if (first.isDirectional && second.isAbsoluteHorizontalEdge) || (first.isAbsoluteHorizontalEdge && second.isDirectional) {
            return "leading/trailing related to left/right (\(first.rawValue), \(second.rawValue))"
        }
        if !first.isSize && multiplier == 0 { return "a location with multiplier 0" }
        return nil
    }
}
