import LayoutEngine
import Testing

@testable import ViewDSL

/// `LayoutAdvice`: modifiers that had no effect, found by laying out (its warnings).
/// Views are numbered in output order (depth first), modifiers innermost first.
@Suite struct LayoutAdviceTests {
  func advice(_ text: String) throws -> [LayoutAdvice] {
    Layout.run(try compileClean(text), on: Canvas()).advice
  }

  /// An HStack aligns its children by a vertical guide: a `.leading` guide on a child is
  /// never asked for. In a `VStack(alignment: .leading)` the same guide is used.
  @Test func guideTheContainerNeverAsksFor() throws {
    let hstack = try advice(
      "HStack\n  Text(\"a\").alignmentGuide(.leading) { d in d.width }\n  Text(\"b\")")
    #expect(hstack == [LayoutAdvice(view: 1, modifier: 0, kind: .unusedAlignmentGuide(.leading))])
    let vstack = try advice(
      "VStack(alignment: .leading)\n  Text(\"a\").alignmentGuide(.leading) { d in d.width }\n  Text(\"b\")"
    )
    #expect(vstack.isEmpty)
  }

  /// The guide is asked for through forwarding modifiers (padding), and a frame asks for the
  /// guides of its own alignment only: `.trailing` under `.frame(alignment: .center)` is
  /// unused, under `.frame(alignment: .trailing)` used.
  @Test func framesAskForTheirAlignment() throws {
    let padded = try advice(
      "VStack(alignment: .trailing)\n  Color.red.frame(width: 10, height: 10).alignmentGuide(.trailing) { _ in 0 }.padding()"
    )
    #expect(padded.isEmpty)
    let centred = try advice(
      "Color.red.frame(width: 10, height: 10).alignmentGuide(.trailing) { _ in 0 }.frame(width: 50, alignment: .center)"
    )
    #expect(centred == [LayoutAdvice(view: 0, modifier: 1, kind: .unusedAlignmentGuide(.trailing))])
    let trailing = try advice(
      "Color.red.frame(width: 10, height: 10).alignmentGuide(.trailing) { _ in 0 }.frame(width: 50, alignment: .trailing)"
    )
    #expect(trailing.isEmpty)
  }

  /// A stack reads its child's outermost priority; padding reports 0 (LayoutRules.md §4), so
  /// `.layoutPriority(1).padding()` is hidden by the padding (modifier 1); written last it
  /// counts; fixedSize forwards the priority, so it hides nothing.
  @Test func priorityHiddenByAModifierOutsideIt() throws {
    let hidden = try advice("HStack\n  Text(\"a\").layoutPriority(1).padding()\n  Text(\"b\")")
    #expect(
      hidden == [LayoutAdvice(view: 1, modifier: 0, kind: .hiddenLayoutPriority(1, hiddenBy: 1))])
    #expect(try advice("HStack\n  Text(\"a\").padding().layoutPriority(1)\n  Text(\"b\")").isEmpty)
    #expect(
      try advice("HStack\n  Text(\"a\").layoutPriority(1).fixedSize()\n  Text(\"b\")").isEmpty)
  }

  /// An outer `layoutPriority` overrides an inner one: the inner is the one without effect.
  @Test func outerPriorityWins() throws {
    let twice = try advice(
      "HStack\n  Text(\"a\").layoutPriority(1).layoutPriority(2)\n  Text(\"b\")")
    #expect(
      twice == [LayoutAdvice(view: 1, modifier: 0, kind: .hiddenLayoutPriority(1, hiddenBy: 1))])
  }
}
