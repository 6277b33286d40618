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
