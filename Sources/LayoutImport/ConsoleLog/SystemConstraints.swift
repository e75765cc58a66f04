/// What the constraints UIKit (or Interface Builder, or autoresizing) made
/// itself mean, in words: the part of a console message people cannot read.
enum SystemConstraints {
    /// Who made a printed constraint.
    enum Origin: String, Sendable {
        case yours, snapKit, system, autoresizing, contentSize, prototype
    }

    static func origin(_ constraint: ConsoleConstraint) -> Origin {
        switch constraint.className {
        case "NSAutoresizingMaskLayoutConstraint": return .autoresizing
        case "NSContentSizeLayoutConstraint": return .contentSize
        case "NSIBPrototypingLayoutConstraint": return .prototype
        case "_UILayoutSupportConstraint": return .system
        default: break
        }
        if let identifier = constraint.identifier, isSystemIdentifier(identifier) { return .system }
        if constraint.className.hasPrefix("SnapKit.") || constraint.source != nil { return .snapKit }
        // Between views only the framework makes (a toolbar's `_UIButtonBarStackView`
        // in its `_UIToolbarContentView`), a line without an identifier is still UIKit's.
        let items = constraint.relations.flatMap { relation in [relation.first.reference] + (relation.second.map { [$0.reference] } ?? []) }
            .map { item($0, in: constraint) }
        // A view's margins or safe-area guide belongs to whichever view it is: it decides nothing.
        let views = items.filter { item in
            guard let item, item.isGuide else { return true }
            return !["UIViewLayoutMarginsGuide", "UIViewSafeAreaLayoutGuide"].contains(item.identifier ?? "")
        }
        if !views.isEmpty, views.allSatisfy({ $0.map { frameworkOwned($0.className) } ?? false }) { return .system }
        return .yours
    }

    /// What a reference names, through the line's `names:` table; nil when unknown.
    static func item(_ reference: ConsoleTerm.Reference, in constraint: ConsoleConstraint) -> ConsoleItem? {
        switch reference {
        case .item(let item): return item
        case .superview: return constraint.names.first { $0.name == "|" }?.item
        case .name(let name): return constraint.names.first { $0.name == name }?.item
        }
    }

    /// Views UIKit and AppKit make and own: private classes (`_UI…`), a
    /// cell's content view, the keyboard's, a scroll view's clip view, the
    /// window's frame. Their settings are not the developer's to change.
    static func frameworkOwned(_ className: String) -> Bool {
        let short = className.split(separator: ".").last.map(String.init) ?? className
        if short.hasPrefix("_") { return true }
        let prefixes = ["UITableViewCellContentView", "UITableViewWrapperView", "UIInputSet", "UIKeyboard", "UIKB",
                        "TUI", "UITransitionView", "UIDropShadowView", "UILayoutContainerView",
                        "UINavigationTransitionView", "UIViewControllerWrapperView", "UITextEffectsWindow",
                        "UIRemoteKeyboard", "UICompatibilityInputView", "UIEditingOverlay", "NSClipView",
                        "NSThemeFrame", "NSTitlebar", "NSNextStepFrame", "NSToolbar", "NSNavView", "NSFileBrowser",
                        "FI", "NSSplitViewItemViewWrapper", "NSScroller", "UIAlertController", "UIInterfaceAction",
                        "SystemInputAssistantView"]
        return prefixes.contains { short.hasPrefix($0) }
    }

    static func isSystemIdentifier(_ identifier: String) -> Bool {
        ["UIView-", "UISV-", "_UI", "UIViewSafeAreaLayoutGuide", "UIViewLayoutMarginsGuide", "UITableView",
         "UICollectionView", "NSView-", "NSWindow-", "UIButtonBar.", "assistant", "accessoryView.", "inputView."].contains { identifier.hasPrefix($0) }
    }

