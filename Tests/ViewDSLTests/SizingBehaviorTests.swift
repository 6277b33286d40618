import LayoutEngine
import Testing

@testable import ViewDSL

/// `--behaviors`: each view probed as the view taxonomy (the article "Understanding SwiftUI Layout Behaviors") probes — proposed 10,000 ×
/// 10,000, expanding on an axis when it takes that length, hugging when it keeps to its own;
/// a view with child views is probed with an expanding and a hugging stand-in for them,
/// neutral on an axis where the two differ.
@Suite struct SizingBehaviorTests {
  typealias B = SizingBehavior

  func behaviors(_ text: String) throws -> [ViewBehavior] {
    let result = Layout.run(try compileClean(text), on: Canvas(), behaviors: true)
    return try #require(result.behaviors)
  }

  func pair(_ b: ViewBehavior) -> [B] { [b.intrinsic.horizontal, b.intrinsic.vertical] }
  func effective(_ b: ViewBehavior) -> [B] { [b.effective.horizontal, b.effective.vertical] }

  /// Simple views (taxonomy: Text hug | hug, Color exp | exp); a fixed width makes a colour
  /// hug horizontally only; modifiers are part of the view probed.
  @Test func simpleViews() throws {
    let b = try behaviors(
      "VStack\n  Text(\"Hi\")\n  Color.red\n  Color.blue.frame(width: 50)\n  Color.green.padding()\n  Spacer()"
    )
    #expect(pair(b[1]) == [.hugging, .hugging])
    #expect(pair(b[2]) == [.expanding, .expanding])
    #expect(pair(b[3]) == [.hugging, .expanding])
    #expect(pair(b[4]) == [.expanding, .expanding])
    // A Spacer in a VStack: 0 wide (hugging), as tall as offered (expanding).
    #expect(pair(b[5]) == [.hugging, .expanding])
  }

  /// Stacks are neutral on both axes (taxonomy: VStack neu | neu): an HStack of texts is
  /// effectively hugging, a VStack holding a Color effectively expanding.
  @Test func stacksAreNeutral() throws {
    let b = try behaviors("VStack\n  HStack\n    Text(\"a\")\n    Text(\"b\")\n  Color.red")
    #expect(pair(b[0]) == [.neutral, .neutral])
    #expect(effective(b[0]) == [.expanding, .expanding])
    #expect(pair(b[1]) == [.neutral, .neutral])
    #expect(effective(b[1]) == [.hugging, .hugging])
  }

  /// Composed controls (taxonomy: Toggle exp | neu with a label view, Button neu | neu).
  @Test func controls() throws {
    let b = try behaviors(
      "VStack\n  Toggle(isOn: .constant(true))\n    Text(\"Wi-Fi\")\n  Button(action: {})\n    Text(\"OK\")"
    )
    #expect(pair(b[1]) == [.expanding, .neutral])
    #expect(effective(b[1]) == [.expanding, .hugging])
    #expect(pair(b[3]) == [.neutral, .neutral])
  }

  /// Probing after placement leaves every frame as it was and the sizes answered afterwards
  /// unchanged (the stand-ins' cache entries are cleared).
  @Test func probingChangesNoFrame() throws {
    let text =
      "VStack\n  HStack\n    Text(\"a\")\n    Color.red\n  Toggle(isOn: .constant(true))\n    Text(\"Wi-Fi\")\n"
    let tree = try compileClean(text)
    let plain = Layout.run(tree, on: Canvas())
    let probed = Layout.run(tree, on: Canvas(), behaviors: true)
    #expect(plain.frames == probed.frames)
  }
}
