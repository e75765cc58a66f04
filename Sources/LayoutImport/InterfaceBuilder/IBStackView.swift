/// The constraints UIKit makes for a `UIStackView`, named `UISV-…` as the
/// console prints them, so a conflict reads the same here and on a device.
extension IBSceneBuilder {
    mutating func addStackConstraints(_ stack: String, _ element: IBElement, arranged all: [String]) {
        let line = element.line
        let vertical = element["axis"] == "vertical"
        let (lead, trail, size) = vertical ? ("top", "bottom", "height") : ("leading", "trailing", "width")
        let (crossLead, crossTrail, crossSize, crossCenter) = vertical
            ? ("leading", "trailing", "width", "centerX") : ("top", "bottom", "height", "centerY")
        // `spacingType="standard"` is UIKit's system spacing: 8 between
        // neighbours in every such stack saved (docs/importers.md, "Stack
        // views' spacing and proportional sizes").
        let spacing = element["spacingType"] == "standard" ? 8 : element.number("spacing") ?? 0
        // No document writes `layoutMarginsRelativeArrangement`, yet every
        // stack with margins of its own has its arranged views saved inside
        // them (docs/importers.md, "Stack views' layout margins").
        let written = element.child("edgeInsets", key: "layoutMargins") != nil
            || element.child("directionalEdgeInsets", key: "directionalLayoutMargins") != nil
        let margins = element.flag("layoutMarginsRelativeArrangement") ?? written
        func edge(_ attribute: String) -> String {
            guard margins, !["width", "height"].contains(attribute) else { return "\(stack).\(attribute)" }
            return "\(stack).\(attribute.hasPrefix("center") ? attribute + "WithinMargins" : attribute + "Margin")"
        }
        let members = all.filter { index[$0] != nil }
        func collapsed(_ id: String) -> Bool { views[index[id]!].hidden && !views[index[id]!].drawnWhenHidden }
        let arranged = members.filter { !collapsed($0) }
        let alignment = element["alignment"] ?? "fill"
        let equal = ["equalSpacing", "equalCentering"].contains(element["distribution"] ?? "fill")
        // A row that does not fill across places hidden views beside its one
        // visible view as beside several: outside it, never at its leading
        // edge ("Stack views' hidden views").
        let apart = arranged.count > 1 || (arranged.count == 1 && !vertical && alignment != "fill" && !equal)
        for (position, id) in members.enumerated() where collapsed(id) {
            // A hidden arranged view takes no room: out of the chain. UIKit's
            // own UISV-hiding is required and clashes with the view's own size
            // at run time; Xcode's canvas reports no such conflict, so here it
            // yields to the view's required constraints only: content and
            // compression resistance collapse ("Stack views' hidden views").
            add(system: "UISV-hiding", "\(id).\(size)", nil, line, priority: 999, guide: id)
            // Where it sits is what the saved frames show (docs/importers.md,
            // "Stack views' hidden views"): half the spacing past the visible
            // view before it when one follows, whatever the distribution
            // (halfway into a fill stack's gap), at the end of the last of
            // several, ending at the stack's leading edge before the first of
            // several (or of a single one in a row that does not fill
            // across), else at it. Just short of required: the document's own
            // required constraints on the view place it where they name it,
            // as on Xcode's canvas, without a conflict ("Stack views' hidden
            // views").
            let hidingPosition = Self.nearlyRequired
            let before = members[..<position].last { !collapsed($0) }
            let after = members[(position + 1)...].first { !collapsed($0) }
            if let before, after != nil {
                add(system: "UISV-hiding-position", "\(id).\(lead)", "\(before).\(trail)", line, constant: spacing / 2, priority: hidingPosition, guide: id)
            } else if let before, after == nil, apart {
                add(system: "UISV-hiding-position", "\(id).\(lead)", "\(before).\(trail)", line, priority: hidingPosition, guide: id)
            } else if before == nil, apart, !equal {
                add(system: "UISV-hiding-position", "\(id).\(trail)", edge(lead), line, priority: hidingPosition, guide: id)
            } else {
                add(system: "UISV-hiding-position", "\(id).\(lead)", edge(lead), line, priority: hidingPosition, guide: id)
            }
            // Across the axis it is aligned as the visible views are; a fill
            // stack spans it edge to edge ("Stack views' hidden views") where
            // nothing of its own sizes it: Xcode saves hidden image views at
            // their image's size in a fill stack of no size, without a conflict.
            let across = ["center": crossCenter, "trailing": crossTrail, "bottom": crossTrail][alignment] ?? crossLead
            add(system: "UISV-hiding-position", "\(id).\(across)", edge(across), line, priority: hidingPosition, guide: id)
            if alignment == "fill" {
                add(system: "UISV-hiding-position", "\(id).\(crossTrail)", edge(crossTrail), line, priority: 49.5, guide: id)
            }
        }
        guard let first = arranged.first, let last = arranged.last else {
            // Every arranged view hidden: UIKit connects the stack's edges to
            // its collapsed views, so the stack is empty where nothing else
            // sizes it, on both axes, above the hidden views' span (49); a
            // stack with no arranged view at all stays free, as Xcode flags
            // it ("Stack views with every view hidden").
            if !members.isEmpty {
                add(system: "UISV-spanning-fit", "\(stack).\(size)", nil, line, priority: 50, guide: stack)
                add(system: "UISV-spanning-fit", "\(stack).\(crossSize)", nil, line, priority: 50, guide: stack)
            }
            return
        }
        add(system: "UISV-canvas-connection", "\(first).\(lead)", edge(lead), line, guide: first)
        add(system: "UISV-canvas-connection", "\(last).\(trail)", edge(trail), line, guide: last)

        let distribution = element["distribution"] ?? "fill"
        if !["fill", "fillEqually", "equalSpacing", "fillProportionally", "equalCentering"].contains(distribution) {
            warn(element, "distribution '\(distribution)' is not understood: laid out as fill")
        }
        if distribution == "fillProportionally" { addProportionalSizes(arranged, size: size, vertical: vertical, line) }
        var firstGap: String?
        for (a, b) in zip(arranged, arranged.dropFirst()) {
            if distribution == "equalSpacing" {
                // A gap guide between each pair; the gaps are kept equal.
                let gap = addGap(a, b, from: trail, to: lead, vertical: vertical, stack: stack, edge: edge, line)
                add(system: "UISV-spacing", "\(gap).\(size)", nil, line, constant: spacing, relation: ">=", guide: gap)
                add(system: "UISV-gap-collapse", "\(gap).\(size)", nil, line, constant: spacing, priority: 49, guide: gap)
                if let firstGap {
                    add(system: "UISV-fill-equally", "\(gap).\(size)", "\(firstGap).\(size)", line, guide: gap)
                } else {
                    firstGap = gap
                }
            } else if distribution == "equalCentering" {
                // A guide from centre to centre, kept equal only where the
                // spacing leaves room: the spacing is required, the equal
                // centring is not ("Stack views' spacing and proportional sizes").
                let center = vertical ? "centerY" : "centerX"
                let gap = addGap(a, b, from: center, to: center, vertical: vertical, stack: stack, edge: edge, line)
                add(system: "UISV-spacing", "\(b).\(lead)", "\(a).\(trail)", line, constant: spacing, relation: ">=", guide: b)
                add(system: "UISV-gap-collapse", "\(gap).\(size)", nil, line, priority: 49, guide: gap)
                if let firstGap {
                    add(system: "UISV-fill-equally", "\(gap).\(size)", "\(firstGap).\(size)", line, priority: 150, guide: gap)
                } else {
                    firstGap = gap
                }
            } else {
                add(system: "UISV-spacing", "\(b).\(lead)", "\(a).\(trail)", line, constant: spacing, guide: b)
            }
            if distribution == "fillEqually" {
                add(system: "UISV-fill-equally", "\(b).\(size)", "\(first).\(size)", line, guide: b)
            }
        }

        for id in arranged {
            switch alignment {
            case "fill":
                add(system: "UISV-canvas-connection", "\(id).\(crossLead)", edge(crossLead), line, guide: id)
                add(system: "UISV-canvas-connection", "\(id).\(crossTrail)", edge(crossTrail), line, guide: id)
            default:
                let kind: String
                switch alignment {
                case "top", "leading": kind = crossLead
                case "bottom", "trailing": kind = crossTrail
                case "center": kind = crossCenter
                case "firstBaseline", "lastBaseline": kind = alignment
                default:
                    warn(element, "alignment '\(alignment)' is not understood: laid out as centre")
                    kind = crossCenter
                }
                if kind.hasSuffix("Baseline") {
                    if id != first { add(system: "UISV-alignment", "\(id).\(kind)", "\(first).\(kind)", line, guide: id) }
                } else {
                    add(system: "UISV-alignment", "\(id).\(kind)", edge(kind), line, guide: id)
                }
                // Inside the stack on the cross axis, as large as it at a very low priority.
                add(system: "UISV-spanning-fit", "\(id).\(crossLead)", edge(crossLead), line, relation: ">=", guide: id)
                add(system: "UISV-spanning-fit", "\(id).\(crossTrail)", edge(crossTrail), line, relation: "<=", guide: id)
                add(suppression: id, stack: stack, crossSize, vertical: vertical, line)
            }
        }
        if alignment != "fill" {
            // The stack hugs its tallest (widest) arranged view.
            add(system: "UISV-canvas-fit", "\(stack).\(crossSize)", nil, line, priority: 49, guide: stack)
        }
    }

