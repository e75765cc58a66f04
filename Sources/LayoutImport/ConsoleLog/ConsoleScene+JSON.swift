import JSON
import LayoutScene

/// The builder's output: the scene document and the maps back to the message.
extension ConsoleSceneBuilder {
    func json(dropping dropped: Set<Int>) -> JSONValue {
        var viewValues: [JSONValue] = []
        var guideValues: [JSONValue] = []
        for view in views.views {
            if view.isGuide {
                let owner = view.parent.flatMap { views[$0]?.id } ?? "window"
                guideValues.append(.object([JSONMember("id", .string(view.id)), JSONMember("owner", .string(owner))]))
                continue
            }
            var members = [JSONMember("id", .string(view.id))]
            if let parent = view.parent, let id = views[parent]?.id { members.append(JSONMember("parent", .string(id))) }
            members.append(JSONMember("class", .string(view.className)))
            if let label = Self.label(view) { members.append(JSONMember("label", .string(label))) }
            viewValues.append(.object(members))
        }
        var constraintValues: [JSONValue] = []
        for (k, spec) in specs.enumerated() where !dropped.contains(k) {
            var members = [
                JSONMember("id", .string(spec.id)),
                JSONMember("first", .string(views[spec.first.0]!.id + "." + spec.first.1)),
                JSONMember("relation", .string(spec.relation.rawValue)),
            ]
            if let second = spec.second {
                members.append(JSONMember("second", .string(views[second.0]!.id + "." + second.1)))
                if spec.multiplier != 1 { members.append(JSONMember("multiplier", .number(spec.multiplier))) }
            }
            members.append(JSONMember("constant", .number(spec.constant)))
            if spec.priority != 1000 { members.append(JSONMember("priority", .number(spec.priority))) }
            constraintValues.append(.object(members))
        }
        var document = [
            JSONMember("format", .string(SceneDocument.format)),
            JSONMember("root", .string("window")),
            // Views the message shows without constraints must stay free, not pinned to a design frame.
            JSONMember("prototypeConstraints", .bool(false)),
            JSONMember("views", .array(viewValues)),
        ]
        if !guideValues.isEmpty { document.append(JSONMember("guides", .array(guideValues))) }
        document.append(JSONMember("constraints", .array(constraintValues)))
        return .object(document)
    }

    /// How a view is shown: its identifier or text, its address, or what
    /// made it up.
    static func label(_ view: ConsoleViews.View) -> String? {
        if view.key == ConsoleViews.rootKey { return "window (not in the message)" }
        if view.synthetic { return "superview (not named in the message)" }
        var label = view.className
        if let identifier = view.identifier { label += " '" + identifier + "'" }
        if let address = view.address { label += " " + address }
        return label
    }

    /// The spec indices a scene problem blames (`/constraints/k…`).
    func refused(_ problem: SceneProblem, dropping dropped: Set<Int>) -> Set<Int> {
        let kept = specs.indices.filter { !dropped.contains($0) }
        var refused: Set<Int> = []
        for entry in problem.errors {
            let parts = entry.pointer.split(separator: "/")
            guard parts.count >= 2, parts[0] == "constraints", let k = Int(parts[1]), k < kept.count else { return [] }
            refused.insert(kept[k])
        }
        return refused
    }

    func lines(dropping dropped: Set<Int>) -> [String: Int] {
        var lines: [String: Int] = [:]
        for (k, spec) in specs.enumerated() where !dropped.contains(k) && spec.line >= 0 { lines[spec.id] = spec.line }
        return lines
    }

    func ids(dropping dropped: Set<Int>) -> [[String]] {
        var ids = Array(repeating: [String](), count: message.constraints.count)
        for (k, spec) in specs.enumerated() where !dropped.contains(k) && spec.line >= 0 { ids[spec.line].append(spec.id) }
        return ids
    }

    func items() -> [String: ConsoleItem] {
        var items: [String: ConsoleItem] = [:]
        for view in views.views where !view.synthetic {
            items[view.id] = ConsoleItem(className: view.className, address: view.address, identifier: view.identifier)
        }
        return items
    }

    /// What the scene chose where the message is silent.
    func assumptions() -> [String] {
        var said = [
            "sizes and positions that no printed constraint fixes are left free, so they cannot add a conflict; the window is fitted to its content",
            message.framework == .appKit ? "AppKit views have no layout margins: a margin attribute, if one is printed, is read with 8 on every side"
                : "layout margins not printed are UIKit's default of 8",
        ]
        said.append(views.views.count <= Self.maxPictureViews
            ? "for the picture, views are wished 60×30 and stacked inside their superviews, at priority 1: below every printed constraint, so the wishes never decide a conflict"
            : "the message names \(views.views.count - 1) views, more than \(Self.maxPictureViews): the picture is not arranged, and views no constraint places sit at the origin")
        if views.views.contains(where: { $0.synthetic && $0.key != ConsoleViews.rootKey }) {
            said.append("a superview the message implies without naming it is made up, free to sit anywhere")
        }
        if message.constraints.contains(where: { $0.relations.contains(where: \.systemSpacing) }) {
            said.append("system spacing (NSSpace, NSLayoutAnchorConstraintSpace) is taken at the value printed, between the views' edges, not their baselines")
        }
        return said + notes + views.notes
    }
}
