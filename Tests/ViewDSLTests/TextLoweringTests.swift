import LayoutEngine
import Testing

@testable import ViewDSL

/// `Text` and its environment modifiers, lowered and laid out with the engine's fixed-advance
/// stand-in measurer (0.5 em per character, 1.2 em lines; a text style counts as 17 pt), so
/// the numbers are easy to work out by hand.
@Suite struct TextLoweringTests {
  func styles(_ text: String) throws -> [TextStyle] {
    let tree = try compileClean(text)
    return tree.nodes.compactMap {
      if case .text(let t) = $0.kind { return t.style }
      return nil
    }
  }

  /// `.font` on a stack reaches every Text inside; a closer `.font` wins.
  @Test func fontIsAnEnvironmentValue() throws {
    let s = try styles(
      """
      VStack
        .font(.title)
        Text("a")
        Text("b").font(.caption)
      """)
    #expect(s.map(\.font.base) == [.textStyle(.title), .textStyle(.caption)])
  }

  /// `.multilineTextAlignment` is carried to each Text inside (for pictures), a closer one
  /// winning; without one, lines are leading-aligned.
  @Test func multilineTextAlignmentReachesTheTexts() throws {
    let tree = try compileClean(
      """
      VStack
        .multilineTextAlignment(.center)
        Text("a")
        Text("b").multilineTextAlignment(.trailing)
      """)
    func alignments(_ tree: LayoutTree) -> [TextAlignment] {
      tree.nodes.compactMap {
        if case .text(let t) = $0.kind { return t.alignment }
        return nil
      }
    }
    #expect(alignments(tree) == [.center, .trailing])
    #expect(alignments(try compileClean(#"Text("c")"#)) == [.leading])
  }

