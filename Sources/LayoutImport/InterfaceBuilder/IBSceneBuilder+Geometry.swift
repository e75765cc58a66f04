/// Intrinsic sizes, layout margins and the safe area: what Interface
/// Builder knows about a view without writing it down.
extension IBSceneBuilder {
    /// The document's own word first (a placeholder size, a fixed-size
    /// control), then the saved frame as the witness of what Xcode measured
    /// for content-sized views; said in `estimates` either way.
    mutating func intrinsicSize(_ element: IBElement, id: String, frame: IBRect?, misplaced: Bool) -> (Double?, Double?) {
        let placeholderW = element["placeholderIntrinsicWidth"]
        let placeholderH = element["placeholderIntrinsicHeight"]
        if placeholderW != nil || placeholderH != nil {
            let w = placeholderW.flatMap(Double.init)
            let h = placeholderH.flatMap(Double.init)
            estimates.append("\(id): \(Self.size(w, h)) from placeholderIntrinsicWidth/Height")
            return (w, h)
        }
        if let fixed = IBViewClass.fixedSize(element) {
            estimates.append("\(id): \(Self.size(fixed.0, fixed.1)), the fixed size of a \(element.name)")
            return fixed
        }
        let both = IBViewClass.sizedByContent.contains(element.name)
            || (element.name == "textView" && element.flag("scrollEnabled") == false)
        let heightOnly = IBViewClass.sizedByContentHeight.contains(element.name)
        guard both || heightOnly else { return (nil, nil) }
        if let frame, !misplaced, !(element.flag("ambiguous") ?? false) {
            let size: (Double?, Double?) = (both ? frame.width : nil, frame.height)
            estimates.append("\(id): \(Self.size(size.0, size.1)) from the frame Xcode saved (the witness of its content)")
            return size
        }
        if IBViewClass.text.contains(element.name), let text = element["text"] ?? element.child("state")?["title"] {
            let size = element.children("fontDescription").first?.number("pointSize") ?? (element.name == "button" ? 15 : 17)
            let estimate = IBViewClass.textSize(text, pointSize: size)
            estimates.append("\(id): \(Self.size(estimate.0, estimate.1)) estimated from its text at \(IBNumber.text(size)) pt (the saved frame is flagged)")
            return estimate
        }
        if element.name == "imageView", let image = element["image"], let size = imageSizes[image] {
            estimates.append("\(id): \(Self.size(size.0, size.1)) from the image resource '\(image)'")
            return size
        }
        warn(element, misplaced ? "misplaced view: its saved frame is no witness of its content size; none assumed"
                                 : "no frame to measure the content size by; none assumed")
        return (nil, nil)
    }

    static func size(_ w: Double?, _ h: Double?) -> String {
        "\(w.map { IBNumber.text($0) } ?? "none")×\(h.map { IBNumber.text($0) } ?? "none")"
    }

