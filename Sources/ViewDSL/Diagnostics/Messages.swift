// The catalogue of every diagnostic layoutc's language prints. Messages are lower case, quote
// source text in single quotes, say what was expected, and have no trailing period. Keep each
// section in alphabetical order of the member name; the member name is the message id.

extension DiagnosticMessage {
  // MARK: - Syntax (lexer and parser)

  static let braceNotAligned = syntaxError(
    "braceNotAligned", "'}' is not at the indentation of the line whose '{' it closes")
  static func declarationNeedsSwiftFile(_ keyword: String) -> Self {
    syntaxError(
      "declarationNeedsSwiftFile",
      "'\(keyword)' declarations are read from .swift files; a .view file holds views, 'let' data and 'struct' components with properties (run layoutc on the .swift files instead)"
    )
  }
  static let declarationNotAtTopLevel = syntaxError(
    "declarationNotAtTopLevel", "'struct' declarations must be at the top level")
  static let elseWithoutIf = syntaxError(
    "elseWithoutIf", "'else' must follow an 'if' line at the same indentation")
  static func expectedCaseColon(found: String) -> Self {
    syntaxError("expectedCaseColon", "expected ':' after the case's patterns, found \(found)")
  }
  static func expectedClosingBrace(found: String) -> Self {
    syntaxError("expectedClosingBrace", "expected '}' to close closure, found \(found)")
  }
  static func expectedClosingBracket(found: String) -> Self {
    syntaxError("expectedClosingBracket", "expected ']' to close '[', found \(found)")
  }
  static func expectedClosingParenthesis(found: String) -> Self {
    syntaxError("expectedClosingParenthesis", "expected ')' to close argument list, found \(found)")
  }
  static func expectedDeclarationName(found: String) -> Self {
    syntaxError("expectedDeclarationName", "expected a name after 'let', found \(found)")
  }
  static func expectedEndOfLine(found: String) -> Self {
    syntaxError("expectedEndOfLine", "expected end of line, found \(found)")
  }
  static func expectedEquals(found: String) -> Self {
    syntaxError("expectedEquals", "expected '=' after the declared name, found \(found)")
  }
  static func expectedExpression(found: String) -> Self {
    syntaxError("expectedExpression", "expected an expression, found \(found)")
  }
  static func expectedLabelledClosure(_ label: String, found: String) -> Self {
    syntaxError("expectedLabelledClosure", "expected '{' after '\(label):', found \(found)")
  }
  static func expectedLineStart(found: String) -> Self {
    syntaxError(
      "expectedLineStart", "expected a view, a modifier starting with '.' or 'let', found \(found)")
  }
  static let expectedMemberLine = syntaxError(
    "expectedMemberLine",
    "the lines under a 'struct' are its properties ('let', 'var', 'var body: some View')")
  static func expectedMemberName(found: String) -> Self {
    syntaxError("expectedMemberName", "expected a member name after '.', found \(found)")
  }
  static func expectedModifierArguments(_ name: String) -> Self {
    syntaxError("expectedModifierArguments", "expected '(' or '{' after modifier '\(name)'")
  }
  static func expectedTernaryColon(found: String) -> Self {
    syntaxError(
      "expectedTernaryColon", "expected ':' after the first choice of '?', found \(found)")
  }
  static func expectedValue(_ name: String) -> Self {
    syntaxError("expectedValue", "'\(name)' needs a value here: write '\(name) = …'")
  }
  static func expectedView(found: String) -> Self {
    syntaxError("expectedView", "expected a view, found \(found)")
  }
  static let expressionNestedTooDeeply = syntaxError(
    "expressionNestedTooDeeply", "expression nested too deeply")
  static func invalidEscape(_ sequence: String) -> Self {
    syntaxError("invalidEscape", "invalid escape sequence '\(sequence)' in string")
  }
  static func invalidNumber(_ text: String) -> Self {
    syntaxError("invalidNumber", "'\(text)' is not a valid number")
  }
  static let invalidUnicodeEscape = syntaxError(
    "invalidUnicodeEscape",
    "invalid unicode escape; expected '\\u{' with 1 to 8 hex digits of a unicode scalar and '}'")
  static let invalidUTF8 = syntaxError("invalidUTF8", "file is not valid UTF-8")
  static func leadingDotNumber(_ text: String) -> Self {
    syntaxError("leadingDotNumber", "'\(text)' is not a valid number; write '0\(text)'")
  }
  static func lineTooLong(limit: Int) -> Self {
    syntaxError("lineTooLong", "line is longer than the limit of \(limit) bytes")
  }
  static let memberOutsideComponent = syntaxError(
    "memberOutsideComponent", "a property with a wrapper belongs in a 'struct' component")
  static func modifierOnStatement(_ keyword: String) -> Self {
    syntaxError(
      "modifierOnStatement",
      "a modifier applies to a view, not to an '\(keyword)' line; wrap the statement in a 'Group' and modify that"
    )
  }
  static let modifierWithoutView = syntaxError(
    "modifierWithoutView", "modifier line is not indented under a view")
  static func nestingTooDeep(limit: Int) -> Self {
    syntaxError("nestingTooDeep", "nesting is deeper than the limit of \(limit) levels")
  }
  static let notACase = syntaxError(
    "notACase", "the lines under a 'switch' are its 'case' and 'default' lines")
  static let nulCharacter = syntaxError("nulCharacter", "file contains a NUL character")
  static func statementNotSupportedYet(_ keyword: String) -> Self {
    syntaxError(
      "statementNotSupportedYet",
      "'\(keyword)' statements are not evaluated in a view builder; write 'ForEach' for a loop and 'if' for a condition"
    )
  }
  static func tooManyViews(limit: Int) -> Self {
    syntaxError(
      "tooManyViews", "file has more views than the limit of \(limit); the rest is not read")
  }
  static let tabInIndentation = syntaxError(
    "tabInIndentation", "indentation contains a tab; indent with spaces only")
  static let unclosedBrace = syntaxError("unclosedBrace", "'{' has no matching '}'")
  static func unexpectedCharacter(_ character: String) -> Self {
    syntaxError("unexpectedCharacter", "unexpected character '\(character)'")
  }
  static func unexpectedConditionalDirective(_ directive: String) -> Self {
    syntaxError("unexpectedConditionalDirective", "'#\(directive)' without a matching '#if'")
  }
  static let unexpectedIndentation = syntaxError("unexpectedIndentation", "unexpected indentation")
  static let unindentMismatch = syntaxError(
    "unindentMismatch", "unindent does not match any outer indentation level")
  static let unmatchedClosingBrace = syntaxError("unmatchedClosingBrace", "'}' has no matching '{'")
  static let unterminatedConditional = syntaxError(
    "unterminatedConditional", "'#if' without a matching '#endif'")
  static let unterminatedInterpolation = syntaxError(
    "unterminatedInterpolation", "string interpolation '\\(' is not closed by ')' on its line")
  static let unterminatedString = syntaxError("unterminatedString", "unterminated string literal")

