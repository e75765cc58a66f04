// swift-tools-version:6.0
import PackageDescription

// Layers, leaves first; a target uses only targets listed above it, and
// nothing points back up:
//
//   LayoutSolver, JSON   pure math; reading, writing and streaming JSON
//   LayoutScene          scene model, parsers, lowering, diagnostics, reports
//   LayoutImport         console messages and Interface Builder documents as scenes
//   LayoutStore          scenes, versions, history (CSQLite, CPostgres)
//   LayoutCommands       the command line: solve, check and its report formats,
//                        explain, import, backup, copy-store, config-defaults;
//                        scene, import and store layers only, never HTTPServer
//   HTTPServer           generic HTTP/1.1 server (JSON only for problem documents)
//   LayoutService        the daemon: routes, workers, dashboard, configuration,
//                        metrics; it does not know LayoutCommands
//   layoutd              joins the two: `serve` and `config-defaults` reach the
//                        daemon through LayoutCommands' `DaemonCommands`
let package = Package(
    name: "layoutd",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "layoutd", targets: ["layoutd"]),
        .executable(name: "layoutd-bench", targets: ["layoutd-bench"]),
    ],
    targets: [
        .target(name: "LayoutSolver"),
        // Its small writers are called per byte or per member from the
        // scene layer and the server: release builds let them inline there.
        .target(
            name: "JSON",
            swiftSettings: [.unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))]
        ),
        // The kiwi benchmark families, for layoutd-bench and the solver tests.
        .target(name: "BenchmarkFixtures", dependencies: ["LayoutSolver"]),
        .target(name: "LayoutScene", dependencies: ["JSON", "LayoutSolver"]),
        // Documents of other kinds made into scenes, beside LayoutScene's reader
        // of the JSON format: console messages, Interface Builder documents read
        // with the toolchain's FoundationXML over libxml2.
        .target(name: "LayoutImport", dependencies: ["JSON", "LayoutScene", "LayoutSolver"]),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // libpq, for the shared PostgreSQL store (StoreConfiguration.url).
        .systemLibrary(
            name: "CPostgres",
            pkgConfig: "libpq",
            providers: [.apt(["libpq-dev"])]
        ),
        .target(name: "LayoutStore", dependencies: ["CSQLite", "CPostgres"]),
        .target(name: "HTTPServer", dependencies: ["JSON"], exclude: ["README.md"]),
        // The dashboard's files are compiled into the binary as byte arrays
        // (`PackageResources`), so a release binary needs no bundle beside it.
        .target(
            name: "LayoutService",
            dependencies: ["JSON", "LayoutSolver", "LayoutScene", "LayoutImport", "LayoutStore", "HTTPServer"],
            resources: [
                "index.html", "app.css",
                "core.js", "list.js", "scene.js", "canvas.js", "panel.js", "history.js", "explain.js", "navigation.js",
                "constraints.js", "viewport.js", "inspector.js", "drop.js", "export.js", "controls.js", "devices.js", "edit.js",
            ].map { .embedInCode("Dashboard/Assets/\($0)") }
        ),
        // The command line without the daemon: `serve` and `config-defaults`
        // come from LayoutService through `DaemonCommands`, given by `layoutd`.
        .target(name: "LayoutCommands", dependencies: ["JSON", "LayoutScene", "LayoutImport", "LayoutStore"]),
        .executableTarget(name: "layoutd", dependencies: ["LayoutCommands", "LayoutService"]),
        .executableTarget(
            name: "layoutd-bench",
            dependencies: ["JSON", "LayoutSolver", "LayoutScene", "LayoutImport", "BenchmarkFixtures"]
        ),
        // Fuzz harnesses: libFuzzer drives them under `--sanitize=fuzzer` (scripts/fuzz);
        // a plain build replays the files given as arguments (Tests/fuzz-corpus).
        .target(name: "FuzzSupport"),
        .executableTarget(name: "FuzzVisualFormat", dependencies: ["FuzzSupport", "LayoutScene"]),
        .executableTarget(name: "FuzzHTTPRequest", dependencies: ["FuzzSupport", "HTTPServer"]),
        .executableTarget(name: "FuzzSceneDecoder", dependencies: ["FuzzSupport", "JSON", "LayoutScene"]),
        .executableTarget(name: "FuzzEquation", dependencies: ["FuzzSupport", "LayoutScene"]),
        .executableTarget(name: "FuzzSceneSolve", dependencies: ["FuzzSupport", "LayoutScene", "LayoutSolver"]),
        .executableTarget(name: "FuzzConsoleLog", dependencies: ["FuzzSupport", "JSON", "LayoutImport", "LayoutScene"]),
        .executableTarget(name: "FuzzInterfaceBuilder", dependencies: ["FuzzSupport", "LayoutImport", "LayoutScene"]),
        // What several test targets share: a seeded generator, the HTTP test
        // clients, the example scenes (Tests/Fixtures), time bounds.
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "LayoutSolverTests", dependencies: ["LayoutSolver", "BenchmarkFixtures", "TestSupport"]),
        .testTarget(name: "JSONTests", dependencies: ["JSON", "TestSupport"]),
        .testTarget(name: "LayoutSceneTests", dependencies: ["JSON", "LayoutScene", "LayoutSolver", "TestSupport"]),
        .testTarget(name: "LayoutImportTests", dependencies: ["JSON", "LayoutImport", "LayoutScene", "LayoutSolver", "TestSupport"]),
        .testTarget(name: "LayoutStoreTests", dependencies: ["LayoutStore", "TestSupport"]),
        .testTarget(
            name: "LayoutCommandsTests",
            dependencies: ["JSON", "LayoutCommands", "LayoutScene", "LayoutStore", "TestSupport"]
        ),
        .testTarget(name: "HTTPServerTests", dependencies: ["HTTPServer", "JSON", "TestSupport"]),
        .testTarget(
            name: "LayoutServiceTests",
            dependencies: ["JSON", "LayoutService", "LayoutScene", "LayoutStore", "HTTPServer", "TestSupport"]
        ),
    ]
)

// Release builds carry the Swift runtime and Foundation inside, as
// `--static-swift-stdlib` does: calls into a shared libswiftCore (every
// retain and release among them) made a solve request about a fifth slower
// (BENCHMARKS.md, "Static Swift runtime (sixth session, kept)"). Every
// module is compiled against the static runtime, so that its imports name
// the static libraries, and executables link it. Debug builds and tests keep the shared runtime.
for target in package.targets where target.type == .regular || target.type == .executable {
    let staticRuntime = BuildSettingCondition.when(configuration: .release)
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-static-stdlib"], staticRuntime)]
    if target.type == .executable {
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-static-stdlib"], staticRuntime)]
    }
}
