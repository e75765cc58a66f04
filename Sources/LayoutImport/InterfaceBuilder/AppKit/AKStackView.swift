/// The constraints AppKit's `NSStackView` makes for its views, named
/// `NSStackView-…` after the part of the stack that makes them (AppKit's
/// console shows them between the views and its `NSStackViewSpacer`s).
///
/// Along the stack: views in their gravity areas (leading, centre,
/// trailing), `spacing` between neighbours (or the `customSpacing` after a
/// view), `edgeInsets` from the stack's edges. With `gravityAreas`
/// distribution the gaps and ends may grow and the stack hugs its views at
/// its stack-hugging priority; with `equalSpacing` the gaps grow alike and
/// are hugged so too; the other distributions fill the stack.
/// Across: each view aligned as `alignment` says (unless the document ties
/// it across the stack to the stack or to another of its views: its
/// constraint wins), never outside the stack,
/// and the stack hugging its largest view at the cross-axis hugging
/// priority. Hidden views are left out when `detachesHiddenViews` is on.
extension IBSceneBuilder {
    /// `fillEqually`'s sizes give way to a view held at another size (a
    /// required width, compression resistance of 750 and up), as the saved
    /// frames show; the value is the importer's: any from 250 to 749 places
    /// every view of the corpus and the held-back sets alike.
    static let fillEquallyPriority = 500.0

    /// A stack view with no views is as small as its edge insets where
    /// nothing else sizes it, below every hugging a stack or a view uses
    /// (as a detached hidden view's parking is): Xcode saves such stacks 0
    /// high or wide, unflagged (Beagle IM, IINA, NetNewsWire), and one a
    /// parent stack stretches across at 249.99998 as high as its row
    /// (Rectangle's settings; docs/importers.md, "AppKit documents").
    static let emptyStackPriority = 49.0

    /// The cap that breaks a tie on hugging in a filling stack by order
    /// (a later view no larger than saved): the lowest priority there is, so
    /// that any hugging, compression resistance or constraint of the
    /// document wins over it.
    static let fillOrderPriority = 1.0

    private mutating func hugEmptyStack(_ stack: String, line: Int, insets: IBInsets) {
        add(system: "NSStackView-hugging", "\(stack).width", nil, line, constant: insets.left + insets.right,
            priority: Self.emptyStackPriority, guide: stack)
        add(system: "NSStackView-hugging", "\(stack).height", nil, line, constant: insets.top + insets.bottom,
            priority: Self.emptyStackPriority, guide: stack)
    }

