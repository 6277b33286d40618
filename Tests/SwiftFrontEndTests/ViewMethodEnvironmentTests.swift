import Testing

/// The environment an app's own `extension View` method gives (`.withPreviewsEnv()`): SwiftUI
/// evaluates the receiver's body inside it, so the receiver's views read what the method's
/// `.environment(…)` and `.environmentObject(…)` set.
@Suite struct ViewMethodEnvironmentTests {
  /// A preview's `VStack { Row() }.withPreviewsEnv()`, whose method gives the shared account:
  /// the row reads its width, 40. The stack and its square are 40 × 20 at
  /// ((390 − 40) / 2, (844 − 20) / 2) = (175, 412).
  @Test func aMethodsEnvironmentReachesItsReceiver() {
    let out = layOutSwift([
      """
      @Observable final class Account {
        var width = 40.0
        static let shared = Account()
      }
      extension View {
        func withPreviewsEnv() -> some View {
          environment(Account.shared)
        }
      }
      struct Row: View {
        @Environment(Account.self) private var account
        var body: some View { Color.red.frame(width: account.width, height: 20) }
      }
      #Preview { VStack { Row() }.withPreviewsEnv() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[175, 412, 40, 20], [175, 412, 40, 20]])
  }

  /// Chains of methods with parameters, and the nearer modifier winning: `withDefaults()` gives
  /// width 80 through `sized(80)`; `sized(30)` or `.environmentObject(Sizes(width: 50))` written
  /// nearer the bar wins over it, and one written outside it loses. The stack is 80 wide and
  /// 4 × 20 high at ((390 − 80) / 2, (844 − 80) / 2) = (155, 382); each bar is centred in its
  /// width: 80 at 155, 30 at 155 + 25 = 180, 50 at 155 + 15 = 170, 80 at 155.
  @Test func theNearerEnvironmentWins() {
    let out = layOutSwift([
      """
      final class Sizes: ObservableObject {
        let width: Double
        init(width: Double) { self.width = width }
      }
      extension View {
        func sized(_ width: Double) -> some View { environmentObject(Sizes(width: width)) }
        func withDefaults() -> some View { self.sized(80).padding(0) }
      }
      struct Bar: View {
        @EnvironmentObject var sizes: Sizes
        var body: some View { Color.red.frame(width: sizes.width, height: 20) }
      }
      #Preview {
        VStack(spacing: 0) {
          Bar().withDefaults()
          Bar().sized(30).withDefaults()
          Bar().environmentObject(Sizes(width: 50)).withDefaults()
          Bar().withDefaults().environmentObject(Sizes(width: 50))
        }
      }
      """
    ])
    #expect(out.messages == [])
    #expect(
      out.frames.dropFirst() == [
        [155, 382, 80, 20], [180, 402, 30, 20], [170, 422, 50, 20], [155, 442, 80, 20],
      ])
  }

  /// The app's own environment key set by a method: the cell reads 60, not the key's default
  /// 10, and is 60 × 20 at ((390 − 60) / 2, 412) = (165, 412).
  @Test func aMethodsEnvironmentKeyReachesItsReceiver() {
    let out = layOutSwift([
      """
      private struct RowWidthKey: EnvironmentKey { static let defaultValue = 10.0 }
      extension EnvironmentValues {
        var rowWidth: Double {
          get { self[RowWidthKey.self] }
          set { self[RowWidthKey.self] = newValue }
        }
      }
      extension View { func wide() -> some View { environment(\\.rowWidth, 60) } }
      struct Cell: View {
        @Environment(\\.rowWidth) var width
        var body: some View { Color.red.frame(width: width, height: 20) }
      }
      #Preview { Cell().wide() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[165, 412, 60, 20]])
  }

  /// A method the app's model has too (`Deck().card()`) is the model's on a model: 30 wide,
  /// padded by `card()`'s 5 on the view: the square 30 × 20 at ((390 − 30) / 2, 412) =
  /// (180, 412).
  @Test func aModelsMethodOfTheSameNameIsTheModels() {
    let out = layOutSwift([
      """
      struct Deck { func card() -> Double { 30 } }
      extension View { func card() -> some View { padding(5) } }
      #Preview { Color.red.frame(width: Deck().card(), height: 20).card() }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[180, 412, 30, 20]])
  }
}
