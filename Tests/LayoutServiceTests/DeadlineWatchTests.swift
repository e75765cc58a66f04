import Foundation
import HTTPServer
import Synchronization
import TestSupport
import XCTest
@testable import LayoutService

final class DeadlineWatchTests: XCTestCase {
    /// Statuses the sinks received, in order.
    private final class Received: Sendable {
        let statuses = Mutex<[Int]>([])
        func sink() -> ResponseSink {
            ResponseSink { [self] response in statuses.withLock { $0.append(response.status) } }
        }
        var all: [Int] { statuses.withLock { $0 } }
    }

    private static let expire: @Sendable (FirstAnswer) -> Void = { answer in
        answer.send(.problem(status: 503, detail: "late"))
    }

    func testUnansweredRequestsExpireInOrderAndOnTime() {
        let received = Received()
        let clock = ManualClock()
        let watch = DeadlineWatch(seconds: 10, clock: clock, onExpiry: Self.expire)
        defer { watch.stop() }
        let first = FirstAnswer(received.sink())
        let second = FirstAnswer(received.sink())
        watch.watch(first)
        clock.advance(by: 4)
        watch.watch(second)
        XCTAssertTrue(waitUntil { clock.waiting == 1 }, "the watch waits for the first deadline")
        clock.advance(by: 5.9)
        XCTAssertTrue(waitUntil { clock.waiting == 1 })
        XCTAssertEqual(received.all, [], "nothing expires before its deadline")
        clock.advance(by: 0.1)
        XCTAssertTrue(waitUntil { received.all.count == 1 })
        XCTAssertTrue(waitUntil { clock.waiting == 1 }, "then waits for the second")
        XCTAssertEqual(received.all, [503], "the second is 4 s younger")
        clock.advance(by: 4)
        XCTAssertTrue(waitUntil { received.all.count == 2 })
        XCTAssertEqual(received.all, [503, 503])
        XCTAssertFalse(first.send(.problem(status: 500, detail: "too late")), "the worker's late answer is dropped")
    }

    func testAnsweredAndCancelledRequestsAreLeftAlone() {
        let received = Received()
        let clock = ManualClock()
        let watch = DeadlineWatch(seconds: 3, clock: clock, onExpiry: Self.expire)
        defer { watch.stop() }
        let answered = FirstAnswer(received.sink())
        let cancelledSink = received.sink()
        let cancelled = FirstAnswer(cancelledSink)
        let late = FirstAnswer(received.sink())
        watch.watch(answered)
        watch.watch(cancelled)
        watch.watch(late)
        XCTAssertTrue(answered.send(HTTPResponse(status: 200)))
        cancelledSink.cancel()
        clock.advance(by: 3)
        // The queue is empty once every entry is settled or expired: the watch then waits unbounded.
        XCTAssertTrue(waitUntil { received.all.count == 2 && clock.waiting == 0 })
        clock.advance(by: 60)
        XCTAssertEqual(received.all, [200, 503], "only the unanswered request of a present client expires")
        // Answered now only so that its sink does not send its 500 fallback later.
        cancelled.send(HTTPResponse(status: 204))
    }

    func testWatchingManyAnsweredRequestsKeepsWorking() {
        let received = Received()
        let clock = ManualClock()
        let watch = DeadlineWatch(seconds: 5, clock: clock, onExpiry: Self.expire)
        defer { watch.stop() }
        for _ in 0..<2_000 {
            let answer = FirstAnswer(ResponseSink { _ in })
            watch.watch(answer)
            answer.send(HTTPResponse(status: 200))
        }
        let last = FirstAnswer(received.sink())
        watch.watch(last)
        clock.advance(by: 5)
        waitUntil { !received.all.isEmpty }
        XCTAssertEqual(received.all, [503])
    }

    /// What the winner records happens before its answer leaves, and the loser records nothing.
    func testTheWinnerRecordsBeforeItsAnswerLeaves() {
        let events = Mutex<[String]>([])
        let answer = FirstAnswer(ResponseSink { _ in events.withLock { $0.append("sent") } })
        XCTAssertTrue(answer.send(.problem(status: 503, detail: "late"), won: { events.withLock { $0.append("won") } }))
        XCTAssertFalse(answer.send(.problem(status: 500, detail: "lost"), won: { events.withLock { $0.append("won again") } }))
        XCTAssertEqual(events.withLock { $0 }, ["won", "sent"])
    }
}
