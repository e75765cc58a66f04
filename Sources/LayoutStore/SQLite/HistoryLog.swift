import Foundation

/// Solves waiting to be written to history, and the thread that writes them.
///
/// A solve is answered as soon as its entry is queued: its id is handed out
/// here, from a block of ids already made durable in `sqlite_sequence`, so an
/// id is never given twice, not even after a crash that lost queued entries.
/// The writer thread commits whatever has queued up in one transaction (group
/// commit), so under load one commit carries many solves. Readers that must
/// see every acknowledged solve call `SceneStore.flushHistory()` first.
///
/// `@unchecked Sendable`: every stored property is guarded by `condition`.
final class HistoryLog: @unchecked Sendable {
    typealias Entry = HistoryEntry

    private let condition = NSCondition()
    private var pending: [Entry] = []
    private var nextID: Int64
    /// Ids up to this one are recorded in `sqlite_sequence`.
    private var reservedThrough: Int64
    /// A batch was taken and is not committed (or dropped) yet.
    private var inFlight = false
    /// Counts scene deletions, so an entry checked against a scene that was
    /// deleted before it could be queued is refused (scene row ids are
    /// reused: a scene created again may get the deleted one's id).
    private var deletions: UInt64 = 0
    private var stopping = false
    private var running = false
    private var dropped = 0
    private var trims = HistoryTrimSchedule()
    /// Bytes of the entries queued, for back-pressure.
    private var pendingBytes = 0

    /// `lastID`: the highest id ever handed out or stored.
    init(lastID: Int64) {
        nextID = lastID + 1
        reservedThrough = lastID
    }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }

    enum Enqueued {
        case queued(id: Int64, backlog: Int, backlogBytes: Int)
        /// Reserve ids (outside this lock), then try again.
        case needsIDs
        /// A scene was deleted since `deletionCount` was read: check again.
        case scenesChanged
    }

    /// Read before checking that an entry's scene and version exist.
    var deletionCount: UInt64 { locked { deletions } }

    /// Queues `entry` under the next id, if no scene was deleted since
    /// `checkedAt` (a `deletionCount`) and an id is reserved.
    func enqueue(_ entry: Entry, checkedAt: UInt64) -> Enqueued {
        locked {
            guard deletions == checkedAt else { return .scenesChanged }
            guard nextID <= reservedThrough else { return .needsIDs }
            var entry = entry
            entry.id = nextID
            nextID += 1
            pending.append(entry)
            pendingBytes += entry.byteCount
            condition.signal()
            return .queued(id: entry.id, backlog: pending.count, backlogBytes: pendingBytes)
        }
    }

    /// The scene `sceneID` was deleted: its queued entries go with it, and
    /// entries checked before now are refused.
    func sceneDeleted(_ sceneID: Int64) {
        locked {
            deletions += 1
            pending.removeAll { $0.sceneID == sceneID }
            pendingBytes = pending.reduce(0) { $0 + $1.byteCount }
        }
    }

    /// The new end of the id reservation if one is still needed, else nil.
    func reservationNeeded(block: Int64) -> Int64? {
        locked { nextID <= reservedThrough ? nil : reservedThrough + block }
    }

    func reserved(through id: Int64) {
        locked { reservedThrough = max(reservedThrough, id) }
    }

    /// Everything queued so far, leaving the queue empty. Taken only under
    /// the writer lock, and `finished` is called before that lock goes: so
    /// whoever next holds the writer lock finds every older batch committed.
    func takePending() -> [Entry] {
        locked {
            let batch = pending
            pending.removeAll(keepingCapacity: true)
            pendingBytes = 0
            inFlight = !batch.isEmpty
            return batch
        }
    }

    /// The batch taken last is committed, or dropped (`lost` entries).
    func finished(lost: Int) {
        locked {
            inFlight = false
            dropped += lost
        }
    }

    /// `HistoryTrimSchedule.trimDue`, under the log's lock.
    func trimDue(_ sceneID: Int64, added: Int, bytes: Int, budget: HistoryBudget) -> Bool {
        locked { trims.trimDue(sceneID, added: added, bytes: bytes, budget: budget) }
    }

    /// `HistoryTrimSchedule.totalTrimDue`, under the log's lock.
    func totalTrimDue(bytes: Int, budget: HistoryBudget) -> Bool {
        locked { trims.totalTrimDue(bytes: bytes, budget: budget) }
    }

    /// Nothing queued and nothing being written: every entry handed an id
    /// is committed (or was dropped).
    var isIdle: Bool { locked { pending.isEmpty && !inFlight } }

    /// Entries lost because their batch failed to commit.
    var droppedCount: Int { locked { dropped } }

    /// Starts the writer thread; `drain` writes one batch.
    func start(drain: @escaping @Sendable () -> Void) {
        locked { running = true }
        let thread = Thread { [self] in
            while waitForWork() { drain() }
            locked { running = false; condition.broadcast() }
        }
        thread.name = "layoutd.history"
        thread.start()
    }

    /// Blocks until there is something to write (true) or the log stops with
    /// nothing left (false).
    ///
    /// Once something is queued it lingers a moment (`historyLinger`) for
    /// more, unless a batch is already full or the log is stopping: one
    /// client solving back to back would otherwise pay a whole commit per
    /// solve. Readers never wait for it (they flush), and a crash can lose
    /// only what a crash could lose anyway: entries not yet committed.
    private func waitForWork() -> Bool {
        locked {
            while pending.isEmpty && !stopping { condition.wait() }
            let until = Date(timeIntervalSinceNow: StoreLimits.historyLinger)
            while !stopping && !pending.isEmpty && pending.count < StoreLimits.historyBatch
                    && condition.wait(until: until) {}
            return !pending.isEmpty
        }
    }

    /// Lets the writer thread write what is queued, then waits for it to end.
    func stop() {
        locked {
            stopping = true
            condition.broadcast()
            while running { condition.wait() }
        }
    }
}
