import LayoutEngine
import LayoutOutput

extension LayoutCommand {
  /// The trace to print: nil without `--trace`; every event, or with `--trace-view` those of
  /// the views it names (by `.id`, else by line). Naming no view is an error in the input
  /// (exit 2): the flag is well formed, the file has no such view.
  static func traceEntries(_ result: LayoutResult, _ options: RunOptions) -> Result<
    [TraceEntry]?, CommandLineError
  > {
    guard options.tracing else { return .success(nil) }
    guard let name = options.traceView else { return .success(TraceLog.entries(result)) }
    let views = TraceLog.views(matching: name, in: result.tree)
    guard !views.isEmpty else { return .failure(.unknownTraceView(name)) }
    return .success(TraceLog.entries(result, views: views))
  }
}
