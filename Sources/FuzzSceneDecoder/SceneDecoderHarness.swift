import JSON
import FuzzSupport
import LayoutScene

/// Fuzzes the JSON parser and scene decoding, the path every request body takes.
///
/// Input: the document's bytes. Properties: nothing crashes; decoding twice
/// gives the same document or the same problem; decoding from bytes and from
/// the parsed JSON agree; JSON the writer prints parses back, and printing
/// that again gives the same bytes (the writer rounds numbers once, so the
/// second print is the fixed point).
enum SceneDecoderHarness: FuzzHarness {
    /// Smaller than the service's so that the fuzzer reaches the limit checks.
    static let limits = SceneLimits(maxDocumentBytes: 64 << 10, maxDepth: 64, maxStringBytes: 4096,
                                    maxViews: 64, maxGuides: 16, maxConstraints: 128,
                                    maxConstraintsPerFormat: 64, maxVariants: 4)

    static func run(_ bytes: [UInt8]) {
        let first = outcome(bytes)
        FuzzCheck.require(first == outcome(bytes), "two decodes differ")
        let parser = JSONParser(maxDepth: limits.maxDepth, maxStringBytes: limits.maxStringBytes)
        guard let json = try? parser.parse(bytes) else { return }
        if case .document(let document) = first {
            FuzzCheck.require(outcome(json) == .document(document),
                              "decoding the parsed JSON differs from decoding the bytes")
        }
        checkWriterRoundTrip(json, parser: parser)
    }

    static func checkWriterRoundTrip(_ json: JSONValue, parser: JSONParser) {
        let writer = JSONWriter()
        let printed = writer.bytes(json)
        let reparsed: JSONValue
        do {
            reparsed = try parser.parse(printed)
        } catch {
            FuzzCheck.require(false, "printed JSON does not parse: \(error.message)")
            return
        }
        FuzzCheck.require(writer.bytes(reparsed) == printed, "printing is not stable after one round trip")
        FuzzCheck.require(JSONWriter(indent: 2).bytes(reparsed).count >= printed.count,
                          "indented JSON shorter than compact JSON")
    }

    enum Outcome: Equatable {
        case document(SceneDocument)
        case problem(SceneProblem)
    }

    static func outcome(_ bytes: [UInt8]) -> Outcome {
        do {
            return .document(try SceneDecoder.decode(bytes, limits: limits))
        } catch {
            return .problem(error)
        }
    }

    static func outcome(_ json: JSONValue) -> Outcome {
        do {
            return .document(try SceneDecoder.decode(json, limits: limits))
        } catch {
            return .problem(error)
        }
    }
}
