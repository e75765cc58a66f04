import JSON

/// Views and guides.
extension SceneReader {
    mutating func views(_ value: JSONValue, at pointer: JSONPath) -> [SceneView] {
        guard let elements = array(value, at: pointer, limit: limits.maxViews) else { return [] }
        if elements.isEmpty { fail(pointer, "the scene needs at least one view") }
        var views: [SceneView] = []
        views.reserveCapacity(elements.count)
        for (i, element) in elements.enumerated() {
            let p = JSONPointer.appending(pointer, i)
            if appendView(element, at: p, to: &views) { viewPointers.append(p) }
        }
        return views
    }

    /// Reads one view and appends it when it has a valid id; returns whether
    /// it did. Appending here moves the view: returning it as an optional
    /// copied the whole view twice.
    mutating func appendView(_ value: JSONValue, at pointer: JSONPath, to views: inout [SceneView]) -> Bool {
        guard let members = members(value, at: pointer) else { return false }
        var view = SceneView(id: "")
        var hasID = false
        /// Whether the first `id` member is not null; nil when there is none.
        var idGiven: Bool?
        for member in members {
            let field = JSONField(member.key)
            if idGiven == nil, field == .id {
                if case .null = member.value { idGiven = false } else { idGiven = true }
            }
            if case .null = member.value { continue }
            let p = JSONPointer.appending(pointer, member.key, field: field)
            switch field {
            case .id?: if let id = identifier(member.value, at: p) { view.id = id; hasID = true }
            case .parent?: view.parent = string(member.value, at: p)
            case .`class`?: view.className = string(member.value, at: p)
            case .label?: view.label = string(member.value, at: p)
            case .frame?: view.frame = rect(member.value, at: p)
            case .intrinsicContentSize?: view.intrinsicContentSize = intrinsicSize(member.value, at: p)
            case .contentHugging?:
                view.contentHugging = axisPriorities(member.value, at: p, default: view.contentHugging)
            case .compressionResistance?:
                view.compressionResistance = axisPriorities(member.value, at: p, default: view.compressionResistance)
            case .alignmentRectInsets?: view.alignmentRectInsets = insets(member.value, at: p, default: .zero)
            case .baselineOffsets?: view.baselineOffsets = baselines(member.value, at: p)
            case .layoutMargins?: view.layoutMargins = insets(member.value, at: p, default: .defaultMargins)
            case .translatesAutoresizingMaskIntoConstraints?:
                view.translatesAutoresizingMask = bool(member.value, at: p) ?? false
            case .autoresizingMask?: view.autoresizingMask = mask(member.value, at: p)
            case .appearance?: view.appearance = appearance(member.value, at: p)
            default: unknownField(p)
            }
        }
        // `"id": null` is skipped like every null above, so it counts as missing.
        if idGiven != true { fail(JSONPointer.appending(pointer, "id"), "required") }
        guard hasID else { return false }
        views.append(view)
        return true
    }

    mutating func mask(_ value: JSONValue, at pointer: JSONPath) -> AutoresizingMask {
        var mask: AutoresizingMask = []
        let names = AutoresizingMask.named.map(\.name).joined(separator: ", ")
        for (i, element) in (array(value, at: pointer, limit: AutoresizingMask.named.count) ?? []).enumerated() {
            let p = JSONPointer.appending(pointer, i)
            guard let name = string(element, at: p) else { continue }
            guard let flag = AutoresizingMask(name: name) else { fail(p, "expected one of \(names)"); continue }
            mask.insert(flag)
        }
        return mask
    }

    mutating func guides(_ value: JSONValue, at pointer: JSONPath) -> [SceneGuide] {
        var guides: [SceneGuide] = []
        for (i, element) in (array(value, at: pointer, limit: limits.maxGuides) ?? []).enumerated() {
            let gp = JSONPointer.appending(pointer, i)
            var id: String?, owner: String?
            var guideAppearance: Appearance?
            for member in members(element, at: gp) ?? [] {
                let field = JSONField(member.key)
                let p = JSONPointer.appending(gp, member.key, field: field)
                switch field {
                case .id?: id = identifier(member.value, at: p)
                case .owner?: owner = string(member.value, at: p)
                case .appearance?: guideAppearance = appearance(member.value, at: p)
                default: unknownField(p)
                }
            }
            guard case .object = element else { continue }
            if element["id"] == nil { fail(JSONPointer.appending(gp, "id"), "required") }
            if element["owner"] == nil { fail(JSONPointer.appending(gp, "owner"), "required") }
            if let id, let owner {
                var guide = SceneGuide(id: id, owner: owner)
                guide.appearance = guideAppearance
                guides.append(guide)
                guidePointers.append(gp)
            }
        }
        return guides
    }
}
