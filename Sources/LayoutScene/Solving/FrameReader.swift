import JSON
import LayoutSolver

/// Reads frames out of a solution: alignment rects grown by insets, edges
/// rounded to the display scale in root coordinates (halves up), then made
/// relative to the parent's bounds.
struct FrameReader {
    let document: SceneDocument
    let hierarchy: SceneHierarchy
    let items: [ItemGeometry]

    /// Edges (left, top, right, bottom) in root coordinates.
    typealias Edges = (left: Double, top: Double, right: Double, bottom: Double)

    /// `values` by `Variable.id`, as `Solver.readValues` gives them: one pass
    /// for every variable instead of a search per value read.
    func frames(_ values: [Double]) -> [SceneResult.Frame] {
        let edges: [Edges] = items.map { item in
            let left = values[item.left.id] - item.insets.left
            let top = values[item.top.id] - item.insets.top
            return (round(left), round(top),
                    round(left + values[item.width.id] + item.insets.left + item.insets.right),
                    round(top + values[item.height.id] + item.insets.top + item.insets.bottom))
        }
        return hierarchy.ids.indices.map { i in
            let e = edges[i]
            let p = hierarchy.parent[i]
            let origin = p >= 0 ? (edges[p].left, edges[p].top) : (0, 0)
            return SceneResult.Frame(id: hierarchy.ids[i], rect: SceneRect(
                x: e.left - origin.0, y: e.top - origin.1, width: e.right - e.left, height: e.bottom - e.top))
        }
    }

    /// To the nearest 1/scale, halves up. Solver noise is taken off first
    /// (to the output precision) so 20.4999999999 counts as a half.
    func round(_ x: Double) -> Double {
        guard let scale = document.displayScale else { return x }
        let clean = (x * NumberText.outputScale).rounded() / NumberText.outputScale
        return (clean * scale + 0.5).rounded(.down) / scale
    }
}
