import Foundation
import HTTPServer

/// Lines to stderr, filtered by level. One value, handed to whoever logs;
/// writes are single `write` calls so lines from threads never interleave.
public struct Logger: Sendable {
    public let level: LogLevel

    public init(level: LogLevel) { self.level = level }

    public func log(_ lineLevel: LogLevel, _ message: String) {
        guard lineLevel <= level else { return }
        let line = "\(Logger.timestamp()) \(lineLevel.rawValue) \(message)\n"
        let bytes = Array(line.utf8)
        _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    }

    /// The access-log line of one request.
    public func access(_ entry: AccessLogEntry) {
        log(.info, "\(entry.method) \(entry.path) \(entry.status) \(entry.bytes)B \(entry.durationMicroseconds)us")
    }

    static func timestamp() -> String {
        var now = timespec()
        clock_gettime(CLOCK_REALTIME, &now)
        var t = tm()
        var seconds = now.tv_sec
        gmtime_r(&seconds, &t)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", t.tm_year + 1900, t.tm_mon + 1, t.tm_mday,
                      t.tm_hour, t.tm_min, t.tm_sec, Int(now.tv_nsec / 1_000_000))
    }
}
