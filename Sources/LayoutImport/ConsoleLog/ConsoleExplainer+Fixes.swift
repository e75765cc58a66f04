import LayoutScene
import LayoutSolver

/// The fixes of one conflict, most likely first: the developer's own
/// constraints (a constant that would fit, or a priority that lets it give
/// way), the app's settings that make UIKit add its constraints, or, for
/// a conflict inside the framework, that there is nothing to change.
/// A constraint UIKit made is never one to change: the developer cannot.
extension ConsoleExplainer {
    /// Members whose new constant is measured (one solve of the set each).
    static let maxConstantFixes = 4
    /// Fixes listed per conflict.
    static let maxFixes = 6

    func fixes(_ ids: [String], solver: ConsoleSetSolver, mismatch: ConsoleMismatch?,
               names: ConsoleSentences) throws(SolverStop) -> [ConsoleFix] {
        let members = ids.compactMap { id in printed(id).map { (id: id, constraint: $0) } }
        if let known = frameworkIssue(members.map(\.constraint)) {
            return [ConsoleFix(constraint: nil, view: nil, action: .nothingToFix, from: nil, to: nil, why: known)]
        }
        var fixes: [ConsoleFix] = []
        // Autoresizing constraints on a view the app made: the usual cause
        // is a view added in code without turning its mask off.
        var masked: Set<String> = []
        for member in members where SystemConstraints.origin(member.constraint) == .autoresizing {
            guard let spec = spec(member.id), let item = scene.items[spec.first.item], let address = item.address,
                  !Self.frameworkOwned(item.className), masked.insert(address).inserted else { continue }
            fixes.append(ConsoleFix(
                constraint: nil, view: address, action: .disableAutoresizingMask, from: .bool(true), to: .bool(false),
                why: "\(names.name(spec.first.item)) is positioned by its frame and autoresizing mask (translatesAutoresizingMaskIntoConstraints is on) as well as by constraints; set translatesAutoresizingMaskIntoConstraints = false where you add it"))
        }
        for member in members where SystemConstraints.origin(member.constraint) == .prototype {
            guard let spec = spec(member.id), let address = scene.items[spec.first.item]?.address,
                  masked.insert(address).inserted else { continue }
            fixes.append(ConsoleFix(
                constraint: nil, view: address, action: .addConstraints, from: nil, to: nil,
                why: "\(names.name(spec.first.item)) has no constraints in Interface Builder, so it got prototyping constraints pinning its design frame: give it constraints of its own"))
        }
        // A size the container imposes: the view it is imposed on.
        let container = members.first { member in
            let identifier = member.constraint.identifier ?? ""
            return identifier.hasPrefix("UIView-Encapsulated-Layout") || identifier.hasPrefix("_UITemporaryLayout")
        }.flatMap { spec($0.id)?.first.item }
        let own = try ownFixes(members, solver: solver, container: container, names: names)
        let settings = settingFixes(members, mismatch: mismatch, names: names)
        // A cell's size comes from the app's row height or item size first.
        fixes += settings.first?.action == .selfSizingCell ? settings + own : own + settings
        if fixes.count > Self.maxFixes { fixes.removeLast(fixes.count - Self.maxFixes) }
        if fixes.isEmpty {
            fixes.append(ConsoleFix(
                constraint: nil, view: nil, action: .nothingToFix, from: nil, to: nil,
                why: "every constraint in this set was made by \(message.framework.rawValue) for views the app does not own: the conflict is inside the framework, and there is nothing to fix in the app's constraints"))
        }
        return fixes
    }