  private static func syntaxError(_ id: String, _ text: String) -> Self {
    DiagnosticMessage(id: id, severity: .error, text: text)
  }

  // MARK: - Layout (found while laying out)

  public static func hiddenLayoutPriority(_ value: String, hiddenBy modifier: String) -> Self {
    DiagnosticMessage(
      id: "hiddenLayoutPriority", severity: .warning,
      text:
        "'layoutPriority(\(value))' has no effect: '.\(modifier)' outside it reports another priority to the container, which reads only the outermost modifier's; move 'layoutPriority' after '.\(modifier)'"
    )
  }
  /// `lengths`: `width -610`, or `width -610 and height -20`.
  public static func invalidProxyFrameLength(_ lengths: String) -> Self {
    DiagnosticMessage(
      id: "invalidProxyFrameLength", severity: .warning,
      text:
        "this frame's \(lengths), computed from a GeometryReader's size, has no effect: SwiftUI ignores a negative or non-finite frame length ('Invalid frame dimension') and leaves that axis to the view; write 'max(…, 0)' for a length of 0"
    )
  }
  public static func missingGlyphs(_ characters: String) -> Self {
    DiagnosticMessage(
      id: "missingGlyphs", severity: .warning,
      text:
        "the text has characters the measuring font lacks ('\(characters)'): each is measured as an empty box, where iOS draws it from a fallback font; pass --fallback-font PATH with a font that has them"
    )
  }
  public static func undeterminedLength(_ view: String, _ lengths: String) -> Self {
    DiagnosticMessage(
      id: "undeterminedLength", severity: .warning,
      text:
        "'\(view)' was proposed no \(lengths), so it took SwiftUI's default of 10 points: an expanding view was asked for its ideal size (by 'fixedSize', a ScrollView or a lazy stack); give it a 'frame', or a size from its parent"
    )
  }
  public static func unusedAlignmentGuide(_ guide: String, container: String) -> Self {
    DiagnosticMessage(
      id: "unusedAlignmentGuide", severity: .warning,
      text:
        "'alignmentGuide(.\(guide))' has no effect: its container, \(container), never asks this view for its '\(guide)' guide (an HStack aligns its children by a vertical guide, a VStack by a horizontal one, a ZStack or a frame by the two of its alignment)"
    )
  }

