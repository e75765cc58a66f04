/// What a pasted "Unable to simultaneously satisfy constraints" message
/// says, read but not yet interpreted: the constraints in the order they
/// were printed, the one UIKit broke, and what could not be read.
public struct ConsoleMessage: Hashable, Sendable {
    /// How much of UIKit's message the paste holds.
    public enum Shape: String, Hashable, Sendable {
        /// The header, the list and usually the broken constraint.
        case wholeMessage
        /// The parenthesised list only.
        case list
        /// Constraint lines without the list around them.
        case bareLines
    }

    public var shape: Shape
    /// Each printed constraint once, in printed order; a line repeated word
    /// for word (the corpus has such pastes) is kept once.
    public var constraints: [ConsoleConstraint]
    /// The address of the constraint after "Will attempt to recover by
    /// breaking constraint", when the paste has it.
    public var broken: String?
    public var skipped: [ConsoleSkip]
    /// Things read with a guess (an address that is not hexadecimal, a
    /// name two views share), said so the answer can repeat them.
    public var notes: [String]
    /// Who printed it: names, wording and system constraints follow.
    public var framework: ConsoleFramework = .uiKit

    public init(shape: Shape, constraints: [ConsoleConstraint], broken: String?, skipped: [ConsoleSkip],
                notes: [String]) {
        self.shape = shape
        self.constraints = constraints
        self.broken = broken
        self.skipped = skipped
        self.notes = notes
    }
}

/// A part of the paste that was left out, with why.
public struct ConsoleSkip: Hashable, Sendable {
    /// 1-based line of the paste where the skipped entry starts.
    public var line: Int
    /// The entry as pasted, cut to a readable length.
    public var text: String
    public var reason: String

    public init(line: Int, text: String, reason: String) {
        self.line = line
        self.text = text
        self.reason = reason
    }
}

/// Why a paste gives no answer at all (a partial answer is not an error).
public enum ConsoleLogError: Error, Hashable, Sendable {
    case empty
    case tooLarge(bytes: Int, limit: Int)
    /// Text without any constraint line; `skipped` holds the entries that
    /// looked like constraints but could not be read.
    case noConstraints(skipped: [ConsoleSkip])

    public var message: String {
        switch self {
        case .empty:
            return "the paste is empty: paste the console message that starts with \"Unable to simultaneously satisfy constraints\""
        case .tooLarge(let bytes, let limit):
            return "the paste has \(bytes) bytes; a console message is read up to \(limit) bytes"
        case .noConstraints(let skipped):
            if skipped.isEmpty {
                return "no constraint found: expected lines such as \"<NSLayoutConstraint:0x600000685780 UIView:0x7f8e.width == 40   (active)>\""
            }
            let reasons = skipped.prefix(3).map { "line \($0.line): \($0.reason)" }.joined(separator: "; ")
            return "no constraint could be read (\(skipped.count) skipped: \(reasons))"
        }
    }
}

/// Bounds that keep a hostile paste cheap to read.
public struct ConsoleLimits: Hashable, Sendable {
    public var maxBytes: Int
    public var maxConstraints: Int

    public init(maxBytes: Int = 1 << 20, maxConstraints: Int = 2_000) {
        self.maxBytes = maxBytes
        self.maxConstraints = maxConstraints
    }

    public static let standard = ConsoleLimits()
}
