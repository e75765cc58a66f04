extension SavedDocument {
    /// An AppKit document's saved frames in the scene's top-left
    /// convention: AppKit saves y upward from the superview's bottom edge
    /// unless the superview is flipped, and the importer converts the same
    /// way (see `makeAppKitRecord`), so the benchmark compares like with like.
    mutating func convertAppKitFrames(_ root: IBElement) {
        func visit(_ element: IBElement, superview: IBElement?) {
            var next = superview
            if let id = element["id"], element.name != "constraint", let r = IBRect(element.child("rect", key: "frame")) {
                if let superview, !AKViewClass.isFlipped(superview), let outer = IBRect(superview.child("rect", key: "frame")) {
                    frame[id]?.y = outer.height - r.y - r.height
                }
                next = element
            }
            for child in element.children { visit(child, superview: next) }
        }
        visit(root, superview: nil)
    }
}
