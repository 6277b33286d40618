import Testing

/// An integer literal given where a floating-point type is declared is a floating-point value,
/// as Swift types it: it divides as one and prints as one.
@Suite struct DeclaredTypeTests {
  /// `spacing / 4` with `let spacing: CGFloat = 10` is 2.5, so the bar is 2.5 wide; `half(3)`
  /// of a `CGFloat` parameter is 1.5, so the second is 1.5 wide. Before, both divided as
  /// integers (2 and 1), silently.
  @Test func integerLiteralsOfFloatingPointTypesDivideAsThem() {
    let out = layOutSwift([
      """
      struct Bars: View {
        let spacing: CGFloat = 10
        func half(_ x: CGFloat) -> CGFloat { x / 2 }
        var body: some View {
          VStack(spacing: 0) {
            Color.red.frame(width: spacing / 4, height: 10)
            Color.blue.frame(width: half(3), height: 10)
          }
        }
      }
      #Preview { Bars() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.dropFirst().map { $0[2] } == [2.5, 1.5])
  }

  /// Stored properties, memberwise arguments, arrays, optionals, computed properties and
  /// locals of floating-point types print as Swift prints them ("10.0", "[1.0, 2.0]").
  @Test func floatingPointValuesPrintAsSwiftPrintsThem() {
    let out = swiftTexts([
      """
      struct Item { var width: CGFloat }
      struct P: View {
        var d: Double = 3
        let item = Item(width: 5)
        let widths: [CGFloat] = [1, 2]
        let limit: Double? = 4
        var computed: Double { 7 }
        var body: some View {
          let w: CGFloat = 10
          VStack {
            Text("\\(d) \\(item.width) \\(widths) \\(limit ?? 0) \\(computed) \\(w / 4)")
          }
        }
      }
      #Preview { P() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["3.0 5.0 [1.0, 2.0] 4.0 7.0 2.5"])
  }

  /// A raw value is of the enumeration's raw type (`CGFloat`: 10.0 / 4 = 2.5), and an `Int`
  /// raw value not written is one more than the case before (`low = 1, mid, high`: 2 and 3).
  /// Before, "2" and "1 2", silently.
  @Test func rawValuesOfTheirType() {
    let out = swiftTexts([
      """
      enum Step: CGFloat { case small = 10, large = 20 }
      enum Level: Int { case low = 1, mid, high }
      struct P: View {
        var body: some View {
          Text("\\(Step.small.rawValue / 4) \\(Level.mid.rawValue) \\(Level.high.rawValue)")
        }
      }
      #Preview { P() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.texts == ["2.5 2 3"])
  }

  /// A local's declared type names the type of an implicit member given for it, optional or
  /// not (`let c: Color? = .red`, `let best: Kind = .best`): the red 5 × 5 square; the bar is
  /// 3 × 4 as `list.first == .a` and `best == .b`. The stack is 10 + 8 + 5 + 8 + 4 = 35 tall.
  @Test func implicitMembersOfDeclaredLocals() {
    let out = layOutSwift([
      """
      enum Kind {
        case a, b
        static let best: Kind = .b
      }
      struct P: View {
        var body: some View {
          let k: Kind? = .b
          let c: Color? = .red
          let list: [Kind] = [.a]
          let best: Kind = .best
          VStack {
            Color.red.frame(width: k == .b ? 10 : 20, height: 10)
            (c ?? .blue).frame(width: 5, height: 5)
            Color.red.frame(width: list.first == .a ? 3 : 30, height: best == .b ? 4 : 40)
          }
        }
      }
      #Preview { P() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { $0[2...] } == [[10, 35], [10, 10], [5, 5], [3, 4]])
  }
}
