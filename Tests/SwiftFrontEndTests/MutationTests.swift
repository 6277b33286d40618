import Testing

/// Values changed in place, as Swift changes them: what an `if` body assigns to `self`'s
/// properties, an array's `append` in a function, `self.init(…)` delegation.
@Suite struct MutationTests {
  /// `Box(wide: true)` assigns `side = 60` inside the `if`: the square is 60, not the 20 it
  /// starts as (before, the assignment was lost when the `if` body ended). `sizes()` appends
  /// 10 and 30 to an empty array: the two bars are 10 and 30 wide (before, the appends were
  /// dropped and the `ForEach` made none). `Box()` delegates to `init(wide: false)`.
  @Test func assignmentsAndAppendsStay() {
    let out = layOutSwift([
      """
      struct Box: View {
        var side = 20.0
        init() { self.init(wide: false) }
        init(wide: Bool) {
          if wide { side = 60 }
        }
        func sizes() -> [Double] {
          var result: [Double] = []
          for i in 0..<2 { result.append(Double(i) * 20 + 10) }
          return result
        }
        var body: some View {
          VStack(spacing: 0) {
            Color.red.frame(width: side, height: side)
            ForEach(sizes(), id: \\.self) { w in Color.blue.frame(width: w, height: 5) }
          }
        }
      }
      #Preview { VStack(spacing: 0) { Box(wide: true); Box() } }
      """
    ])
    #expect(out.messages == [])
    // Widths in output order: the outer stack and the first box's stack 60 (its square), the
    // square, its bars 10 and 30; the second box's stack 30 (its widest bar), its square 20,
    // its bars 10 and 30.
    #expect(out.frames.map { $0[2] } == [60, 60, 60, 10, 30, 30, 20, 10, 30])
  }
}
