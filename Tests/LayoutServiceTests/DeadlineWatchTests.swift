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
        let watch = DeadlineWatch(seconds: 0.05, onExpiry: Self.expire)
        defer { watch.stop() }
        let began = MonotonicClock.now()
        let first = FirstAnswer(received.sink())
        let second = FirstAnswer(received.sink())
        watch.watch(first)
        watch.watch(second)
        waitUntil { received.all.count >= 2 }
        XCTAssertEqual(received.all, [503, 503])
        XCTAssertGreaterThanOrEqual(MonotonicClock.now() - began, 0.05)
        XCTAssertLessThan(MonotonicClock.now() - began, 2, "answered at the deadline, not much later")
        XCTAssertFalse(first.send(.problem(status: 500, detail: "too late")), "the worker's late answer is dropped")
    }

    func testAnsweredAndCancelledRequestsAreLeftAlone() {
        let received = Received()
        let watch = DeadlineWatch(seconds: 0.03, onExpiry: Self.expire)
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
        waitUntil { received.all.count >= 2 }
        usleep(50_000)
        XCTAssertEqual(received.all, [200, 503], "only the unanswered request of a present client expires")
        // Answered now only so that its sink does not send its 500 fallback later.
        cancelled.send(HTTPResponse(status: 204))
    }

    func testWatchingManyAnsweredRequestsKeepsWorking() {
        let received = Received()
        let watch = DeadlineWatch(seconds: 0.05, onExpiry: Self.expire)
        defer { watch.stop() }
        for _ in 0..<2_000 {
            let answer = FirstAnswer(ResponseSink { _ in })
            watch.watch(answer)
            answer.send(HTTPResponse(status: 200))
        }
        let last = FirstAnswer(received.sink())
        watch.watch(last)
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
