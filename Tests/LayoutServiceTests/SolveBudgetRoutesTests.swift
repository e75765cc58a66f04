import Foundation
import Synchronization
import TestSupport
import XCTest
@testable import LayoutService

/// The solve budget at the edge: a scene past `solver.max_work` is a 422
/// problem, and a solve past its deadline stops, so that slow scenes cannot
/// hold the workers that fast scenes and health checks need.
final class SolveBudgetRoutesTests: XCTestCase {
    /// `v_i.width >= v_j.width + 1` for every ordered pair at mixed
    /// priorities (`layoutd-bench worst --emit all-pairs-N`): tens of
    /// seconds of solving at 60 views without a budget.
    static func allPairs(_ n: Int) -> String {
        let url = TestFixtures.url("budget/all-pairs-\(n).json")
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    func testASceneOverTheWorkBudgetIs422() throws {
        let harness = try RouteHarness { $0.maxSolveWork = 1_000 }
        let r = try harness.request("POST", "/v1/solve", json: Self.allPairs(12))
        XCTAssertEqual(r.status, 422, r.text)
        XCTAssertTrue(r.text.contains("solver.max_work"), r.text)
        XCTAssertEqual(r.header("Content-Type"), "application/problem+json")
        let metrics = try harness.request("GET", "/metrics").text
        XCTAssertTrue(metrics.contains("layoutd_solve_budget_exceeded_total 1"), metrics)
        // The same scene within the default budget solves.
        let fine = try RouteHarness()
        XCTAssertEqual(try fine.request("POST", "/v1/solve", json: Self.allPairs(12)).status, 200)
    }

    func testAStoredSceneOverTheBudgetIs422AndRecordsNothing() throws {
        let harness = try RouteHarness { $0.maxSolveWork = 1_000 }
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/dense", json: Self.allPairs(12)).status, 201)
        let r = try harness.request("POST", "/v1/scenes/dense/solve")
        XCTAssertEqual(r.status, 422, r.text)
        let history = try harness.request("GET", "/v1/scenes/dense/history").text
        XCTAssertFalse(history.contains("\"id\""), history)
    }

    /// Three workers, a 2 s deadline, no work budget, two clients sending
    /// slow scenes without pause: each slow solve stops just before its
    /// deadline and frees its worker, so one worker stays free and fast
    /// solves and /healthz sent meanwhile are answered at once. Before solves
    /// could stop, each slow scene held its worker for many seconds, the two
    /// clients' next ones took the third, and the fast solves got 503.
    func testSlowScenesDoNotStarveFastOnes() throws {
        // Under a sanitizer the stretches between the solver's checks of the
        // clock (a conflict search's elimination) run many times longer than
        // the margin before the deadline: three spare workers there.
        let sanitized = ProcessInfo.processInfo.environment["LAYOUTD_SANITIZER"] != nil
        let d = try RunningDaemon {
            $0.workers = sanitized ? 5 : 3
            // The fast solves have this deadline too: at 0.5 s, on a loaded
            // machine, one starved of the cores by the slow solves was late.
            $0.solveDeadlineSeconds = 2
            $0.maxSolveWork = 1 << 50
            $0.maxSolveTerms = 1 << 40
        }
        let slow = Self.allPairs(60)
        let port = d.daemon.port
        let flooding = Atomic<Bool>(true)
        let group = DispatchGroup()
        let slowStatuses = Mutex<[Int]>([])
        for _ in 0..<2 {
            DispatchQueue.global().async(group: group) {
                while flooding.load(ordering: .relaxed) {
                    let status = (try? TestHTTPClient(port: port).request("POST", "/v1/solve", json: slow).status) ?? -1
                    slowStatuses.withLock { $0.append(status) }
                }
            }
        }
        // The slow clients' first solves hold two workers; the fast requests
        // then have their whole time beside them, however long that took.
        XCTAssertTrue(waitUntil(timeout: 20) {
            d.daemon.context.solvePool.busyWorkers + d.daemon.context.costlyPool.busyWorkers >= 2
        })
        let stop = Date().addingTimeInterval(4)
        var fast: [(status: Int, seconds: Double)] = []
        while Date() < stop {
            for (method, path, body) in [("POST", "/v1/solve", SolveRoutesTests.conflict), ("GET", "/healthz", "")] {
                let began = Date()
                let r = method == "GET" ? try d.client.request(method, path) : try d.client.request(method, path, json: body)
                fast.append((r.status, Date().timeIntervalSince(began)))
            }
        }
        flooding.store(false, ordering: .relaxed)
        group.wait()
        let statuses = slowStatuses.withLock { $0 }
        XCTAssertFalse(statuses.isEmpty)
        XCTAssertTrue(statuses.allSatisfy { $0 == 503 }, "\(statuses)")
        // Under a sanitizer a slow solve's unchecked stretch can still
        // outlast the margin now and then (an ASan run of a CI dry run
        // served 270 of 320, 84%); starved, none would be served.
        let served = fast.filter { $0.status == 200 }.count
        if sanitized {
            XCTAssertGreaterThanOrEqual(served * 4, fast.count * 3, "\(fast.map(\.status))")
        } else {
            XCTAssertEqual(served, fast.count, "\(fast.map(\.status))")
        }
        let worst = fast.map(\.seconds).max() ?? 0
        // A free worker was always there; sanitizer builds run many times slower.
        let bound = sanitized ? 5.0 : 2.0
        XCTAssertLessThan(worst, bound, "slowest fast request \(worst) s")
    }
}
