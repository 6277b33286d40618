import Testing

/// Swift's free numeric functions, and values an initializer sets under a condition layoutc
/// cannot know.
@Suite struct UnknownConditionTests {
  /// `abs(-30)` = 30 (an `Int`), `round(10.5)` = 11 (halves away from zero), `floor(20.9)` =
  /// 20, `ceil(9.1)` = 10, `sqrt(1600)` = 40, `pow(2, 3)` = 8. The stack is 40 wide and
  /// 11 + 10 + 8 = 29 high at ((390 − 40) / 2, (844 − 29) / 2) = (175, 407.5); the bars are
  /// centred in its width: 30 at 180, 20 at 185, 40 at 175, at y 407.5, 418.5 and 428.5.
  @Test func numericFunctionsAreSwifts() {
    let out = layOutSwift([
      """
      struct Bars: View {
        var body: some View {
          VStack(spacing: 0) {
            Color.red.frame(width: abs(-30), height: round(10.5))
            Color.red.frame(width: floor(20.9), height: ceil(9.1))
            Color.red.frame(width: sqrt(1600), height: pow(2, 3))
          }
        }
      }
      #Preview { Bars() }
      """
    ])
    #expect(out.messages == [])
    #expect(
      out.frames == [
        [175, 407.5, 40, 29], [180, 407.5, 30, 11], [185, 418.5, 20, 10], [175, 428.5, 40, 8],
      ])
  }

  /// A Mastodon client's theme picks a contrasting colour from the luminances of resolved
  /// colours, which layoutc does not compute: the colour becomes unknown, and the card, which
  /// reads only the theme's padding, lays out. The square is 100 × 20 padded by 12: the
  /// padding is 124 × 44 at ((390 − 124) / 2, (844 − 44) / 2) = (133, 400), the square at
  /// (145, 412).
  @Test func aColourChosenFromUnknownLuminancesStopsNothing() {
    let out = layOutSwift([
      """
      @Observable final class Theme {
        var tint: Color = .black
        var label: Color = .black
        var background: Color = .white
        var contrasting: Color = .red
        var padding = 12.0
        static let shared = Theme()
        init() {
          func luminance(_ c: Color.Resolved) -> Float {
            0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
          }
          let t = luminance(tint.resolve(in: .init()))
          let l = luminance(label.resolve(in: .init()))
          let b = luminance(background.resolve(in: .init()))
          if abs(t - l) > abs(t - b) {
            contrasting = label
          } else {
            contrasting = background
          }
        }
      }
      struct Card: View {
        @Environment(Theme.self) var theme
        var body: some View { Color.red.frame(width: 100, height: 20).padding(theme.padding) }
      }
      #Preview { Card().environment(Theme.shared) }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[145, 412, 100, 20]])
  }

  /// A value set under such a condition and read by the layout is an error at the condition
  /// (7:8), with the reason at the value it depends on (6:13), the diagnostics in source order.
  @Test func aValueSetUnderAnUnknownConditionIsAnErrorWhereItIsRead() {
    let out = layOutSwift([
      """
      @Observable final class Theme {
        var tint: Color = .black
        var spacing = 0.0
        static let shared = Theme()
        init() {
          let t = tint.resolve(in: .init()).red
          if abs(t - 0.5) > 0.2 {
            spacing = 4
          } else {
            spacing = 8
          }
        }
      }
      struct Stack: View {
        @Environment(Theme.self) var theme
        var body: some View { VStack(spacing: theme.spacing) { Color.red; Color.blue } }
      }
      #Preview { Stack().environment(Theme.shared) }
      """
    ])
    #expect(out.frames == [])
    #expect(
      out.messages == [
        "6:13 layoutc does not resolve SwiftUI's values in an environment ('resolve(in:)': a colour's components), so nothing that depends on them can be laid out",
        "7:8 'spacing' is set under this condition, which depends on a value layoutc cannot know, so its value is not known",
      ])
  }
}

/// A preview's user defaults start empty, read directly or through a name.
@Suite struct UserDefaultsTests {
  /// A settings object's initializer reads `object(forKey:)` through a local and an app
  /// group's `bool(forKey:)`: nil and false, so the width stays 40. The square is 40 × 20 at
  /// ((390 − 40) / 2, (844 − 20) / 2) = (175, 412).
  @Test func defaultsKeptInANameStartEmpty() {
    let out = layOutSwift([
      """
      final class Preferences {
        var width = 40.0
        init() {
          let defaults = UserDefaults.standard
          if let wide = defaults.object(forKey: "wide") as? Bool, wide { width = 80 }
          if UserDefaults(suiteName: "group.app")?.bool(forKey: "narrow") == true { width = 10 }
        }
      }
      #Preview { Color.red.frame(width: Preferences().width, height: 20) }
      """
    ])
    #expect(out.messages == [])
    #expect(out.frames == [[175, 412, 40, 20]])
  }

  /// A condition on a framework's value (`voices.elementsEqual(…)` over AVFoundation's voices,
  /// Enchanted's speech service) is one a preview cannot know: said so at the condition.
  /// Before, "expected a condition, found 'self.voices.elementsEqual(…)'", as if the code were
  /// wrong.
  @Test func aConditionOnAFrameworksValue() {
    let out = layOutSwift([
      """
      import AVFoundation
      struct V: View {
        var body: some View {
          if AVSpeechSynthesisVoice.speechVoices().elementsEqual([], by: { _, _ in true }) {
            Text("Same")
          }
        }
      }
      #Preview { V() }
      """
    ])
    #expect(
      out.messages == [
        "4:8 this condition depends on a value layoutc cannot know, so neither branch is laid out"
      ])
  }
}
