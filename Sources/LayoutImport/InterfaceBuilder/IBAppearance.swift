import JSON
import LayoutScene

/// What Xcode's outline and canvas show of a view or guide: the name the
/// outline gives it, the text it draws, whether the document hides it, its
/// background and text colours (scene format: `appearance`). Layout never
/// reads any of it.
enum IBAppearance {
    static func of(_ element: IBElement) -> Appearance {
        var appearance = Appearance()
        appearance.text = text(of: element)
        appearance.placeholder = element.name == "textField" ? element["placeholder"] : nil
        appearance.hidden = element.flag("hidden") == true
        appearance.backgroundColor = element.child("color", key: "backgroundColor").flatMap(color)
        let textColor = element.name == "button"
            ? element.child("state", key: "normal")?.child("color", key: "titleColor") : element.child("color", key: "textColor")
        appearance.textColor = textColor.flatMap(color)
        // Xcode's outline: a userLabel first, then what the view shows, then its kind.
        appearance.displayName = element["userLabel"] ?? nonEmpty(appearance.text) ?? nonEmpty(appearance.placeholder)
            ?? className(element)
        return appearance
    }

    /// A guide as the outline names it.
    static func guide(kind: String) -> Appearance {
        let names = ["safeArea": "Safe Area", "layoutMarginsGuide": "Layout Margins", "contentLayoutGuide": "Content Layout Guide",
                     "frameLayoutGuide": "Frame Layout Guide", "keyboard": "Keyboard Layout Guide", "stackGap": "Stack View Spacing", "legacy": "Layout Guide",
                     "contentMargins": "Content Layout Margins"]
        return Appearance(displayName: names[kind] ?? words(kind))
    }

    /// The text a label, button, field or text view draws.
    static func text(of element: IBElement) -> String? {
        switch element.name {
        case "label", "textField", "textView":
            return element["text"]
        case "button":
            return element.child("state", key: "normal")?["title"]
                ?? element.child("buttonConfiguration", key: "configuration")?["title"]
        default:
            return nil
        }
    }

    /// The class as Xcode's outline names it: a custom class as written,
    /// else the element in words ("stackView" is "Stack View").
    static func className(_ element: IBElement) -> String {
        if let custom = element["customClass"] { return custom }
        switch element.name {
        case "activityIndicatorView": return "Activity Indicator"
        case "tableViewCellContentView", "collectionViewCellContentView": return "Content View"
        case "wkWebView": return "Web View"
        case "view" where element["key"] == "view": return "View"
        default: return words(element.name)
        }
    }

    static func words(_ name: String) -> String {
        var out = ""
        for character in name {
            if character.isUppercase && !out.isEmpty { out.append(" ") }
            out.append(out.isEmpty ? Character(character.uppercased()) : character)
        }
        return out
    }

    /// A long text cut to its first words, as the outline shows it.
    static func outlineCut(_ name: String) -> String {
        name.count <= 24 ? name : String(name.prefix(23)) + "…"
    }

    static func nonEmpty(_ text: String?) -> String? {
        text.flatMap { $0.isEmpty ? nil : $0 }
    }

    // MARK: colours

    /// `#rrggbb`, or `#rrggbbaa` when not opaque; nil for a colour the
    /// document only names (asset catalog colours are not in it).
    static func color(_ element: IBElement) -> String? {
        let alpha = element.number("alpha") ?? 1
        if let white = element.number("white") { return hex(white, white, white, alpha) }
        if let red = element.number("red"), let green = element.number("green"), let blue = element.number("blue") {
            return hex(red, green, blue, alpha)
        }
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"], let known = systemColors[name] {
            return known
        }
        return nil
    }

    static func hex(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> String {
        let digits = Array("0123456789abcdef")
        func byte(_ value: Double) -> String {
            let b = Int((min(1, max(0, value)) * 255).rounded())
            return String([digits[b / 16], digits[b % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha < 1 ? byte(alpha) : "")
    }

    /// UIKit's system colours in the light appearance, as Xcode draws them
    /// when the document does not spell them out in its resources.
    static let systemColors: [String: String] = [
        "systemBackgroundColor": "#ffffff", "secondarySystemBackgroundColor": "#f2f2f7",
        "tertiarySystemBackgroundColor": "#ffffff", "systemGroupedBackgroundColor": "#f2f2f7",
        "secondarySystemGroupedBackgroundColor": "#ffffff", "labelColor": "#000000",
        "secondaryLabelColor": "#3c3c4399", "tertiaryLabelColor": "#3c3c434d", "placeholderTextColor": "#3c3c434d",
        "systemBlueColor": "#007aff", "systemRedColor": "#ff3b30", "systemGreenColor": "#34c759",
        "systemOrangeColor": "#ff9500", "systemGrayColor": "#8e8e93", "systemFillColor": "#78788033",
        "separatorColor": "#3c3c434a", "linkColor": "#007aff", "whiteColor": "#ffffff", "blackColor": "#000000",
        "clearColor": "#00000000", "groupTableViewBackgroundColor": "#f2f2f7", "darkTextColor": "#000000",
        "lightTextColor": "#ffffff99",
    ]

    // MARK: JSON

    /// The `appearance` member's value, nil when there is nothing to say.
    static func json(_ appearance: Appearance) -> JSONValue? {
        var members: [JSONMember] = []
        if let name = appearance.displayName { members.append(JSONMember("displayName", .string(name))) }
        if let text = appearance.text { members.append(JSONMember("text", .string(text))) }
        if let placeholder = appearance.placeholder { members.append(JSONMember("placeholder", .string(placeholder))) }
        if appearance.hidden { members.append(JSONMember("hidden", .bool(true))) }
        if let color = appearance.backgroundColor { members.append(JSONMember("backgroundColor", .string(color))) }
        if let color = appearance.textColor { members.append(JSONMember("textColor", .string(color))) }
        return members.isEmpty ? nil : .object(members)
    }
}
