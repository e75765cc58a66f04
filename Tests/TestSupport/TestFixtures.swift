import Foundation

/// The example scenes in `Tests/Fixtures` (what each must give is in its
/// README), shared by the scene and service tests; `budget/` holds the
/// scenes past the solve budget. Scripts read the folder too
/// (Tests/robustness/result_schema.py, scripts/bench-http).
public enum TestFixtures {
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures")

    public static func url(_ name: String) -> URL {
        folder.appendingPathComponent(name)
    }
}
