import Foundation
import Synchronization
import TestSupport
import XCTest
@testable import LayoutService

/// When the memory return trims, read on its clock: after large work,
/// once the answers are written out, at most once per `minimumInterval`,
/// once more an interval later, and `maximumWait` after the work if a
/// client does not read.
final class MemoryReturnTests: XCTestCase {
    /// Answer bytes not yet written out, as the server would report them.
    private final class Held: Sendable {
        let bytes = Atomic<Int>(0)
    }

    /// Advances by `seconds` in poll-sized steps, each step returning once
    /// the thread has looked at the new time and waits again.
    private func advance(_ clock: ManualClock, by seconds: Double) {
        var left = seconds
        while left > 0 {
            let begun = clock.waitsBegun
            clock.advance(by: min(left, MemoryReturn.pollSeconds))
            left -= MemoryReturn.pollSeconds
            XCTAssertTrue(waitUntil { clock.waitsBegun > begun })
        }
    }

    /// A started memory return on a manual clock, `held` answer bytes
    /// unsent, its thread waiting on the clock; the caller stops it.
    private func started(held bytes: Int = 0) -> (ManualClock, MemoryReturn) {
        let clock = ManualClock()
        let held = Held()
        let memory = MemoryReturn(heldReplyBytes: { held.bytes.load(ordering: .relaxed) }, clock: clock)
        held.bytes.store(bytes, ordering: .relaxed)
        memory.start()
        XCTAssertTrue(waitUntil { clock.waitsBegun == 1 })
        return (clock, memory)
    }

    func testTrimsAfterLargeWorkAtMostOncePerInterval() {
        let (clock, memory) = started()
        defer { memory.stop() }
        advance(clock, by: 2)
        XCTAssertEqual(memory.trims, 0, "no large work, no trim")
        memory.workDone(seconds: 0.01, answerBytes: 1_000)
        advance(clock, by: 2)
        XCTAssertEqual(memory.trims, 0, "small work is not large")
        memory.workDone(seconds: MemoryReturn.largeWorkSeconds, answerBytes: 0)
        advance(clock, by: MemoryReturn.pollSeconds)
        XCTAssertEqual(memory.trims, 1)
        memory.workDone(seconds: 0, answerBytes: MemoryReturn.largeAnswerBytes)
        advance(clock, by: MemoryReturn.minimumInterval - MemoryReturn.pollSeconds)
        XCTAssertEqual(memory.trims, 1, "not twice within the interval")
        advance(clock, by: MemoryReturn.pollSeconds)
        XCTAssertEqual(memory.trims, 2)
    }

    func testATrimForLargeWorkIsFollowedByOneMore() {
        let (clock, memory) = started()
        defer { memory.stop() }
        memory.workDone(seconds: MemoryReturn.largeWorkSeconds, answerBytes: 0)
        advance(clock, by: MemoryReturn.pollSeconds)
        XCTAssertEqual(memory.trims, 1)
        // Freed after that trim: a trailing one gives it back, with no new work.
        advance(clock, by: MemoryReturn.minimumInterval)
        XCTAssertEqual(memory.trims, 2, "one trailing trim an interval later")
        advance(clock, by: 3 * MemoryReturn.minimumInterval)
        XCTAssertEqual(memory.trims, 2, "and no more without large work")
    }

    func testUnreadAnswersDelayTheTrimUpToTheMaximumWait() {
        let (clock, memory) = started(held: 2 * MemoryReturn.drainedReplyBytes)
        defer { memory.stop() }
        memory.workDone(seconds: MemoryReturn.largeWorkSeconds, answerBytes: 0)
        advance(clock, by: MemoryReturn.maximumWait - MemoryReturn.pollSeconds)
        XCTAssertEqual(memory.trims, 0, "the answers are still being written out")
        advance(clock, by: MemoryReturn.pollSeconds)
        XCTAssertEqual(memory.trims, 1, "trimmed anyway once the maximum wait is over")
    }
}
