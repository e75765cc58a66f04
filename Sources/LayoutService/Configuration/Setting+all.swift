extension Setting {
    /// Every setting, in the order the default file and --help list them.
    static func all() -> [Setting] {
        [
            .text("server.host", "--host", \.host, allowEmpty: false,
                  "Address to listen on. 127.0.0.1 keeps the daemon local; 0.0.0.0 for every interface."),
            .integer("server.port", "--port", \.port, 0...65535, "TCP port (0 picks a free one and logs it)."),
            .integer("server.max_connections", "--max-connections", \.maxConnections, 1...100_000,
                     "Open connections at most; past it new ones get 503 and are closed."),
            .seconds("server.request_timeout", "--request-timeout", \.requestTimeoutSeconds, 0.1...3600,
                     "Seconds a client may take to send one whole request before it gets 408."),
            .seconds("server.header_timeout", "--header-timeout", \.headerTimeoutSeconds, 0.1...3600,
                     "Seconds a client may take to send a request's head (line and headers), from connecting or its first byte; a silent connection is closed after it."),
            .integer("server.probe_connections", "--probe-connections", \.probeConnections, 0...1024,
                     "Connections past max_connections taken for one /healthz or /readyz each, so probes answer when the slots are full."),
            .seconds("server.idle_timeout", "--idle-timeout", \.idleTimeoutSeconds, 0.1...86_400,
                     "Seconds an idle keep-alive connection stays open."),
            .seconds("server.grace", "--grace", \.graceSeconds, 0...3600,
                     "On SIGTERM/SIGINT, seconds in-flight requests get to finish."),
            .integer("limits.max_body_bytes", "--max-body-bytes", \.maxBodyBytes, 1024...(1 << 30),
                     "Largest request body; larger ones get 413."),
            .integer("limits.max_views", "--max-views", \.maxViews, 1...1_000_000,
                     "Views and guides per scene at most; more is 422."),
            .integer("limits.max_constraints", "--max-constraints", \.maxConstraints, 1...10_000_000,
                     "Constraints per scene at most (visual formats count each constraint they make); more is 422."),
            .integer("solver.workers", "--workers", \.workers, 0...1024,
                     "Solver threads; 0 means one per core."),
            .integer("solver.queue_length", "--queue-length", \.queueLength, 1...100_000,
                     "Solves waiting for a worker at most, in each lane (anonymous, stored-scene); past it requests get 503 with Retry-After."),
            .fraction("solver.stored_share", "--stored-share", \.storedSolveShare, 0.05...0.95,
                      "Share of the solver workers stored-scene solves get when anonymous POST /v1/solve competes for them (the rest goes to those); either kind alone uses every worker."),
            .seconds("solver.deadline", "--solve-deadline", \.solveDeadlineSeconds, 0.01...3600,
                     "Seconds a solve may take, queueing included; past it the answer is 503."),
            .integer("solver.cache_entries", "--cache-entries", \.cacheEntries, 0...100_000,
                     "Stored-scene solvers kept warm for resizes (least recently used evicted); 0 turns the cache off."),
            .text("store.data_dir", "--data-dir", \.dataDirectory, allowEmpty: false,
                  "Directory of the SQLite database; created if missing."),
            .integer("store.history_retention", "--history-retention", \.historyRetention, 1...10_000_000,
                     "Solve-history entries kept per scene (oldest dropped first)."),
            .text("auth.token", "--auth-token", \.authToken, allowEmpty: true,
                  "Bearer token required by every route that changes state; empty turns authentication off."),
            .boolean("auth.protect_reads", "--protect-reads", \.protectReads,
                     "When true and a token is set, reads need the token too."),
            Setting(key: "log.level", flag: "--log-level",
                    help: "error, warning, info (one access-log line per request) or debug.",
                    expected: LogLevel.allCases.map(\.rawValue).joined(separator: ", "),
                    apply: { config, text in
                        guard let level = LogLevel(rawValue: text) else { return false }
                        config.logLevel = level
                        return true
                    }, render: { $0.logLevel.rawValue }),
        ]
    }
}
