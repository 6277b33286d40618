/// Every error of the command line itself (not of the `.view` source, whose diagnostics have
/// their own format): each case's `description` is the sentence printed after `error: ` on
/// standard error, saying what is wrong and what to do, and `exitCode` is its exit status
/// (`ExitStatus`: 64 for a usage error, 2 for an input the run cannot use).
public enum CommandLineError: Error, Sendable, Equatable, CustomStringConvertible {
  // MARK: Usage (exit 64)
  /// No file on the command line.
  case missingFile
  /// An option given an empty value (`--check ""`): its name and what it takes.
  case emptyValue(option: String, takes: String)
  /// A value that does not read as what the option takes (`--width abc`).
  case invalidValue(option: String, value: String, takes: String)
  /// `--width` or `--height` negative, infinite or not a number.
  case invalidLength(option: String, value: String)
  /// `--scale` negative, infinite or not a number.
  case invalidScale(value: String)
  /// `--jobs` below 1.
  case invalidJobs(Int)
  /// `--device` names no preset.
  case unknownDevice(DeviceLookupError)
  /// `--highlight` without `--format svg`.
  case highlightNeedsSVG
  /// `--trace` or `--trace-view` with `--format svg`.
  case traceWithSVG
  /// `--format svg` with several files or a matrix flag.
  case svgMatrix
  /// `--highlight ID` names no view's `.id`: the id, the file's ids, a close spelling.
  case unknownHighlight(String, ids: [String], suggestion: String?)

  // MARK: Input (exit 2)
  /// The `.view` file (or standard input, `<stdin>`) cannot be read: the system's reason.
  case unreadableInput(String, reason: String)
  /// The `.view` file is over `LayoutCommand.maximumSourceSize`.
  case inputTooLarge(String, limit: Int)
  /// `--font`'s file cannot be opened.
  case unreadableFont(String, reason: String)
  /// `--font`'s file opens but is no font (the text measurer's message).
  case notAFont(String)
  /// `--assets`'s folder cannot be listed.
  case unreadableAssets(String, reason: String)
  /// `--check`'s expected file cannot be read.
  case unreadableExpected(String, reason: String)
  /// `--trace-view ID|LINE` names no view of the file.
  case unknownTraceView(String)
  /// The source has no view (and no diagnostic said why).
  case noView(String)
  /// Swift files with no preview, and no `--preview` naming a view.
  case noPreviews
  /// `--preview NAME` names no preview, provider or view.
  case unknownPreview(String, available: [String])
  /// A folder with no `.swift` file.
  case noSwiftFiles(String)
  case tooManySwiftFiles(Int)
  /// Swift input in a binary without the Swift front end (`layoutc-swift` missing).
  case swiftNeedsFrontEnd
  /// `--data` with `.view` input, which has no names to bind.
  case dataNeedsSwift
  /// `--data NAME=FILE`: the file cannot be read, or is not JSON (line, column, why).
  case unreadableData(String, reason: String)
  case invalidData(String, line: Int, column: Int, reason: String)

  // MARK: Golden checks (`layoutc check`, `record`)
  /// `check` or `record` without a path (usage).
  case missingScreens(String)
  /// `--report` with something other than `junit FILE` (usage).
  case invalidReport(String)
  /// `record` with `CI=true` and no `--allow-ci` (usage).
  case recordInCI
  /// A path, folder or pattern with no screen in it.
  case noScreens(String)
  /// A `layoutc.json` that cannot be read or says something it cannot: its path and why.
  case invalidConfig(String, reason: String)
  /// Two screens and canvases that would share one golden file.
  case duplicateGolden(String, first: String, second: String)
  /// A golden, report or picture that cannot be written or deleted.
  case unwritable(String, reason: String)

  public var exitCode: Int32 {
    switch self {
    case .missingFile, .emptyValue, .invalidValue, .invalidLength, .invalidScale, .invalidJobs,
      .unknownDevice, .highlightNeedsSVG, .traceWithSVG, .svgMatrix, .unknownHighlight,
      .dataNeedsSwift, .missingScreens, .invalidReport, .recordInCI:
      ExitStatus.usage
    case .unreadableInput, .inputTooLarge, .unreadableFont, .notAFont, .unreadableAssets,
      .unreadableExpected, .unknownTraceView, .noView, .noPreviews, .unknownPreview,
      .noSwiftFiles, .tooManySwiftFiles, .swiftNeedsFrontEnd, .unreadableData, .invalidData,
      .noScreens, .invalidConfig, .duplicateGolden, .unwritable:
      ExitStatus.inputError
    }
  }

  /// What standard error shows: `error: ` and the description, on a line of its own.
  public var line: String { "error: \(description)\n" }

