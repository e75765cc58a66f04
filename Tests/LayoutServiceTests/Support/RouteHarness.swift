import Dispatch
import Foundation
@testable import HTTPServer
import LayoutStore
import Synchronization
import TestSupport
@testable import LayoutService

/// The daemon's routes in process: a request value goes straight into the
/// router and its handlers, and the answer comes back as a value, with no
/// socket and no port. Built as `Daemon` builds them (`ServiceContext`,
/// `Routes`) on a `ManualClock` the test advances, which also dates the
/// store's records (docs/testing.md, "Time in tests"). The wire (framing,
/// pipelining, slow clients) stays with the socket tests.
final class RouteHarness {
    let clock = ManualClock()
    let context: ServiceContext
    let router: Router
    /// Method and pattern of every route, as `Daemon.routeTable`.
    let routeTable: [(method: String, pattern: String)]
    private let directory: String
    private let dropDatabase: () -> Void

    /// `configure` as `RunningDaemon`'s, so the store is the one the daemons
    /// of the tests get: SQLite in a fresh directory, or a fresh PostgreSQL
    /// database under `LAYOUTD_TEST_HTTP_STORE=postgresql` (`TestStoreBackend`).
    /// `wrapStore` may wrap that store (`SwitchableStore`).
    init(_ configure: (inout ServiceConfiguration) -> Void = { _ in },
         wrapStore: (any SceneStorage) -> any SceneStorage = { $0 }) throws {
        let configuration: ServiceConfiguration
        (configuration, directory, dropDatabase) = try RunningDaemon.testConfiguration(configure)
        var storeConfiguration = configuration.storeConfiguration
        let clock = clock
        storeConfiguration.clock = WallClock { Int64((clock.now() * 1000).rounded(.down)) }
        let store = wrapStore(try StoreOpener.open(storeConfiguration))
        context = ServiceContext(configuration: configuration, store: store, clock: clock)
        let routes = Routes(context: context)
        router = routes.router
        routeTable = routes.table
    }

    /// Starts the store watch, as `Daemon.start` does, for /readyz: a thread
    /// that waits on the clock (not started otherwise, so that the tests
    /// counting the clock's waiters count only the deadline watch).
    func watchTheStore() {
        context.storeWatch.start()
    }

    /// What `Daemon.stop` does once its server has stopped.
    deinit {
        context.shutDown()
        dropDatabase()
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Hands a request to the router as the server's event loop does: a
    /// target that does not parse, or a method the server does not implement
    /// (405 on a known path, 501 elsewhere), is answered there. The answer
    /// arrives when its work is done.
    func send(_ method: String, _ target: String, headers: [(String, String)] = [],
              body: [UInt8] = []) throws -> Exchange {
        let exchange = Exchange()
        let request: HTTPRequest
        do {
            request = try HTTPRequest(method: method, target: target, headers: HTTPHeaders(headers), body: body)
        } catch {
            exchange.sink.send(.problem(for: error))
            return exchange
        }
        if HTTPLimits.implementedMethods.contains(method) {
            router.handle(request, exchange.sink)
        } else {
            exchange.sink.send(EventLoop.unimplemented(request, handler: router))
        }
        return exchange
    }

    /// The answer to a request, once it is there.
    func request(_ method: String, _ target: String, headers: [(String, String)] = [],
                 body: [UInt8] = []) throws -> HTTPResponse {
        try send(method, target, headers: headers, body: body).response()
    }

    func request(_ method: String, _ target: String, json: String,
                 headers: [(String, String)] = []) throws -> HTTPResponse {
        try request(method, target, headers: [("Content-Type", "application/json")] + headers, body: Array(json.utf8))
    }

    /// Occupies one solve worker until the returned semaphore is signalled
    /// (with `solver.workers` at 1, the only one).
    func holdTheSolveWorker() -> DispatchSemaphore {
        let gate = DispatchSemaphore(value: 0)
        let started = DispatchSemaphore(value: 0)
        let submitted = context.solvePool.submit(WorkerPool.Job(
            deadline: clock.now() + 3_600, isCancelled: { false },
            run: { started.signal(); gate.wait() }, expired: {}))
        precondition(submitted, "the solve queue took the holding job")
        started.wait()
        return gate
    }
}

/// One request handed to the harness's router, and its answer.
final class Exchange: Sendable {
    struct Unanswered: Error {}

    /// Where the sink puts the answer (the sink is made before `self` exists).
    private final class Answer: Sendable {
        let response = Mutex<HTTPResponse?>(nil)
        let arrived = DispatchSemaphore(value: 0)
    }

    private let answer = Answer()
    let sink: ResponseSink

    init() {
        let answer = answer
        sink = ResponseSink { response in
            answer.response.withLock { $0 = response }
            answer.arrived.signal()
        }
    }

    /// The answer, waiting for it: 120 s of patience (widened under a
    /// sanitizer), so that it only catches a hang. Tests that bound a time
    /// assert it themselves (90 s for an import of 15,000 equal ids), and
    /// at 10 s a loaded machine's slower solves were taken for hangs.
    func response() throws -> HTTPResponse {
        guard answer.arrived.wait(timeout: .now() + .seconds(120 * TimeLimit.factor)) == .success else {
            throw Unanswered()
        }
        answer.arrived.signal()
        return answer.response.withLock { $0! }
    }

    /// Whether the answer is there already.
    var isAnswered: Bool { answer.response.withLock { $0 != nil } }

    /// The client goes away, as a closed connection does.
    func hangUp() { sink.cancel() }
}

/// What the socket tests read off a `TestResponse`, read off the answer value.
extension HTTPResponse {
    var text: String { String(decoding: body, as: UTF8.self) }
    var json: Any? { try? JSONSerialization.jsonObject(with: Data(body)) }
    func header(_ name: String) -> String? { headers[name] }
}
