import Foundation
import HTTPServer
#if canImport(Glibc)
import Glibc
#endif

/// Gives freed memory back to the system after large work. glibc keeps what
/// a large solve or answer freed in its arenas (one per worker thread, more
/// or less), so the resident set stayed at its high-water mark: 5.26 GB after
/// six 100,000-constraint solves. `malloc_trim(0)` returns the free pages of
/// every arena; it walks the heaps, so it runs on a thread of its own, at most
/// once per `minimumInterval`, once the large answers are written out (or
/// `maximumWait` after the work, if a client is slow to read). A trim for
/// large work is followed by one more an interval later: what is freed just
/// after a trim (an answer's buffers once written, a request's body) would
/// otherwise stay resident until the next large work, so how much a burst
/// gives back depended on timing.
final class MemoryReturn: @unchecked Sendable {
    // @unchecked: the mutable fields are guarded by `condition`.
    /// Work that took this long, or answers this large, count as large.
    static let largeWorkSeconds = 0.2
    static let largeAnswerBytes = 1 << 20
    /// Unsent answer bytes below which the memory is taken as free again.
    static let drainedReplyBytes = 1 << 20
    static let maximumWait = 5.0
    static let minimumInterval = 1.0
    static let pollSeconds = 0.25

    private let condition = NSCondition()
    private var largeWorkAt: Double?
    /// One more trim is due an interval after the last one (see above).
    private var trailingTrim = false
    private var stopping = false
    private var thread: Thread?
    private var trimCount = 0
    private let heldReplyBytes: @Sendable () -> Int
    private let trim: (@convention(c) (Int) -> Int32)?
    private let clock: any MonotonicClock

    /// `heldReplyBytes`: answer bytes produced and not yet written out;
    /// `clock` paces the checks and dates the large work.
    init(heldReplyBytes: @escaping @Sendable () -> Int, clock: any MonotonicClock = SystemClock()) {
        self.heldReplyBytes = heldReplyBytes
        self.clock = clock
        // Not in Swift's Glibc module; nil on a libc without it (then nothing happens).
        trim = dlsym(nil, "malloc_trim").map { unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self) }
    }

    /// Work took `seconds` and answered `bytes`: trim later if that was large.
    func workDone(seconds: Double, answerBytes bytes: Int) {
        guard seconds >= Self.largeWorkSeconds || bytes >= Self.largeAnswerBytes else { return }
        condition.lock()
        if largeWorkAt == nil { largeWorkAt = clock.now() }
        condition.unlock()
    }

    /// Trims done so far.
    var trims: Int {
        condition.lock(); defer { condition.unlock() }
        return trimCount
    }

    func start() {
        let thread = Thread { [self] in run() }
        thread.name = "layoutd-memory"
        condition.lock(); self.thread = thread; condition.unlock()
        thread.start()
    }

    func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    private func run() {
        var lastTrim = -Double.infinity
        condition.lock()
        while !stopping {
            let waitedFrom = clock.now()
            while !stopping && clock.now() < waitedFrom + Self.pollSeconds {
                clock.wait(on: condition, until: waitedFrom + Self.pollSeconds)
            }
            guard !stopping else { break }
            let held = heldReplyBytes()
            let now = clock.now()
            // Answers piling up (clients not reading) are large work too.
            if held >= 8 * Self.drainedReplyBytes, largeWorkAt == nil { largeWorkAt = now }
            let since = largeWorkAt
            guard since != nil || trailingTrim, now - lastTrim >= Self.minimumInterval,
                  held < Self.drainedReplyBytes || since.map({ now - $0 >= Self.maximumWait }) == true else { continue }
            trailingTrim = since != nil
            largeWorkAt = nil
            lastTrim = now
            trimCount += 1
            condition.unlock()
            _ = trim?(0)
            condition.lock()
        }
        condition.unlock()
    }
}