  /// Order on one view: the first-written (innermost) modifier wins, as in SwiftUI.
  @Test func innermostModifierWins() throws {
    let s = try styles(#"Text("a").font(.headline).font(.title)"#)
    #expect(s[0].font.base == .textStyle(.headline))
  }

  /// A modifier's content only sees the modifiers written after it.
  @Test func contentSeesOnlyOuterModifiers() throws {
    let s = try styles(
      """
      Color.red
        .font(.caption)
        .overlay()
          Text("badge")
        .font(.title)
      """)
    #expect(s[0].font.base == .textStyle(.title))
  }

  /// Fonts: `.system(size:weight:design:)`, `.custom(_:size:)` scaling like body, chained
  /// `.bold()`/`.weight(_:)`, and the view-level `.bold()`, `.italic()`, `.fontWeight`.
  @Test func fontForms() throws {
    let s = try styles(
      """
      VStack
        Text("a").font(.system(size: 20, weight: .semibold, design: .rounded))
        Text("b").font(.custom("Inter", size: 15))
        Text("c").font(.title.bold())
        Text("d").font(.body.weight(.medium)).italic()
        Text("e").fontWeight(.heavy)
      """)
    #expect(s[0].font == FontSpec(base: .system(size: 20), weight: 600, design: .rounded))
    #expect(s[1].font.base == .custom(name: "Inter", size: 15, relativeTo: .body))
    #expect(s[2].font.weight == 700)
    #expect(s[3].font.weight == 500 && s[3].font.italic)
    #expect(s[4].font.weight == 800)
  }

  /// Line limits: a count, a range (reserving its lower bound), reserved space.
  @Test func lineLimits() throws {
    let s = try styles(
      """
      VStack
        Text("a").lineLimit(2)
        Text("b").lineLimit(1...3)
        Text("c").lineLimit(2, reservesSpace: true)
        Text("d").lineLimit(2).lineLimit(nil)
      """)
    #expect(s.map(\.maxLines) == [2, 3, 2, 2])
    #expect(s.map(\.reservedLines) == [0, 1, 2, 0])
  }

  /// One-sided ranges: `2...` reserves two lines with no maximum (PartialRangeFrom);
  /// `...3` allows three and reserves none (PartialRangeThrough); `..<3` is not a
  /// `lineLimit` argument in SwiftUI, so it is an error.
  @Test func lineLimitPartialRanges() throws {
    let s = try styles(
      """
      VStack
        Text("a").lineLimit(2...)
        Text("b").lineLimit(...3)
      """)
    #expect(s.map(\.maxLines) == [nil, 3])
    #expect(s.map(\.reservedLines) == [2, 0])
    assertCompileDiagnostics(#"Text("a").lineLimit(1️⃣..<3)"#, [.init("1️⃣", "typeMismatch")])
    assertCompileDiagnostics(#"Text("a").lineLimit(1️⃣0...)"#, [.init("1️⃣", "invalidLineLimit")])
  }

  /// `.textCase(.uppercase)` changes the string measured and reported.
  @Test func textCaseChangesTheString() throws {
    let tree = try compileClean(#"Text("Hello").textCase(.uppercase)"#)
    #expect(tree.views[0].text == "HELLO")
  }

  /// End to end with the stand-in: "Hi there" is 8 × 8.5 = 68 wide, 20.4 tall, centred.
  @Test func textIsLaidOut() throws {
    let tree = try compileClean(#"Text("Hi there")"#)
    let r = Layout.run(tree, on: Canvas(scale: 0))
    #expect(r.frames[Int(tree.views[0].node)] == Rect(x: 161, y: 411.8, width: 68, height: 20.4))
    #expect(r.texts[tree.views[0].node]?.lineCount == 1)
  }

  @Test func badTextArguments() {
    assertCompileDiagnostics(#"Text("a").lineLimit(1️⃣0)"#, [.init("1️⃣", "invalidLineLimit")])
    assertCompileDiagnostics(#"Text("a").lineLimit(1️⃣3...1)"#, [.init("1️⃣", "emptyLineLimitRange")])
    assertCompileDiagnostics(
      #"Text("a").minimumScaleFactor(1️⃣1.5)"#, [.init("1️⃣", "scaleFactorOutOfRange")])
    assertCompileDiagnostics(
      #"Text("a").font(1️⃣.bodyy)"#,
      [.init("1️⃣", "unknownMember", message: "'Font' has no member 'bodyy'; did you mean 'body'?")])
    assertCompileDiagnostics(
      #"Text("a").font(1️⃣.body.smallCaps())"#, [.init("1️⃣", "fontMethodNotSupported")])
  }
}

@Suite struct DynamicTypeModifierTests {
  func fonts(_ text: String) throws -> [FontSpec] {
    try compileClean(text).nodes.compactMap {
      if case .text(let t) = $0.kind { return t.style.font }
      return nil
    }
  }

  /// A size sets it for everything inside; a range clamps what reaches it. The environment
  /// flows outside in, so an inner `.xxxLarge` under an outer `.small ... .large` range is
  /// written after the clamp and wins; a range alone narrows the run's size; a range inside a
  /// range narrows it further.
  @Test func setAndClamp() throws {
    let f = try fonts(
      """
      VStack
        .dynamicTypeSize(.small ... .large)
        Text("a").dynamicTypeSize(.xxxLarge)
        Text("b")
        Text("c").dynamicTypeSize(.xLarge ... .accessibility2)
      """)
    // "a": the inner size is written last.
    #expect(f[0].resolvedDynamicTypeSize(in: .xSmall) == .xxxLarge)
    // "b": the run's size, clamped to small…large.
    #expect(f[1].resolvedDynamicTypeSize(in: .accessibility5) == .large)
    #expect(f[1].resolvedDynamicTypeSize(in: .xSmall) == .small)
    // "c": xLarge…accessibility2 inside small…large: the clamp narrows to large…large.
    #expect(f[2].resolvedDynamicTypeSize(in: .xSmall) == .large)
  }

  /// `...DynamicTypeSize.large` clamps from the smallest size through large; `.large...`
  /// from large up (SwiftUI's PartialRangeThrough and PartialRangeFrom overloads).
  @Test func partialDynamicTypeRanges() throws {
    let f = try fonts(
      """
      VStack
        Text("a").dynamicTypeSize(...DynamicTypeSize.large)
        Text("b").dynamicTypeSize(.large...)
      """)
    #expect(f[0].resolvedDynamicTypeSize(in: .accessibility5) == .large)
    #expect(f[0].resolvedDynamicTypeSize(in: .xSmall) == .xSmall)
    #expect(f[1].resolvedDynamicTypeSize(in: .xSmall) == .large)
    #expect(f[1].resolvedDynamicTypeSize(in: .accessibility5) == .accessibility5)
  }

  @Test func emptyRangeIsAnError() {
    assertCompileDiagnostics(
      #"Text("a").dynamicTypeSize(1️⃣.large ... .small)"#, [.init("1️⃣", "emptyDynamicTypeRange")])
  }
}
