import Foundation
import XCTest
@testable import HTTPServer

final class LoopMailboxTests: XCTestCase {
    /// Answers sent from other threads must wake a sleeping loop at once, not
    /// at its next timeout tick (a quarter second with these timeouts).
    func testAnswersFromOtherThreadsWakeTheLoopAtOnce() throws {
        let server = try TestServer { $0.requestTimeout = 60; $0.idleTimeout = 60 }
        defer { server.stop() }
        let client = try server.client()
        let count = 40
        let began = Date()
        for index in 0..<count {
            XCTAssertTrue(client.send("GET /w/\(index)?delay=1 HTTP/1.1\r\nHost: x\r\n\r\n"))
            let response = try client.readResponse()
            XCTAssertEqual(response.status, 200)
        }
        let took = Date().timeIntervalSince(began)
        // Lost wake-ups would cost a tick each: about 10 s for these 40.
        XCTAssertLessThan(took, 4, "\(count) answers from other threads took \(took)s")
    }

    func testEveryMessageIsTakenWhetherOrNotTheLoopSlept() throws {
        let mailbox = try LoopMailbox(calls: LinuxCalls())
        XCTAssertTrue(mailbox.prepareToSleep(), "nothing waiting: the loop may block")
        mailbox.deliver(.shutdown(graceDeadline: 1))
        var value: UInt64 = 0
        XCTAssertEqual(withUnsafeMutableBytes(of: &value) { read(mailbox.wakeFD, $0.baseAddress, 8) }, 8,
                       "a message for a sleeping loop writes the eventfd")
        mailbox.deliver(.shutdown(graceDeadline: 2))
        XCTAssertEqual(withUnsafeMutableBytes(of: &value) { read(mailbox.wakeFD, $0.baseAddress, 8) }, -1,
                       "the loop was woken already: no second write")
        mailbox.awoke()
        XCTAssertEqual(mailbox.take().count, 2)
        mailbox.deliver(.shutdown(graceDeadline: 3))
        XCTAssertFalse(mailbox.prepareToSleep(), "a message is waiting: the loop must not block")
        XCTAssertEqual(withUnsafeMutableBytes(of: &value) { read(mailbox.wakeFD, $0.baseAddress, 8) }, -1,
                       "an awake loop needs no eventfd write")
        XCTAssertEqual(mailbox.take().count, 1)
    }
}
