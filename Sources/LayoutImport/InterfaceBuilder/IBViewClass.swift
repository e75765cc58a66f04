/// What Interface Builder's element names mean to layout: the UIKit class,
/// which intrinsic size the element has and where it comes from.
enum IBViewClass {
    /// The UIKit class an element stands for.
    static func className(_ element: String) -> String {
        switch element {
        case "view", "containerView": return "UIView"
        case "activityIndicatorView": return "UIActivityIndicatorView"
        case "tableViewCellContentView": return "UITableViewCellContentView"
        case "collectionViewCellContentView": return "UICollectionViewCellContentView"
        case "mapView": return "MKMapView"
        case "wkWebView": return "WKWebView"
        case "mtkView": return "MTKView"
        case "arscnView": return "ARSCNView"
        case "sceneKitView": return "SCNView"
        case "glkView": return "GLKView"
        default:
            guard let first = element.first else { return "UIView" }
            return "UI" + first.uppercased() + element.dropFirst()
        }
    }

    /// Elements whose content gives them a size on both axes; the saved
    /// frame is the witness of it (Xcode measured it when it saved).
    static let sizedByContent: Set<String> = [
        "label", "button", "imageView", "textField", "segmentedControl", "stepper", "pageControl",
        "datePicker", "pickerView", "switch", "activityIndicatorView",
    ]

    /// Elements with an intrinsic height only (bars and tracks stretch).
    static let sizedByContentHeight: Set<String> = [
        "slider", "progressView", "searchBar", "navigationBar", "toolbar", "tabBar",
    ]

    /// Controls whose size UIKit fixes whatever their frame says.
    static func fixedSize(_ element: IBElement) -> (Double, Double)? {
        switch element.name {
        case "switch": return (51, 31)
        case "activityIndicatorView":
            let style = element["style"] ?? "gray"
            return ["whiteLarge", "large"].contains(style) ? (37, 37) : (20, 20)
        default: return nil
        }
    }

    /// Text views measure their text: a label, a button's title, a field's text.
    static let text: Set<String> = ["label", "button", "textField"]

    /// First and last baselines of system text in a box of `height`, from
    /// San Francisco's ascender (0.952 em) and descender (0.241 em). A
    /// button or field centres its title; a label's first baseline is
    /// measured from its top (what Xcode's saved frames show for labels
    /// taller than their text).
    static func baselines(height: Double, pointSize: Double, centred: Bool) -> (first: Double, last: Double) {
        let ascender = 0.952 * pointSize
        let descender = 0.241 * pointSize
        let line = ascender + descender
        let lines = max(1, (height / line).rounded(.down))
        let pad = max(0, (height - lines * line) / 2)
        return centred ? (pad + ascender, pad + descender) : (ascender, 2 * pad + descender)
    }

    /// One line of system text: an average advance of 0.55 em, the line
    /// height (1.193 em) rounded up to the half point a 2x screen draws.
    static func textSize(_ text: String, pointSize: Double) -> (Double, Double) {
        let width = (Double(text.count) * 0.55 * pointSize * 2).rounded(.up) / 2
        let height = (1.193 * pointSize * 2).rounded(.up) / 2
        return (width, height)
    }
}
