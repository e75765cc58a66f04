import TestSupport
import XCTest
@testable import HTTPServer

/// However the bytes are split, the parser must reach the same requests or the same error.
final class RequestParserPropertyTests: XCTestCase {
    private enum Outcome: Equatable {
        case requests([String], partial: Bool)
        case failed(HTTPServerError, after: [String])
    }

    private let limits = RequestParser.Limits(maxTargetBytes: 64, maxHeaderBytes: 200, maxBodyBytes: 40)

    private func outcome(_ bytes: [UInt8], cuts: [Int]) -> Outcome {
        var parser = RequestParser(limits: limits)
        var seen: [String] = []
        var start = 0
        for end in cuts + [bytes.count] where end >= start {
            parser.append(Array(bytes[start..<end]))
            start = end
            do {
                while let parsed = try parser.next() {
                    let request = parsed.request
                    seen.append("\(request.method) \(request.path) \(request.body) \(parsed.keepAlive)")
                }
            } catch {
                return .failed(error, after: seen)
            }
        }
        return .requests(seen, partial: parser.hasPartialRequest)
    }

    func testSplitsAndMutationsAgree() {
        let seeds = [
            "GET /a?b=c HTTP/1.1\r\nHost: h\r\n\r\n",
            "POST /p HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\n\r\nbody",
            "PUT /q HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n2\r\nab\r\n1;x\r\nc\r\n0\r\nT: 1\r\n\r\n",
            "GET / HTTP/1.0\r\nConnection: keep-alive\r\n\r\n",
            "OPTIONS * HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\n\r\n",
        ]
        let alphabet = Array("\r\n :;0123456789abcdefGET/HTTP1.\t%\u{0}\u{7F}".utf8)
        var generator = SeededGenerator(seed: 42)
        for _ in 0..<3000 {
            var bytes: [UInt8] = []
            for _ in 0..<Int.random(in: 1...3, using: &generator) {
                bytes += Array(seeds.randomElement(using: &generator)!.utf8)
            }
            for _ in 0..<Int.random(in: 0...3, using: &generator) where !bytes.isEmpty {
                let index = Int.random(in: 0..<bytes.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: bytes[index] = alphabet.randomElement(using: &generator)!
                case 1: bytes.remove(at: index)
                default: bytes.insert(alphabet.randomElement(using: &generator)!, at: index)
                }
            }
            let whole = outcome(bytes, cuts: [])
            let single = outcome(bytes, cuts: Array(1..<max(bytes.count, 1)))
            var cuts = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                Int.random(in: 0...bytes.count, using: &generator)
            }
            cuts.sort()
            let random = outcome(bytes, cuts: cuts)
            XCTAssertEqual(whole, single, String(decoding: bytes, as: UTF8.self).debugDescription)
            XCTAssertEqual(whole, random, String(decoding: bytes, as: UTF8.self).debugDescription)
        }
    }
}
