import JSON

/// `appearance` of a view or guide: what a canvas draws, checked like every
/// other field (an unknown member or a wrong type is an error with its pointer).
extension SceneReader {
    mutating func appearance(_ value: JSONValue, at pointer: JSONPath) -> Appearance? {
        guard let members = members(value, at: pointer) else { return nil }
        var appearance = Appearance()
        for member in members {
            if case .null = member.value { continue }
            let p = JSONPointer.appending(pointer, member.key)
            switch member.key {
            case "displayName": appearance.displayName = string(member.value, at: p)
            case "text": appearance.text = string(member.value, at: p)
            case "placeholder": appearance.placeholder = string(member.value, at: p)
            case "hidden": appearance.hidden = bool(member.value, at: p) ?? false
            case "backgroundColor": appearance.backgroundColor = color(member.value, at: p)
            case "textColor": appearance.textColor = color(member.value, at: p)
            default: unknownField(p)
            }
        }
        return appearance
    }

    mutating func color(_ value: JSONValue, at pointer: JSONPath) -> String? {
        guard let text = string(value, at: pointer) else { return nil }
        guard Appearance.isColor(text) else {
            fail(pointer, "expected #rrggbb or #rrggbbaa")
            return nil
        }
        return text
    }
}