    /// The meaning of a constraint the user did not write; nil for theirs.
    static func meaning(_ constraint: ConsoleConstraint, view: String, framework: ConsoleFramework = .uiKit) -> String? {
        if framework == .appKit, let identifier = constraint.identifier, let meaning = appKitMeaning(identifier: identifier, view: view) {
            return meaning
        }
        if let identifier = constraint.identifier, let meaning = meaning(identifier: identifier, constraint, view: view) {
            return meaning
        }
        switch constraint.className {
        case "NSAutoresizingMaskLayoutConstraint":
            var text = "made from \(view)'s frame and autoresizing mask, because its translatesAutoresizingMaskIntoConstraints is on"
            if let mask = constraint.mask { text += " (" + (framework == .appKit ? appKitMaskWords(mask) : maskWords(mask)) + ")" }
            return text
        case "NSContentSizeLayoutConstraint":
            return "\(view)'s intrinsic content size, held with hugging \(number(constraint.hugging ?? 250)) and compression resistance \(number(constraint.compressionResistance ?? 750))"
        case "NSIBPrototypingLayoutConstraint":
            return "Interface Builder added it at build time because \(view) had no constraints in the storyboard: it pins the view's design frame"
        case "_UILayoutSupportConstraint":
            return "the top or bottom layout guide of a view controller (iOS 7 to 10): the bars' height"
        case "_UISystemBaselineConstraint":
            return "system spacing measured between text baselines: its real value comes from the fonts"
        default:
            return nil
        }
    }

    static func meaning(identifier: String, _ constraint: ConsoleConstraint, view: String) -> String? {
        switch identifier {
        case "UIView-Encapsulated-Layout-Height", "UIView-Encapsulated-Layout-Width":
            let dimension = identifier.hasSuffix("Height") ? "height" : "width"
            return "the \(dimension) \(view)'s container gave it from outside: a table or collection view sets its cells' and headers' size this way, a container view controller its child's root view; your constraints must fit it or give way"
        case "UIView-Encapsulated-Layout-Left", "UIView-Encapsulated-Layout-Top":
            return "the position \(view)'s container gave it from outside"
        case "_UITemporaryLayoutWidth", "_UITemporaryLayoutHeight":
            return "a size UIKit sets for a moment while it measures \(view) (systemLayoutSizeFitting, a cell being sized): often 0 or the table's width before the real one is known"
        default: break
        }
        if identifier.hasPrefix("UISV-") { return stackMeaning(String(identifier.dropFirst(5))) }
        if identifier.hasPrefix("UIView-"), identifier.hasSuffix("Margin-guide-constraint") {
            let edge = identifier.dropFirst(7).dropLast("Margin-guide-constraint".count)
            return "the layout margins guide sits inside the view's \(edge) edge by its \(edge) layout margin (layoutMargins, directionalLayoutMargins or the system minimum)"
        }
        if identifier.hasPrefix("UIViewSafeAreaLayoutGuide") {
            return "the safe area: the part of the view not under bars, the notch or the home indicator"
        }
        if identifier.hasPrefix("UIView-") || identifier.hasPrefix("_UI") {
            return "made by UIKit itself (\(identifier))"
        }
        return nil
    }

    /// The `UISV-` constraints a UIStackView makes for its arranged subviews.
    static func stackMeaning(_ kind: String) -> String {
        switch kind {
        case "spacing": return "a stack view's spacing between two neighbouring arranged subviews"
        case "alignment": return "a stack view's alignment: it lines its arranged subviews up with each other"
        case "canvas-connection": return "a stack view ties its first and last arranged subviews (or their alignment edge) to its own edges"
        case "spanning-boundary", "spanning-fit": return "a stack view keeps its arranged subviews inside the spanner that defines its size across the axis"
        case "fill-equally": return "a stack view with distribution fillEqually makes its arranged subviews the same size"
        case "fill-proportionally": return "a stack view with distribution fillProportionally sizes its arranged subviews by their intrinsic sizes"
        case "distributing", "distributing-edge": return "a stack view's distribution spreads its arranged subviews"
        case "hiding": return "a hidden arranged subview, collapsed to zero by its stack view"
        case "ascending", "descending": return "a stack view's baseline alignment"
        case "text-width-disambiguation": return "a stack view's guess between labels that could take the width"
        default: return "made by a stack view (UISV-\(kind))"
        }
    }

    /// `h=--& v=&--`: each triple is left (top) margin, width (height), right (bottom) margin.
    static func maskWords(_ mask: String) -> String {
        mask.split(separator: " ").map { part -> String in
            let vertical = part.hasPrefix("v=")
            let names = vertical ? ["top margin", "height", "bottom margin"] : ["left margin", "width", "right margin"]
            let flags = Array(part.dropFirst(2))
            let words = names.enumerated().map { k, name in
                "\(name) " + (k < flags.count && flags[k] == "&" ? "flexible" : "fixed")
            }
            return words.joined(separator: ", ")
        }.joined(separator: "; ")
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
