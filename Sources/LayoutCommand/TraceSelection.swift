import LayoutEngine
import LayoutOutput

extension LayoutCommand {
  /// A message for standard error: `--trace-view` named no view of the file.
  struct UnknownTraceView: Error {
    var message: String
  }

  /// The trace to print: nil without `--trace`; every event, or with `--trace-view` those of
  /// the views it names (by `.id`, else by line). Naming no view is an error in the input
  /// (exit 2): the flag is well formed, the file has no such view.
  static func traceEntries(_ result: LayoutResult, _ options: RunOptions) -> Result<
    [TraceEntry]?, UnknownTraceView
  > {
    guard options.tracing else { return .success(nil) }
    guard let name = options.traceView else { return .success(TraceLog.entries(result)) }
    let views = TraceLog.views(matching: name, in: result.tree)
    guard !views.isEmpty else {
      var problem = "no view has the id '\(name)'"
      if let line = Int(name), line > 0 {
        problem += ", and no view or layout modifier is on line \(line)"
      }
      return .failure(UnknownTraceView(message: "error: --trace-view \(name): \(problem)\n"))
    }
    return .success(TraceLog.entries(result, views: views))
  }
}