  /// A frame past `Double`'s range (`.frame(width: 1e308).padding(1e308)`): there is no
  /// number of points to print, so the run is an error instead of printing `null`.
  public static func frameNotFinite(_ view: String) -> Self {
    DiagnosticMessage(
      id: "frameNotFinite", severity: .error,
      text:
        "the frame of '\(view)' is too large to lay out (a length or position beyond ±1.8e308 points)"
    )
  }

  // MARK: - Semantics (views, modifiers, arguments)

  static func argumentOutOfOrder(_ label: String, before other: String, in callee: String) -> Self {
    semanticError(
      "argumentOutOfOrder", "argument '\(label)' must precede argument '\(other)' in '\(callee)'")
  }
  static func closureUnknownName(_ name: String, expected: String) -> Self {
    semanticError("closureUnknownName", "unknown name '\(name)' in closure; expected \(expected)")
  }
  static func closureUnsupportedExpression(_ found: String, expected: String) -> Self {
    semanticError(
      "closureUnsupportedExpression",
      "\(found) is not allowed in this closure; expected \(expected)")
  }
  static let searchFieldNotLaidOut = DiagnosticMessage(
    id: "searchFieldNotLaidOut", severity: .warning,
    text:
      "'.searchable' adds a search field that layoutc does not lay out: its size on iOS has not been measured, so the frames are those of the screen without it"
  )
  static let asyncImageWhileLoading = DiagnosticMessage(
    id: "asyncImageWhileLoading", severity: .warning,
    text:
      "'AsyncImage' is laid out as it shows while loading (its placeholder): a preview cannot know the image; give an 'Image' of its size to lay out the loaded state"
  )
  static func contradictoryFrameConstraints(_ first: String, _ second: String) -> Self {
    DiagnosticMessage(
      id: "contradictoryFrameConstraints", severity: .warning,
      text: "contradictory frame constraints: '\(first)' is greater than '\(second)'")
  }
  static func contentWithStyleArgument(_ modifier: String) -> Self {
    semanticError(
      "contentWithStyleArgument",
      "'\(modifier)' takes either a style argument or views as its content, not both")
  }
  static func gridSpanTooLarge(limit: Int) -> Self {
    semanticError(
      "gridSpanTooLarge",
      "a grid cell can span at most \(limit) columns in layoutc (each column is laid out)")
  }
  static func countOutOfRange(_ parameter: String) -> Self {
    semanticError(
      "countOutOfRange", "'\(parameter)' must be a whole number from 1 to \(Int32.max)")
  }
  static let divisionByZero = semanticError("divisionByZero", "division by zero")
  static func duplicateAlignmentDeclaration(_ name: String) -> Self {
    semanticError("duplicateAlignmentDeclaration", "an alignment named '\(name)' already exists")
  }
  static func duplicateArgument(_ label: String, in callee: String) -> Self {
    semanticError("duplicateArgument", "argument '\(label)' given twice in '\(callee)'")
  }
  static let emptyDynamicTypeRange = semanticError(
    "emptyDynamicTypeRange",
    "a Dynamic Type range must not be empty: its lower bound is above its upper bound")
  static let emptyLineLimitRange = semanticError(
    "emptyLineLimitRange",
    "a line limit range must not be empty: its lower bound is above its upper bound")
  static func environmentKeyNotSupportedYet(_ key: String) -> Self {
    semanticError(
      "environmentKeyNotSupportedYet",
      "environment key '\\.\(key)' is not supported yet; layoutc supports '\\.layoutDirection' and '\\.defaultMinListRowHeight'"
    )
  }
  static func notMeasuredYet(_ what: String) -> Self {
    semanticError(
      "notMeasuredYet",
      "\(what) is not supported yet: its size on iOS has not been measured (Documentation/Chrome.md)"
    )
  }
  static func expectedCondition(found: String) -> Self {
    semanticError(
      "expectedCondition",
      "expected a condition on 'dynamicTypeSize', 'horizontalSizeClass', 'verticalSizeClass', 'canvasWidth', 'canvasHeight', 'displayScale' or 'pixelLength', found \(found)"
    )
  }
  static func expectedLayout(found: String) -> Self {
    semanticError(
      "expectedLayout",
      "expected a layout such as 'HStackLayout()', 'VStackLayout()', 'ZStackLayout()', 'GridLayout()' or 'AnyLayout(…)', found \(found)"
    )
  }
  static func extraArgument(in callee: String) -> Self {
    semanticError("extraArgument", "extra argument in call to '\(callee)'")
  }
  static func extraTrailingClosure(in callee: String) -> Self {
    semanticError("extraTrailingClosure", "'\(callee)' does not take a closure")
  }
  static func extraneousLabel(_ label: String, in callee: String) -> Self {
    semanticError("extraneousLabel", "extraneous argument label '\(label):' in call to '\(callee)'")
  }
  static func fontMethodNotSupported(_ method: String) -> Self {
    semanticError(
      "fontMethodNotSupported",
      "font method '\(method)' is not supported; use '.bold()', '.italic()', '.weight(_:)', '.monospacedDigit()' or '.monospaced()'"
    )
  }
  static func imageMethodAfterModifier(_ method: String, after modifier: String) -> Self {
    semanticError(
      "imageMethodAfterModifier",
      "'\(method)' is a method of 'Image' and must come before other modifiers; it follows '.\(modifier)'"
    )
  }
  static func imageMethodOnOtherView(_ method: String, view: String) -> Self {
    semanticError(
      "imageMethodOnOtherView",
      "'\(method)' is a method of 'Image'; it cannot be applied to '\(view)'")
  }
  static func imageNotFound(_ name: String, in searched: String) -> Self {
    semanticError(
      "imageNotFound",
      "image '\(name)' not found in \(searched); looked for '\(name)', '\(name).png', '\(name).jpg' and "
        + "'\(name).jpeg', each also with '@2x' and '@3x'")
  }
  static func imageUnreadable(_ name: String, path: String, reason: String) -> Self {
    semanticError(
      "imageUnreadable", "cannot read the size of image '\(name)' from '\(path)': \(reason)")
  }
  static func incompatibleArguments(_ first: String, _ second: String, in callee: String) -> Self {
    semanticError(
      "incompatibleArguments", "'\(callee)' has no form taking both '\(first)' and '\(second)'")
  }
  static func incompleteView(_ name: String, example: String) -> Self {
    semanticError("incompleteView", "'\(name)' alone is not a view; write \(example)")
  }
  static func infiniteFrameLimit(_ parameter: String) -> Self {
    DiagnosticMessage(
      id: "infiniteFrameLimit", severity: .warning,
      text: "'\(parameter)' is infinite; only a maximum can be '.infinity'")
  }
  static func infiniteNotAllowed(_ parameter: String) -> Self {
    semanticError("infiniteNotAllowed", "'\(parameter)' must be finite, found infinity")
  }
  static func invalidAlignmentDeclaration(_ name: String) -> Self {
    semanticError(
      "invalidAlignmentDeclaration",
      "expected 'HorizontalAlignment { d in … }' or 'VerticalAlignment { d in … }' for '\(name)'")
  }
  static let invalidAspectRatio = semanticError(
    "invalidAspectRatio", "an aspect ratio must be a positive, finite number")
  static func invalidCapInset(_ edge: String) -> Self {
    semanticError("invalidCapInset", "cap inset '\(edge)' must be finite and not negative")
  }
  static func invalidFrameDimension(_ parameter: String) -> Self {
    semanticError(
      "invalidFrameDimension",
      "invalid frame dimension for '\(parameter)': it must be finite and not negative")
  }
  static let forEachDataNotWrittenOut = semanticError(
    "forEachDataNotWrittenOut",
    "'ForEach' needs its data written out: a range of whole numbers ('0..<5') or an array literal ('[\"a\", \"b\"]'), or a name declared with 'let' in this file"
  )
  static let forEachRangeNotWhole = semanticError(
    "forEachRangeNotWhole", "a 'ForEach' range must have whole-number bounds")
  static let forEachRangeReversed = semanticError(
    "forEachRangeReversed", "a 'ForEach' range's lower bound is above its upper bound")
  static func forEachTooManyCopies(limit: Int) -> Self {
    semanticError(
      "forEachTooManyCopies",
      "'ForEach's in this file make more than \(limit) copies of their content together")
  }
  static func forEachTooManyElements(limit: Int) -> Self {
    semanticError("forEachTooManyElements", "'ForEach' has more than \(limit) elements")
  }
  static func interpolationNotAValue(_ found: String) -> Self {
    semanticError(
      "interpolationNotAValue",
      "cannot interpolate \(found): '\\(…)' takes a number, a string, a 'ForEach' parameter or a name declared with 'let' in this file"
    )
  }
  static let invalidLineLimit = semanticError(
    "invalidLineLimit", "a line limit must be a whole number of at least 1")
  static func invalidRepeatCount(limit: Int) -> Self {
    semanticError("invalidRepeatCount", "'count' must be a whole number from 0 to \(limit)")
  }
  static func missingArgument(_ parameter: String, in callee: String) -> Self {
    semanticError("missingArgument", "missing argument for parameter '\(parameter)' in '\(callee)'")
  }
  static func missingLabel(_ label: String, in callee: String) -> Self {
    semanticError("missingLabel", "missing argument label '\(label):' in call to '\(callee)'")
  }
  static let missingRootView = semanticError(
    "missingRootView", "no view in file; a '.view' file needs one root view")
  static func modifierContentNotSupported(_ modifier: String) -> Self {
    semanticError("modifierContentNotSupported", "views under '\(modifier)' are not supported yet")
  }
  static func modifierFromOtherFramework(_ name: String, framework: String) -> Self {
    semanticError(
      "modifierFromOtherFramework",
      "modifier '\(name)' comes from \(framework), which layoutc does not lay out; remove it from the preview"
    )
  }
  static func modifierNotSupportedYet(_ name: String) -> Self {
    semanticError(
      "modifierNotSupportedYet",
      "modifier '\(name)' is not supported yet; SwiftUI-Names.md lists what layoutc lays out")
  }
  static func nanNotAllowed(_ parameter: String) -> Self {
    semanticError("nanNotAllowed", "'\(parameter)' is not a number (NaN)")
  }
  static func negativeFrameLimit(_ parameter: String) -> Self {
    DiagnosticMessage(
      id: "negativeFrameLimit", severity: .warning,
      text: "'\(parameter)' is negative; SwiftUI treats it as 0")
  }
  static func negativeLength(_ parameter: String) -> Self {
    semanticError("negativeLength", "'\(parameter)' must not be negative")
  }
  static let nonPositiveFontSize = semanticError(
    "nonPositiveFontSize", "a font size must be greater than zero")
  static func noChildren(_ view: String) -> Self {
    semanticError("noChildren", "'\(view)' takes no child views; this view is indented under it")
  }
  static func noSuchParameter(_ label: String, in callee: String, suggestion: String?) -> Self {
    semanticError(
      "noSuchParameter",
      "'\(callee)' has no parameter labelled '\(label)'" + semanticSuggestion(suggestion))
  }
  static func textConcatenationOperand(_ found: String) -> Self {
    semanticError(
      "textConcatenationOperand",
      "only a 'Text' can be added to a 'Text', found \(found)")
  }
  static func textConcatenationViewModifier(_ name: String) -> Self {
    semanticError(
      "textConcatenationViewModifier",
      "'.\(name)' makes a view, not a 'Text': it cannot be used on a piece of a concatenated 'Text' (apply it to the whole text instead)"
    )
  }
  static func toolbarItemOutsideToolbar(_ name: String) -> Self {
    semanticError(
      "toolbarItemOutsideToolbar",
      "'\(name)' is laid out only inside '.toolbar { }' in a NavigationStack's content")
  }
  static let bottomToolbarNotSupportedYet = semanticError(
    "bottomToolbarNotSupportedYet",
    "a toolbar item in the bottom bar is not supported yet: the bar's height was not measured")
  static func listStyleNotSupportedYet(_ modifier: String, _ style: String) -> Self {
    semanticError(
      "listStyleNotSupportedYet",
      "'.\(modifier)(.\(style))' is not supported yet; lists and forms are laid out in the default inset grouped style of iPhone"
    )
  }
  static func pickerNotSupportedYet(_ style: String) -> Self {
    semanticError(
      "pickerNotSupportedYet",
      style == "automatic" || style == "menu" || style == "navigationLink"
        ? "'Picker' is laid out only as a row of a List or Form so far"
        : "'Picker' with '.pickerStyle(.\(style))' is not supported yet; it is laid out as a menu or navigation-link row of a List or Form, or inline directly in one"
    )
  }
  static let proxyFromTwoReaders = semanticError(
    "proxyFromTwoReaders",
    "a frame's length can read one GeometryReader's proxy, not two; compute it from one reader's size"
  )
  static let proxyReadOnlyInFrame = semanticError(
    "proxyReadOnlyInFrame",
    "a GeometryReader's proxy is read only in '.frame(width:height:)' so far, as 'proxy.size.width' or 'proxy.size.height' with + - * /, min and max; write a number here"
  )
  static let scaleFactorOutOfRange = semanticError(
    "scaleFactorOutOfRange", "a minimum scale factor must be greater than 0 and at most 1")
  static let sizeClassOrder = semanticError(
    "sizeClassOrder", "size classes can only be compared with '==' and '!='")
  static let secondRootView = semanticError(
    "secondRootView", "a '.view' file has one root view; found a second one here")
  static func transparentModifierContent(_ modifier: String, on view: String) -> Self {
    semanticError(
      "transparentModifierContent",
      "views under '\(modifier)' on '\(view)' are not supported yet; apply '\(modifier)' to each view inside"
    )
  }
  static func typeMismatch(expected: String, for parameter: String, found: String) -> Self {
    semanticError("typeMismatch", "expected \(expected) for '\(parameter)', found \(found)")
  }
  static func unexpectedArguments(_ name: String) -> Self {
    semanticError("unexpectedArguments", "'\(name)' takes no arguments")
  }
  static func unexpectedContentBlock(_ view: String) -> Self {
    semanticError("unexpectedContentBlock", "'\(view)' takes no content closure")
  }
  static func unexpectedLabelledClosure(_ label: String, view: String, expected: [String]) -> Self {
    let hint =
      expected.isEmpty
      ? "takes no labelled trailing closure"
      : "takes '\(expected.joined(separator: ":', '")):' after its first closure"
    return semanticError(
      "unexpectedLabelledClosure", "'\(view)' has no trailing closure '\(label):'; it \(hint)")
  }
  static func unknownMember(_ member: String, of type: String, suggestion: String?) -> Self {
    semanticError(
      "unknownMember", "'\(type)' has no member '\(member)'" + semanticSuggestion(suggestion))
  }
  static func unknownModifier(_ name: String, suggestion: String?) -> Self {
    DiagnosticMessage(
      id: "unknownModifier", severity: .warning,
      text: "unknown modifier '\(name)'" + semanticSuggestion(suggestion))
  }
  static func unknownView(_ name: String, suggestion: String?) -> Self {
    semanticError("unknownView", "unknown view '\(name)'" + semanticSuggestion(suggestion))
  }
  static func viewFromOtherFramework(_ name: String, framework: String) -> Self {
    semanticError(
      "viewFromOtherFramework",
      "'\(name)' comes from \(framework), which layoutc does not lay out; replace it with a frame of its size in the preview"
    )
  }
  static func viewNotSupportedYet(_ name: String) -> Self {
    semanticError(
      "viewNotSupportedYet",
      "'\(name)' is not supported yet; layoutc lays out stacks, grids, scroll views, lists, navigation and tab views, text, images, shapes and simple controls"
    )
  }
  static func viewsInActionClosure(_ view: String) -> Self {
    semanticError(
      "viewsInActionClosure",
      "the first closure of '\(view)' is its action, which is not evaluated and holds no views; write the label in 'label:'"
    )
  }

