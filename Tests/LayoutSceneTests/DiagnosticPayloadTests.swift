@testable import JSON
import XCTest
@testable import LayoutScene

/// Diagnostics carry a typed payload per kind; JSON and text are made from
/// it at the edge, in the bytes the contract fixes.
final class DiagnosticPayloadTests: XCTestCase {
    typealias S = DiagnosticTestSupport

    static let fixture = "every-diagnostic-kind.json"

    /// Every kind but `omitted` (see DiagnosticBoundsTests), read typed from one scene.
    func testEveryKindOfAFixtureIsTyped() throws {
        let result = SceneSolver.solve(try S.fixture(Self.fixture), options: S.options)
        XCTAssertEqual(result.diagnostics.map(\.kind),
                       [.unsatisfiable, .ambiguous, .ambiguous, .misplaced, .zeroSize, .outsideSuperview,
                        .prototypeConstraints])
        XCTAssertEqual(result.diagnostics.map(\.severity),
                       [.error, .warning, .warning, .warning, .warning, .warning, .info])

        let conflict = try XCTUnwrap(S.conflicts(result).first)
        XCTAssertEqual(conflict.constraints, ["Flat", "Thin"])
        XCTAssertEqual(conflict.broken, "Thin")
        XCTAssertEqual(conflict.constraintsOmitted, 0)
        XCTAssertEqual(conflict.hints?.count, 3)
        XCTAssertTrue(conflict.hints?.first?.hasPrefix("Flat and Thin both relate flat.width") == true, "\(conflict)")

        let ambiguities = S.ambiguous(result)
        XCTAssertEqual(ambiguities.count, 2)
        let free = ambiguities[0], tied = ambiguities[1]
        XCTAssertEqual([free.view, tied.view], ["free", "tied"])
        XCTAssertEqual([free.axis, tied.axis], [.vertical, .horizontal])
        XCTAssertEqual([free.missing, tied.missing], [[.position], [.size]])
        XCTAssertEqual([free.cause, tied.cause], [.missingConstraints, .equalPriorities])
        XCTAssertEqual([free.related, tied.related], [[], ["Short", "Long"]])
        XCTAssertEqual([free.relatedOmitted, tied.relatedOmitted], [0, 0])
        XCTAssertEqual([free.suggestions, tied.suggestions], [["free.top == root.top"], ["tied.width == 100 @501"]])
        XCTAssertEqual(free.alternative.map(\.id), result.frames.map(\.id), "a small scene lists every frame")
        XCTAssertEqual(S.alternative(free, "free"), SceneRect(x: 0, y: 1, width: 10, height: 10))

        XCTAssertEqual(result.diagnostics.dropFirst(3).map(\.payload), [
            .misplaced(.init(view: "moved", designFrame: SceneRect(x: 10, y: 10, width: 20, height: 20),
                             frame: SceneRect(x: 12, y: 10, width: 20, height: 20))),
            .zeroSize(.init(view: "flat", axis: .horizontal)),
            .outsideSuperview(.init(view: "wide", superview: "root")),
            .prototypeConstraints(.init(view: "kept")),
        ])
    }

    /// The stored files are what `layoutd solve --no-timing` (and `--text`)
    /// printed before diagnostics were typed.
    func testFixtureEncodesAsStored() throws {
        let document = try S.fixture(Self.fixture)
        let result = SceneSolver.solve(document, options: S.options)
        let expected = ExampleSceneTests.fixtures.appendingPathComponent("expected")
        let json = try Data(contentsOf: expected.appendingPathComponent("every-diagnostic-kind.json"))
        XCTAssertEqual(String(decoding: result.jsonBytes(indent: 2) + [10], as: UTF8.self),
                       String(decoding: json, as: UTF8.self))
        let text = try String(contentsOf: expected.appendingPathComponent("every-diagnostic-kind.txt"), encoding: .utf8)
        XCTAssertEqual(TextReport(result: result, document: document).render(), text)
    }

