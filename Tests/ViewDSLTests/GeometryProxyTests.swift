import LayoutEngine
import Testing

@testable import ViewDSL

/// `.frame(width:height:)` reading a `GeometryReader`'s proxy: the lengths are computed from the
/// reader's size as placed. Canvas 390×844, no safe area.
@Suite struct GeometryProxyTests {
  /// The reader fills the canvas (390 × 844); 390 × 0.3 = 117, 390 / 2 = 195, 844 − 20 = 824.
  /// The HStack (117 + 195 = 312 wide) sits at the reader's top-leading corner; the blue
  /// colour, 824 tall in an 844-tall row, is centred: y = 10.
  @Test func framesReadTheReadersSize() throws {
    let t = try layOut(
      """
      GeometryReader { proxy in
        HStack(spacing: 0) {
          Color.red.frame(width: proxy.size.width * 0.3).id("red")
          Color.blue.frame(width: proxy.size.width / 2, height: proxy.size.height - 20).id("blue")
        }
      }
      """)
    let red = t.1[Int(try t.0.view("red").node)]
    let blue = t.1[Int(try t.0.view("blue").node)]
    #expect([red.minX, red.minY, red.width, red.height] == [0, 0, 117, 844])
    #expect([blue.minX, blue.minY, blue.width, blue.height] == [117, 10, 195, 824])
  }

  /// The proxy is the reader's final size, not the canvas: in an HStack with a 90-point colour
  /// the reader gets 390 − 90 = 300 (and the full 844 height); `min(proxy.size.width, 100)`
  /// is 100 and `proxy.frame(in: .local).height / 4` is 211; aligned to the top inside the
  /// reader's 300 × 844 content: the frame is 100 × 211 at the reader's origin (x 90).
  @Test func theReadersShareNotTheCanvas() throws {
    let t = try layOut(
      """
      HStack(spacing: 0)
        Color.gray.frame(width: 90)
        GeometryReader { geo in
          Color.red
            .frame(width: min(geo.size.width, 100), height: geo.frame(in: .local).height / 4)
            .id("red")
        }
      """)
    let red = t.1[Int(try t.0.view("red").node)]
    #expect([red.minX, red.minY, red.width, red.height] == [90, 0, 100, 211])
  }

  /// Nested readers: each proxy by its name. The outer reader is 390 × 844; the inner one is
  /// framed to 200 × 100 at the outer's top-leading corner. `inner.size.width / 2` = 100,
  /// `outer.size.height / 4` = 211.
  @Test func nestedReadersByName() throws {
    let t = try layOut(
      """
      GeometryReader { outer in
        GeometryReader { inner in
          Color.red.frame(width: inner.size.width / 2, height: 10).id("a")
          Color.blue.frame(width: 10, height: outer.size.height / 4).id("b")
        }
        .frame(width: 200, height: 100)
      }
      """)
    #expect(t.1[Int(try t.0.view("a").node)].width == 100)
    #expect(t.1[Int(try t.0.view("b").node)].height == 211)
  }

  /// Each length reads its own reader: the outer fills 390 × 844, the inner is framed to
  /// 200 × 100 at its corner. `outer.size.width / 2` = 195, `inner.size.height / 2` = 50; the
  /// colour sits at the inner reader's top-leading corner, (0, 0).
  @Test func eachLengthReadsItsOwnReader() throws {
    let t = try layOut(
      """
      GeometryReader { outer in
        GeometryReader { inner in
          Color.red.frame(width: outer.size.width / 2, height: inner.size.height / 2).id("c")
        }
        .frame(width: 200, height: 100)
      }
      """)
    let c = t.1[Int(try t.0.view("c").node)]
    #expect([c.minX, c.minY, c.width, c.height] == [0, 0, 195, 50])
  }

  /// A negative length fixes nothing, as SwiftUI ignores an invalid frame dimension: the
  /// colour keeps the reader's width, 390 (390 − 1000 = −610). Laying out finds it: advice
  /// for the colour's frame (view 1, modifier 0), which the command prints as a warning.
  @Test func aNegativeLengthIsIgnored() throws {
    let t = try layOut(
      """
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width - 1000, height: 10).id("red")
      }
      """)
    #expect(t.1[Int(try t.0.view("red").node)].width == 390)
    let advice = Layout.run(t.0, on: Canvas()).advice
    let lengths = InvalidFrameLengths(width: -610, height: nil)
    #expect(advice == [LayoutAdvice(view: 1, modifier: 0, kind: .invalidFrameLength(lengths))])
  }

  /// The frame's other arguments are checked as a fixed frame's: a flexible limit beside a
  /// proxy length has no form, a negative number is an invalid dimension.
  @Test func theOtherArgumentsAreCheckedAsAFramesAre() {
    assertCompileDiagnostics(
      """
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width, 1️⃣maxHeight: 100)
        Color.red.frame(width: proxy.size.width / 2, height: 2️⃣-5)
      }
      """, [.init("1️⃣", "incompatibleArguments"), .init("2️⃣", "invalidFrameDimension")])
  }

  /// A modifier that changes no layout may read the proxy (`.preference(key:value:)` is how
  /// real code passes a size up): nothing laid out depends on it.
  @Test func modifiersWithoutLayoutEffectMayReadIt() throws {
    _ = try compileClean(
      """
      GeometryReader { proxy in
        Color.red
          .frame(width: 10, height: 10)
          .preference(key: SizeKey.self, value: proxy.size)
          .opacity(proxy.size.width / 390)
      }
      """)
  }

  /// Any other use of the proxy is an error at it, never a silent number.
  @Test func otherUsesAreErrors() {
    assertCompileDiagnostics(
      "GeometryReader { proxy in\n  Color.red.padding(1️⃣proxy.size.width)\n}\n",
      [.init("1️⃣", "proxyReadOnlyInFrame")])
    assertCompileDiagnostics(
      "GeometryReader { proxy in\n  Color.red.frame(minWidth: 1️⃣proxy.size.width)\n}\n",
      [.init("1️⃣", "proxyReadOnlyInFrame")])
    assertCompileDiagnostics(
      "GeometryReader { proxy in\n  Color.red.frame(width: 1️⃣proxy.safeAreaInsets.top)\n}\n",
      [.init("1️⃣", "proxyReadOnlyInFrame")])
    assertCompileDiagnostics(
      """
      GeometryReader { a in
        GeometryReader { b in
          Color.red.frame(width: a.size.width - 1️⃣b.size.width)
        }
      }
      """, [.init("1️⃣", "proxyFromTwoReaders")])
    assertCompileDiagnostics(
      """
      GeometryReader { proxy in
        Color.red
          .frame(width: 10, height: 10)
          .alignmentGuide(.leading) { d in 1️⃣proxy.size.width }
      }
      """, [.init("1️⃣", "proxyReadOnlyInFrame")])
  }
}