    /// A guide of the stack's gap from `a`'s `from` edge to `b`'s `to` edge,
    /// spanning the stack across so that it is never ambiguous there.
    mutating func addGap(_ a: String, _ b: String, from: String, to: String, vertical: Bool, stack: String,
                         edge: (String) -> String, _ line: Int) -> String {
        let gap = uniqueConstraintID("UISV-distributing-edge-\(a)")
        guides.append((gap, stack, "stackGap", line))
        guideOwner[gap] = stack
        let (lead, trail, crossLead, crossTrail) = vertical ? ("top", "bottom", "leading", "trailing") : ("leading", "trailing", "top", "bottom")
        add(system: "UISV-distributing-edge", "\(gap).\(lead)", "\(a).\(from)", line, guide: gap)
        add(system: "UISV-distributing-edge", "\(gap).\(trail)", "\(b).\(to)", line, guide: gap)
        add(system: "UISV-distributing-edge", "\(gap).\(crossLead)", edge(crossLead), line, guide: gap)
        add(system: "UISV-distributing-edge", "\(gap).\(crossTrail)", edge(crossTrail), line, guide: gap)
        return gap
    }

    /// Across the axis, what sizes a view that nothing else sizes: the
    /// canvas keeps the size its frame was saved with (new views' 240 among
    /// them) where that is short of the stack's; otherwise, or without a
    /// trustworthy frame (none, misplaced or flagged ambiguous), as large as
    /// the stack (docs/importers.md, "Stack views' cross sizes").
    mutating func add(suppression id: String, stack: String, _ crossSize: String, vertical: Bool, _ line: Int) {
        let view = views[index[id]!]
        func across(_ record: IBViewRecord) -> Double? {
            guard let frame = record.frame else { return nil }
            return vertical ? frame.width - record.alignment.left - record.alignment.right
                            : frame.height - record.alignment.top - record.alignment.bottom
        }
        if setting.sizesFromSavedFrames, !view.misplaced, !view.ambiguous, let saved = across(view),
           let room = index[stack].flatMap({ across(views[$0]) }), saved < room - 0.5 {
            add(system: "UISV-ambiguity-suppression", "\(id).\(crossSize)", nil, line, constant: saved, priority: 25, guide: id)
        } else {
            add(system: "UISV-ambiguity-suppression", "\(id).\(crossSize)", "\(stack).\(crossSize)", line, priority: 25, guide: id)
        }
    }

