import LayoutEngine
import Testing

@testable import ViewDSL

/// Arguments checked against SwiftUI's signatures: labels, order, count, types and values.
@Suite struct ArgumentTests {
  // MARK: Labels and count

  @Test func misspeltLabelSuggestsTheParameter() {
    assertCompileDiagnostics(
      "Rectangle().frame(1️⃣widht: 100)",
      [
        .init(
          "1️⃣", "noSuchParameter",
          message: "'frame' has no parameter labelled 'widht'; did you mean 'width'?")
      ])
  }

  @Test func labelsOutOfOrderOrTwice() {
    assertCompileDiagnostics(
      "Rectangle().frame(height: 1, 1️⃣width: 2)",
      [
        .init(
          "1️⃣", "argumentOutOfOrder",
          message: "argument 'width' must precede argument 'height' in 'frame'")
      ])
    assertCompileDiagnostics(
      "Rectangle().frame(width: 1, 1️⃣width: 2)", [.init("1️⃣", "duplicateArgument")])
  }

  /// An overload tried and rejected leaves no diagnostic behind: `frame(width:height:)`
  /// evaluates `0 / 0` (a value error) before `"x"` rejects it, and the flexible form takes no
  /// `width`, so the one error is the closest overload's mismatch.
  @Test func aRejectedOverloadsValueErrorsAreNotReported() {
    assertCompileDiagnostics(
      "Rectangle().frame(width: 0 / 0, height: 1️⃣\"x\")", [.init("1️⃣", "typeMismatch")])
  }

  @Test func fixedAndFlexibleFrameLabelsDoNotMix() {
    assertCompileDiagnostics(
      "Rectangle().frame(width: 1, 1️⃣minHeight: 2)",
      [
        .init(
          "1️⃣", "incompatibleArguments",
          message: "'frame' has no form taking both 'width' and 'minHeight'")
      ])
  }

  @Test func missingAndExtraneousLabels() {
    assertCompileDiagnostics(
      "Rectangle().frame(1️⃣100, 50)",
      [.init("1️⃣", "missingLabel", message: "missing argument label 'width:' in call to 'frame'")])
    assertCompileDiagnostics(
      "Rectangle().padding(1️⃣length: 8)",
      [
        .init(
          "1️⃣", "extraneousLabel",
          message: "extraneous argument label 'length:' in call to 'padding'")
      ])
  }

  @Test func tooManyArguments() {
    assertCompileDiagnostics(
      "Rectangle().padding(.top, 8, 1️⃣9)",
      [.init("1️⃣", "extraArgument", message: "extra argument in call to 'padding'")])
    assertCompileDiagnostics(
      "Circle(1️⃣radius: 3)",
      [.init("1️⃣", "noSuchParameter", message: "'Circle' has no parameter labelled 'radius'")])
  }

  @Test func missingArgumentAtTheClosingParenthesisOrTheName() {
    assertCompileDiagnostics(
      "RoundedRectangle(1️⃣)",
      [
        .init(
          "1️⃣", "missingArgument",
          message: "missing argument for parameter 'cornerRadius' in 'RoundedRectangle'")
      ])
    assertCompileDiagnostics("1️⃣RoundedRectangle", [.init("1️⃣", "missingArgument")])
    assertCompileDiagnostics(
      "Color(red: 1, green: 01️⃣)",
      [.init("1️⃣", "missingArgument", message: "missing argument for parameter 'blue' in 'Color'")])
    assertCompileDiagnostics(
      "Color.red.padding(EdgeInsets(top: 1, leading: 2, bottom: 31️⃣))",
      [
        .init(
          "1️⃣", "missingArgument",
          message: "missing argument for parameter 'trailing' in 'EdgeInsets'")
      ])
  }

  @Test func misspeltColorLabel() {
    assertCompileDiagnostics(
      "Color(1️⃣reed: 1, green: 0, blue: 0)",
      [
        .init(
          "1️⃣", "noSuchParameter",
          message: "'Color' has no parameter labelled 'reed'; did you mean 'red'?")
      ])
  }

