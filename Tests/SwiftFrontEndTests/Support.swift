import LayoutEngine
import SwiftFrontEnd
import ViewDSL

/// Reads Swift source, evaluates its only preview (or `entry`), and lays it out unrounded on a
/// 390 × 844 canvas with no safe area: the frames of the output's views, and every diagnostic.
func layOutSwift(
  _ files: [String], preview: Int = 0, part: Int = 0, options: CompileOptions = CompileOptions()
) -> (
  frames: [[Double]], types: [String], messages: [String]
) {
  let sources = files.enumerated().map { SourceFile(name: "F\($0.offset).swift", text: $0.element) }
  let read = SwiftProgramReader.read(sources)
  let result = compile(
    read.program, entry: .preview(preview), part: part, parseDiagnostics: read.diagnostics,
    options: options)
  var messages = result.diagnostics.map {
    "\($0.location.line):\($0.location.column) \($0.message)"
  }
  guard let tree = result.tree else { return ([], [], messages) }
  let frames = Layout.run(tree, on: Canvas()).frames
  // The app's own layouts report what they could not evaluate after layout, as the command does.
  messages += layoutDiagnostics(in: tree).map {
    "\($0.location.line):\($0.location.column) \($0.message)"
  }
  return (
    tree.views.map { v in
      let r = frames[Int(v.node)]
      return [r.minX, r.minY, r.width, r.height]
    }, tree.views.map(\.type), messages
  )
}

/// The canvases a Swift source's preview asks for (`previewParts`).
func swiftPreviewParts(_ files: [String], preview: Int = 0) -> [PreviewPart] {
  let sources = files.enumerated().map { SourceFile(name: "F\($0.offset).swift", text: $0.element) }
  return previewParts(SwiftProgramReader.read(sources).program, entry: .preview(preview))
}

/// The texts a Swift source's preview shows, in output order, and its diagnostics.
func swiftTexts(_ files: [String], options: CompileOptions = CompileOptions()) -> (
  texts: [String], messages: [String]
) {
  let sources = files.enumerated().map { SourceFile(name: "F\($0.offset).swift", text: $0.element) }
  let read = SwiftProgramReader.read(sources)
  let result = compile(
    read.program, entry: .preview(0), parseDiagnostics: read.diagnostics, options: options)
  let messages = result.diagnostics.map {
    "\($0.location.line):\($0.location.column) \($0.message)"
  }
  return (result.tree?.views.compactMap(\.text) ?? [], messages)
}
