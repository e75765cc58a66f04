/// What every event loop of one server shares; all of it may cross threads.
struct LoopContext: Sendable {
    let configuration: HTTPServerConfiguration
    let handler: any HTTPHandler
    let log: (@Sendable (AccessLogEntry) -> Void)?
    let counters: ServerCounters
    let calls: LinuxCalls
    let listener: ListeningSocket
    let replyBudget: ServerReplyBudget
    /// Timeouts, the grace deadline and the access log's durations.
    let clock: any MonotonicClock

    /// A new connection's share of the reply budget.
    func replyAccount() -> ReplyAccount {
        ReplyAccount(limit: configuration.maxReplyBytesPerConnection, server: replyBudget)
    }

    var parserLimits: RequestParser.Limits {
        .init(
            maxTargetBytes: configuration.maxTargetBytes,
            maxHeaderBytes: configuration.maxHeaderBytes,
            maxBodyBytes: configuration.maxBodyBytes
        )
    }

    /// How often timeouts are checked: a quarter of the shortest one, within bounds.
    var tickSeconds: Double {
        let shortest = min(configuration.requestTimeout, configuration.headerTimeout, configuration.writeTimeout,
                           configuration.idleTimeout, HTTPLimits.lingerSeconds)
        return min(max(shortest / 4, HTTPLimits.minTickSeconds), HTTPLimits.maxTickSeconds)
    }
}
