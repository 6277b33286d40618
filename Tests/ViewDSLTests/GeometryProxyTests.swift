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

  /// A negative length fixes nothing, as SwiftUI ignores an invalid frame dimension: the
  /// colour keeps the reader's width, 390.
  @Test func aNegativeLengthIsIgnored() throws {
    let t = try layOut(
      """
      GeometryReader { proxy in
        Color.red.frame(width: proxy.size.width - 1000, height: 10).id("red")
      }
      """)
    #expect(t.1[Int(try t.0.view("red").node)].width == 390)
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
  }
}
