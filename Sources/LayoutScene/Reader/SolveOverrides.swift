import JSON

/// The body of `POST /v1/scenes/{name}/solve`: settings of the stored scene
/// replaced for one solve (`size`, `layoutDirection`, `displayScale`,
/// `variants`), checked like the scene itself, every error with its pointer.
public enum SolveOverrides {
    public static func decode(_ bytes: [UInt8], into options: inout SolveOptions,
                              limits: SceneLimits = .standard) throws(SceneProblem) {
        let json: JSONValue
        do {
            json = try JSONParser(maxDepth: limits.maxDepth, maxStringBytes: limits.maxStringBytes,
                                  knownKeys: JSONKnownKey.literal).parse(bytes)
        } catch {
            throw SceneProblem(kind: .malformed, title: "Malformed JSON", errors: [.init(pointer: "", message: error.message)])
        }
        var reader = SceneReader(limits: limits)
        for member in reader.members(json, at: "") ?? [] {
            let p = JSONPointer.appending("", member.key)
            if case .null = member.value { continue }
            switch member.key {
            case "size": options.size = reader.size(member.value, at: p)
            case "layoutDirection": options.layoutDirection = reader.direction(member.value, at: p)
            case "displayScale": options.displayScale = reader.positive(member.value, at: p)
            case "variants": options.variants = reader.variants(member.value, at: p)
            default: reader.unknownField(p)
            }
        }
        if !reader.errors.isEmpty {
            throw SceneProblem(kind: reader.overLimit ? .tooLarge : .invalid, title: "Invalid overrides", errors: reader.errors)
        }
    }
}