    /// Layout margins as UIKit computes them at the design size: written
    /// margins or the class's default, the superview's where preserved, and
    /// the part of the safe area the view overlaps added in.
    func margins(_ element: IBElement, _ record: IBViewRecord) -> IBInsets {
        let width = record.frame?.width ?? setting.device?.width ?? 0
        let side: Double = width >= 414 ? 20 : 16
        var m: IBInsets
        if let e = element.child("edgeInsets", key: "layoutMargins") {
            m = IBInsets(top: e.number("top") ?? 0, left: e.number("left") ?? 0, bottom: e.number("bottom") ?? 0, right: e.number("right") ?? 0)
        } else if let e = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            m = IBInsets(top: e.number("top") ?? 0, left: e.number("leading") ?? 0, bottom: e.number("bottom") ?? 0, right: e.number("trailing") ?? 0)
        } else if record.parent == nil && setting.controller {
            m = IBInsets(top: 0, left: side, bottom: 0, right: side)
        } else if element.name == "tableViewCellContentView" {
            m = IBInsets(top: 11, left: side, bottom: 11, right: side)
        } else if element.name == "stackView" {
            m = .zero
        } else {
            m = .all(8)
        }
        if record.parent == nil && setting.controller {
            // The root keeps at least the system minimum on the sides.
            m.left = max(m.left, side)
            m.right = max(m.right, side)
        }
        if element.flag("preservesSuperviewLayoutMargins") == true, let parent = record.parent.flatMap({ index[$0] }),
           let frame = record.frame, let outer = views[parent].frame {
            let p = views[parent].margins
            m.top = max(m.top, p.top - frame.y)
            m.left = max(m.left, p.left - frame.x)
            m.bottom = max(m.bottom, p.bottom - (outer.height - frame.y - frame.height))
            m.right = max(m.right, p.right - (outer.width - frame.x - frame.width))
        }
        if element.flag("insetsLayoutMarginsFromSafeArea") != false {
            let safe = safeInsets(of: record)
            m.top += safe.top
            m.left += safe.left
            m.bottom += safe.bottom
            m.right += safe.right
        }
        return m
    }

    /// The safe-area insets of a view: the root's at any size, a subview's
    /// where its saved frame overlaps the root's unsafe edges.
    func safeInsets(of record: IBViewRecord) -> IBInsets {
        let root = setting.safeArea
        guard record.parent != nil else { return root }
        guard let f = record.frameInRoot, let rootFrame = views.first?.frame else { return .zero }
        func clip(_ v: Double, _ limit: Double) -> Double { min(max(0, v), limit) }
        return IBInsets(top: clip(root.top - f.y, f.height), left: clip(root.left - f.x, f.width),
                        bottom: clip(f.y + f.height - (rootFrame.height - root.bottom), f.height),
                        right: clip(f.x + f.width - (rootFrame.width - root.right), f.width))
    }

    // MARK: guides

    mutating func addGuide(_ element: IBElement, owner: String) {
        guard let id = element["id"] else { return warn(element, "a layout guide without id is left out") }
        let kind = element["key"] ?? "guide"
        guard ["safeArea", "contentLayoutGuide", "frameLayoutGuide", "layoutMarginsGuide"].contains(kind) else {
            return warn(element, "layout guide '\(kind)' is not understood: left out")
        }
        guides.append((id, owner, kind, element.line))
        guideOwner[id] = owner
        ids.insert(id)
        if kind == "contentLayoutGuide" { contentGuide[owner] = id }
    }

    /// Where each guide sits in its owner, as required constraints named
    /// after the guide (UIKit's own are system constraints, not in the document).
    mutating func addGuideConstraints() {
        for (id, owner, kind, line) in guides {
            guard let k = index[owner] else { continue }
            switch kind {
            case "safeArea":
                let inset = safeInsets(of: views[k])
                pin(id, owner, line, inset, name: "UIViewSafeAreaLayoutGuide")
            case "layoutMarginsGuide":
                pin(id, owner, line, views[k].margins, name: "UIViewLayoutMarginsGuide")
            case "frameLayoutGuide":
                pin(id, owner, line, .zero, name: "UIScrollView-frameLayoutGuide")
            case "contentLayoutGuide":
                // The content's origin is the scroll view's bounds origin; its size is the content's.
                add(system: "UIScrollView-contentLayoutGuide-top", "\(id).top", "\(owner).top", line)
                add(system: "UIScrollView-contentLayoutGuide-leading", "\(id).left", "\(owner).left", line)
            default:
                break
            }
        }
    }

    /// A cell's content view is placed by the cell as UIKit's table does:
    /// at the top left, as wide as the cell, and as high as the saved frame
    /// only as long as its content agrees (999), so a cell whose content
    /// asks for another height reads as misplaced, not conflicting.
    mutating func addCellContentConstraints(_ content: IBViewRecord, cell: String) {
        let id = content.id
        add(system: "UIView-Encapsulated-Layout-Left", "\(id).left", "\(cell).left", content.line)
        add(system: "UIView-Encapsulated-Layout-Top", "\(id).top", "\(cell).top", content.line)
        add(system: "UIView-Encapsulated-Layout-Width", "\(id).width", "\(cell).width", content.line)
        if let frame = content.frame {
            add(system: "UIView-Encapsulated-Layout-Height", "\(id).height", nil, content.line, constant: frame.height, priority: 999)
        }
    }

    mutating func pin(_ id: String, _ owner: String, _ line: Int, _ inset: IBInsets, name: String) {
        add(system: "\(name)-top", "\(id).top", "\(owner).top", line, constant: inset.top)
        add(system: "\(name)-left", "\(id).left", "\(owner).left", line, constant: inset.left)
        add(system: "\(name)-bottom", "\(id).bottom", "\(owner).bottom", line, constant: -inset.bottom)
        add(system: "\(name)-right", "\(id).right", "\(owner).right", line, constant: -inset.right)
    }

    /// A constraint UIKit makes itself, named `NAME-of-ITEM` like the console.
    mutating func add(system name: String, _ first: String, _ second: String?, _ line: Int,
                      constant: Double = 0, priority: Double = 1000, relation: String = "==", guide: String? = nil) {
        let item = guide ?? String(first.prefix { $0 != "." })
        constraints.append(IBConstraintRecord(
            id: uniqueConstraintID("\(name).\(item)"), first: first, relation: relation, second: second,
            multiplier: 1, constant: constant, priority: priority, placeholder: false, line: line))
    }

    mutating func uniqueConstraintID(_ id: String) -> String {
        let unique = ids.contains(id) ? suffixes.first(id, candidate: { "\(id)-\($0)" }, taken: ids.contains) : id
        ids.insert(unique)
        return unique
    }
}
