// swift-tools-version:6.0
import PackageDescription

// Layers, leaves first: LayoutSolver (pure math) <- LayoutScene (model, parsers,
// lowering, diagnostics, reports); CSQLite <- LayoutStore; HTTPServer (generic);
// LayoutService (routes, workers, config, metrics, dashboard) uses all of them;
// `layoutd` only parses arguments and starts things. Nothing points back up.
let package = Package(
    name: "layoutd",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layoutd", targets: ["layoutd"]),
        .executable(name: "layoutd-bench", targets: ["layoutd-bench"]),
    ],
    targets: [
        .target(name: "LayoutSolver"),
        .target(name: "LayoutScene", dependencies: ["LayoutSolver"]),
        // Documents of other kinds (console messages, Interface Builder documents read
        // with the toolchain's FoundationXML over libxml2) made into scenes.
        .target(name: "LayoutImport", dependencies: ["LayoutScene", "LayoutSolver"]),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        .target(name: "LayoutStore", dependencies: ["CSQLite"]),
        .target(name: "HTTPServer", exclude: ["README.md"]),
        // The dashboard's files are compiled into the binary as byte arrays
        // (`PackageResources`), so a release binary needs no bundle beside it.
        .target(
            name: "LayoutService",
            dependencies: ["LayoutSolver", "LayoutScene", "LayoutImport", "LayoutStore", "HTTPServer"],
            resources: [
                "index.html", "app.css",
                "core.js", "list.js", "scene.js", "canvas.js", "panel.js", "history.js", "explain.js", "navigation.js",
            ].map { .embedInCode("Dashboard/Assets/\($0)") }
        ),
        .executableTarget(name: "layoutd", dependencies: ["LayoutService"]),
        .executableTarget(
            name: "layoutd-bench",
            dependencies: ["LayoutSolver", "LayoutScene", "LayoutImport"]
        ),
        // Fuzz harnesses: libFuzzer drives them under `--sanitize=fuzzer` (scripts/fuzz);
        // a plain build replays the files given as arguments (Tests/fuzz-corpus).
        .target(name: "FuzzSupport"),
        .executableTarget(name: "FuzzVisualFormat", dependencies: ["FuzzSupport", "LayoutScene"]),
        .executableTarget(name: "FuzzHTTPRequest", dependencies: ["FuzzSupport", "HTTPServer"]),
        .executableTarget(name: "FuzzSceneDecoder", dependencies: ["FuzzSupport", "LayoutScene"]),
        .executableTarget(name: "FuzzEquation", dependencies: ["FuzzSupport", "LayoutScene"]),
        .executableTarget(name: "FuzzSceneSolve", dependencies: ["FuzzSupport", "LayoutScene", "LayoutSolver"]),
        .executableTarget(name: "FuzzConsoleLog", dependencies: ["FuzzSupport", "LayoutImport", "LayoutScene"]),
        .executableTarget(name: "FuzzInterfaceBuilder", dependencies: ["FuzzSupport", "LayoutImport", "LayoutScene"]),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver"]),
        .testTarget(name: "LayoutSceneTests", dependencies: ["LayoutScene", "LayoutSolver"], exclude: ["Fixtures"]),
        .testTarget(name: "LayoutImportTests", dependencies: ["LayoutImport", "LayoutScene", "LayoutSolver"]),
        .testTarget(name: "LayoutStoreTests", dependencies: ["LayoutStore"]),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer"]),
        .testTarget(
            name: "LayoutServiceTests",
            dependencies: ["LayoutService", "LayoutScene", "LayoutStore", "HTTPServer"],
            exclude: ["Fixtures"]
        ),
    ]
)

// Release builds carry the Swift runtime and Foundation inside, as
// `--static-swift-stdlib` does: calls into a shared libswiftCore (every
// retain and release among them) made a solve request about a fifth slower
// (BENCHMARKS.md, sixth session). Every module is compiled against the static
// runtime, so that its imports name the static libraries, and executables
// link it. Debug builds and tests keep the shared runtime.
for target in package.targets where target.type == .regular || target.type == .executable {
    let staticRuntime = BuildSettingCondition.when(configuration: .release)
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], staticRuntime)]
    if target.type == .executable {
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-static-stdlib"], staticRuntime)]
    }
}
