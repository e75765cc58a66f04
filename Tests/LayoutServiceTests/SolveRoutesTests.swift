import Foundation
@testable import HTTPServer
import Synchronization
import XCTest
import TestSupport
@testable import LayoutService

final class SolveRoutesTests: XCTestCase {
    static let conflict = """
        {"format": "layoutd.scene/1", "size": {"width": 320, "height": 480},
         "views": [
           {"id": "root", "layoutMargins": {"top": 20, "left": 20, "bottom": 20, "right": 20}},
           {"id": "name", "parent": "root", "intrinsicContentSize": {"width": 42, "height": 21},
            "contentHugging": {"horizontal": 251, "vertical": 251}},
           {"id": "field", "parent": "root", "intrinsicContentSize": {"width": 97, "height": 30}}],
         "constraints": [
           {"id": "Label Leading", "equation": "name.leading == root.leadingMargin"},
           {"id": "Space Between Controls", "visualFormat": "H:[name]-[field]"},
           {"id": "Text Field Trailing", "equation": "field.trailing == root.trailingMargin"},
           {"id": "Label Top", "equation": "name.top == root.topMargin"},
           {"id": "Field Center", "equation": "field.centerY == name.centerY"},
           {"id": "Label Width", "equation": "name.width >= 400"}]}
        """

    func testSolveReturnsFramesAndTheBrokenConstraint() throws {
        let harness = try RouteHarness()
        let r = try harness.request("POST", "/v1/solve", json: Self.conflict)
        XCTAssertEqual(r.status, 200, r.text)
        XCTAssertEqual(r.header("Content-Type"), "application/json")
        let result = try XCTUnwrap(r.json as? [String: Any])
        XCTAssertEqual(result["status"] as? String, "conflicting")
        let frames = try XCTUnwrap(result["frames"] as? [String: [String: Double]])
        XCTAssertEqual(frames["name"], ["x": 20, "y": 20, "width": 42, "height": 21])
        XCTAssertEqual(frames["field"], ["x": 70, "y": 15.5, "width": 230, "height": 30])
        let diagnostics = try XCTUnwrap(result["diagnostics"] as? [[String: Any]])
        let unsat = try XCTUnwrap(diagnostics.first { $0["kind"] as? String == "unsatisfiable" })
        XCTAssertEqual(unsat["broken"] as? String, "Label Width")
    }

