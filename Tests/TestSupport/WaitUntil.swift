import Foundation

/// Waits for a state another thread or process reaches: polls `condition`
/// every `interval` seconds until it holds or `timeout` seconds (widened
/// under a sanitizer, `TimeLimit.factor`) have passed. Returns whether it
/// held, so the test asserts the state itself afterwards. The tests' one
/// polling loop; a bound here is patience, never a measurement.
@discardableResult
public func waitUntil(timeout: Double = 5, every interval: Double = 0.005,
                      _ condition: () throws -> Bool) rethrows -> Bool {
    let deadline = Date().addingTimeInterval(timeout * Double(TimeLimit.factor))
    while true {
        if try condition() { return true }
        if Date() >= deadline { return false }
        Thread.sleep(forTimeInterval: interval)
    }
}
