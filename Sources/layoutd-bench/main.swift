// layoutd-bench: benchmarks by subject. `layoutd-bench solver [--sizes N...] [--runs N]`.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "solver":
    SolverBench(arguments: Array(arguments.dropFirst())).run()
default:
    print("usage: layoutd-bench solver [--sizes 100 1000 5000] [--runs N] [--families chain grid nested]")
}
