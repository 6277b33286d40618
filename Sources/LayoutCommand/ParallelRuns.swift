#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The number of online processors: `--jobs`' default.
public func processorCount() -> Int {
  max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
}

/// Runs `body(0..<count)` on `workers` threads, each with a `largeStackSize` stack and each
/// taking the next index when it is free, and returns the results by index — the same array
/// whatever order the work finishes in.
func parallelMap<T: Sendable>(_ count: Int, workers: Int, _ body: @escaping @Sendable (Int) -> T)
  -> [T]
{
  let queue = WorkQueue<T>(count: count, body: body)
  runWorkers(max(1, min(workers, count))) { queue.work() }
  return queue.results.map { $0! }
}

/// Runs `work` on `threads` new threads with large stacks and waits for them all; on one
/// large-stack thread when one is asked for or none can be started.
private func runWorkers(_ threads: Int, _ work: @escaping @Sendable () -> Void) {
  if threads == 1 {
    onLargeStack(work)
    return
  }
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setstacksize(&attributes, largeStackSize)
  var started: [pthread_t] = []
  for _ in 0..<threads {
    var thread = pthread_t()
    let context = Unmanaged.passRetained(WorkerBody(work)).toOpaque()
    let created = pthread_create(
      &thread, &attributes,
      { context in
        Unmanaged<WorkerBody>.fromOpaque(context!).takeRetainedValue().work()
        return nil
      }, context)
    if created == 0 {
      started.append(thread)
    } else {
      Unmanaged<WorkerBody>.fromOpaque(context).release()
    }
  }
  if started.isEmpty { onLargeStack(work) }
  for thread in started { pthread_join(thread, nil) }
}

/// A worker's closure, handed to its thread through `pthread_create`'s context pointer.
private final class WorkerBody: Sendable {
  let work: @Sendable () -> Void
  init(_ work: @escaping @Sendable () -> Void) { self.work = work }
}

/// The shared state of a `parallelMap`: the next index and the results, behind one mutex.
/// Each index is taken once; the caller reads `results` only after joining every thread.
private final class WorkQueue<T: Sendable>: @unchecked Sendable {
  let count: Int
  let body: @Sendable (Int) -> T
  var results: [T?]
  private var next = 0
  private var mutex = pthread_mutex_t()

  init(count: Int, body: @escaping @Sendable (Int) -> T) {
    self.count = count
    self.body = body
    self.results = Array(repeating: nil, count: count)
    pthread_mutex_init(&mutex, nil)
  }

  deinit { pthread_mutex_destroy(&mutex) }

  func work() {
    while let index = take() {
      let result = body(index)
      pthread_mutex_lock(&mutex)
      results[index] = result
      pthread_mutex_unlock(&mutex)
    }
  }

  private func take() -> Int? {
    pthread_mutex_lock(&mutex)
    defer { pthread_mutex_unlock(&mutex) }
    guard next < count else { return nil }
    next += 1
    return next - 1
  }
}
