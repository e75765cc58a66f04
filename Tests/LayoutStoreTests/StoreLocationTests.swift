import XCTest
import LayoutStore

final class StoreLocationTests: XCTestCase {
    func testPasswordsNeverShow() {
        XCTAssertEqual(StoreLocation.redacted("postgresql://layoutd:s3cret@db:5432/layoutd"),
                       "postgresql://layoutd:***@db:5432/layoutd")
        XCTAssertEqual(StoreLocation.redacted("postgresql://layoutd@db/layoutd?sslmode=require&password=s3cret"),
                       "postgresql://layoutd@db/layoutd?sslmode=require&password=***")
        XCTAssertEqual(StoreLocation.redacted("postgresql://db/x"), "postgresql://db/x")
        // An @ in a path or query is not a user part.
        XCTAssertEqual(StoreLocation.redacted("postgresql://db/x?application_name=a@b"), "postgresql://db/x?application_name=a@b")
        XCTAssertEqual(StoreLocation.redacted("./data"), "./data")
    }
}