    /// The text report reads a conflict's typed members, the count of those not listed too.
    func testTextReportSaysWhatAConflictLeftOut() throws {
        let document = try S.document(#"{"size": {"width": 10, "height": 10}, "views": [{"id": "root"}]}"#)
        let conflict = Diagnostic.Conflict(constraints: ["A", "B"], hints: ["h"], constraintsOmitted: 1900)
        let result = SceneResult(name: nil, status: .conflicting, frames: [],
                                 diagnostics: [Diagnostic(.unsatisfiable(conflict), message: "m")], constraints: [],
                                 stats: .init(views: 1, constraints: 0), variants: [])
        let text = TextReport(result: result, document: document).render()
        XCTAssertTrue(text.contains("""
            conflicts:
              B was broken (left out of the layout): B cannot hold together with these, which must all hold:
                - A
                - and 1900 more
                what to change:
                  - h

            """), text)
    }

    static let frame = SceneRect(x: 1, y: 2.5, width: 30, height: 0)

    /// One diagnostic of each kind and of each optional member, with the
    /// compact JSON the contract gives it.
    static let encoded: [(Diagnostic, String)] = [
        (Diagnostic(.unsatisfiable(.init(constraints: ["a", "b\""], hints: ["h"], constraintsOmitted: 3)), message: "m"),
         ##"{"kind":"unsatisfiable","severity":"error","message":"m","constraints":["a","b\""],"broken":"b\"","hints":["h"],"constraintsOmitted":3}"##),
        (Diagnostic(.unsatisfiable(.init(constraints: ["#0"], hints: nil)), message: "#0 could not be added"),
         ##"{"kind":"unsatisfiable","severity":"error","message":"#0 could not be added","constraints":["#0"],"broken":"#0"}"##),
        (Diagnostic(.unsatisfiable(.init(constraints: ["#0"], hints: [])), message: "m"),
         ##"{"kind":"unsatisfiable","severity":"error","message":"m","constraints":["#0"],"broken":"#0","hints":[]}"##),
        (Diagnostic(.ambiguous(.init(view: "v", axis: .vertical, missing: [.position, .size], cause: .equalPriorities,
                                     related: ["r"], relatedOmitted: 2,
                                     alternative: [SceneResult.Frame(id: "v", rect: frame)], suggestions: ["s"])),
                    message: "m"),
         ##"{"kind":"ambiguous","severity":"warning","message":"m","view":"v","axis":"vertical","missing":["position","size"],"cause":"equalPriorities","related":["r"],"relatedOmitted":2,"alternative":{"v":{"x":1,"y":2.5,"width":30,"height":0}},"suggestions":["s"]}"##),
        (Diagnostic(.ambiguous(.init(view: "v", axis: .horizontal, missing: [.size], cause: .missingConstraints,
                                     related: [], alternative: [], suggestions: [])), message: "m"),
         ##"{"kind":"ambiguous","severity":"warning","message":"m","view":"v","axis":"horizontal","missing":["size"],"cause":"missingConstraints","related":[],"alternative":{},"suggestions":[]}"##),
        (Diagnostic(.misplaced(.init(view: "v", designFrame: frame, frame: SceneRect(x: 0, y: 0, width: 1, height: 1))),
                    message: "m"),
         ##"{"kind":"misplaced","severity":"warning","message":"m","view":"v","designFrame":{"x":1,"y":2.5,"width":30,"height":0},"frame":{"x":0,"y":0,"width":1,"height":1}}"##),
        (Diagnostic(.zeroSize(.init(view: "v", axis: .vertical)), message: "m"),
         ##"{"kind":"zeroSize","severity":"warning","message":"m","view":"v","axis":"vertical"}"##),
        (Diagnostic(.outsideSuperview(.init(view: "v", superview: "p")), message: "m"),
         ##"{"kind":"outsideSuperview","severity":"warning","message":"m","view":"v","superview":"p"}"##),
        (Diagnostic(.prototypeConstraints(.init(view: "v")), message: "m"),
         ##"{"kind":"prototypeConstraints","severity":"info","message":"m","view":"v"}"##),
        (Diagnostic(.omitted(.init(of: .ambiguous, count: 7, unchecked: 4)), message: "m"),
         ##"{"kind":"omitted","severity":"info","message":"m","of":"ambiguous","count":7,"unchecked":4}"##),
        (Diagnostic(.omitted(.init(of: .zeroSize, count: 1)), message: "m"),
         ##"{"kind":"omitted","severity":"info","message":"m","of":"zeroSize","count":1}"##),
    ]

    func streamed(_ diagnostic: Diagnostic, indent: Int) -> [UInt8] {
        var out = JSONStream(indent: indent, capacity: 64)
        diagnostic.write(to: &out)
        return out.finish()
    }

    /// Each kind gives the stored bytes compact, and the same value indented.
    func testEachKindEncodesAsStored() throws {
        for (diagnostic, json) in Self.encoded {
            XCTAssertEqual(String(decoding: streamed(diagnostic, indent: 0), as: UTF8.self), json)
            let value = try JSONParser().parse(json)
            XCTAssertEqual(streamed(diagnostic, indent: 2), JSONWriter(indent: 2).bytes(value), json)
        }
    }

    /// The stream copies these names from literals; they must stay the raw values.
    func testLiteralNamesAreTheRawValues() {
        let kinds: [Diagnostic.Kind] = [.unsatisfiable, .ambiguous, .misplaced, .zeroSize, .outsideSuperview,
                                        .prototypeConstraints, .omitted]
        for kind in kinds { XCTAssertEqual(Diagnostic.name(of: kind).description, kind.rawValue) }
        for severity in [Diagnostic.Severity.error, .warning, .info] {
            XCTAssertEqual(Diagnostic.name(of: severity).description, severity.rawValue)
        }
        for axis in [Attribute.Axis.horizontal, .vertical] {
            XCTAssertEqual(Diagnostic.name(of: axis).description, axis.rawValue)
        }
        for part in [Diagnostic.Ambiguity.Part.position, .size] {
            XCTAssertEqual(Diagnostic.name(of: part).description, part.rawValue)
        }
        for cause in [Diagnostic.Ambiguity.Cause.missingConstraints, .equalPriorities] {
            XCTAssertEqual(Diagnostic.name(of: cause).description, cause.rawValue)
        }
    }
}
