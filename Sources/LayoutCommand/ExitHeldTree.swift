import LayoutEngine

/// Holds a process's last laid-out tree until it exits, so that it is never destroyed: the
/// process's exit returns its memory at once.
///
/// Destroying the tree walks every node and view record and releases each string and array:
/// 3.3 million instructions for 10,000 views, 1.5% of the wide bench file's run, done just
/// before the process exits anyway (BENCHMARKS.md, *Speed work, eighth round*). Only `layoutc`'s
/// run of one file asks for it (`RunEnvironment.holdsTreeUntilExit`); tests, matrices and
/// library users free their trees as usual.
enum ExitHeldTree {
  /// Written once, by the one thread a single file's run has.
  nonisolated(unsafe) private static var held: LayoutTree?

  static func hold(_ tree: consuming LayoutTree) {
    held = tree
  }

  /// The number of views of the tree held, 0 for none (for tests).
  static var heldViewCount: Int { held?.views.count ?? 0 }
}