    func testSameInputSameBytesApartFromTiming() throws {
        let harness = try RouteHarness()
        func body() throws -> String {
            let text = try harness.request("POST", "/v1/solve", json: Self.conflict).text
            return text.replacingOccurrences(of: #""solveMicroseconds":\d+"#, with: "", options: .regularExpression)
        }
        XCTAssertEqual(try body(), try body())
    }

    func testTextReportAndBadQueries() throws {
        let harness = try RouteHarness()
        let text = try harness.request("POST", "/v1/solve", json: Self.conflict, headers: [("Accept", "text/plain")])
        XCTAssertEqual(text.status, 200)
        XCTAssertTrue(text.header("Content-Type")?.hasPrefix("text/plain") == true)
        XCTAssertTrue(text.text.contains("Label Width"))
        XCTAssertEqual(try harness.request("POST", "/v1/solve?detail=loud", json: Self.conflict).status, 400)
        let invalid = try harness.request("POST", "/v1/solve", json: #"{"views": [{"id": "a", "parent": "b"}]}"#)
        XCTAssertEqual(invalid.status, 422)
        XCTAssertEqual(invalid.header("Content-Type"), "application/problem+json")
        XCTAssertEqual(try harness.request("POST", "/v1/solve", json: "[1,").status, 400)
    }

    func testStoredSceneSolveIsRecordedByteForByte() throws {
        let harness = try RouteHarness()
        XCTAssertEqual(try harness.request("PUT", "/v1/scenes/login", json: Self.conflict).status, 201)
        let solved = try harness.request("POST", "/v1/scenes/login/solve", json: #"{"size": {"width": 375, "height": 667}}"#)
        XCTAssertEqual(solved.status, 200, solved.text)
        let location = try XCTUnwrap(solved.header("Location"))
        let frames = (solved.json as? [String: Any])?["frames"] as? [String: [String: Double]]
        XCTAssertEqual(frames?["root"]?["width"], 375, "the override applies")
        let recorded = try harness.request("GET", location)
        XCTAssertEqual(recorded.status, 200)
        XCTAssertEqual(recorded.body, solved.body, "history returns the result byte for byte")
        let history = try XCTUnwrap(try harness.request("GET", "/v1/scenes/login/history").json as? [String: Any])
        let items = try XCTUnwrap(history["items"] as? [[String: Any]])
        XCTAssertEqual(items.count, 1)
        XCTAssertEqual(items[0]["status"] as? String, "conflicting")
        XCTAssertEqual((items[0]["counts"] as? [String: Int])?["unsatisfiable"], 1)
        let list = try XCTUnwrap(try harness.request("GET", "/v1/scenes").json as? [String: Any])
        XCTAssertEqual(((list["items"] as? [[String: Any]])?.first)?["lastStatus"] as? String, "conflicting")

        let badOverride = try harness.request("POST", "/v1/scenes/login/solve", json: #"{"size": {"width": -3}, "colour": 1}"#)
        XCTAssertEqual(badOverride.status, 422)
        let errors = (badOverride.json as? [String: Any])?["errors"] as? [[String: Any]]
        XCTAssertEqual(Set(errors?.compactMap { $0["pointer"] as? String } ?? []), ["/size/width", "/colour"])
        XCTAssertEqual(try harness.request("POST", "/v1/scenes/nothing/solve").status, 404)

        // A terminal gets the report of the solve; history still keeps its JSON.
        let text = try harness.request("POST", "/v1/scenes/login/solve", headers: [("Accept", "text/plain")])
        XCTAssertEqual(text.status, 200)
        XCTAssertTrue(text.text.contains("Label Width"), text.text)
        let kept = try harness.request("GET", try XCTUnwrap(text.header("Location")))
        XCTAssertEqual((kept.json as? [String: Any])?["status"] as? String, "conflicting")
    }

    func testContentTypeIsCheckedWhateverItsSpelling() throws {
        let harness = try RouteHarness()
        let body = Array(Self.conflict.utf8)
        for (type, status) in [("application/json", 200), ("Application/JSON; charset=utf-8", 200),
                               ("application/vnd.layoutd+json", 200), ("text/plain", 415)] {
            let r = try harness.request("POST", "/v1/solve", headers: [("Content-Type", type)], body: body)
            XCTAssertEqual(r.status, status, "\(type): \(r.text)")
        }
    }

    func testFullQueueAnswers503WithRetryAfter() throws {
        let harness = try RouteHarness { $0.workers = 1; $0.queueLength = 1 }
        let gate = harness.holdTheSolveWorker()
        defer { gate.signal() }
        let pool = harness.context.solvePool
        XCTAssertTrue(pool.submit(WorkerPool.Job(deadline: harness.clock.now() + 60, isCancelled: { false },
                                                 run: {}, expired: {})))
        let r = try harness.request("POST", "/v1/solve", json: Self.conflict)
        XCTAssertEqual(r.status, 503)
        XCTAssertEqual(r.header("Retry-After"), "1")
    }
}

final class DeadlineTests: XCTestCase {
    func testASolveStuckBehindABusyWorkerGetsTheDeadlineAnswerOnTime() throws {
        let harness = try RouteHarness { $0.workers = 1; $0.solveDeadlineSeconds = 30 }
        let gate = harness.holdTheSolveWorker()
        defer { gate.signal() }
        let solve = try harness.send("POST", "/v1/solve", headers: [("Content-Type", "application/json")],
                                     body: Array(SolveRoutesTests.conflict.utf8))
        XCTAssertTrue(waitUntil { harness.clock.waiting == 1 }, "the deadline watch waits for the solve's deadline")
        harness.clock.advance(by: 29.5)
        XCTAssertTrue(waitUntil { harness.clock.waiting == 1 })
        XCTAssertFalse(solve.isAnswered, "not before its deadline")
        harness.clock.advance(by: 1)
        // Answered at the deadline, while the worker is still held.
        let r = try solve.response()
        XCTAssertEqual(r.status, 503)
        XCTAssertEqual(r.header("Retry-After"), "1")
        XCTAssertTrue(r.text.contains("deadline of 30.0s"), r.text)
        let metrics = try harness.request("GET", "/metrics").text
        XCTAssertTrue(metrics.contains("layoutd_solve_deadline_exceeded_total 1"), metrics)
    }
}

extension DeadlineTests {
    /// A worker that finishes after the deadline's 503 went has its answer
    /// dropped: it reserves no reply bytes for it, nor counts it refused.
    func testAnAnswerLateForItsDeadlineIsNotCountedAsRefused() throws {
        let harness = try RouteHarness { $0.workers = 1; $0.solveDeadlineSeconds = 30 }
        let statuses = Mutex<[Int]>([])
        // A server's sink: it has a reply budget, and an answer sent already.
        let sink = ResponseSink(destination: .callback { response in statuses.withLock { $0.append(response.status) } },
                                cancellation: CancellationFlag(),
                                account: ReplyAccount(limit: 1 << 20, server: ServerReplyBudget(limit: 1 << 20)))
        let gate = DispatchSemaphore(value: 0)
        let pool = harness.context.solvePool
        harness.context.dispatch(on: pool, sink) {
            gate.wait()
            return HTTPResponse(status: 200, body: [UInt8](repeating: 32, count: ServiceContext.accountedReplyBytes))
        }
        XCTAssertTrue(waitUntil { pool.busyWorkers == 1 && harness.clock.waiting == 1 })
        harness.clock.advance(by: 31)
        XCTAssertTrue(waitUntil { statuses.withLock { $0 } == [503] }, "the watch answered")
        gate.signal()
        XCTAssertTrue(waitUntil { pool.busyWorkers == 0 })
        XCTAssertEqual(statuses.withLock { $0 }, [503], "the late answer is dropped")
        let metrics = try harness.request("GET", "/metrics").text
        XCTAssertTrue(metrics.contains("layoutd_reply_budget_rejections_total 0\n"), metrics)
    }
}

final class DisconnectTests: XCTestCase {
    func testQueuedWorkOfAClientThatLeftIsDropped() throws {
        let harness = try RouteHarness { $0.workers = 1 }
        let pool = harness.context.solvePool
        let gate = harness.holdTheSolveWorker()
        let solve = try harness.send("POST", "/v1/solve", headers: [("Content-Type", "application/json")],
                                     body: Array(SolveRoutesTests.conflict.utf8))
        XCTAssertEqual(pool.queueDepth, 1)
        solve.hangUp()
        gate.signal()
        waitUntil { pool.queueDepth == 0 && pool.dropped > 0 }
        XCTAssertEqual(pool.dropped, 1, "the solve of a client that left never ran")
    }
}
