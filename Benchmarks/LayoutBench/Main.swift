#if canImport(Glibc)
  import Glibc
#endif

/// `layoutc-bench engine FILE.view RUNS` or `layoutc-bench text COUNT RUNS`: one JSON object
/// of timings (nanoseconds) on standard output, for Benchmarks/bench.py to tabulate. Runs on a
/// 512 MiB stack, as `layoutc` does, so deep shapes recurse as they would there.
@main
struct LayoutBench {
  static func main() {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let runs = Int(arguments[3]) else {
      print("usage: layoutc-bench engine FILE.view RUNS | text COUNT RUNS")
      exit(64)
    }
    let output: String
    switch arguments[1] {
    case "engine": output = onLargeStack { benchEngine(path: arguments[2], runs: runs) }
    case "text": output = benchText(count: Int(arguments[2]) ?? 100_000, runs: runs)
    default:
      print("unknown benchmark '\(arguments[1])'")
      exit(64)
    }
    print(output)
  }
}

/// Runs `body` on a thread with a 512 MiB stack and waits for it.
func onLargeStack(_ body: @escaping () -> String) -> String {
  final class Box: @unchecked Sendable {
    let body: () -> String
    var result = ""
    init(_ body: @escaping () -> String) { self.body = body }
  }
  let box = Box(body)
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  pthread_attr_setstacksize(&attributes, 512 << 20)
  var thread = pthread_t()
  let context = Unmanaged.passRetained(box).toOpaque()
  guard
    pthread_create(
      &thread, &attributes,
      { context in
        let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
        box.result = box.body()
        return nil
      }, context) == 0
  else { fatalError("cannot start the benchmark thread") }
  pthread_join(thread, nil)
  return box.result
}