    /// The developer's constraints in the set, the likeliest culprit first:
    /// the one UIKit broke, then (against a container's size) those pinned
    /// to the container, then fixed sizes, then the rest.
    func ownFixes(_ members: [(id: String, constraint: ConsoleConstraint)], solver: ConsoleSetSolver, container: String?,
                  names: ConsoleSentences) throws(SolverStop) -> [ConsoleFix] {
        let own = members.filter { Self.isOwn($0.constraint) }
        func rank(_ member: (id: String, constraint: ConsoleConstraint)) -> Int {
            if member.constraint.address == message.broken { return 0 }
            guard let spec = spec(member.id) else { return 4 }
            if let container, spec.first.item == container || spec.second?.item == container { return 1 }
            if spec.second == nil && spec.first.attribute.isSize { return 2 }
            return 3
        }
        let ordered = own.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)
        var constants: [ConsoleFix] = []
        var priorities: [ConsoleFix] = []
        // Each measured constant solves the set once: a long set gets one.
        let maxConstants = members.count > Self.maxTracedMembers ? 1 : Self.maxConstantFixes
        for (k, member) in ordered.enumerated() {
            guard let spec = spec(member.id) else { continue }
            let label = names.constraintName(member.constraint)
            let sentence = names.sentence(spec)
            if k < maxConstants, let target = solver.members.first(where: { $0.id == member.id }),
               let value = try solver.reached(target), abs(value - spec.constant) > 0.005 {
                let rounded = (value * 100).rounded() / 100
                constants.append(ConsoleFix(
                    constraint: member.constraint.address, view: nil, action: .changeConstant,
                    from: .number(spec.constant), to: .number(rounded),
                    why: "\(label) (\(sentence)): with a constant of \(SystemConstraints.number(rounded)) instead of \(SystemConstraints.number(spec.constant)) the rest of the set can hold"))
            }
            if member.constraint.priority >= 1000 {
                priorities.append(ConsoleFix(
                    constraint: member.constraint.address, view: nil, action: .lowerPriority,
                    from: .number(1000), to: .number(999),
                    why: "\(label) (\(sentence)): at priority 999 it gives way to the others instead of \(message.framework.rawValue) breaking one"))
            }
        }
        // Against a size the container imposes for a moment (a cell being
        // measured), letting one's own constraint give way is the usual fix;
        // otherwise the numbers are wrong and a constant is.
        guard container != nil, let first = priorities.first else { return constants + priorities }
        return [first] + constants + priorities.dropFirst()
    }

    /// Settings of the app that make UIKit add the system's members.
    func settingFixes(_ members: [(id: String, constraint: ConsoleConstraint)], mismatch: ConsoleMismatch?,
                      names: ConsoleSentences) -> [ConsoleFix] {
        var fixes: [ConsoleFix] = []
        for member in members {
            guard let identifier = member.constraint.identifier, let spec = spec(member.id) else { continue }
            let item = scene.items[spec.first.item]
            let view = names.name(spec.first.item)
            if identifier.hasPrefix("UIView-Encapsulated-Layout") {
                let dimension = spec.first.attribute.rawValue
                let need = mismatch.flatMap { $0.target == member.id ? $0.reached : nil }
                let isCell = (item?.className ?? "").contains("Cell") || (item?.className ?? "").contains("HeaderFooter")
                let collection = (item?.className ?? "").contains("Collection")
                if isCell && !collection && dimension == "width" {
                    // A table gives its cells its own width: nothing to set in the app but the constraints.
                    continue
                } else if isCell {
                    fixes.append(ConsoleFix(
                        constraint: nil, view: item?.address, action: .selfSizingCell,
                        from: .number(spec.constant),
                        to: .text(collection ? "self-sizing (estimatedItemSize)" : "UITableView.automaticDimension"),
                        why: collection
                            ? "the collection view gave \(view) a \(dimension) of \(SystemConstraints.number(spec.constant)) (its layout's itemSize)\(need.map { ", your constraints need \(SystemConstraints.number(($0 * 100).rounded() / 100))" } ?? ""): make the cells self-sizing or give the layout the size they need"
                            : "the table view gave \(view) a \(dimension) of \(SystemConstraints.number(spec.constant)) (rowHeight, heightForRowAt or the estimate)\(need.map { ", your constraints need \(SystemConstraints.number(($0 * 100).rounded() / 100))" } ?? ""): set rowHeight = UITableView.automaticDimension with an estimatedRowHeight, or return the height they need"))
                } else if !Self.frameworkOwned(item?.className ?? "") {
                    fixes.append(ConsoleFix(
                        constraint: nil, view: item?.address, action: .changeContainerSize,
                        from: .number(spec.constant), to: need.map { .number(($0 * 100).rounded() / 100) },
                        why: "\(view)'s container (a view controller's view, a popover or a window) sets its \(dimension) to \(SystemConstraints.number(spec.constant)); your constraints on what is inside it must fit that size or give way (priority 999)"))
                }
            } else if identifier.hasPrefix("UISV-") {
                let stack = stackView(member.id)
                if let key = stack?.key, Self.frameworkOwned(scene.items[key]?.className ?? "") { continue }
                guard !fixes.contains(where: { $0.action == .changeStackView && $0.view == stack?.address }) else { continue }
                let stackName = stack.map { names.name($0.key) } ?? "the stack view"
                fixes.append(ConsoleFix(
                    constraint: nil, view: stack?.address, action: .changeStackView,
                    from: identifier == "UISV-spacing" ? .number(spec.constant) : nil, to: nil,
                    why: "\(message.framework.rawValue) made the \(identifier) constraint for \(stackName): change its spacing, alignment or distribution, or the size you give it and its arranged subviews\(identifier == "UISV-hiding" ? " (a hidden arranged subview is collapsed to 0: a required size on it conflicts)" : "")"))
            }
        }
        return fixes
    }

    /// The stack view a `UISV-` member belongs to: a stack view it names,
    /// or the superview of the arranged subviews it names.
    func stackView(_ id: String) -> (key: String, address: String?)? {
        guard let spec = spec(id) else { return nil }
        let keys = [spec.first.item] + (spec.second.map { [$0.item] } ?? [])
        for key in keys where (scene.items[key]?.className ?? "").hasSuffix("StackView") {
            return (key, scene.items[key]?.address)
        }
        for key in keys {
            if let parent = scene.document.views.first(where: { $0.id == key })?.parent,
               (scene.items[parent]?.className ?? "").hasSuffix("StackView") {
                return (parent, scene.items[parent]?.address)
            }
        }
        return nil
    }

    /// Made by the developer, in code, SnapKit or Interface Builder.
    static func isOwn(_ constraint: ConsoleConstraint) -> Bool {
        let origin = SystemConstraints.origin(constraint)
        return origin == .yours || origin == .snapKit
    }

    static func frameworkOwned(_ className: String) -> Bool { SystemConstraints.frameworkOwned(className) }

    /// A conflict UIKit has inside its own views, known from many reports:
    /// the answer is that the app has nothing to change.
    func frameworkIssue(_ constraints: [ConsoleConstraint]) -> String? {
        let ownCount = constraints.filter(Self.isOwn).count
        let actionSheet = constraints.contains { constraint in
            constraint.relations.contains { $0.second == nil && $0.first.attribute == "width" && $0.constant == -16 }
        }
        if actionSheet {
            return "this is UIKit's own conflict in UIAlertController's action sheet (a width of −16 between its action views), logged since iOS 12.2 for any action sheet: not yours, there is nothing to fix in the app"
        }
        let keyboardWords = ["InputAssistant", "assistantHeight", "assistantView", "UIKeyboard", "_UIKBCompat",
                             "_UIRemoteKeyboard", "UIInputSet", "accessoryView.bottom", "inputView.top"]
        // Only where no member is the app's: a search of every line's text is not free on long messages.
        guard ownCount == 0 else { return nil }
        let keyboard = constraints.contains { constraint in keyboardWords.contains { constraint.text.contains($0) } }
        if keyboard {
            return "this is the keyboard's own conflict (its input-assistant bar above the keys, or the input accessory it hosts), logged by iOS when the keyboard appears: not yours, there is nothing to fix in the app"
        }
        return nil
    }
}
