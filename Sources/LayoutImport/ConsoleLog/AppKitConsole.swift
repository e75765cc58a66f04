/// Which framework printed a message: AppKit's messages name `NS` views
/// (`NSView`, `NSTextField`, `_NSSplitViewItemViewWrapper`), its windows'
/// constraints (`NSWindow-current-width`) and, on recent macOS, open with
/// "Conflicting constraints detected"; UIKit's name `UI` views.
public enum ConsoleFramework: String, Hashable, Sendable {
    case uiKit = "UIKit"
    case appKit = "AppKit"

    /// Phrases only AppKit's messages hold.
    static let appKitPhrases = ["Conflicting constraints detected", "NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints",
                                "-[NSWindow visualizeConstraints:]"]

    /// The framework of a paste: AppKit when it says one of AppKit's phrases,
    /// or names more AppKit views than UIKit ones.
    static func of(_ text: String, _ constraints: [ConsoleConstraint]) -> ConsoleFramework {
        if appKitPhrases.contains(where: text.contains) { return .appKit }
        var appKit = 0
        var uiKit = 0
        for constraint in constraints {
            if constraint.identifier.map({ $0.hasPrefix("NSView-") || $0.hasPrefix("NSWindow-") }) == true { appKit += 1 }
            for item in items(of: constraint) {
                var name = item.className
                if name.hasPrefix("NSKVONotifying_") { name = String(name.dropFirst("NSKVONotifying_".count)) }
                if name.hasPrefix("NS") || name.hasPrefix("_NS") { appKit += 1 }
                if name.hasPrefix("UI") || name.hasPrefix("_UI") { uiKit += 1 }
            }
        }
        return appKit > uiKit ? .appKit : .uiKit
    }

    static func items(of constraint: ConsoleConstraint) -> [ConsoleItem] {
        var items = constraint.names.map(\.item)
        for relation in constraint.relations {
            for term in [relation.first, relation.second] {
                if case .item(let item)? = term?.reference { items.append(item) }
            }
        }
        return items
    }
}

extension SystemConstraints {
    /// What the constraints AppKit makes itself mean; nil for others.
    static func appKitMeaning(identifier: String, view: String) -> String? {
        switch identifier {
        case "NSView-Encapsulated-Layout-Width", "NSView-Encapsulated-Layout-Height":
            let dimension = identifier.hasSuffix("Height") ? "height" : "width"
            return "the \(dimension) AppKit gave \(view) from outside: a table or outline view sets its cell and row views' size this way (the column's width, the row's height), a split view its panes, a window or popover its content view controller's view; your constraints must fit it or give way"
        case "NSWindow-current-width", "NSWindow-current-height":
            let dimension = identifier.hasSuffix("height") ? "height" : "width"
            return "the window holds its content view at the window's current \(dimension) while it lays out: constraints inside the window that need another \(dimension) conflict with it unless one of them may give way"
        default:
            break
        }
        if identifier.hasPrefix("NSWindow-") { return "made by the window for its content view (\(identifier))" }
        if identifier.hasPrefix("NSView-") { return "made by AppKit itself (\(identifier))" }
        return nil
    }

    /// AppKit prints the vertical triple of `h=--& v=--&` as minY margin,
    /// height, maxY margin: in a superview that is not flipped minY is the
    /// bottom.
    static func appKitMaskWords(_ mask: String) -> String {
        mask.split(separator: " ").map { part -> String in
            let vertical = part.hasPrefix("v=")
            let names = vertical ? ["bottom margin (minY; the top if the superview is flipped)", "height", "top margin (maxY)"]
                : ["left margin", "width", "right margin"]
            let flags = Array(part.dropFirst(2))
            return names.enumerated().map { k, name in "\(name) " + (k < flags.count && flags[k] == "&" ? "flexible" : "fixed") }
                .joined(separator: ", ")
        }.joined(separator: "; ")
    }
}
