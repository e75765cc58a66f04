/// `<constraint>` elements made scene constraints.
extension IBSceneBuilder {
    static let attributes: Set<String> = [
        "left", "right", "top", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
    ]
    static let sizes: Set<String> = ["width", "height"]
    static let edges: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing"]
    static let marginEdges = ["leftMargin": "left", "rightMargin": "right", "topMargin": "top", "bottomMargin": "bottom",
                              "leadingMargin": "leading", "trailingMargin": "trailing"]

    mutating func addConstraints(_ list: IBElement, owner: String) {
        for element in list.children {
            guard element.name == "constraint" else {
                warn(element, "not a constraint: left out")
                continue
            }
            guard let id = element["id"] else {
                warn(element, "a constraint without id is left out")
                continue
            }
            if inactive.contains(id) { continue }
            if let record = constraint(element, id: id, owner: owner) { constraints.append(record) }
        }
    }

    mutating func constraint(_ element: IBElement, id: String, owner: String) -> IBConstraintRecord? {
        guard var firstAttribute = element["firstAttribute"] else {
            warn(element, "constraint \(id) has no firstAttribute: left out")
            return nil
        }
        if firstAttribute == "baseline" { firstAttribute = "lastBaseline" }
        guard Self.attributes.contains(firstAttribute) else {
            warn(element, "constraint \(id): attribute '\(firstAttribute)' is not understood: left out")
            return nil
        }
        let firstItem = element["firstItem"] ?? owner
        var second: String?
        var multiplier = 1.0
        if let secondItem = element["secondItem"] {
            var secondAttribute = element["secondAttribute"] ?? firstAttribute
            if secondAttribute == "baseline" { secondAttribute = "lastBaseline" }
            guard Self.attributes.contains(secondAttribute) else {
                warn(element, "constraint \(id): attribute '\(secondAttribute)' is not understood: left out")
                return nil
            }
            guard let b = item(secondItem, secondAttribute, other: firstItem, element, id) else { return nil }
            second = b
            if let text = element["multiplier"] {
                guard let m = IBNumber.multiplier(text) else {
                    warn(element, "constraint \(id): multiplier '\(text)' is not a number: left out")
                    return nil
                }
                multiplier = m
            }
        } else if !Self.sizes.contains(firstAttribute) {
            warn(element, "constraint \(id): \(firstAttribute) equal to a constant has no meaning: left out")
            return nil
        }
        guard let first = item(firstItem, firstAttribute, other: element["secondItem"], element, id) else { return nil }
        let relation: String
        switch element["relation"] {
        case nil, "equal": relation = "=="
        case "lessThanOrEqual": relation = "<="
        case "greaterThanOrEqual": relation = ">="
        case let other?:
            warn(element, "constraint \(id): relation '\(other)' is not understood: left out")
            return nil
        }
        var priority = element.number("priority") ?? 1000
        if !(1...1000).contains(priority) {
            warn(element, "constraint \(id): priority \(IBNumber.text(priority)) taken as \(priority < 1 ? 1 : 1000)")
            priority = min(1000, max(1, priority))
        }
        let constant = constantOverride[id] ?? (standardSpacingToSafeArea(element, firstAttribute, firstItem) ? 0 : nil)
            ?? element.number("constant") ?? 0
        return IBConstraintRecord(id: uniqueConstraintID(id), first: first, relation: relation, second: second,
                                  multiplier: multiplier, constant: constant, priority: priority,
                                  placeholder: element.flag("placeholder") == true, line: element.line)
    }

    /// Whether Xcode 9 gives this constraint no spacing: the standard
    /// (`symbolic`) spacing between an edge and the same edge of a safe area
    /// is none there, whatever constant the document writes
    /// (docs/importers.md, "Standard spacing to the safe area").
    func standardSpacingToSafeArea(_ element: IBElement, _ firstAttribute: String, _ firstItem: String) -> Bool {
        guard !setting.appKit, setting.toolsVersion < 14300, element.flag("symbolic") == true,
              Self.edges.contains(firstAttribute), let secondItem = element["secondItem"],
              (element["secondAttribute"] ?? firstAttribute) == firstAttribute else { return false }
        return guides.contains { ($0.id == firstItem || $0.id == secondItem) && $0.kind == "safeArea" }
    }

