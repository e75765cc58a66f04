import Foundation
import LayoutScene
import LayoutSolver
import LayoutStore

/// Everything the daemon can be told, with its defaults. Filled by
/// `ConfigurationLoader` from defaults, the file, the environment and flags.
public struct ServiceConfiguration: Sendable, Equatable {
    public var host = "127.0.0.1"
    public var port = 8080
    public var maxConnections = 2048
    public var requestTimeoutSeconds = 10.0
    public var idleTimeoutSeconds = 60.0
    public var headerTimeoutSeconds = 2.0
    public var writeTimeoutSeconds = 10.0
    /// Give freed memory back to the system after large solves and answers (malloc_trim).
    public var returnMemory = true
    /// Answer bytes produced and not yet read by their clients, in all and per connection.
    public var maxReplyBytes = 64 << 20
    public var maxConnectionReplyBytes = 16 << 20
    /// Connections past maxConnections kept for /healthz and /readyz.
    public var probeConnections = 8
    public var graceSeconds = 10.0
    public var maxBodyBytes = 8 << 20
    public var maxViews = 20_000
    public var maxConstraints = 100_000
    /// 0 means one worker per core.
    public var workers = 0
    public var queueLength = 256
    /// Share of the solver workers kept for stored-scene solves when
    /// anonymous ones compete for them (the rest is theirs).
    public var storedSolveShare = 0.5
    public var solveDeadlineSeconds = 10.0
    /// Solver work (terms written) one solve may do; see `SolverBudget`.
    public var maxSolveWork = SolverBudget.standard.maxWork
    /// Solver terms one solve may hold at once (about 40 bytes each).
    public var maxSolveTerms = SolverBudget.standard.maxTerms
    public var cacheEntries = 64
    public var dataDirectory = "./data"
    public var historyRetention = 1000
    public var historySceneMaxBytes = 128 << 20
    public var historyMaxBytes = 2 << 30
    public var historyResultMaxBytes = 2 << 20
    /// Empty: SQLite in `dataDirectory`. A `postgresql://` URL: the shared
    /// database several daemons can use at once.
    public var storeURL = ""
    /// Connections to the shared database this daemon opens at most.
    public var storePoolSize = 8
    public var storeConnectTimeoutSeconds = 5
    /// An operation on the shared database, waiting for a connection
    /// included, fails as unavailable (503) past this.
    public var storeOperationTimeoutMilliseconds = 10_000
    /// Empty: no authentication.
    public var authToken = ""
    /// When true, reads need the token as well.
    public var protectReads = false
    public var logLevel = LogLevel.info

    public init() {}

    /// The worker count with 0 resolved to the number of cores.
    public var effectiveWorkers: Int {
        workers > 0 ? workers : max(1, ProcessInfoCores.count)
    }
}

/// How much the daemon writes to stderr.
public enum LogLevel: String, Sendable, CaseIterable, Comparable {
    case error, warning, info, debug

    private var rank: Int { LogLevel.allCases.firstIndex(of: self)! }
    public static func < (a: LogLevel, b: LogLevel) -> Bool { a.rank < b.rank }
}

/// The number of cores this process may use.
enum ProcessInfoCores {
    static var count: Int { ProcessInfo.processInfo.activeProcessorCount }
}

extension ServiceConfiguration {
    /// The store these settings describe.
    public var storeConfiguration: StoreConfiguration {
        StoreConfiguration(
            directory: dataDirectory, historyRetention: historyRetention,
            historySceneMaxBytes: historySceneMaxBytes, historyMaxBytes: historyMaxBytes,
            historyResultMaxBytes: historyResultMaxBytes,
            url: storeURL.isEmpty ? nil : storeURL, poolSize: storePoolSize,
            connectTimeoutSeconds: storeConnectTimeoutSeconds,
            operationTimeoutMilliseconds: storeOperationTimeoutMilliseconds)
    }

    /// Where the store is, for logs and messages: the data directory, or the
    /// database URL without its password.
    public var storeDescription: String {
        storeURL.isEmpty ? "data in \(dataDirectory)" : "store \(StoreLocation.redacted(storeURL))"
    }
}
