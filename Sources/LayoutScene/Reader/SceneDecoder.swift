import JSON

/// Turns the bytes of a scene document into a validated `SceneDocument`,
/// or a `SceneProblem` listing every error found with its JSON pointer.
public enum SceneDecoder {
    public static func decode(_ bytes: [UInt8], limits: SceneLimits = .standard) throws(SceneProblem) -> SceneDocument {
        guard bytes.count <= limits.maxDocumentBytes else {
            throw SceneProblem(kind: .tooLarge, title: "Scene document too large", errors: [
                .init(pointer: "", message: "the document has \(bytes.count) bytes; the limit is \(limits.maxDocumentBytes)"),
            ])
        }
        if let encoding = UnicodeForm.wideEncoding(of: bytes) {
            throw SceneProblem(kind: .malformed, title: "Malformed JSON", errors: [
                .init(pointer: "", message: "the document is \(encoding); a scene is JSON in UTF-8"),
            ])
        }
        let json: JSONValue
        do {
            json = try JSONParser(maxDepth: limits.maxDepth, maxStringBytes: limits.maxStringBytes,
                                  knownKeys: JSONKnownKey.literal).parse(bytes)
        } catch {
            let kind: SceneProblem.Kind
            switch error {
            case .tooDeep, .stringTooLong: kind = .tooLarge
            default: kind = .malformed
            }
            throw SceneProblem(kind: kind, title: "Malformed JSON", errors: [.init(pointer: "", message: error.message)])
        }
        return try decode(json, limits: limits)
    }

    public static func decode(_ json: JSONValue, limits: SceneLimits = .standard) throws(SceneProblem) -> SceneDocument {
        var reader = SceneReader(limits: limits)
        let document = reader.document(json)
        if let document, reader.errors.isEmpty { return document }
        let kind: SceneProblem.Kind = reader.overLimit ? .tooLarge : .invalid
        throw SceneProblem(kind: kind, title: "Invalid scene", errors: reader.errors)
    }
}
