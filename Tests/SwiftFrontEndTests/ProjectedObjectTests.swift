import Testing

/// `$object.property` on an `@ObservedObject`, `@StateObject` or `@EnvironmentObject`: the
/// wrapper's projection gives a `Binding` to the property, which a preview reads as the
/// property's value, written with `self.` or without.
@Suite struct ProjectedObjectTests {
  /// The text field takes what the HStack leaves after the 10-point square: 390 − 10 = 380;
  /// the square shows because the bound text ("Dune") is not empty. The HStack fills the
  /// canvas's width and is as tall as the field's line.
  @Test func aProjectedPropertyIsABindingToIt() {
    let out = layOutSwift([
      """
      final class SearchText: ObservableObject { @Published var text = "Dune" }
      final class Store: ObservableObject { @Published var query = "x" }
      struct SearchField: View {
        @ObservedObject var wrapper: SearchText
        @StateObject private var local = SearchText()
        @EnvironmentObject var store: Store
        var body: some View {
          HStack(spacing: 0) {
            TextField("Search", text: self.$wrapper.text)
            if !self.$local.text.wrappedValue.isEmpty && !$store.query.wrappedValue.isEmpty {
              Color.red.frame(width: 10, height: 10)
            }
          }
        }
      }
      #Preview { SearchField(wrapper: SearchText()).environmentObject(Store()) }
      """
    ])
    #expect(out.messages == [])
    #expect(out.types == ["HStack", "TextField", "Color"])
    #expect(out.frames.count == 3)
    #expect(out.frames.dropFirst().map { $0[2] } == [380, 10])
  }
}