    /// `fillProportionally`: each arranged view sized along the axis in
    /// proportion to its intrinsic size, just below required, as UIKit's
    /// `UISV-fill-proportionally` does. The constraints relate each view to
    /// the first that has a size, so the spacing and margins take their share
    /// first. A view with no intrinsic size counts as the size its own
    /// required constraint gives it, else its saved frame's, as the saved
    /// frames show (docs/importers.md, "Stack views' spacing and proportional
    /// sizes").
    mutating func addProportionalSizes(_ arranged: [String], size: String, vertical: Bool, _ line: Int) {
        let sizes = arranged.compactMap { id -> (id: String, size: Double)? in
            let view = views[index[id]!]
            if let intrinsic = vertical ? view.intrinsic.1 : view.intrinsic.0 { return (id, intrinsic) }
            let own = constraints.first {
                $0.first == "\(id).\(size)" && $0.second == nil && $0.relation == "==" && $0.priority == 1000 && !$0.placeholder
            }
            if let own { return (id, own.constant) }
            return view.frame.map { (id, vertical ? $0.height : $0.width) }
        }
        guard let anchor = sizes.first(where: { $0.size > 0 }) else { return }
        for (id, share) in sizes where id != anchor.id {
            add(system: "UISV-fill-proportionally", "\(id).\(size)", "\(anchor.id).\(size)", line,
                multiplier: share / anchor.size, priority: 999, guide: id)
        }
    }
}
