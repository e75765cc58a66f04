import JSON

/// The small objects of a scene: sizes, rects, insets, per-axis values.
extension SceneReader {
    mutating func size(_ value: JSONValue, at pointer: JSONPath) -> SceneSize {
        var size = SceneSize()
        for member in members(value, at: pointer) ?? [] {
            let field = JSONField(member.key)
            let p = JSONPointer.appending(pointer, member.key, field: field)
            if case .null = member.value { continue }
            switch field {
            case .width?: size.width = nonNegative(member.value, at: p)
            case .height?: size.height = nonNegative(member.value, at: p)
            default: unknownField(p)
            }
        }
        return size
    }

    /// `null` or `-1` on an axis means no intrinsic metric.
    mutating func intrinsicSize(_ value: JSONValue, at pointer: JSONPath) -> SceneSize {
        var size = SceneSize()
        for member in members(value, at: pointer) ?? [] {
            let field = JSONField(member.key)
            let p = JSONPointer.appending(pointer, member.key, field: field)
            if case .null = member.value { continue }
            guard field == .width || field == .height else { unknownField(p); continue }
            guard let n = number(member.value, at: p), n != -1 else { continue }
            guard n >= 0 else { fail(p, "must be -1 (no intrinsic size) or not negative"); continue }
            if field == .width { size.width = n } else { size.height = n }
        }
        return size
    }

    mutating func rect(_ value: JSONValue, at pointer: JSONPath) -> SceneRect? {
        var parts: [String: Double] = [:]
        let names = ["x", "y", "width", "height"]
        for member in members(value, at: pointer) ?? [] {
            let p = JSONPointer.appending(pointer, member.key)
            guard names.contains(member.key) else { unknownField(p); continue }
            let n = member.key.count > 1 ? nonNegative(member.value, at: p) : number(member.value, at: p)
            if let n { parts[member.key] = n }
        }
        guard case .object = value else { return nil }
        for name in names where parts[name] == nil {
            if value[name] == nil { fail(JSONPointer.appending(pointer, name), "required") }
        }
        guard let x = parts["x"], let y = parts["y"], let w = parts["width"], let h = parts["height"] else { return nil }
        return SceneRect(x: x, y: y, width: w, height: h)
    }

    mutating func insets(_ value: JSONValue, at pointer: JSONPath, default base: EdgeInsets) -> EdgeInsets {
        var insets = base
        for member in members(value, at: pointer) ?? [] {
            let field = JSONField(member.key)
            let p = JSONPointer.appending(pointer, member.key, field: field)
            if case .null = member.value { continue }
            let n = number(member.value, at: p)
            switch field {
            case .top?: insets.top = n ?? base.top
            case .left?: insets.left = n ?? base.left
            case .bottom?: insets.bottom = n ?? base.bottom
            case .right?: insets.right = n ?? base.right
            default: unknownField(p)
            }
        }
        return insets
    }

    /// Per-axis priorities (hugging, resistance).
    mutating func axisPriorities(_ value: JSONValue, at pointer: JSONPath, default base: AxisValues) -> AxisValues {
        var values = base
        for member in members(value, at: pointer) ?? [] {
            let field = JSONField(member.key)
            let p = JSONPointer.appending(pointer, member.key, field: field)
            if case .null = member.value { continue }
            switch field {
            case .horizontal?: values.horizontal = priority(member.value, at: p) ?? base.horizontal
            case .vertical?: values.vertical = priority(member.value, at: p) ?? base.vertical
            default: unknownField(p)
            }
        }
        return values
    }

    mutating func baselines(_ value: JSONValue, at pointer: JSONPath) -> BaselineOffsets? {
        var first: Double?, last: Double?
        for member in members(value, at: pointer) ?? [] {
            let field = JSONField(member.key)
            let p = JSONPointer.appending(pointer, member.key, field: field)
            switch field {
            case .first?: first = number(member.value, at: p)
            case .last?: last = number(member.value, at: p)
            default: unknownField(p)
            }
        }
        guard case .object = value else { return nil }
        if value["first"] == nil { fail(JSONPointer.appending(pointer, "first"), "required") }
        if value["last"] == nil { fail(JSONPointer.appending(pointer, "last"), "required") }
        guard let first, let last else { return nil }
        return BaselineOffsets(first: first, last: last)
    }

    mutating func spacing(_ value: JSONValue, at pointer: JSONPath) -> StandardSpacing {
        var spacing = StandardSpacing()
        for member in members(value, at: pointer) ?? [] {
            let field = JSONField(member.key)
            let p = JSONPointer.appending(pointer, member.key, field: field)
            if case .null = member.value { continue }
            switch field {
            case .sibling?: spacing.sibling = number(member.value, at: p) ?? spacing.sibling
            case .superview?: spacing.superview = number(member.value, at: p) ?? spacing.superview
            default: unknownField(p)
            }
        }
        return spacing
    }

    mutating func direction(_ value: JSONValue, at pointer: JSONPath) -> LayoutDirection? {
        guard let name = string(value, at: pointer) else { return nil }
        guard let direction = LayoutDirection(rawValue: name) else {
            fail(pointer, "expected \"leftToRight\" or \"rightToLeft\", found \"\(name)\"")
            return nil
        }
        return direction
    }

    mutating func variants(_ value: JSONValue, at pointer: JSONPath) -> [SceneVariant] {
        var variants: [SceneVariant] = []
        for (i, element) in (array(value, at: pointer, limit: limits.maxVariants) ?? []).enumerated() {
            let vp = JSONPointer.appending(pointer, i)
            var variant = SceneVariant(name: "")
            for member in members(element, at: vp) ?? [] {
                let field = JSONField(member.key)
                let p = JSONPointer.appending(vp, member.key, field: field)
                if case .null = member.value { continue }
                switch field {
                case .name?: variant.name = string(member.value, at: p) ?? ""
                case .size?: variant.size = size(member.value, at: p)
                case .layoutDirection?: variant.layoutDirection = direction(member.value, at: p)
                case .displayScale?: variant.displayScale = positive(member.value, at: p)
                case .intrinsicWidthScale?: variant.intrinsicWidthScale = positive(member.value, at: p)
                default: unknownField(p)
                }
            }
            if case .object = element, element["name"] == nil { fail(JSONPointer.appending(vp, "name"), "required") }
            variants.append(variant)
        }
        return variants
    }
}
