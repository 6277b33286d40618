import LayoutEngine
import Synchronization
import ViewDSL

/// The compiles of one run, shared by its combinations (a matrix, `layoutc check`): each
/// `.view` file is read and parsed once, and each file or preview is lowered once per distinct
/// environment its lowering read (`CompileResult.environmentReads`) — a file that never reads
/// the Dynamic Type size is lowered once for all twelve sizes. Layout still runs per
/// combination. Every combination of a run has the same options besides its canvas, so the
/// canvas's compile environment is the whole key.
final class CompileCache: Sendable {
  /// What the cache did: reads and parses, and lowerings (a matrix without the cache does
  /// each once per combination).
  struct Counts: Sendable, Equatable {
    var parses = 0
    var lowerings = 0
  }

  /// A preview of a Swift program (the program itself is read once per run, before the
  /// cache sees it).
  private struct PreviewKey: Hashable {
    var entry: ProgramEntry
    var part: Int
  }

  private let files = Mutex<[String: FileCompiles]>([:])
  private let previews = Mutex<[PreviewKey: FileCompiles]>([:])
  private let counted = Mutex(Counts())

  var counts: Counts { counted.withLock { $0 } }

  /// The file at `path`, read by `read` and parsed the first time it is asked for; a file
  /// that could not be read stops every combination with the same error.
  func parsed(_ path: String, read: () throws(LayoutCommand.Stop) -> SourceFile)
    throws(LayoutCommand.Stop) -> ParsedFile
  {
    try compiles(of: path).parsed {
      () throws(LayoutCommand.Stop) -> ParsedFile in
      let source = try read()
      let (syntax, diagnostics) = parse(source)
      counted.withLock { $0.parses += 1 }
      return ParsedFile(source: source, syntax: syntax, diagnostics: diagnostics)
    }
  }

  /// The file at `path` lowered for `environment`: an earlier lowering whose reads agree
  /// with it, else `lower()`'s.
  func lowered(
    _ path: String, for environment: CompileEnvironment, _ lower: () -> CompileResult
  ) -> CompileResult {
    compiles(of: path).lowered(for: environment) { count(lower()) }
  }

  /// A Swift program's preview lowered for `environment`, as `lowered` does a file.
  func lowered(
    _ entry: ProgramEntry, part: Int, for environment: CompileEnvironment,
    _ lower: () -> CompileResult
  ) -> CompileResult {
    let key = PreviewKey(entry: entry, part: part)
    let compiles = previews.withLock { previews in
      if let known = previews[key] { return known }
      let new = FileCompiles()
      previews[key] = new
      return new
    }
    return compiles.lowered(for: environment) { count(lower()) }
  }

  private func count(_ result: CompileResult) -> CompileResult {
    counted.withLock { $0.lowerings += 1 }
    return result
  }

  private func compiles(of path: String) -> FileCompiles {
    files.withLock { files in
      if let known = files[path] { return known }
      let new = FileCompiles()
      files[path] = new
      return new
    }
  }
}

/// A `.view` file as read and parsed, before lowering.
struct ParsedFile: Sendable {
  var source: SourceFile
  var syntax: FileSyntax
  var diagnostics: [Diagnostic]
}

/// One file's (or preview's) parse and lowerings, behind its own lock: a combination waits
/// only for another combination of the same file, so that no file is parsed or lowered twice
/// for one environment, and other files' combinations go on in parallel.
private final class FileCompiles: Sendable {
  private struct State {
    var parsed: Result<ParsedFile, LayoutCommand.Stop>?
    /// By the parts a lowering read, then by those parts' values.
    var lowered: [EnvironmentReads: [EnvironmentKey: CompileResult]] = [:]
  }

  private let state = Mutex(State())

  func parsed(_ parse: () throws(LayoutCommand.Stop) -> ParsedFile) throws(LayoutCommand.Stop)
    -> ParsedFile
  {
    let result = state.withLock { state in
      if let known = state.parsed { return known }
      let made: Result<ParsedFile, LayoutCommand.Stop>
      do throws(LayoutCommand.Stop) { made = .success(try parse()) } catch {
        made = .failure(error)
      }
      state.parsed = made
      return made
    }
    return try result.get()
  }

  func lowered(for environment: CompileEnvironment, _ lower: () -> CompileResult)
    -> CompileResult
  {
    state.withLock { state in
      // Lowering is a function of the parts it read: an environment that agrees with an
      // earlier one on them lowers to the same tree and diagnostics.
      for (reads, results) in state.lowered {
        if let known = results[reads.key(of: environment)] { return known }
      }
      let result = lower()
      let reads = result.environmentReads
      state.lowered[reads, default: [:]][reads.key(of: environment)] = result
      return result
    }
  }
}
