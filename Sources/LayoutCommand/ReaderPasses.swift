import LayoutEngine
import TextMeasurement
import ViewDSL

extension LayoutCommand {
  /// Readers whose content waits for their size, nested this deep, settle; past it, an error.
  static let maximumReaderPasses = 8

  /// Compiles with `compile`, then, while the result has `GeometryReader`s whose content
  /// waits for their size (`CompileResult.deferredReaders`), lays the tree out on `canvas`,
  /// reads those readers' sizes and compiles again with them. A reader's size never depends
  /// on its content, so each pass keeps the sizes the one before found; each settles the
  /// readers of one more level of nesting.
  static func compileWithReaders(
    _ options: CompileOptions, _ canvas: Canvas, _ run: RunOptions, _ report: Report,
    _ compile: (CompileOptions) -> CompileResult
  ) -> CompileResult {
    var compiling = options
    compiling.readersMayWait = true
    var compiled = compile(compiling)
    var passes = 0
    while !compiled.deferredReaders.isEmpty, !compiled.hasErrors, let tree = compiled.tree,
      passes < maximumReaderPasses
    {
      // A font that cannot be read stops the run in layout, where it is reported.
      let measurer: TextMeasurer?
      do { measurer = try Self.measurer(for: tree, run, canvas, report) } catch { break }
      let result = Layout.run(
        tree, on: canvas, textMeasurer: measurer, dynamicTypeSize: run.dynamicTypeSize)
      for (key, reader) in compiled.deferredReaders {
        compiling.readerSizes[key] = result.frames[Int(reader.node)].size
      }
      compiled = compile(compiling)
      passes += 1
    }
    if !compiled.deferredReaders.isEmpty, !compiled.hasErrors {
      let unsettled = compiled.deferredReaders.values.map(\.location).sorted {
        $0.offset < $1.offset
      }
      compiled.diagnostics += unsettled.map {
        Diagnostic(.readerSizeNotSettled(limit: maximumReaderPasses), at: $0)
      }
      compiled.tree = nil
    }
    return compiled
  }
}
