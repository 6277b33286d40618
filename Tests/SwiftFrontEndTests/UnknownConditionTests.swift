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

/// A watch-connectivity set-up as apps write it: an optional binding chooses the session,
/// `else if WCSession.isSupported()` (a framework's answer) the default one, and a second
/// `if let` activates it and logs through a file's `Logger` made from
/// `Bundle.main.bundleIdentifier`. None of it is known, nothing of it is read: the text lays
/// out (it was "this condition depends on a value layoutc cannot know"): "Hi" is 2 × 8.5 = 17
/// wide (the tests' text estimate), at x (390 − 17) / 2 = 186.5.
@Suite struct UnknownBindingConditionTests {
  static let manager = """
    import SwiftUI
    import OSLog
    import WatchConnectivity
    import SessionKit

    private let logger = Logger(subsystem: Bundle.main.bundleIdentifier ?? "App", category: "Sync")

    final class Manager: NSObject {
      private let session: WCSession?
      let title = "Hi"
      init(session: WCSession? = nil) {
        if let given = session {
          self.session = given
        } else if WCSession.isSupported() {
          self.session = WCSession.default
        } else {
          self.session = nil
        }
        super.init()
        if let session {
          session.delegate = self
          session.activate()
          logger.info("activated")
        } else {
          logger.warning("not supported")
        }
      }
      var reachable: Bool { session?.isReachable ?? false }
    }
    """

  @Test func anUnknownSessionSetUpStopsNothingUnread() {
    let out = layOutSwift([
      Self.manager + """

        struct A: View {
          let m = Manager()
          var body: some View { Text(m.title) }
        }
        #Preview { A() }
        """
    ])
    #expect(out.messages == [])
    #expect(out.frames.count == 1)
    #expect(out.frames.first.map { [$0[0], $0[2]] } == [186.5, 17])
  }

  /// A layout that reads the session is the error, at the framework's condition (14:15).
  @Test func readingTheSessionIsTheError() {
    let out = layOutSwift([
      Self.manager + """

        struct A: View {
          let m = Manager()
          var body: some View { Text(m.title).opacity(m.reachable ? 1 : 0.5) }
        }
        #Preview { A() }
        """
    ])
    #expect(out.frames == [])
    #expect(
      out.messages.contains(
        "14:15 'session' is set under this condition, which depends on a value layoutc cannot know, so its value is not known"
      ))
  }

  /// A branch that calls a method on a value the run knows (`items.removeAll()`) may change
  /// what a layout reads: under an unknown condition that is reported, as before.
  @Test func aCallOnAKnownValueUnderAnUnknownConditionIsStillReported() {
    let out = layOutSwift([
      """
      final class Model {
        var items = [1, 2]
        init() {
          if WCSession.isSupported() {
            items.removeAll()
          }
        }
      }
      struct A: View {
        let m = Model()
        var body: some View { Text("\\(m.items.count)") }
      }
      #Preview { A() }
      """
    ])
    #expect(out.frames == [])
    #expect(
      out.messages.first?.hasPrefix("4:8 this condition depends on a value layoutc cannot know")
        == true)
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
