import JSON

/// Warnings read off the solved frames: views away from their design frame,
/// views of zero width or height, views not wholly inside their superview.
/// Views only (guides have no design frame and draw nothing).
struct FrameDiagnostics {
    let document: SceneDocument
    let hierarchy: SceneHierarchy
    /// In hierarchy order (views first).
    let frames: [SceneResult.Frame]

    /// Every finding of `kind`, in document order.
    func diagnostics(_ kind: Diagnostic.Kind) -> [Diagnostic] {
        switch kind {
        case .misplaced: return misplaced()
        case .zeroSize: return zeroSize()
        case .outsideSuperview: return outside()
        default: return []
        }
    }

    /// The root is left out: its frame is the scene's size, not a placement.
    func misplaced() -> [Diagnostic] {
        document.views.indices.compactMap { i in
            guard i != hierarchy.root, let design = document.views[i].frame else { return nil }
            let solved = frames[i].rect
            let t = DiagnosticLimits.misplacedTolerance
            let differs = abs(design.x - solved.x) > t || abs(design.y - solved.y) > t
                || abs(design.width - solved.width) > t || abs(design.height - solved.height) > t
            guard differs else { return nil }
            let id = hierarchy.ids[i]
            return Diagnostic(
                .misplaced(Diagnostic.Misplacement(view: id, designFrame: design, frame: solved)),
                message: "\(id) is drawn at \(TextReport.show(design)) in the design but the constraints put it at "
                    + "\(TextReport.show(solved)): update the design frame or the constraints")
        }
    }

    func zeroSize() -> [Diagnostic] {
        var found: [Diagnostic] = []
        // Two checks per view rather than a filtered array of axes: no arrays for views of some size.
        for i in document.views.indices {
            let rect = frames[i].rect
            if rect.width <= DiagnosticLimits.geometryTolerance { found.append(zeroSize(i, .horizontal, "width")) }
            if rect.height <= DiagnosticLimits.geometryTolerance { found.append(zeroSize(i, .vertical, "height")) }
        }
        return found
    }

    func zeroSize(_ i: Int, _ axis: Attribute.Axis, _ name: String) -> Diagnostic {
        let id = hierarchy.ids[i]
        return Diagnostic(.zeroSize(Diagnostic.ZeroSize(view: id, axis: axis)),
                          message: "\(id) has zero \(name), so it cannot be seen")
    }

    func outside() -> [Diagnostic] {
        document.views.indices.compactMap { i in
            let p = hierarchy.parent[i]
            guard p >= 0 else { return nil }
            let rect = frames[i].rect, bounds = frames[p].rect
            let t = DiagnosticLimits.geometryTolerance
            let inside = rect.x >= -t && rect.y >= -t
                && rect.x + rect.width <= bounds.width + t && rect.y + rect.height <= bounds.height + t
            guard !inside else { return nil }
            let id = hierarchy.ids[i], superview = hierarchy.ids[p]
            return Diagnostic(
                .outsideSuperview(Diagnostic.Outside(view: id, superview: superview)),
                message: "\(id) at \(TextReport.show(rect)) is not wholly inside \(superview) "
                    + "(0, 0, \(NumberText.rounded(bounds.width)), \(NumberText.rounded(bounds.height))): part of it is clipped or out of reach")
        }
    }
}
