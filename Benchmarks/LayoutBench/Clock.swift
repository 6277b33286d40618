#if canImport(Glibc)
  import Glibc
#endif

/// Monotonic wall time in nanoseconds.
func now() -> UInt64 {
  var t = timespec()
  clock_gettime(CLOCK_MONOTONIC, &t)
  return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// Times `body` `runs` times (after one untimed warm-up run) and returns the durations in
/// nanoseconds. `prepare` runs before each timed call, outside the timing.
func timeRuns<State>(_ runs: Int, prepare: () -> State, body: (State) -> Void) -> [UInt64] {
  body(prepare())
  var times: [UInt64] = []
  for _ in 0..<runs {
    let state = prepare()
    let start = now()
    body(state)
    times.append(now() - start)
  }
  return times
}

/// A file's bytes (the benchmark's `.view` files, written by Benchmarks/bench.py).
func readFile(_ path: String) -> [UInt8] {
  guard let file = fopen(path, "rb") else { fatalError("cannot open \(path)") }
  defer { fclose(file) }
  var bytes: [UInt8] = []
  var chunk = [UInt8](repeating: 0, count: 1 << 16)
  while true {
    let n = fread(&chunk, 1, chunk.count, file)
    if n == 0 { break }
    bytes.append(contentsOf: chunk[0..<n])
  }
  return bytes
}
