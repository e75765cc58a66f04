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

/// The real documents the importers answer to (`Tests/Corpus`, a copy of
/// the team's `../shared/corpus` with its sources and licences, so a clone
/// anywhere runs the corpus tests; scripts/check-repository fails if the
/// two differ where both are present).
public enum TestCorpus {
    public static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Corpus")

    public static let interfaceBuilder = folder.appendingPathComponent("ib")
    public static let consoleLogs = folder.appendingPathComponent("console-logs")
    public static let appKit = folder.appendingPathComponent("appkit")
}