  @Test func bareColorNeedsAColor() {
    assertCompileDiagnostics(
      "1️⃣Color\n  .padding()",
      [
        .init(
          "1️⃣", "incompleteView",
          message:
            "'Color' alone is not a view; write a color such as 'Color.red' or 'Color(red: 1, green: 0.5, blue: 0)'"
        )
      ])
  }

  // MARK: Types

  @Test func wrongTypes() {
    assertCompileDiagnostics(
      "Rectangle().frame(width: 1️⃣\"wide\")",
      [.init("1️⃣", "typeMismatch", message: "expected a number for 'width', found a string")])
    assertCompileDiagnostics(
      "Rectangle().padding(1️⃣\"x\")",
      [.init("1️⃣", "typeMismatch", message: "expected a number for 'length', found a string")])
    assertCompileDiagnostics(
      "Color(red: 1️⃣true, green: 0, blue: 0)",
      [.init("1️⃣", "typeMismatch", message: "expected a number for 'red', found a boolean")])
    assertCompileDiagnostics(
      "Rectangle().frame(width: 10, alignment: 1️⃣12)",
      [.init("1️⃣", "typeMismatch", message: "expected an alignment for 'alignment', found a number")]
    )
    assertCompileDiagnostics(
      "Color.red.id(1️⃣[1])",
      [
        .init(
          "1️⃣", "typeMismatch", message: "expected a string or a number for 'id', found an array")
      ])
    assertCompileDiagnostics(
      "RoundedRectangle(cornerRadius: 4, style: 1️⃣.round)",
      [.init("1️⃣", "unknownMember", message: "'RoundedCornerStyle' has no member 'round'")])
  }

  @Test func misspeltMembersSuggestTheRightOne() {
    assertCompileDiagnostics(
      "Rectangle().frame(width: 10, alignment: 1️⃣.topleading)",
      [
        .init(
          "1️⃣", "unknownMember",
          message: "'Alignment' has no member 'topleading'; did you mean 'topLeading'?")
      ])
    assertCompileDiagnostics(
      "Rectangle().padding(1️⃣.horizantal, 8)",
      [
        .init(
          "1️⃣", "unknownMember",
          message: "'Edge.Set' has no member 'horizantal'; did you mean 'horizontal'?")
      ])
    assertCompileDiagnostics(
      "Rectangle().padding([.top, 1️⃣.leadng])",
      [
        .init(
          "1️⃣", "unknownMember",
          message: "'Edge.Set' has no member 'leadng'; did you mean 'leading'?")
      ])
    assertCompileDiagnostics(
      "Rectangle().foregroundColor(1️⃣.gren)",
      [.init("1️⃣", "unknownMember", message: "'Color' has no member 'gren'; did you mean 'green'?")])
    // An enumeration's members are searched in its list, alignments in the built-in table
    // unless the file declares guides: the same messages as when each was a table.
    assertCompileDiagnostics(
      "Color.blue.aspectRatio(1, contentMode: 1️⃣.fitt)",
      [
        .init(
          "1️⃣", "unknownMember", message: "'ContentMode' has no member 'fitt'; did you mean 'fit'?")
      ])
    assertCompileDiagnostics(
      "VStack(alignment: 1️⃣HorizontalAlignment.centre) {}",
      [
        .init(
          "1️⃣", "unknownMember",
          message: "'HorizontalAlignment' has no member 'centre'; did you mean 'center'?")
      ])
  }

  // MARK: Values

  @Test func divisionByZero() {
    assertCompileDiagnostics(
      "Rectangle().frame(width: 100 / 1️⃣0)",
      [.init("1️⃣", "divisionByZero", message: "division by zero")])
    assertCompileDiagnostics(
      "Rectangle().padding(8 / 1️⃣0 + 1)", [.init("1️⃣", "divisionByZero")])
  }

  @Test func notANumber() {
    assertCompileDiagnostics(
      "Rectangle().frame(width: 1️⃣CGFloat.nan)",
      [.init("1️⃣", "nanNotAllowed", message: "'width' is not a number (NaN)")])
    assertCompileDiagnostics("Rectangle().padding(1️⃣.nan)", [.init("1️⃣", "nanNotAllowed")])
    assertCompileDiagnostics(
      "Rectangle().frame(maxWidth: 1️⃣.infinity - .infinity)", [.init("1️⃣", "nanNotAllowed")])
  }

