import JSON
import LayoutScene

/// A warning about part of a document that was not understood or was
/// approximated: never silent, never a refusal of the document.
public struct IBWarning: Hashable, Sendable {
    public var line: Int
    public var element: String
    public var message: String

    public var text: String { "line \(line): <\(element)>: \(message)" }
}

/// A rectangle as Interface Builder saved it.
struct IBRect: Hashable {
    var x: Double, y: Double, width: Double, height: Double

    init(x: Double, y: Double, width: Double, height: Double) {
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }

    init?(_ element: IBElement?) {
        guard let element, let w = element.number("width"), let h = element.number("height") else { return nil }
        self.init(x: element.number("x") ?? 0, y: element.number("y") ?? 0, width: w, height: h)
    }
}

struct IBInsets: Hashable {
    var top: Double, left: Double, bottom: Double, right: Double

    static let zero = IBInsets(top: 0, left: 0, bottom: 0, right: 0)

    static func all(_ value: Double) -> IBInsets { IBInsets(top: value, left: value, bottom: value, right: value) }

    var json: JSONValue {
        .object([JSONMember("top", .number(top)), JSONMember("left", .number(left)),
                 JSONMember("bottom", .number(bottom)), JSONMember("right", .number(right))])
    }
}

/// One view as the scene will carry it, with where it came from.
struct IBViewRecord {
    var id: String
    var parent: String?
    var element: String
    var className: String
    var label: String?
    var line: Int
    var frame: IBRect?
    /// The frame in the root's coordinates, for safe-area overlaps.
    var frameInRoot: IBRect?
    var translates: Bool
    var mask: [String]
    var hugging: (Double, Double)
    var compression: (Double, Double)
    var intrinsic: (Double?, Double?)
    var margins: IBInsets
    var baselines: (Double, Double)?
    var ambiguous: Bool
    var misplaced: Bool
    var hidden: Bool
    /// A hidden activity indicator that hides when stopped and is not
    /// animating: Xcode's canvas still lays it out, so a stack gives it room
    /// (docs/importers.md, "Stack views' hidden views").
    var drawnWhenHidden: Bool = false
    /// What the canvas shows of it (`IBAppearance`).
    var appearance: Appearance? = nil
    /// AppKit controls: where the frame lies outside the alignment rectangle.
    var alignmentInsets: IBInsets? = nil
    /// A table cell's `accessoryType`, nil for none.
    var accessory: String? = nil
    /// How far the frame overhangs the alignment rectangle constraints act on.
    var alignment: IBInsets = .zero
    /// A scroll view whose saved content runs past its top or bottom: its
    /// adjusted content inset takes the safe area, so its content gets none
    /// above or below (docs/importers.md, "Scroll views and the safe area").
    var scrollsVertically: Bool = false
    /// A scroll view's content area as its content's saved frames span it,
    /// from the content's origin: the bounds its margins are measured in
    /// (docs/importers.md, "Scroll views' content area and margins").
    var contentArea: IBRect? = nil
    /// A plain view or an image view of no symbol and no class of its own:
    /// no text, so UIKit's baseline offsets are 0 and its first baseline is
    /// its top (docs/importers.md, "Baselines of views without text").
    var baselineless: Bool = false
    /// `fixedFrame="YES"`: Interface Builder placed it at its frame.
    var fixedFrame: Bool = false
    /// `preservesSuperviewLayoutMargins="YES"`.
    var preservesMargins: Bool = false
}

