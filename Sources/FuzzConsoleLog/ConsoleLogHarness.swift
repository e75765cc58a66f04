import JSON
import FuzzSupport
import LayoutImport
import LayoutScene

/// Fuzzes the console-message reader and what follows it: the scene made
/// from the message, its solve and the explanation.
///
/// Input: the pasted text's bytes. Properties: nothing crashes; reading
/// twice gives the same message or the same error; a message that reads
/// has at least one constraint; every constraint read is in the scene or
/// in `skipped`; the scene the explanation carries decodes to the document
/// solved; the explanation's JSON parses back.
enum ConsoleLogHarness: FuzzHarness {
    /// Smaller than the service's so that the fuzzer reaches the limit checks.
    static let limits = ConsoleLimits(maxBytes: 64 << 10, maxConstraints: 64)

    static func run(_ bytes: [UInt8]) {
        let reader = ConsoleLogReader(limits: limits)
        let first = outcome(reader, bytes)
        FuzzCheck.require(first == outcome(reader, bytes), "two reads differ")
        guard case .success(let message) = first else { return }
        FuzzCheck.require(!message.constraints.isEmpty, "a message that reads has a constraint")
        let scene: ConsoleScene
        do {
            scene = try ConsoleScene(message: message)
        } catch {
            return
        }
        for (c, constraint) in message.constraints.enumerated() where scene.ids[c].isEmpty {
            FuzzCheck.require(scene.skipped.contains { $0.line == constraint.line },
                              "a constraint neither in the scene nor skipped")
        }
        FuzzCheck.require((try? SceneDecoder.decode(scene.json)) == scene.document, "the scene JSON is not the document")
        let explanation: ConsoleExplanation
        do {
            explanation = try ConsoleExplanation.explain(String(decoding: bytes, as: UTF8.self), limits: limits)
        } catch {
            FuzzCheck.require(false, "a message that makes a scene is not explained: \(error.message)")
            return
        }
        FuzzCheck.require(!explanation.text.isEmpty, "an empty text explanation")
        let printed = JSONWriter().bytes(explanation.json)
        FuzzCheck.require((try? JSONParser(maxDepth: 256, maxStringBytes: 1 << 24).parse(printed)) != nil,
                          "the explanation's JSON does not parse")
    }

    static func outcome(_ reader: ConsoleLogReader, _ bytes: [UInt8]) -> Result<ConsoleMessage, ConsoleLogError> {
        Result { () throws(ConsoleLogError) in try reader.read(bytes) }
    }
}
