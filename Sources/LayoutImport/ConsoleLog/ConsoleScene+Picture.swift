import LayoutScene
import LayoutSolver

/// Wishes that make the picture readable where the message leaves views
/// free: a size of 60×30, children stacked inside their superview with an
/// 8-point inset, superviews around their children. All at priority 1,
/// below anything a message prints, so they never decide a conflict.
extension ConsoleSceneBuilder {
    static let pictureSize = (width: 60.0, height: 30.0)
    static let pictureInset = 8.0
    static let picturePriority = 1.0
    static let pictureIDPrefix = "picture."

    /// Past this many views the wishes are left out: each adds error terms
    /// the solver optimises over, and a long chain of views then costs
    /// seconds; such a picture is not read view by view anyway.
    static let maxPictureViews = 100

    mutating func addPictureWishes() {
        guard views.views.count <= Self.maxPictureViews else { return }
        var children: [String: Int] = [:]
        var wishes: [Spec] = []
        func wish(_ first: (String, Attribute), _ relation: Relation, _ second: (String, Attribute)?, _ constant: Double) {
            wishes.append(Spec(id: Self.pictureIDPrefix + String(wishes.count + 1), line: -1,
                               first: (first.0, first.1.rawValue), relation: relation,
                               second: second.map { ($0.0, $0.1.rawValue) }, multiplier: 1, constant: constant,
                               priority: Self.picturePriority))
        }
        // A guide the message leaves free is drawn where UIKit puts it: the
        // safe area over its view, a margins guide 8 points inside it.
        for guide in views.views where guide.isGuide && !guide.className.hasPrefix("_UILayoutSpacer") {
            let owner = guide.parent ?? ConsoleViews.rootKey
            let inset = guide.identifier?.contains("SafeArea") == true ? 0 : Self.pictureInset
            wish((guide.key, .left), .equal, (owner, .left), inset)
            wish((guide.key, .top), .equal, (owner, .top), inset)
            wish((owner, .right), .equal, (guide.key, .right), inset)
            wish((owner, .bottom), .equal, (guide.key, .bottom), inset)
        }
        for view in views.views where view.key != ConsoleViews.rootKey && !view.isGuide {
            wish((view.key, .width), .equal, nil, Self.pictureSize.width)
            wish((view.key, .height), .equal, nil, Self.pictureSize.height)
            guard let parent = view.parent else { continue }
            let k = children[parent, default: 0]
            children[parent] = k + 1
            let step = Self.pictureSize.height + Self.pictureInset
            wish((view.key, .left), .equal, (parent, .left), Self.pictureInset)
            wish((view.key, .top), .equal, (parent, .top), Self.pictureInset + step * Double(k))
            wish((parent, .right), .greaterOrEqual, (view.key, .right), Self.pictureInset)
            wish((parent, .bottom), .greaterOrEqual, (view.key, .bottom), Self.pictureInset)
        }
        specs += wishes
    }
}