    mutating func addAppKitStackConstraints(_ stack: String, _ element: IBElement, arranged all: [String]) {
        let line = element.line
        let vertical = element["orientation"] == "vertical"
        let (lead, trail, size) = vertical ? ("top", "bottom", "height") : ("leading", "trailing", "width")
        let (crossLead, crossTrail) = vertical ? ("leading", "trailing") : ("top", "bottom")
        let spacing = element.number("spacing") ?? 8
        let e = element.child("edgeInsets", key: "edgeInsets")
        let inset = IBInsets(top: e?.number("top") ?? 0, left: e?.number("left") ?? 0,
                             bottom: e?.number("bottom") ?? 0, right: e?.number("right") ?? 0)
        let (insetLead, insetTrail) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
        let (insetCrossLead, insetCrossTrail) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
        let hug = element.number(vertical ? "verticalStackHuggingPriority" : "horizontalStackHuggingPriority") ?? 250
        let crossHug = element.number(vertical ? "horizontalStackHuggingPriority" : "verticalStackHuggingPriority") ?? 250
        let detaches = element.flag("detachesHiddenViews") == true
        let custom = element.child("customSpacing")?.children.map { $0.number("value") ?? .infinity } ?? []
        if let low = element.child("visibilityPriorities")?.children.compactMap({ $0.number("value") }).first(where: { $0 < 1000 }) {
            warn(element, "visibility priority \(IBNumber.text(low)) is not modelled: every view is laid out as if it were visible")
        }
        var views: [(id: String, after: Double, area: String)] = []
        for (k, id) in all.enumerated() where index[id] != nil {
            if self.views[index[id]!].hidden && detaches {
                // Detached: out of the chain, parked at the stack's leading corner
                // unless the document places it (its saved frame keeps the document's
                // constraints: docs/importers.md, "AppKit documents").
                add(system: "NSStackView-hiding", "\(id).\(size)", nil, line, priority: 49, guide: id)
                add(system: "NSStackView-hiding", "\(id).\(lead)", "\(stack).\(lead)", line, constant: insetLead,
                    priority: 49, guide: id)
                add(system: "NSStackView-hiding", "\(id).\(crossLead)", "\(stack).\(crossLead)", line, constant: insetCrossLead,
                    priority: 49, guide: id)
                continue
            }
            let after = k < custom.count && custom[k] < 1e30 ? custom[k] : spacing
            views.append((id, after, area(of: id, in: element)))
        }
        guard let first = views.first, let last = views.last else {
            if all.isEmpty { hugEmptyStack(stack, line: line, insets: inset) }
            return
        }
        let distribution = element["distribution"] ?? "gravityAreas"
        let known = ["gravityAreas", "fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]
        if !known.contains(distribution) {
            warn(element, "distribution '\(distribution)' is not understood: laid out as fill")
        } else if ["fillProportionally", "equalCentering"].contains(distribution) {
            warn(element, "distribution '\(distribution)' is approximated: \(distribution == "equalCentering" ? "equal spacing" : "fill")")
        }
        let loose = distribution == "gravityAreas"
        // The ends: tight where the stack fills, else at least the inset, pulled tight at the hugging priority.
        add(system: "NSStackView-edge", "\(first.id).\(lead)", "\(stack).\(lead)", line, constant: insetLead,
            relation: loose ? ">=" : "==", guide: first.id)
        add(system: "NSStackView-edge", "\(last.id).\(trail)", "\(stack).\(trail)", line, constant: -insetTrail,
            relation: loose ? "<=" : "==", guide: last.id)
        if loose {
            add(system: "NSStackView-hugging", "\(first.id).\(lead)", "\(stack).\(lead)", line, constant: insetLead, priority: hug, guide: first.id)
            add(system: "NSStackView-hugging", "\(last.id).\(trail)", "\(stack).\(trail)", line, constant: -insetTrail, priority: hug, guide: last.id)
        }
        var firstGap: String?
        for (a, b) in zip(views, views.dropFirst()) {
            let equalGaps = ["equalSpacing", "equalCentering"].contains(distribution)
            let gapLoose = loose || equalGaps || a.area != b.area
            add(system: "NSStackView-spacing", "\(b.id).\(lead)", "\(a.id).\(trail)", line, constant: a.after,
                relation: gapLoose ? ">=" : "==", guide: b.id)
            if gapLoose && !equalGaps {
                add(system: "NSStackView-hugging", "\(b.id).\(lead)", "\(a.id).\(trail)", line, constant: a.after,
                    priority: a.area == b.area ? hug : max(1, hug - 1), guide: b.id)
            }
            if equalGaps {
                let gap = uniqueConstraintID("NSStackViewSpacer-\(a.id)")
                guides.append((gap, stack, "stackGap", line))
                guideOwner[gap] = stack
                add(system: "NSStackView-spacer", "\(gap).\(lead)", "\(a.id).\(trail)", line, guide: gap)
                add(system: "NSStackView-spacer", "\(gap).\(trail)", "\(b.id).\(lead)", line, guide: gap)
                add(system: "NSStackView-spacer", "\(gap).\(crossLead)", "\(stack).\(crossLead)", line, guide: gap)
                add(system: "NSStackView-spacer", "\(gap).\(crossTrail)", "\(stack).\(crossTrail)", line, guide: gap)
                if let firstGap {
                    add(system: "NSStackView-equal-spacing", "\(gap).\(size)", "\(firstGap).\(size)", line, guide: gap)
                } else {
                    firstGap = gap
                    if distribution == "equalSpacing" {
                        // Unless held apart, the stack hugs its views: the gaps at the spacing.
                        add(system: "NSStackView-hugging", "\(gap).\(size)", nil, line, constant: a.after, priority: hug, guide: gap)
                    }
                }
            }
            if distribution == "fillEqually" {
                // Each view as long as the one before, below required: a view
                // held at another size keeps it and the views after it stay
                // equal (docs/importers.md, "AppKit documents").
                add(system: "NSStackView-fill-equally", "\(b.id).\(size)", "\(a.id).\(size)", line,
                    priority: Self.fillEquallyPriority, guide: b.id)
            }
        }
        if ["fill", "fillProportionally"].contains(distribution) || !known.contains(distribution) {
            // Where its views tie on hugging, a filling stack stretches the
            // earlier one: each later view is held to its saved size at most,
            // below every priority a document uses (docs/importers.md, "AppKit documents").
            for view in views.dropFirst() {
                guard let saved = Self.savedSize(self.views[index[view.id]!], height: vertical) else { continue }
                add(system: "NSStackView-fill-order", "\(view.id).\(size)", nil, line, constant: saved, priority: Self.fillOrderPriority,
                    relation: "<=", guide: view.id)
            }
        }
        addAppKitStackAlignment(stack, element, views.map(\.id), vertical: vertical,
                                insets: (insetCrossLead, insetCrossTrail), hug: crossHug)
    }

    /// The gravity area a view was saved in; `subviews` are all leading.
    private func area(of id: String, in stack: IBElement) -> String {
        for name in ["beginningViews", "middleViews", "endViews"] where stack.child(name)?.children.contains(where: { $0["id"] == id }) == true {
            return name
        }
        return "beginningViews"
    }

    /// Across the stack: AppKit's default alignment is the centre (centerY
    /// in a horizontal stack, centerX in a vertical one).
    private mutating func addAppKitStackAlignment(_ stack: String, _ element: IBElement, _ ids: [String], vertical: Bool,
                                                  insets: (Double, Double), hug: Double) {
        let line = element.line
        let (crossLead, crossTrail) = vertical ? ("leading", "trailing") : ("top", "bottom")
        let alignment = element["alignment"] ?? (vertical ? "centerX" : "centerY")
        let kind: String
        switch alignment {
        case "leading", "left": kind = vertical ? "leading" : "top"
        case "trailing", "right": kind = vertical ? "trailing" : "bottom"
        case "top": kind = vertical ? "leading" : "top"
        case "bottom": kind = vertical ? "trailing" : "bottom"
        case "centerX", "centerY": kind = vertical ? "centerX" : "centerY"
        case "width", "height": kind = "fill"
        case "firstBaseline", "lastBaseline": kind = alignment
        case "baseline": kind = "lastBaseline"
        default:
            warn(element, "alignment '\(alignment)' is not understood: laid out as centre")
            kind = vertical ? "centerX" : "centerY"
        }
        if (kind == "centerX" && !vertical) || (kind == "centerY" && vertical) || (kind.hasSuffix("Baseline") && vertical) {
            warn(element, "alignment '\(alignment)' does not apply across a \(vertical ? "vertical" : "horizontal") stack: laid out as centre")
        }
        guard let first = ids.first else { return }
        let tied = Self.tiedAcross(element, vertical: vertical, arranged: Set(ids))
        for id in ids {
            switch kind {
            case _ where tied.contains(id):
                break
            case "fill":
                add(system: "NSStackView-alignment", "\(id).\(crossLead)", "\(stack).\(crossLead)", line, constant: insets.0, guide: id)
                add(system: "NSStackView-alignment", "\(id).\(crossTrail)", "\(stack).\(crossTrail)", line, constant: -insets.1, guide: id)
                continue
            case "firstBaseline", "lastBaseline":
                if id != first {
                    add(system: "NSStackView-alignment", "\(baselineView(of: id, kind)).\(kind)", "\(baselineView(of: first, kind)).\(kind)",
                        line, guide: id)
                }
            case crossLead:
                add(system: "NSStackView-alignment", "\(id).\(kind)", "\(stack).\(kind)", line, constant: insets.0, guide: id)
            case crossTrail:
                add(system: "NSStackView-alignment", "\(id).\(kind)", "\(stack).\(kind)", line, constant: -insets.1, guide: id)
            default:
                add(system: "NSStackView-alignment", "\(id).\(vertical ? "centerX" : "centerY")", "\(stack).\(vertical ? "centerX" : "centerY")",
                    line, constant: (insets.0 - insets.1) / 2, guide: id)
            }
            // Never outside the stack; the stack hugs its largest view.
            add(system: "NSStackView-fit", "\(id).\(crossLead)", "\(stack).\(crossLead)", line, constant: insets.0, relation: ">=", guide: id)
            add(system: "NSStackView-fit", "\(id).\(crossTrail)", "\(stack).\(crossTrail)", line, constant: -insets.1, relation: "<=", guide: id)
            let record = views[index[id]!]
            let across = Self.crossHugging(hug, own: vertical ? record.hugging.0 : record.hugging.1)
            if kind != "fill", let held = Self.heldAcross(record, vertical: vertical) {
                add(system: "NSStackView-hugging", "\(id).\(vertical ? "width" : "height")", nil, line, constant: held,
                    priority: Double(Float(across).nextUp), guide: id)
            }
            add(system: "NSStackView-hugging", "\(id).\(crossLead)", "\(stack).\(crossLead)", line, constant: insets.0, priority: across, guide: id)
            add(system: "NSStackView-hugging", "\(id).\(crossTrail)", "\(stack).\(crossTrail)", line, constant: -insets.1, priority: across, guide: id)
        }
    }

    /// The view whose baseline an arranged view aligns by: a nested stack's
    /// baseline is that of its first visible view (its last, for a vertical
    /// stack's last baseline), as the saved frames of HandBrake's labels
    /// beside stacks of controls and Vienna's filter bar show; a horizontal
    /// stack counts only if it aligns its own views by baseline, else no
    /// view of it stands for the rest (docs/importers.md, "AppKit documents").
    func baselineView(of id: String, _ kind: String) -> String {
        guard let nested = stacks.first(where: { $0.id == id }) else { return id }
        let vertical = nested.element["orientation"] == "vertical"
        if !vertical, !["firstBaseline", "lastBaseline", "baseline"].contains(nested.element["alignment"] ?? "") { return id }
        let detaches = nested.element.flag("detachesHiddenViews") == true
        let visible = nested.arranged.filter { index[$0] != nil && !(detaches && views[index[$0]!].hidden) }
        guard let pick = vertical && kind == "lastBaseline" ? visible.last : visible.first else { return id }
        return baselineView(of: pick, kind)
    }

    /// A stack hugging across at its view's own hugging priority (250, left
    /// out or written) gives way to the view: the saved frames keep such
    /// views at their own size in a wider stack (Textual's and HSTracker's
    /// check boxes and labels), as Xcode's newer stacks say outright by
    /// hugging at 249.99998, the float below 250 (docs/importers.md,
    /// "AppKit documents").
    static func crossHugging(_ stack: Double, own: Double) -> Double {
        stack == own ? Double(Float(stack).nextDown) : stack
    }

    /// The size across its stack that a view with no content size there
    /// keeps where the stack does not fill across: its saved size, held just
    /// above the stack's hugging, so the document's own constraints and the
    /// stack's edges still win. Xcode saves such views narrower than the
    /// stack, unflagged (Fluor's separators 420 and 96 wide in one 500-wide
    /// stack, Postgres.app's panes 450 wide centred in 533, Transmission's,
    /// Xit's, HandBrake's, IINA's and Rectangle's; docs/importers.md,
    /// "AppKit documents"). Nil for a view sized by its content.
    static func heldAcross(_ record: IBViewRecord, vertical: Bool) -> Double? {
        guard ["customView", "box", "scrollView", "containerView", "view"].contains(record.element),
              (vertical ? record.intrinsic.0 : record.intrinsic.1) == nil else { return nil }
        return savedSize(record, height: !vertical)
    }

    /// A view's saved width or height less its alignment insets; nil where
    /// Xcode flagged its frame or saved none.
    static func savedSize(_ record: IBViewRecord, height: Bool) -> Double? {
        guard let frame = record.frame, !record.misplaced, !record.ambiguous else { return nil }
        let overhang = record.alignmentInsets ?? record.alignment
        return height ? frame.height - overhang.top - overhang.bottom : frame.width - overhang.left - overhang.right
    }

    /// Arranged views the document itself ties to their stack across it
    /// (a `centerY` to the stack in a top-aligned one), or the first item of
    /// a tie across the stack between two of its views (one indented 16 from
    /// another in a leading-aligned stack): the document's constraint places
    /// them, not the stack's alignment.
    static func tiedAcross(_ stack: IBElement, vertical: Bool, arranged: Set<String>) -> Set<String> {
        let across: Set<String> = vertical ? ["leading", "trailing", "left", "right", "centerX"]
            : ["top", "bottom", "centerY", "firstBaseline", "lastBaseline", "baseline"]
        guard let id = stack["id"] else { return [] }
        var tied: Set<String> = []
        for c in stack.child("constraints")?.children ?? [] where (c.number("priority") ?? 1000) == 1000 && c["relation"] == nil {
            let first = c["firstItem"] ?? id
            guard let second = c["secondItem"], first != second else { continue }
            if [first, second].contains(id) {
                let other = first == id ? second : first
                let attribute = first == id ? c["secondAttribute"] : c["firstAttribute"]
                if let attribute, across.contains(attribute) { tied.insert(other) }
            } else if arranged.contains(first), arranged.contains(second),
                      let a = c["firstAttribute"], let b = c["secondAttribute"], across.contains(a), across.contains(b) {
                tied.insert(first)
            }
        }
        return tied
    }
}
