import Testing

/// Shapes met in real apps' sources that once stopped a preview or laid out the wrong thing.
@Suite struct RealCodeTests {
  /// Two providers each nest a `struct Preview`: each provider's `previews` means its own.
  /// The second's is 80 × 40, centred at ((390 − 80) / 2, (844 − 40) / 2) = (155, 402).
  @Test func nestedTypesWithOneNameResolveInsideTheirProvider() {
    let files = [
      """
      struct A_Previews: PreviewProvider {
        struct Preview: View { var body: some View { Color.red.frame(width: 20, height: 20) } }
        static var previews: some View { Preview() }
      }
      """,
      """
      struct B_Previews: PreviewProvider {
        struct Preview: View { var body: some View { Color.red.frame(width: 80, height: 40) } }
        static var previews: some View { Preview() }
      }
      """,
    ]
    let first = layOutSwift(files, preview: 0)
    let second = layOutSwift(files, preview: 1)
    #expect(first.messages == [] && second.messages == [])
    #expect(first.frames.last == [185, 412, 20, 20])
    #expect(second.frames.last == [155, 402, 80, 40])
  }

  /// `Task { … }` in a model's initializer is work for later: never run, so the undeclared
  /// call inside it reports nothing. The text-free square is 50 × 50 at (170, 397).
  @Test func taskClosuresAreNotRun() {
    let out = layOutSwift([
      """
      @Observable final class Store {
        var items: [String] = []
        init() { Task { await self.load(); undefinedCall() } }
        func load() async {}
      }
      struct Screen: View {
        @State var store = Store()
        var body: some View { Color.blue.frame(width: 50 + Double(store.items.count), height: 50) }
      }
      #Preview { Screen() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames.last == [170, 397, 50, 50])
  }

  /// A gesture's `.onChanged { … }` is an action although its callee is not a modifier of a
  /// view: it must not run (it would assign to a `@State`) nor be taken for content.
  @Test func gestureCallbacksAreNotRun() {
    let out = layOutSwift([
      """
      struct Drag: View {
        @State private var offset = CGSize.zero
        var body: some View {
          Color.green.frame(width: 60, height: 60)
            .gesture(DragGesture().onChanged { value in offset = value.translation; boom() })
        }
      }
      #Preview { Drag() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types.contains("Color"))
  }
}

/// Swift's standard library as view code calls it.
@Suite struct StandardLibraryTests {
  /// Operators and key paths as functions: `reduce(0, +)` of the key path's values is
  /// 3 + 4 = 7; `sorted(by: >)` is descending. The text is measured, so only its content is
  /// checked.
  @Test func operatorsAndKeyPathsAsFunctions() {
    let out = layOutSwift([
      """
      struct Sale { var count: Int }
      struct Total: View {
        var sales = [Sale(count: 3), Sale(count: 4)]
        var total: Int { sales.map(\\.count).reduce(0, +) }
        var body: some View { Text("\\(total) \\([3, 1, 2].sorted(by: >))") }
      }
      #Preview { Total() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["Text"])
  }

  /// `item?.name` on a nil item is nil, so `??` gives the fallback: the 40-point square.
  @Test func optionalChainOnNil() {
    let out = layOutSwift([
      """
      struct Item { var side: Double }
      struct Tile: View {
        var item: Item? = nil
        var body: some View { Color.red.frame(width: item?.side ?? 40, height: 40) }
      }
      #Preview { Tile() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[175, 402, 40, 40]])
  }
}
