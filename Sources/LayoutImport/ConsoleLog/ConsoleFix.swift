import JSON

/// One change that would end a conflict, in the terms of the app's code:
/// a constraint the developer made, or a setting that makes UIKit add its
/// own. Never a constraint UIKit made itself (see `SystemConstraints`).
public struct ConsoleFix: Hashable, Sendable {
    public enum Action: String, Hashable, Sendable {
        /// Give the constraint the constant `to` (from `from`).
        case changeConstant
        /// Make the constraint optional: priority `from` → `to` (999).
        case lowerPriority
        /// Turn off `translatesAutoresizingMaskIntoConstraints` on a view the app made.
        case disableAutoresizingMask
        /// Give a view constraints in Interface Builder (it has prototyping ones).
        case addConstraints
        /// Let the table or collection view size the cell from its constraints.
        case selfSizingCell
        /// Change the stack view's spacing, distribution or an arranged subview's hiding.
        case changeStackView
        /// The container (a view controller, a popover, a window) sets the size.
        case changeContainerSize
        /// A known conflict inside UIKit or AppKit: nothing in the app to change.
        case nothingToFix
    }

    /// A value a fix changes from or to.
    public enum Value: Hashable, Sendable {
        case number(Double)
        case bool(Bool)
        case text(String)

        var json: JSONValue {
            switch self {
            case .number(let value): return .number(value)
            case .bool(let value): return .bool(value)
            case .text(let value): return .string(value)
            }
        }

        var words: String {
            switch self {
            case .number(let value): return SystemConstraints.number((value * 100).rounded() / 100)
            case .bool(let value): return value ? "true" : "false"
            case .text(let value): return value
            }
        }
    }

    /// The printed address of the constraint to change; nil for a setting.
    public var constraint: String?
    /// The printed address of the view the setting belongs to.
    public var view: String?
    public var action: Action
    public var from: Value?
    public var to: Value?
    /// Why, in a sentence naming views as people follow them.
    public var why: String

    /// The fix as a person reads it: what to do, then why.
    public var words: String {
        let change: String
        switch action {
        case .changeConstant: change = "change the constant from \(from?.words ?? "?") to \(to?.words ?? "?")"
        case .lowerPriority: change = "lower the priority from \(from?.words ?? "1000") to \(to?.words ?? "999")"
        case .disableAutoresizingMask: change = "set translatesAutoresizingMaskIntoConstraints = false"
        case .addConstraints: change = "add constraints in Interface Builder"
        case .selfSizingCell: change = "size the cell from its constraints"
        case .changeStackView: change = "change the stack view"
        case .changeContainerSize: change = "fit the container's size"
        case .nothingToFix: change = "nothing to fix in the app"
        }
        return change + " — " + why
    }

    public var json: JSONValue {
        .object([
            JSONMember("constraint", constraint.map { .string($0) } ?? .null),
            JSONMember("view", view.map { .string($0) } ?? .null),
            JSONMember("action", .string(action.rawValue)),
            JSONMember("from", from?.json ?? .null),
            JSONMember("to", to?.json ?? .null),
            JSONMember("why", .string(why)),
        ])
    }
}
