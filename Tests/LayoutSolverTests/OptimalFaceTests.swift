import XCTest
@testable import LayoutSolver

/// The optimal face's pieces on their own: elimination, the one-coordinate
/// shortcut, the relative interior of a cone, and the directions along
/// which an expression changes on the face (what ambiguity asks).
final class OptimalFaceTests: XCTestCase {
    func testReducedEchelonFindsTheRankAndPivots() {
        let (full, fullPivots) = OptimalFace.reducedEchelon([[2, 4], [1, 3]], columns: 2)
        XCTAssertEqual(fullPivots, [0, 1])
        XCTAssertEqual(full, [[1, 0], [0, 1]])
        let (dependent, pivots) = OptimalFace.reducedEchelon([[1, 2], [2, 4], [0, 0]], columns: 2)
        XCTAssertEqual(pivots, [0], "the second row is twice the first")
        XCTAssertEqual(dependent, [[1, 2]])
    }

    func testALineIsPinnedByAnEqualityOrBoundsOnBothSides() {
        XCTAssertTrue(OptimalFace.isPinnedLine([[(0, 1)]], []))
        XCTAssertTrue(OptimalFace.isPinnedLine([], [[(0, 1)], [(0, -2)]]))
        XCTAssertFalse(OptimalFace.isPinnedLine([], [[(0, 1)], [(0, 3)]]), "a ray still moves")
        XCTAssertFalse(OptimalFace.isPinnedLine([[(0, 0)]], []), "a zero equality holds nothing")
    }

    func testTheRelativeInteriorNamesTheImplicitEqualities() {
        // d0 >= 0 and -d0 >= 0 force d0 = 0; d1 >= 0 can hold strictly.
        let (interior, implicit) = OptimalFace.relativeInterior(
            dimension: 2, inequalities: [[(0, 1)], [(0, -1)], [(1, 1)]], equalities: [])
        XCTAssertEqual(implicit, [0, 1])
        XCTAssertEqual(interior[0], 0, accuracy: 1e-9)
        XCTAssertGreaterThan(interior[1], 0)
    }

    func testDirectionsOnARayAndAPinnedCone() throws {
        // d0 == d1, d0 >= 0: one ray. d0 changes along it; d0 - d1 never does.
        let ray = OptimalFace.Candidate(symbols: [5, 6], equalities: [[(0, 1), (1, -1)]], inequalities: [[(0, 1)]])
        let block = try XCTUnwrap(OptimalFace.solve(ray))
        let along = try XCTUnwrap(block.direction(changing: [1, 0]))
        XCTAssertGreaterThan(along[0], 0)
        XCTAssertEqual(along[0], along[1], accuracy: 1e-9, "the direction keeps the equality")
        XCTAssertNil(block.direction(changing: [1, -1]))
        let pinned = OptimalFace.Candidate(symbols: [7], equalities: [[(0, 1)]], inequalities: [])
        XCTAssertNil(OptimalFace.solve(pinned), "nothing moves")
    }
}

/// The tableau's value plan on its own: values in one pass, the plan kept
/// while definitions stand and rebuilt when they change.
final class ValuePlanTests: XCTestCase {
    func testValuesInOnePassAndWhenThePlanIsRebuilt() {
        var t = Tableau()
        let x = Variable(id: 0), y = Variable(id: 1), z = Variable(id: 2)
        _ = t.add(Constraint(LinearExpression([(x, 1)], constant: -10), .equal))
        _ = t.add(Constraint(LinearExpression([(y, 1), (x, -2)]), .equal))
        XCTAssertFalse(t.valuesAreEvaluated)
        t.evaluateValues()
        XCTAssertTrue(t.valuesAreEvaluated)
        var values: [Double] = []
        t.readVariableValues(count: 4, into: &values)
        XCTAssertEqual(values, [10, 20, 0, 0], "variables no row names read 0")
        let built = t.valuePlan.builtFor

        _ = t.add(Constraint(LinearExpression([(z, 1), (y, -1)], constant: -1), .equal))
        XCTAssertFalse(t.valuesAreEvaluated, "a new definition")
        t.evaluateValues()
        XCTAssertNotEqual(t.valuePlan.builtFor, built, "rebuilt for the new definitions")
        t.readVariableValues(count: 3, into: &values)
        XCTAssertEqual(values, [10, 20, 21])
        for (variable, value) in [(x, 10.0), (y, 20), (z, 21)] {
            let symbol = t.existingSymbol(for: variable)!
            XCTAssertEqual(t.value(ofSymbol: symbol).bitPattern, value.bitPattern, "the lazy read agrees")
        }
    }
}
