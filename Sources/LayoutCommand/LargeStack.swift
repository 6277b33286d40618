#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The stack of the thread a run happens on. Parsing, checking, layout and rendering recurse
/// over the view tree; with 512 MiB (reserved, not committed: pages are touched only as used)
/// nesting thousands of levels deep cannot overflow it.
let largeStackSize = 512 << 20

/// Runs `body` on a new thread with a `largeStackSize` stack and waits for it; runs it on the
/// calling thread if such a thread cannot be created.
func onLargeStack<T>(_ body: @escaping () -> T) -> T {
  var result: T?
  let work = StackWork { result = body() }
  var attributes = pthread_attr_t()
  pthread_attr_init(&attributes)
  defer { pthread_attr_destroy(&attributes) }
  pthread_attr_setstacksize(&attributes, largeStackSize)
  let context = Unmanaged.passRetained(work).toOpaque()
  var thread = pthread_t()
  let created = pthread_create(
    &thread, &attributes,
    { context in
      let work = Unmanaged<StackWork>.fromOpaque(context!).takeRetainedValue()
      work.body()
      return nil
    }, context)
  if created == 0 {
    pthread_join(thread, nil)
  } else {
    Unmanaged<StackWork>.fromOpaque(context).release()
    work.body()
  }
  return result!
}

/// The closure handed to the thread. It is run exactly once, and the caller waits for it with
/// `pthread_join` before reading what it wrote, so crossing threads is safe.
private final class StackWork: @unchecked Sendable {
  let body: () -> Void
  init(_ body: @escaping () -> Void) { self.body = body }
}