    /// `id.attribute` for a view or guide of this scene. A scroll view's edges
    /// related to its own content mean its content area (UIKit's rule before
    /// content layout guides), its size and centre its frame.
    mutating func item(_ id: String, _ attribute: String, other: String?, _ element: IBElement, _ constraint: String) -> String? {
        guard index[id] != nil || guideOwner[id] != nil else {
            warn(element, "constraint \(constraint) names '\(id)', which is not a view or guide of this scene: left out")
            return nil
        }
        if !setting.appKit, let k = index[id], views[k].element == "scrollView", Self.edges.contains(attribute),
           let other, isDescendant(other, of: id) {
            return "\(scrollContentGuide(k)).\(attribute)"
        }
        if !setting.appKit, let k = index[id], views[k].element == "scrollView", let edge = Self.marginEdges[attribute],
           let other, isDescendant(other, of: id) {
            // Its margins too lie in the content area (docs/importers.md,
            // "Scroll views' content area and margins").
            return "\(scrollContentMarginsGuide(k)).\(edge)"
        }
        if !setting.appKit, attribute == "firstBaseline", let k = index[id], views[k].baselines == nil, views[k].baselineless {
            // Offsets of 0: the first baseline at the top, the last at the bottom.
            views[k].baselines = (0, 0)
        }
        return "\(id).\(attribute)"
    }

    func isDescendant(_ id: String, of ancestor: String) -> Bool {
        var current = index[id].flatMap { views[$0].parent } ?? guideOwner[id]
        var steps = 0
        while let c = current, steps < 10_000 {
            if c == ancestor { return true }
            current = index[c].flatMap { views[$0].parent }
            steps += 1
        }
        return false
    }

    /// The content guide of a scroll view, made when the document has none.
    /// Whether Interface Builder leaves a scroll view's scrollable content
    /// size unchecked: an empty scroll view whose document declares no
    /// content layout guide (nothing refers to its content area), outside a
    /// cell. Xcode flags none of thirteen such views in eidolon,
    /// openfoodfacts, xlpagertabstrip and pocket-casts (Xcode 9 to 12.4);
    /// it flags every empty one with content layout guides (ibdecodable,
    /// iblinter, netnewswire), and pocket-casts' two in cells.
    func contentUnchecked(_ k: Int) -> Bool {
        let owner = views[k].id
        guard contentGuide[owner] == nil, !views.contains(where: { $0.parent == owner }) else { return false }
        var parent = views[k].parent
        while let p = parent, let i = index[p] {
            if views[i].element.hasSuffix("Cell") || views[i].element.hasSuffix("CellContentView") { return false }
            parent = views[i].parent
        }
        return true
    }

    /// A scroll view's margins in its content area: a guide inset from the
    /// content guide by the scroll view's layout margins.
    mutating func scrollContentMarginsGuide(_ k: Int) -> String {
        let owner = views[k].id
        if let id = contentMarginsGuide[owner] { return id }
        _ = scrollContentGuide(k)
        let id = uniqueConstraintID("\(owner)-contentMargins")
        guides.append((id, owner, "contentMargins", views[k].line))
        guideOwner[id] = owner
        contentMarginsGuide[owner] = id
        return id
    }

    mutating func scrollContentGuide(_ k: Int) -> String {
        let owner = views[k].id
        if let id = contentGuide[owner] { return id }
        let id = uniqueConstraintID("\(owner)-content")
        guides.append((id, owner, "contentLayoutGuide", views[k].line))
        guideOwner[id] = owner
        contentGuide[owner] = id
        return id
    }
}
