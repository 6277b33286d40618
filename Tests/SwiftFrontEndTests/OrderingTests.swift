import Testing

/// Values put in order (`sorted()`, `min`, `max`) as Swift orders them, or not at all: values
/// layoutc cannot order make the result unknown instead of keeping them as they came.
@Suite struct OrderingTests {
  /// An enumeration declared `Comparable` (no raw type) orders its cases as declared, as
  /// Swift synthesizes it: [large, small, medium] sorted is small, medium, large, so the
  /// bars are 10, 20, 30 wide from the left; `max()` is `.large`, so the last bar is 5 wide.
  /// Before, the cases stayed in the array's order (30, 10, 20), silently.
  @Test func comparableEnumerationsSortInDeclarationOrder() {
    let out = layOutSwift([
      """
      enum Size: Comparable { case small, medium, large }
      struct Sorted: View {
        let sizes: [Size] = [.large, .small, .medium]
        var body: some View {
          HStack(spacing: 0) {
            ForEach(sizes.sorted(), id: \\.self) { size in
              Color.red.frame(width: size == .small ? 10 : size == .medium ? 20 : 30, height: 10)
            }
            Color.blue.frame(width: sizes.max() == .large ? 5 : 50, height: 10)
          }
        }
      }
      #Preview { Sorted() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.dropFirst().map { $0[2] } == [10, 20, 30, 5])
  }

  /// `<` and `>` written between the app's values, or passed as `sorted(by: <)`, order them
  /// as `sorted()` does: the enumeration's own `static func <` (by `rank`: b 1, a 2, c 3) and
  /// a synthesized one (declaration order, then payloads: `.big(1) < .big(2)`). Sorted by `<`
  /// [a, b, c] is b, a, c (10, 20, 30 wide); by `>` c, a, b; the last bar is 5 wide because
  /// `.small < .big(1)` and `.big(2) > .big(1)` (it was "cannot compare").
  @Test func comparisonOperatorsOnTheAppsValues() {
    let out = layOutSwift([
      """
      enum Kind: Comparable {
        case a, b, c
        var rank: Int {
          switch self {
          case .a: 2
          case .b: 1
          case .c: 3
          }
        }
        static func < (l: Kind, r: Kind) -> Bool { l.rank < r.rank }
      }
      enum Box: Comparable { case small, big(Int) }
      struct Sorted: View {
        let kinds: [Kind] = [.a, .b, .c]
        let small: Box = .small
        let one: Box = .big(1)
        let two: Box = .big(2)
        var body: some View {
          HStack(spacing: 0) {
            ForEach(kinds.sorted(by: <), id: \\.self) { k in
              Color.red.frame(width: Double(k.rank) * 10, height: 10)
            }
            ForEach(kinds.sorted(by: >), id: \\.self) { k in
              Color.red.frame(width: Double(k.rank), height: 10)
            }
            Color.blue.frame(width: small < one && two > one && one <= one ? 5 : 50, height: 10)
          }
        }
      }
      #Preview { Sorted() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.dropFirst().map { $0[2] } == [10, 20, 30, 3, 2, 1, 5])
  }

  /// Dynamic Type sizes order as SwiftUI's `DynamicTypeSize` does: the smallest of large and
  /// xSmall is xSmall, so the bar is 10 wide.
  @Test func dynamicTypeSizesOrder() {
    let out = layOutSwift([
      """
      struct Smallest: View {
        var body: some View {
          let sizes: [DynamicTypeSize] = [.large, .xSmall]
          Color.red.frame(width: sizes.min() == .xSmall ? 10 : 20, height: 10)
        }
      }
      #Preview { Smallest() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.map { $0[2] } == [10])
  }

  /// Values with no order layoutc knows (here SwiftUI edges, which are not `Comparable`
  /// in SwiftUI either) make `sorted()` unknown: an error where the layout reads it, not
  /// the array as it came.
  @Test func valuesWithoutAnOrderAreNotSortedSilently() {
    let out = layOutSwift([
      """
      struct Edges: View {
        let edges: [Edge] = [.top, .bottom]
        var body: some View {
          Color.red.frame(width: edges.sorted().first == .top ? 10 : 20, height: 10)
        }
      }
      #Preview { Edges() }
      """
    ])
    #expect(out.messages.count == 1)
    #expect(out.messages.first?.contains("cannot compare") == true)
  }
}
