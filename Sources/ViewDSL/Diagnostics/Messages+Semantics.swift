// The catalogue's semantic messages: views, modifiers and arguments checked against the
// catalogue (Messages.swift has the rules every message follows).

extension DiagnosticMessage {
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
  static let integerOverflow = semanticError(
    "integerOverflow", "this arithmetic overflows 'Int', which stops an app in Swift")
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
