import Synchronization

/// Bytes of answers produced and not yet sent, per connection and in all.
/// A handler reserves an answer's bytes (`ResponseSink.reserve`) before
/// handing it over; the reservation lasts until the bytes have been written
/// to the socket or dropped, so clients that do not read cannot make the
/// server hold more than the budgets. The first answer of an empty budget is
/// always admitted, however large: a budget bounds what piles up, it does not
/// forbid large answers.
final class ReplyAccount: Sendable {
    private let held = Atomic<Int>(0)
    private let limit: Int
    private let server: ServerReplyBudget

    init(limit: Int, server: ServerReplyBudget) {
        self.limit = limit
        self.server = server
    }

    var heldBytes: Int { held.load(ordering: .relaxed) }
    var isFull: Bool { heldBytes >= limit }

    func reserve(_ bytes: Int) -> ReplyReservation? {
        guard ServerReplyBudget.take(bytes, from: held, limit: limit) else { return nil }
        guard server.take(bytes) else {
            held.subtract(bytes, ordering: .relaxed)
            return nil
        }
        return ReplyReservation(bytes: bytes, account: self)
    }

    fileprivate func release(_ bytes: Int) {
        held.subtract(bytes, ordering: .relaxed)
        server.release(bytes)
    }
}

/// The server-wide side of `ReplyAccount`.
final class ServerReplyBudget: Sendable {
    private let held = Atomic<Int>(0)
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var heldBytes: Int { held.load(ordering: .relaxed) }

    func take(_ bytes: Int) -> Bool { Self.take(bytes, from: held, limit: limit) }

    func release(_ bytes: Int) { held.subtract(bytes, ordering: .relaxed) }

    /// Adds `bytes` to `counter` if it stays within `limit` or the counter is at 0.
    static func take(_ bytes: Int, from counter: borrowing Atomic<Int>, limit: Int) -> Bool {
        var current = counter.load(ordering: .relaxed)
        while current == 0 || current + bytes <= limit {
            let (exchanged, original) = counter.compareExchange(
                expected: current, desired: current + bytes, ordering: .acquiringAndReleasing)
            if exchanged { return true }
            current = original
        }
        return false
    }
}

/// Reserved answer bytes; given back when the last reference goes (the
/// answer was written out, or dropped with its connection).
final class ReplyReservation: Sendable {
    let bytes: Int
    private let account: ReplyAccount

    init(bytes: Int, account: ReplyAccount) {
        self.bytes = bytes
        self.account = account
    }

    deinit {
        account.release(bytes)
    }
}