  private static func semanticError(_ id: String, _ text: String) -> Self {
    DiagnosticMessage(id: id, severity: .error, text: text)
  }
  private static func semanticSuggestion(_ suggestion: String?) -> String {
    suggestion.map { "; did you mean '\($0)'?" } ?? ""
  }
}

extension DiagnosticMessage {
  // MARK: - Program (the app's Swift, evaluated for a preview)

  private static let givingData =
    "write a literal in the preview, or bind a name with '--data NAME=file.json'"

  static let assignmentNotSupported = programError(
    "assignmentNotSupported", "only assignments to local names and to 'self.name' are evaluated")
  static func layoutTimeCondition(_ a: String) -> Self {
    programError(
      "layoutTimeCondition",
      "\(a) is known only during layout, so a condition on it cannot choose views yet; choose between layouts with ViewThatFits or AnyLayout, or give the value in the preview"
    )
  }
  static func cannotCompare(_ a: String, _ b: String) -> Self {
    programError("cannotCompare", "cannot compare \(a) with \(b)")
  }
  static func cannotInterpolateValue(_ what: String) -> Self {
    programError("cannotInterpolateValue", "cannot put \(what) in a string")
  }
  static func cannotKnowStoredData(_ name: String) -> Self {
    programError(
      "cannotKnowStoredData",
      "a preview cannot read stored data ('\(name)'); pass the values to the view in the preview, or give them with '--data \(name)=FILE.json'"
    )
  }
  static func cannotKnowValue(_ what: String) -> Self {
    programError("cannotKnowValue", "a preview cannot know '\(what)'; \(givingData)")
  }
  static func circularDefinition(_ name: String) -> Self {
    programError("circularDefinition", "'\(name)' is defined in terms of itself")
  }
  static let conditionNotKnown = programError(
    "conditionNotKnown",
    "this condition depends on a value layoutc cannot know, so neither branch is laid out")
  static func evaluationTooLong(limit: Int) -> Self {
    programError(
      "evaluationTooLong", "evaluation stopped after \(limit) steps (a loop that does not end?)")
  }
  static func expectedViewValue(_ found: String) -> Self {
    programError("expectedViewValue", "expected a view, found \(found)")
  }
  static func expressionNotSupported(_ what: String) -> Self {
    programError("expressionNotSupported", "\(what) is not supported yet")
  }
  static func extraProgramArgument(_ label: String?, callee: String) -> Self {
    programError(
      "extraProgramArgument",
      "'\(callee)' takes no argument \(label.map { "'\($0):'" } ?? "without a label") here")
  }
  static let forEachNeedsData = programError(
    "forEachNeedsData", "'ForEach' needs its data and a content closure")
  static func indexOutOfRange(_ index: Int, count: Int) -> Self {
    programError("indexOutOfRange", "index \(index) is out of range for an array of \(count)")
  }
  static func missingEnvironmentObject(_ type: String) -> Self {
    programError(
      "missingEnvironmentObject",
      "no '\(type)' in the environment; add '.environmentObject(\(type)(…))' or '.environment(\(type)(…))' to the preview"
    )
  }
  static func missingProgramArgument(_ name: String, callee: String) -> Self {
    programError("missingProgramArgument", "missing argument '\(name):' in call to '\(callee)'")
  }
  static func nestedTooDeep(limit: Int) -> Self {
    programError(
      "nestedTooDeep", "views and calls nest more than \(limit) deep (does a view use itself?)")
  }
  static func noMatchingInitializer(_ type: String) -> Self {
    programError("noMatchingInitializer", "no initializer of '\(type)' takes these arguments")
  }
  static func notABoolean(_ found: String) -> Self {
    programError("notABoolean", "expected a condition, found \(found)")
  }
  static func notASequence(_ found: String) -> Self {
    programError("notASequence", "expected an array or a range, found \(found)")
  }
  static func customLayoutNotSupported(_ name: String) -> Self {
    programError(
      "customLayoutNotSupported",
      "'\(name)' is the app's own Layout; layoutc does not run a Layout's sizeThatFits and placeSubviews yet: lay the preview out with a stack or a Grid"
    )
  }
  static func representableNotSupported(_ name: String, _ kind: String) -> Self {
    programError(
      "representableNotSupported",
      "'\(name)' is a \(kind), whose size its UIKit view decides; layoutc cannot know it: preview the SwiftUI views around it with a view of the same size in its place"
    )
  }
  static func valueHasNoMember(_ member: String, _ found: String) -> Self {
    programError("valueHasNoMember", "\(found) has no member '\(member)'")
  }
  static func notCallable(_ found: String) -> Self {
    programError("notCallable", "\(found) cannot be called")
  }
  static func operandNotSupported(_ found: String) -> Self {
    programError("operandNotSupported", "this operation is not defined on \(found)")
  }
  static func statementNotSupported(_ what: String) -> Self {
    programError("statementNotSupported", "'\(what)' statements are not supported yet")
  }
  static func unknownEnvironmentValue(_ key: String) -> Self {
    programError(
      "unknownEnvironmentValue", "layoutc does not know the environment value '\\.\(key)'")
  }
  static func unknownName(_ name: String) -> Self {
    programError(
      "unknownName",
      "cannot find '\(name)' in the files given; add the file that declares it, or \(givingData)")
  }
  static let unwrappedNil = programError("unwrappedNil", "'!' unwraps a value that is nil")

  private static func programError(_ id: String, _ text: String) -> Self {
    DiagnosticMessage(id: id, severity: .error, text: text)
  }
}
