import LayoutScene

/// What Xcode's outline and canvas show of an AppKit view (scene format:
/// `appearance`), as `IBAppearance` reads a UIKit one: the outline's name,
/// the text the view draws, its placeholder and whether the document hides
/// it. AppKit keeps a control's text on its cell (`<textFieldCell
/// title=…>`, `<buttonCell title=…>`), and names its colours from the
/// system catalogue, which the document does not spell out, so no colour is
/// read. Layout never reads any of it.
enum AKAppearance {
    static func of(_ element: IBElement) -> Appearance {
        var appearance = Appearance()
        appearance.text = text(of: element)
        appearance.placeholder = placeholder(of: element)
        appearance.hidden = element.flag("hidden") == true
        // The outline's order: a userLabel, then what the view shows, then its kind.
        appearance.displayName = element["userLabel"] ?? IBAppearance.nonEmpty(appearance.text)
            ?? IBAppearance.nonEmpty(appearance.placeholder) ?? IBAppearance.className(element)
        return appearance
    }

    /// The elements whose cell's title is drawn as their text.
    static let titled: Set<String> = ["textField", "secureTextField", "searchField", "comboBox", "tokenField",
                                      "button", "popUpButton"]

    /// The text a label, field, button or pop-up draws: its cell's title; a
    /// box's title unless the box shows none.
    static func text(of element: IBElement) -> String? {
        if element.name == "box" {
            return element["titlePosition"] == "noTitle" ? nil : element["title"]
        }
        guard titled.contains(element.name) else { return nil }
        return AKViewClass.cell(element)?["title"]
    }

    /// A field's placeholder, kept on its cell.
    static func placeholder(of element: IBElement) -> String? {
        guard ["textField", "secureTextField", "searchField", "comboBox", "tokenField"].contains(element.name) else { return nil }
        return AKViewClass.cell(element)?["placeholderString"]
    }
}
