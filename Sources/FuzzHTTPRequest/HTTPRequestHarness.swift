import FuzzSupport
import HTTPServer

/// Fuzzes the incremental HTTP/1.1 request parser.
///
/// Input: byte 0 picks how the rest is cut into pieces; the rest is what a
/// client sends. Property: the parser yields the same requests and stops with
/// the same error whether the bytes arrive at once or piece by piece (it must
/// not depend on how TCP happens to split a stream), and never crashes.
enum HTTPRequestHarness: FuzzHarness {
    /// Small limits so that the fuzzer reaches every limit check.
    static func makeStream() -> HTTPRequestStream {
        HTTPRequestStream(maxTargetBytes: 64, maxHeaderBytes: 512, maxBodyBytes: 1024)
    }

    static func run(_ bytes: [UInt8]) {
        guard let cut = bytes.first else { return }
        let stream = Array(bytes.dropFirst())
        let whole = parse([stream])
        let pieces = parse(split(stream, seed: cut))
        FuzzCheck.require(whole == pieces, "whole: \(whole) pieces: \(pieces)")
    }

    /// What the parser made of a stream: requests, then how it stopped.
    struct Outcome: Equatable, CustomStringConvertible {
        var requests: [String] = []
        var error: HTTPServerError?

        var description: String { "\(requests) then \(error.map { "\($0)" } ?? "waiting")" }
    }

    static func parse(_ pieces: [[UInt8]]) -> Outcome {
        var parser = makeStream()
        var outcome = Outcome()
        for piece in pieces {
            parser.append(piece)
            do {
                while let parsed = try parser.next() {
                    outcome.requests.append(summary(parsed.request, keepAlive: parsed.keepAlive))
                }
            } catch {
                outcome.error = comparable(error)
                return outcome
            }
        }
        return outcome
    }

    /// The error without what legitimately depends on the split: a target too
    /// long is refused as soon as the limit is passed, so the byte count it
    /// reports is however much had arrived by then.
    static func comparable(_ error: HTTPServerError) -> HTTPServerError {
        if case .targetTooLong(_, let limit) = error { return .targetTooLong(bytes: 0, limit: limit) }
        return error
    }

    static func summary(_ request: HTTPRequest, keepAlive: Bool) -> String {
        let headers = request.headers.map { "\($0.name): \($0.value)" }
        let query = request.query.map { "\($0.name)=\($0.value)" }
        return "\(request.method) \(request.target) path=\(request.path) query=\(query) "
            + "headers=\(headers) body=\(request.body) keepAlive=\(keepAlive)"
    }

    /// Cuts `stream` into pieces of 1...16 bytes, sizes from a small
    /// deterministic generator seeded by `seed`.
    static func split(_ stream: [UInt8], seed: UInt8) -> [[UInt8]] {
        var state = UInt32(seed) &* 2_654_435_761 | 1
        var pieces: [[UInt8]] = []
        var start = 0
        while start < stream.count {
            state ^= state << 13
            state ^= state >> 17
            state ^= state << 5
            let end = min(stream.count, start + 1 + Int(state % 16))
            pieces.append(Array(stream[start..<end]))
            start = end
        }
        return pieces
    }
}