  public var description: String {
    switch self {
    case .missingFile:
      return "no file to lay out; give a .view file, or - to read standard input"
    case .emptyValue(let option, let takes):
      return "\(option) needs a value; give it \(takes)"
    case .invalidValue(let option, let value, let takes):
      return "\(option) cannot be '\(value)'; give it \(takes)"
    case .invalidLength(let option, let value):
      return "\(option) must be a number of points, 0 or more (got \(value))"
    case .invalidScale(let value):
      return "--scale must be 0 (no rounding) or a positive number such as 1, 2 or 3 (got \(value))"
    case .invalidJobs(let jobs):
      return "--jobs must be 1 or more (got \(jobs))"
    case .unknownDevice(let error):
      return error.description
    case .highlightNeedsSVG:
      return "--highlight marks a view in a picture; add --format svg"
    case .traceWithSVG:
      return "--trace prints with the table or the JSON; leave out --format svg to trace"
    case .svgMatrix:
      return
        "--format svg draws one file on one canvas, not a matrix; give one file, one device, "
        + "one Dynamic Type size and one direction"
    case .unknownHighlight(let id, let ids, let suggestion):
      var text = "--highlight \(id): no view has this .id"
      if let suggestion { return text + "; did you mean '\(suggestion)'?" }
      if ids.isEmpty {
        return text + "; give a view an .id(\"\(id)\") in the file to draw it strongly"
      }
      let names = Array(Set(ids)).sorted()
      text +=
        "; give one of the file's ids: "
        + names.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
      return names.count > 10 ? text + ", …" : text
    case .unreadableInput(let name, let reason):
      return "cannot read '\(name)': \(reason); give a .view file, or - to read standard input"
    case .inputTooLarge(let name, let limit):
      return
        "'\(name)' is larger than the limit of \(limit >> 20) MiB; layoutc lays out smaller files"
    case .unreadableFont(let path, let reason):
      return
        "cannot read font '\(path)': \(reason); --font takes a TrueType or OpenType file (.ttf, .otf)"
    case .notAFont(let message):
      return message
    case .unreadableAssets(let path, let reason):
      return "cannot read assets folder '\(path)': \(reason); --assets takes a folder of images"
    case .unreadableExpected(let path, let reason):
      return
        "cannot read expected file '\(path)': \(reason); --check compares with a file that the "
        + "same command wrote without --check"
    case .unknownTraceView(let name):
      var text = "--trace-view \(name): no view has the id '\(name)'"
      if let line = Int(name), line > 0 {
        text += ", and no view or layout modifier is on line \(line)"
      }
      return text + "; give a view's .id, or the line it is written on"
    case .noView(let name):
      return "\(name) has no view to lay out; write one view at the top level, such as Text(\"Hi\")"
    case .noPreviews:
      return
        "the files have no #Preview or PreviewProvider; name a view to lay out with --preview NAME"
    case .unknownPreview(let name, let names):
      var text = "--preview \(name): no #Preview(\"\(name)\"), PreviewProvider or view of that name"
      if !names.isEmpty {
        text += "; the previews are " + names.prefix(10).map { "'\($0)'" }.joined(separator: ", ")
      }
      return text
    case .noSwiftFiles(let paths):
      return "no .swift file in \(paths); give .swift files or a folder that holds some"
    case .tooManySwiftFiles(let limit):
      return "more than \(limit) .swift files; give the folder of the screen's module"
    case .dataNeedsSwift:
      return "--data binds names of .swift input; a .view file has no names to bind"
    case .unreadableData(let path, let reason):
      return "cannot read data file '\(path)': \(reason); --data takes NAME=FILE.json"
    case .invalidData(let path, let line, let column, let reason):
      return "'\(path)' is not JSON: \(reason) at line \(line), column \(column)"
    case .missingScreens(let command):
      return
        "layoutc \(command) needs the screens: folders, .view or .swift files, or patterns such as "
        + "'Screens/*.view' (to lay out a file named '\(command)', write ./\(command))"
    case .invalidReport(let value):
      return "--report cannot be '\(value)'; give it junit and a file: --report junit FILE"
    case .recordInCI:
      return
        "CI is set, so layoutc record writes no golden: goldens are recorded on purpose, by a "
        + "person, and checked in CI with layoutc check (pass --allow-ci to record here anyway)"
    case .noScreens(let paths):
      return "no screen in \(paths); give .view or .swift files, or folders that hold some"
    case .invalidConfig(let path, let reason):
      return "'\(path)': \(reason)"
    case .duplicateGolden(let path, let first, let second):
      return
        "\(first) and \(second) would both be recorded in '\(path)'; rename one of the screens"
    case .unwritable(let path, let reason):
      return "cannot write '\(path)': \(reason)"
    case .swiftNeedsFrontEnd:
      return
        "this binary reads .view files only; run layoutc-swift (built beside layoutc) for .swift files"
    }
  }
}