extension IBViewRecord {
    /// A view element's record with the priorities and flags it writes down;
    /// intrinsic size, margins and baselines are the caller's to fill in.
    init(_ element: IBElement, id: String, parent: String?, className: String, frame: IBRect?, translates: Bool, mask: [String]) {
        self.init(
            id: id, parent: parent, element: element.name, className: element["customClass"] ?? className,
            label: element["userLabel"], line: element.line, frame: frame, frameInRoot: nil,
            translates: translates, mask: mask,
            hugging: (element.number("horizontalHuggingPriority") ?? 250, element.number("verticalHuggingPriority") ?? 250),
            compression: (element.number("horizontalCompressionResistancePriority") ?? 750,
                          element.number("verticalCompressionResistancePriority") ?? 750),
            intrinsic: (nil, nil), margins: .all(8), baselines: nil,
            ambiguous: element.flag("ambiguous") == true, misplaced: element.flag("misplaced") == true,
            hidden: element.flag("hidden") == true)
        baselineless = ["view", "imageView"].contains(element.name) && element["customClass"] == nil
            && !IBViewClass.isSymbolImage(element)
        preservesMargins = element.flag("preservesSuperviewLayoutMargins") == true
        drawnWhenHidden = hidden && element.name == "activityIndicatorView" && element.flag("hidesWhenStopped") == true
            && element.flag("animating") != true
        if element.name == "scrollView" {
            let content = element.child("subviews")?.children.compactMap { IBRect($0.child("rect", key: "frame")) } ?? []
            if !content.isEmpty {
                contentArea = IBRect(x: 0, y: 0, width: content.map { $0.x + $0.width }.max() ?? 0,
                                     height: content.map { $0.y + $0.height }.max() ?? 0)
            }
            if element["contentInsetAdjustmentBehavior"] != "never", let frame {
                scrollsVertically = content.contains { $0.y < -0.5 || $0.y + $0.height > frame.height + 0.5 }
            }
        }
    }
}

/// One constraint as the scene will carry it.
struct IBConstraintRecord {
    var id: String
    var first: String
    var relation: String
    var second: String?
    var multiplier: Double
    var constant: Double
    var priority: Double
    var placeholder: Bool
    var line: Int

    var json: JSONValue {
        var members = [JSONMember("id", .string(id)), JSONMember("first", .string(first)),
                       JSONMember("relation", .string(relation))]
        if let second {
            members.append(JSONMember("second", .string(second)))
            if multiplier != 1 { members.append(JSONMember("multiplier", .number(multiplier))) }
        }
        members.append(JSONMember("constant", .number(constant)))
        if priority != 1000 { members.append(JSONMember("priority", .number(priority))) }
        if placeholder { members.append(JSONMember("placeholder", .bool(true))) }
        return .object(members)
    }
}

/// The size classes one scene is laid out in.
struct IBTraits: Hashable {
    var width: String
    var height: String

    /// Whether a `<variation key>` applies, and how specific it is (more
    /// specific variations are applied later and win).
    func specificity(of key: String) -> Int? {
        if key == "default" { return 0 }
        var count = 0
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { return nil }
            switch pair[0] {
            case "widthClass": guard pair[1] == width else { return nil }
            case "heightClass": guard pair[1] == height else { return nil }
            default: return nil
            }
            count += 1
        }
        return count
    }

    /// Whether a `<variation key>` is one UIKit defines: `widthClass=` and
    /// `heightClass=` (compact or regular), each at most once, joined by `-`.
    static func isSizeClassKey(_ key: String) -> Bool {
        var seen: Set<String> = []
        for part in key.split(separator: "-", omittingEmptySubsequences: false) {
            let pair = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
            guard pair.count == 2, ["widthClass", "heightClass"].contains(pair[0]), ["compact", "regular"].contains(pair[1]),
                  seen.insert(pair[0]).inserted else { return false }
        }
        return !seen.isEmpty
    }

    /// `element` with the attributes its `<variation>`s that apply set (a
    /// stack's `axis` or `spacing` in one size class), the least specific
    /// first so that the most specific wins (docs/importers.md, "Stack
    /// views' attributes by size class").
    func resolving(_ element: IBElement) -> IBElement {
        let applying = element.children("variation").enumerated().compactMap { k, variation in
            variation["key"].flatMap(specificity(of:)).map { (rank: $0, order: k, variation: variation) }
        }
        guard !applying.isEmpty else { return element }
        var resolved = element
        for v in applying.sorted(by: { ($0.rank, $0.order) < ($1.rank, $1.order) }) {
            for (name, value) in v.variation.attributes where name != "key" { resolved.attributes[name] = value }
        }
        return resolved
    }

    /// These traits with the classes a variation key names put in.
    func adopting(_ key: String) -> IBTraits {
        var traits = self
        for part in key.split(separator: "-") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            guard pair.count == 2 else { continue }
            if pair[0] == "widthClass" { traits.width = pair[1] }
            if pair[0] == "heightClass" { traits.height = pair[1] }
        }
        return traits
    }
}