  @Test func invalidFixedFrameDimensions() {
    assertCompileDiagnostics(
      "Rectangle().frame(width: 1️⃣.infinity, height: 2️⃣-5)",
      [
        .init(
          "1️⃣", "invalidFrameDimension",
          message: "invalid frame dimension for 'width': it must be finite and not negative"),
        .init("2️⃣", "invalidFrameDimension"),
      ])
    assertCompileDiagnostics(
      "Rectangle().frame(height: 1️⃣Double.infinity)", [.init("1️⃣", "invalidFrameDimension")])
  }

  @Test func flexibleFrameWarnings() {
    assertCompileDiagnostics(
      "Rectangle().frame(minWidth: 200, maxWidth: 1️⃣100)",
      [
        .init(
          "1️⃣", "contradictoryFrameConstraints",
          message: "contradictory frame constraints: 'minWidth' is greater than 'maxWidth'",
          severity: .warning)
      ])
    assertCompileDiagnostics(
      "Rectangle().frame(minHeight: 1️⃣-10, idealHeight: 2️⃣.infinity)",
      [
        .init("1️⃣", "negativeFrameLimit", severity: .warning),
        .init("2️⃣", "infiniteFrameLimit", severity: .warning),
      ])
  }

  @Test func infiniteLengthsWhereSwiftUINeedsFiniteOnes() {
    assertCompileDiagnostics(
      "Rectangle().padding(1️⃣.infinity)",
      [.init("1️⃣", "infiniteNotAllowed", message: "'length' must be finite, found infinity")])
    assertCompileDiagnostics(
      "RoundedRectangle(cornerRadius: 1️⃣CGFloat.infinity)", [.init("1️⃣", "infiniteNotAllowed")])
  }

  @Test func acceptedArgumentForms() throws {
    // Every line compiles without a diagnostic.
    for text in [
      "Color(red: 1, green: 0.5, blue: 0)",
      "Color(red: 1, green: 0.5, blue: 0, opacity: 0.5)",
      "Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 0.5)",
      "Color(.displayP3, white: 0.5)",
      "Color(white: 0.5, opacity: 0.2)",
      "Color(hue: 0.5, saturation: 1, brightness: 0.8)",
      "Color(hue: 0.5, saturation: 1, brightness: 0.8, opacity: 1)",
      "Color(\"BrandBlue\")",
      "Color.accentColor",
      "Color.primary",
      "RoundedRectangle(cornerRadius: 12, style: .continuous)",
      "RoundedRectangle(cornerSize: CGSize(width: 10, height: 20))",
      "RoundedRectangle(cornerSize: .zero, style: RoundedCornerStyle.circular)",
      "UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8)",
      "Capsule(style: .circular)",
      "Rectangle().frame()",
      "Rectangle().frame(width: nil, height: 100 - 8)",
      "Rectangle().frame(width: (16 + 4) * 2, alignment: Alignment.top)",
      "Rectangle().frame(maxWidth: CGFloat.infinity, alignment: .leadingFirstTextBaseline)",
      "Rectangle().frame(alignment: Alignment(horizontal: .trailing, vertical: VerticalAlignment.bottom))",
      "Rectangle().padding(-8)",
      "Rectangle().padding(Edge.Set.all, 4)",
      "Rectangle().padding(.all, nil)",
      "Rectangle().padding(.init(top: 1, leading: 2, bottom: 3, trailing: 4))",
      "Rectangle().padding(EdgeInsets())",
      "Rectangle().padding(min(4, 8)).padding(max(2, CGFloat(3)))",
      "Rectangle().foregroundColor(.red.opacity(0.5)).foregroundColor(nil)",
      "Rectangle().colorMultiply(Color(white: 0.5))",
      "Rectangle().id(7)",
    ] {
      let result = compile(SourceFile(name: "t", text: text))
      #expect(result.diagnostics.isEmpty, "\(text): \(result.diagnostics.map(\.message))")
      #expect(result.tree != nil, "\(text)")
    }
  }
}
