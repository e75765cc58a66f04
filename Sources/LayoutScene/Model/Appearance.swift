/// What a canvas needs to draw a view or guide as Interface Builder does
/// (README, "Scene format": `appearance`). Layout never reads it: a scene
/// with or without it solves to the same frames.
public struct Appearance: Hashable, Sendable {
    /// The name Xcode's outline shows: userLabel, a label's text, a button's
    /// title, a field's placeholder, else the class as Xcode names it.
    public var displayName: String?
    /// The text the view draws in itself (a label's text, a button's title,
    /// a field's text).
    public var text: String?
    /// A text field's placeholder, drawn while it has no text.
    public var placeholder: String?
    /// The document hides it: laid out as usual, not drawn.
    public var hidden: Bool
    /// `#rrggbb` or `#rrggbbaa` in sRGB.
    public var backgroundColor: String?
    public var textColor: String?

    public init(displayName: String? = nil, text: String? = nil, placeholder: String? = nil, hidden: Bool = false,
                backgroundColor: String? = nil, textColor: String? = nil) {
        self.displayName = displayName
        self.text = text
        self.placeholder = placeholder
        self.hidden = hidden
        self.backgroundColor = backgroundColor
        self.textColor = textColor
    }

    /// Whether `text` is a colour as the scene format writes one.
    public static func isColor(_ text: String) -> Bool {
        let digits = text.utf8.dropFirst()
        return text.utf8.first == UInt8(ascii: "#") && (digits.count == 6 || digits.count == 8)
            && digits.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) || ($0 >= 65 && $0 <= 70) }
    }
}
