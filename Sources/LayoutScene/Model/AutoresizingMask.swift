/// UIKit's autoresizing mask: which parts of the frame absorb a change of
/// the superview's size.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The names of the contract, in its order.
    public static let named: [(name: String, flag: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]

    public init?(name: String) {
        guard let entry = AutoresizingMask.named.first(where: { $0.name == name }) else { return nil }
        self = entry.flag
    }

    /// `h=-&- v=--&`: per axis leading margin, size, trailing margin;
    /// `-` fixed, `&` flexible.
    public var notation: String {
        func mark(_ flag: AutoresizingMask) -> String { contains(flag) ? "&" : "-" }
        return "h=" + mark(.flexibleLeftMargin) + mark(.flexibleWidth) + mark(.flexibleRightMargin)
            + " v=" + mark(.flexibleTopMargin) + mark(.flexibleHeight) + mark(.flexibleBottomMargin)
    }
}
