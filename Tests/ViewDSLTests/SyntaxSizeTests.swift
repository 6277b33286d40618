import Testing

@testable import ViewDSL

/// The syntax a large file holds until it is lowered: small per view, and still values.
@Suite struct SyntaxSizeTests {
  /// Three 32-bit numbers: 12 bytes, so a range is 24 (it was 24 and 48).
  @Test func locationsAreTwelveBytes() {
    #expect(MemoryLayout<ViewDSL.SourceLocation>.size == 12)
    #expect(MemoryLayout<SourceRange>.size == 24)
    let far = ViewDSL.SourceLocation(line: 1_000_000, column: 100_000, offset: 32 << 20)
    #expect(far.line == 1_000_000 && far.column == 100_000 && far.offset == 33_554_432)
  }

  /// A view line's syntax: its name (16 bytes), name range (24), optional argument list (an
  /// array and a range, 32: the array's spare bits hold the nil), block parameters, modifiers
  /// and children (8 each) and the box of rare fields (8): 16 + 24 + 32 + 3 × 8 + 8 = 104.
  @Test func aViewIsAHundredAndFourBytes() {
    #expect(MemoryLayout<ViewSyntax>.size == 104)
  }

  /// Most views never allocate the box; setting nil on a view without one leaves it so.
  @Test func aPlainViewHasNoBox() {
    let at = ViewDSL.SourceLocation(line: 1, column: 1, offset: 0)
    var view = ViewSyntax(name: "Color.red", nameRange: SourceRange(start: at, end: at))
    #expect(view.rareBox == nil)
    view.trailingClosure = nil
    view.statement = nil
    #expect(view.rareBox == nil)
    #expect(view.labelledClosures.isEmpty && view.displayName == nil)
  }

  /// The box is copied on write: a copy's change does not show in the original.
  @Test func rareFieldsAreCopiedOnWrite() {
    let at = ViewDSL.SourceLocation(line: 2, column: 3, offset: 9)
    var original = ViewSyntax(name: "Button", nameRange: SourceRange(start: at, end: at))
    original.displayName = "Arrow"
    var copy = original
    copy.displayName = "Star"
    copy.labelledClosures.append(
      LabelledClosureSyntax(label: "label", labelRange: SourceRange(start: at, end: at)))
    copy.blockOpening = at
    #expect(original.displayName == "Arrow")
    #expect(original.labelledClosures.isEmpty && original.blockOpening == nil)
    #expect(copy.displayName == "Star" && copy.labelledClosures.count == 1)
    #expect(copy.blockOpening == at)
  }

  /// `WholeValue`, which gives the memberwise initializers their own names, takes no byte: an
  /// argument is its label (16), its label's optional range (24 and a tag byte, 41), padding to
  /// the expression's 8-byte alignment (48), the expression (44, 92) and the trailing-closure
  /// flag: 93.
  @Test func theInitializersMarkerTakesNoByte() {
    #expect(MemoryLayout<WholeValue>.size == 0)
    #expect(MemoryLayout<ArgumentSyntax>.size == 93)
  }

  /// The public initializers, which now call the memberwise ones, still set every field: no
  /// trailing closure leaves a view without its box, and an argument is not a trailing closure
  /// unless it says so.
  @Test func publicInitializersSetEveryField() {
    let at = ViewDSL.SourceLocation(line: 1, column: 2, offset: 1)
    let range = SourceRange(start: at, end: at)
    let closure = ClosureSyntax(parameters: ["p"], body: .empty, range: range)
    let plain = ViewSyntax(name: "Text", nameRange: range, blockParameters: ["a"])
    #expect(plain.rareBox == nil && plain.blockParameters == ["a"])
    let withClosure = ViewSyntax(name: "Button", nameRange: range, trailingClosure: closure)
    #expect(withClosure.trailingClosure?.parameters == ["p"])
    let value = ExprSyntax(.number(3), range: range)
    let argument = ArgumentSyntax(label: "width", labelRange: range, value: value)
    #expect(argument.label == "width" && !argument.isTrailingClosure)
    #expect(ArgumentSyntax(value: value, isTrailingClosure: true).isTrailingClosure)
    let modifier = ModifierSyntax(
      name: "frame", nameRange: range, dotLocation: at,
      arguments: ArgumentListSyntax(arguments: [argument], range: range), content: [plain])
    #expect(modifier.arguments?.arguments.count == 1 && modifier.content.count == 1)
    #expect(modifier.trailingClosure == nil && modifier.blockParameters.isEmpty)
  }

  /// Only the expressions that hold another one are boxed: a literal's or a name's kind is
  /// stored in place, its largest payload a `String` (16 bytes) and a tag byte, 17; with the
  /// range (24, aligned to 4 after 17 → 20) an expression is 44 bytes.
  @Test func anExpressionHoldsItsLiteral() {
    #expect(MemoryLayout<ExprKind>.size == 17)
    #expect(MemoryLayout<ExprSyntax>.size == 44)
  }
}
