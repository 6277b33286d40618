import LayoutEngine
import SwiftFrontEnd
import Testing
import ViewDSL

/// `GeometryReader`s whose content chooses views by the proxy's size: the first compile lays
/// the reader out empty and names it; laid out, the reader has its size (its proposal, never
/// its content's); compiled again with it, the content is the one SwiftUI shows.
@Suite struct ReaderSizeTests {
  static let adaptive = """
    struct Adaptive: View {
      var body: some View {
        GeometryReader { proxy in
          if proxy.size.width > 300 {
            Color.red.frame(width: 100, height: 50)
          } else {
            Color.blue.frame(width: 50, height: 100)
          }
        }
      }
    }
    """

  /// Compiles, lays out and compiles again while readers wait, as the command does
  /// (`LayoutCommand.compileWithReaders`); the frames and types of the last compile.
  func settle(_ source: String) -> (
    frames: [[Double]], types: [String], messages: [String], passes: Int
  ) {
    let read = SwiftProgramReader.read([SourceFile(name: "F0.swift", text: source)])
    var options = CompileOptions()
    options.readersMayWait = true
    var result = compile(read.program, entry: .preview(0), options: options)
    var passes = 0
    while let tree = result.tree, !result.deferredReaders.isEmpty, passes < 8 {
      let laid = Layout.run(tree, on: Canvas())
      for (key, reader) in result.deferredReaders {
        options.readerSizes[key] = laid.frames[Int(reader.node)].size
      }
      result = compile(read.program, entry: .preview(0), options: options)
      passes += 1
    }
    let messages = result.diagnostics.map {
      "\($0.location.line):\($0.location.column) \($0.message)"
    }
    guard let tree = result.tree else { return ([], [], messages, passes) }
    let frames = Layout.run(tree, on: Canvas()).frames
    return (
      tree.views.map {
        let r = frames[Int($0.node)]
        return [r.minX, r.minY, r.width, r.height]
      },
      tree.views.map(\.type), messages, passes
    )
  }

  /// On the 390-point canvas the reader is 390 wide: the red 100 × 50 at its top-leading
  /// corner. Framed 200 wide, the reader is 200 wide, centred at x 95: the blue 50 × 100 there.
  /// One pass each; before, "'proxy.size.width' is known only during layout".
  @Test func theContentIsTheOneForTheReadersSize() {
    let wide = settle(Self.adaptive + "\n#Preview { Adaptive() }")
    #expect(wide.messages == [])
    #expect(wide.passes == 1)
    #expect(wide.types == ["GeometryReader", "Color"])
    #expect(wide.frames[1] == [0, 0, 100, 50])
    let narrow = settle(Self.adaptive + "\n#Preview { Adaptive().frame(width: 200) }")
    #expect(narrow.messages == [])
    #expect(narrow.frames[1] == [95, 0, 50, 100])
  }

  /// The first compile names the waiting reader and reports nothing; the reader is empty.
  @Test func theFirstCompileWaits() {
    let read = SwiftProgramReader.read([
      SourceFile(name: "F0.swift", text: Self.adaptive + "\n#Preview { Adaptive() }")
    ])
    var options = CompileOptions()
    options.readersMayWait = true
    let first = compile(read.program, entry: .preview(0), options: options)
    #expect(first.diagnostics.isEmpty)
    #expect(first.deferredReaders.count == 1)
    #expect(first.tree?.views.map(\.type) == ["GeometryReader"])
    // A caller that does not lay out and compile again gets the error, not an empty reader.
    let once = compile(read.program, entry: .preview(0))
    #expect(once.deferredReaders.isEmpty)
    #expect(
      once.diagnostics.first?.message.hasPrefix("'proxy.size.width' is known only during layout")
        == true)
  }

  /// A reader inside a waiting reader's content waits for the next pass: two passes. The
  /// outer reader is 844 tall, so its stack shows; each `Half` in it is 390 × 422 (the stack
  /// splits 844), not wider than tall, so each shows its blue 10 × 40 bar at its own
  /// top-leading corner: y 0 and 422.
  @Test func nestedReadersSettleOneLevelAPass() {
    let out = settle(
      """
      struct Half: View {
        var body: some View {
          GeometryReader { inner in
            if inner.size.width > inner.size.height {
              Color.red.frame(width: 40, height: 10)
            } else {
              Color.blue.frame(width: 10, height: 40)
            }
          }
        }
      }
      #Preview {
        GeometryReader { outer in
          if outer.size.height > 800 {
            VStack(spacing: 0) { Half(); Half() }
          }
        }
      }
      """)
    #expect(out.messages == [])
    #expect(out.passes == 2)
    #expect(
      out.types == [
        "GeometryReader", "VStack", "GeometryReader", "Color", "GeometryReader", "Color",
      ])
    #expect(out.frames[3] == [0, 0, 10, 40])
    #expect(out.frames[5] == [0, 422, 10, 40])
  }

  static func square(padding: String) -> String {
    """
    struct Square: View {
      var body: some View {
        GeometryReader { proxy in
          let length = min(proxy.size.width, proxy.size.height)
          Color.red
            \(padding)
            .frame(width: length, height: length)
        }
        .frame(width: 200, height: 100)
      }
    }
    #Preview { Square() }
    """
  }

  /// Food Truck's donut box: the side is the reader's shorter side, min(200, 100) = 100, and
  /// the padding floor(100 × 0.15) = 15, so the colour is 70 × 70 at (15, 15) in the reader,
  /// which the 390 × 844 canvas centres at (95, 372): the colour at (110, 387). The content
  /// waits one pass for the size; before, `floor` of the size was an error.
  @Test func sizesComputedFromTheProxyAreNumbersOnceItIsKnown() {
    let out = settle(Self.square(padding: ".padding(floor(length * 0.15))"))
    #expect(out.messages == [])
    #expect(out.passes == 1)
    #expect(out.types == ["GeometryReader", "Color"])
    #expect(out.frames[0] == [95, 372, 200, 100])
    #expect(out.frames[1] == [110, 387, 70, 70])
  }

  /// Without waiting (a library caller's compile), `min` of the proxy's sides stays an
  /// expression `.frame` evaluates as laid out: 100 × 100. It took the first side, 200,
  /// silently, before.
  @Test func minOfTheProxysSidesIsNotDecidedBeforeLayout() {
    let source = Self.square(padding: "")
    let read = SwiftProgramReader.read([SourceFile(name: "F0.swift", text: source)])
    let result = compile(read.program, entry: .preview(0), options: CompileOptions())
    #expect(result.diagnostics.isEmpty)
    let tree = try! #require(result.tree)
    let frames = Layout.run(tree, on: Canvas()).frames
    let color = frames[Int(tree.views[1].node)]
    #expect([color.minX, color.minY, color.width, color.height] == [95, 372, 100, 100])
  }
}
