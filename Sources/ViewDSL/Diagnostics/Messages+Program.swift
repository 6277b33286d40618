// The catalogue's program messages: the app's Swift, evaluated for a preview (Messages.swift
// has the rules every message follows).

extension DiagnosticMessage {
  // MARK: - Program (the app's Swift, evaluated for a preview)

  private static let givingData =
    "write a literal in the preview, or bind a name with '--data NAME=file.json'"

  static func appearanceProxy(_ type: String, _ property: String) -> Self {
    programError(
      "appearanceProxy",
      "'\(type).appearance().\(property)' restyles every \(type) of the app; layoutc does not apply UIKit's appearance proxies, whose fonts and translucency change where a bar's titles and the content under it are laid out: preview the view without this call"
    )
  }
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
  static func errorDescriptionNotKnown(_ type: String) -> Self {
    programError(
      "errorDescriptionNotKnown",
      "the description of a '\(type)' names the app's module, which a preview cannot know; give '\(type)' an 'errorDescription' (LocalizedError)"
    )
  }
  static let appleErrorDescriptionNotKnown = programError(
    "appleErrorDescriptionNotKnown",
    "this error's description comes from Apple's localized strings, which layoutc does not have; give it one with 'NSLocalizedDescriptionKey' in its 'userInfo'"
  )
  static func cannotKnowValue(_ what: String) -> Self {
    programError("cannotKnowValue", "a preview cannot know '\(what)'; \(givingData)")
  }
  static func bodyNotInFiles(_ type: String, conformances: [String], modules: [String]) -> Self {
    let names = conformances.map { "'\($0)'" }.joined(separator: ", ")
    let which =
      conformances.count == 1 ? "which none of them declares" : "which none of them declare"
    return programError(
      "bodyNotInFiles",
      "'\(type)' has no 'body' in the files given: it conforms to \(names), \(which)\(fromModules(modules, file: "its")), so layoutc cannot know what it shows; add the files that declare \(conformances.count == 1 ? "it" : "them"), or preview the views its body would make"
    )
  }
  static func typeNotInFiles(_ type: String, modules: [String]) -> Self {
    programError(
      "typeNotInFiles",
      "'\(type)' is declared in none of the files given\(fromModules(modules, file: "this")), so a preview cannot know its value; add the file that declares it, or give the preview the values the view reads"
    )
  }
  static func viewNotInFiles(_ type: String, modules: [String]) -> Self {
    programError(
      "viewNotInFiles",
      "'\(type)' is declared in none of the files given\(fromModules(modules, file: "this")), so layoutc cannot know what it shows; add the files that declare it, or replace it with a frame of its size in the preview"
    )
  }
  /// ` (it may come from a module its file imports: 'A', 'B')`, or nothing.
  private static func fromModules(_ modules: [String], file: String) -> String {
    guard !modules.isEmpty else { return "" }
    let names = modules.map { "'\($0)'" }.joined(separator: ", ")
    return " (it may come from a module \(file) file imports: \(names))"
  }
  static func circularDefinition(_ name: String) -> Self {
    programError("circularDefinition", "'\(name)' is defined in terms of itself")
  }
  static func setUnderUnknownCondition(_ name: String) -> Self {
    programError(
      "setUnderUnknownCondition",
      "'\(name)' is set under this condition, which depends on a value layoutc cannot know, so its value is not known"
    )
  }
  static let resolvedValueNotComputed = programError(
    "resolvedValueNotComputed",
    "layoutc does not resolve SwiftUI's values in an environment ('resolve(in:)': a colour's components), so nothing that depends on them can be laid out"
  )
  static func fontMetricsScaleNotKnown(_ size: String) -> Self {
    programError(
      "fontMetricsScaleNotKnown",
      "Apple publishes no scale for 'UIFontMetrics.scaledValue(for:)' at Dynamic Type size '\(size)', so layoutc does not know this value; at '--dynamic-type large' it is the value itself"
    )
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
  static let rangeUpperBoundNotKnown = programError(
    "rangeUpperBoundNotKnown",
    "the upper bound of a range held in a name is not supported yet; write the bound itself")
  static func notABoolean(_ found: String) -> Self {
    programError("notABoolean", "expected a condition, found \(found)")
  }
  static func notASequence(_ found: String) -> Self {
    programError("notASequence", "expected an array or a range, found \(found)")
  }
  static func layoutMemberNotSupported(_ name: String, _ member: String) -> Self {
    let what =
      member == "sizeThatFits"
      ? "declares no sizeThatFits(proposal:subviews:cache:) and placeSubviews(in:proposal:subviews:cache:) of its own"
      : "declares '\(member)', which layoutc does not run yet"
    return programError(
      "layoutMemberNotSupported",
      "'\(name)' is the app's own Layout and \(what); lay the preview out with a stack or a Grid")
  }
  static func changedBySystemCall(_ name: String) -> Self {
    programError(
      "changedBySystemCall",
      "'\(name)' is passed to a system call that may change it ('&\(name)'), and layoutc keeps no state of SwiftUI's or the system's values, so a layout that depends on this value cannot be known; write a literal in the preview"
    )
  }
  static func frameworkPropertySet(_ name: String) -> Self {
    programError(
      "frameworkPropertySet",
      "'\(name)' is set here, and layoutc keeps no state of SwiftUI's or the system's values, so a layout that depends on this value cannot be known; write a literal in the preview"
    )
  }
  public static func readerSizeNotSettled(limit: Int) -> Self {
    programError(
      "readerSizeNotSettled",
      "this GeometryReader's content chooses views by its size, inside more than \(limit) such readers; layoutc settles \(limit) levels of them"
    )
  }
  static func layoutMethodResult(_ name: String, _ method: String, found: String) -> Self {
    programError(
      "layoutMethodResult", "'\(name).\(method)' gave \(found), not a size, when it was laid out")
  }
  static func platformImageSizeNotKnown(_ type: String) -> Self {
    let symbol = type == "NSImage" ? "systemSymbolName" : "systemName"
    return programError(
      "platformImageSizeNotKnown",
      "a preview cannot know the size of this '\(type)' (its size is known only for '\(type)(named:)', looked up as Image(\"name\") is, and '\(type)(\(symbol):)'); give the preview an image of the asset catalogue, or a frame of the image's size in its place"
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
  static func sameNameGlobal(_ name: String, files: [String]) -> Self {
    let list = files.map { "'\($0)'" }.joined(separator: ", ")
    return programError(
      "sameNameGlobal",
      "'\(name)' is declared in several of the files given (\(list)), as separate targets of one folder would, and none is nearer this file's folder than the others; give the folder of one target"
    )
  }
  static func resourceNotFound(_ file: String, searched: String) -> Self {
    programError(
      "resourceNotFound",
      "the app's bundle resource '\(file)' is in none of the folders given (looked in \(searched)); give the folder that holds it, or bind the value with '--data NAME=file.json'"
    )
  }
  static func resourceAmbiguous(_ file: String, paths: [String]) -> Self {
    programError(
      "resourceAmbiguous",
      "several different files are named '\(file)' (\(paths.map { "'\($0)'" }.joined(separator: ", "))), and which one the app's bundle holds depends on its target; give only the folder of the app's target"
    )
  }
  static func resourceUnreadable(_ path: String, reason: String) -> Self {
    programError("resourceUnreadable", "cannot read the resource '\(path)': \(reason)")
  }
  /// `what`: "'path'" of a resource, or "the string" of `json.data(using:)`.
  static func resourceNotJSON(_ what: String, line: Int, column: Int, reason: String) -> Self {
    programError(
      "resourceNotJSON",
      "\(what) is not JSON JSONDecoder can read: \(reason) at line \(line), column \(column)")
  }
  static func dateNotKnown(_ why: String) -> Self {
    programError("dateNotKnown", "a preview cannot know this date: \(why)")
  }
  static func systemListNotKnown(_ what: String) -> Self {
    programError(
      "systemListNotKnown",
      "a preview cannot know '\(what)': the system's locale data decides it, and it changes with the OS version; give the view the list it shows in the preview"
    )
  }
  static func statementNotSupported(_ what: String) -> Self {
    programError("statementNotSupported", "'\(what)' statements are not supported yet")
  }
  static func switchMatchedNoCase(_ value: String) -> Self {
    programError(
      "switchMatchedNoCase",
      "no case of this switch matches \(value), so nothing under it is laid out; layoutc did not understand the value (write it in the preview, or bind a name with '--data NAME=file.json')"
    )
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
  static func forcedTryThrew(line: Int) -> Self {
    programError(
      "forcedTryThrew",
      "an error thrown on line \(line) reaches this 'try!', where the app would stop, so there is nothing to lay out"
    )
  }
  static func managedAttributeNotKnown(_ name: String) -> Self {
    programError(
      "managedAttributeNotKnown",
      "'\(name)' is a Core Data attribute the code has not set: its value is the data model's default, which layoutc does not read; set it where the preview makes the object"
    )
  }
  static let errorNotCaught = programError(
    "errorNotCaught",
    "this error is thrown and nothing catches it, so the preview would stop; there is nothing to lay out"
  )

  private static func programError(_ id: String, _ text: String) -> Self {
    DiagnosticMessage(id: id, severity: .error, text: text)
  }
}
