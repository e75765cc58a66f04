// layoutd-bench: benchmarks by subject.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "solver":
    SolverBench(arguments: Array(arguments.dropFirst())).run()
case "scene":
    SceneBench(arguments: Array(arguments.dropFirst())).run()
case "explain":
    ExplainBench(arguments: Array(arguments.dropFirst())).run()
case "ib-fidelity":
    IBFidelityBench(arguments: Array(arguments.dropFirst())).run()
case "worst":
    WorstCaseBench(arguments: Array(arguments.dropFirst())).run()
default:
    print("""
    usage: layoutd-bench solver [--sizes 100 1000 5000] [--runs N] [--families chain grid nested] [--tsv]
           layoutd-bench solver --dump FAMILY N    (print the system, for Tests/bench/kiwi_side_by_side.py)
           layoutd-bench scene [--sizes 1000] [--runs N] [--families chain grid nested]
           layoutd-bench scene --warm [--sizes 1000] [--runs N]    (stored-scene resizes, WarmScene)
           layoutd-bench scene --emit FAMILY N    (print the scene document)
           layoutd-bench scene --files F... [--runs N] [--calls N]    (stages of scene files;
                                               --calls: exactly N calls per stage, for callgrind)
           layoutd-bench explain FILE... [--runs N]    (CPU per console-message explanation)
           layoutd-bench ib-fidelity DIR... [--misses [REASON...]] [--documents]
                                              (Interface Builder views where Xcode saved them, per app)
           layoutd-bench worst [--runs N] [--cases NAME...] [--max-work W] [--max-terms T] [--emit NAME]
                                              (adversarial scenes under the daemon's budget)
    """)
}
