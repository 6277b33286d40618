import LayoutEngine
import Testing

@testable import ViewDSL

/// `HStackLayout`, `VStackLayout`, `ZStackLayout` and `GridLayout` written directly as
/// containers (`VStackLayout { … }` works in SwiftUI: they are `Layout`s): the same layout as
/// the stack or grid, under their own names.
@Suite struct LayoutTypeContainerTests {
  func frames(_ text: String) throws -> (LayoutTree, [Double]) {
    let tree = try compileClean(text)
    let r = Layout.run(tree, on: Canvas()).frames
    return (
      tree,
      tree.views.flatMap { v -> [Double] in
        let f = r[Int(v.outermostNode)]
        return [f.minX, f.minY, f.width, f.height]
      }
    )
  }

  /// `HStackLayout(spacing: 4)` with a 40 × 20 box and a `Spacer` in a 100 × 20 frame: the
  /// Spacer learns the horizontal axis and takes 100 − 40 − 4 = 56 (0 tall, centred at
  /// y 412 + 10). The frame sits at ((390 − 100) / 2, (844 − 20) / 2) = (145, 412).
  @Test func hStackLayoutIsAnHStack() throws {
    let (tree, f) = try frames(
      """
      HStackLayout(spacing: 4)
        .frame(width: 100, height: 20)
        Color.red.frame(width: 40, height: 20)
        Spacer()
      """)
    #expect(tree.views[0].type == "HStackLayout")
    let expected: [Double] = [145, 412, 100, 20, 145, 412, 40, 20, 189, 422, 56, 0]
    #expect(f == expected)
  }

  /// `VStackLayout(alignment: .leading)`: a 40 × 10 and a 20 × 10 box, default spacing 8
  /// between two ordinary views: 40 × 28 at ((390 − 40) / 2, (844 − 28) / 2) = (175, 408),
  /// the second box at y 408 + 18 = 426, leading.
  @Test func vStackLayoutIsAVStack() throws {
    let (_, f) = try frames(
      """
      VStackLayout(alignment: .leading)
        Color.red.frame(width: 40, height: 10)
        Color.red.frame(width: 20, height: 10)
      """)
    let expected: [Double] = [175, 408, 40, 28, 175, 408, 40, 10, 175, 426, 20, 10]
    #expect(f == expected)
  }

  /// `ZStackLayout(alignment: .topLeading)` in a 100 × 50 frame at (145, 397): a greedy
  /// colour fills it, a 20 × 10 box sits at its top-leading corner.
  @Test func zStackLayoutIsAZStack() throws {
    let (_, f) = try frames(
      """
      ZStackLayout(alignment: .topLeading)
        .frame(width: 100, height: 50)
        Color.blue
        Color.red.frame(width: 20, height: 10)
      """)
    let expected: [Double] = [145, 397, 100, 50, 145, 397, 100, 50, 145, 397, 20, 10]
    #expect(f == expected)
  }

  /// `GridLayout(horizontalSpacing: 2)` with one `GridRow` of a 30 × 10 and a 20 × 10 box:
  /// 30 + 2 + 20 = 52 wide at ((390 − 52) / 2, (844 − 10) / 2) = (169, 417); the row spans
  /// the grid; cells at 169 and 201.
  @Test func gridLayoutIsAGrid() throws {
    let (tree, f) = try frames(
      """
      GridLayout(horizontalSpacing: 2)
        GridRow
          Color.red.frame(width: 30, height: 10)
          Color.red.frame(width: 20, height: 10)
      """)
    #expect(tree.views[0].type == "GridLayout")
    let expected: [Double] = [
      169, 417, 52, 10, 169, 417, 52, 10, 169, 417, 30, 10, 201, 417, 20, 10,
    ]
    #expect(f == expected)
  }
}
