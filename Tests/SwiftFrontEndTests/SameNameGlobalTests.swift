import LayoutEngine
import SwiftFrontEnd
import Testing
import ViewDSL

/// A folder of two targets, each declaring `let sampleSide`: a file reads its own folder's
/// declaration, and a file as near to both is an error naming them.
@Suite struct SameNameGlobalTests {
  /// The frames and messages of the only preview of files with these paths.
  func layOut(_ files: [(String, String)]) -> (frames: [[Double]], messages: [String]) {
    let read = SwiftProgramReader.read(files.map { SourceFile(name: $0.0, text: $0.1) })
    let result = compile(read.program, entry: .preview(0), parseDiagnostics: read.diagnostics)
    let messages = result.diagnostics.map {
      "\($0.location.line):\($0.location.column) \($0.message)"
    }
    guard let tree = result.tree else { return ([], messages) }
    let frames = Layout.run(tree, on: Canvas()).frames
    return (tree.views.map { [frames[Int($0.node)].width, frames[Int($0.node)].height] }, messages)
  }

  static let targets = [
    ("App/Sample.swift", "let sampleSide: Double = 20"),
    ("AppTV/Sample.swift", "let sampleSide: Double = 60"),
  ]

  /// `App/Views/Square.swift` shares `App` with the first declaration and nothing with the
  /// second: its square is 20 × 20. The same view in `AppTV/` is 60 × 60.
  @Test func aFileReadsItsOwnTargetsDeclaration() {
    let square = """
      struct Square: View {
        var body: some View { Color.red.frame(width: sampleSide, height: sampleSide) }
      }
      #Preview { Square() }
      """
    let app = layOut(Self.targets + [("App/Views/Square.swift", square)])
    #expect(app.messages == [])
    #expect(app.frames == [[20, 20]])
    let tv = layOut(Self.targets + [("AppTV/Views/Square.swift", square)])
    #expect(tv.messages == [])
    #expect(tv.frames == [[60, 60]])
  }

  /// A file of a third folder is as near to both: an error where it reads the name.
  @Test func aFileAsNearToBothIsAnError() {
    let out = layOut(
      Self.targets + [
        ("Shared/Square.swift", "#Preview { Color.red.frame(width: sampleSide, height: 10) }")
      ])
    #expect(
      out.messages == [
        "1:35 'sampleSide' is declared in several of the files given ('App/Sample.swift', 'AppTV/Sample.swift'), as separate targets of one folder would, and none is nearer this file's folder than the others; give the folder of one target"
      ])
  }

  /// Each file's own `private let side` comes first: the preview's file, read first, reads its
  /// 30, not the 50 of the file beside it in the same folder.
  @Test func aFileReadsItsOwnDeclarationFirst() {
    let out = layOut([
      (
        "App/A.swift",
        "private let side: Double = 30\n#Preview { Color.red.frame(width: side, height: side) }"
      ),
      ("App/B.swift", "private let side: Double = 50"),
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[30, 30]])
  }

  /// A global `var accent: Double` and a global `func accent(wide:)`: `accent` is the variable
  /// (10), `accent(wide: true)` the function (30), as Swift resolves a call with arguments (it
  /// called the variable's value: "expected a color for 'color', found a call" in an app).
  @Test func aCallOfANameBothAVariableAndAFunction() {
    let out = layOutSwift([
      """
      var accent: Double { 10 }
      func accent(wide: Bool) -> Double { wide ? 30 : 20 }
      #Preview {
        VStack(spacing: 0) {
          Color.red.frame(width: accent, height: 1)
          Color.red.frame(width: accent(wide: true), height: 1)
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.dropFirst().map { $0[2] } == [10, 30])
  }
}
