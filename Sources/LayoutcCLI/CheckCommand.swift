import ArgumentParser
import LayoutCommand

/// `layoutc check PATH…`: every screen on every canvas compared with its golden.
struct CheckCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layoutc check",
    abstract: "Compare every screen, on every canvas, with its golden JSON; write no golden.",
    discussion: """
      Each .view file (in the folders given, searched through; or given itself; or matched by \
      a quoted pattern) and each preview of the .swift files is laid out on every canvas named \
      by the command line's --device, --dynamic-type and --layout-direction, else its \
      // layoutc: header, else the nearest layoutc.json, else the default canvas, and compared \
      byte for byte with its golden: Screen.view on iPhone 16 Pro is \
      __Layouts__/Screen.iPhone-16-Pro.json beside it (then .SIZE unless large, .rtl for right \
      to left). One line per screen and canvas, sorted, whatever --jobs; a change is shown view \
      by view; then a summary.

      Example:
        layoutc check Screens/
        layoutc check Screens/ --device "iPhone 16 Pro,iPhone SE (3rd generation)" --report junit layoutc.xml

      Nothing is written but --report's file and --diff-svg's pictures. With GITHUB_ACTIONS=true \
      each change is also an ::error annotation on the line of its first changed view.

      Exit status: 0 every golden matches; 1 a change, a missing golden or a stale one (a \
      golden no screen lays out to); 2 an input error (a screen that does not lay out, an \
      unreadable file or layoutc.json); 64 bad usage. (Documentation/CI.md)
      """)

  @OptionGroup var golden: GoldenArguments

  func validate() throws { try golden.validate("check") }

  func run() throws { try GoldenArguments.run(golden.options(.check)) }
}

/// `layoutc record PATH…`: writes the missing and changed goldens.
struct RecordCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layoutc record",
    abstract: "Write the goldens of every screen and canvas that are missing or differ.",
    discussion: """
      Lays out what layoutc check lays out and writes each missing golden (recorded) and each \
      one that differs (updated), showing the change; stale goldens are listed, and deleted \
      with --prune. Review the change (git diff) before committing it.

      When the environment has CI=true (as GitHub Actions and GitLab CI set), record writes \
      nothing and exits with 64, so that a CI job cannot re-record a golden by mistake; \
      --allow-ci records anyway.

      Exit status: 0 recorded; 2 an input error or a file that could not be written; 64 bad \
      usage or CI.
      """)

  @OptionGroup var golden: GoldenArguments

  @Flag(help: "Delete the stale goldens (those no screen lays out to).")
  var prune = false

  @Flag(name: .customLong("allow-ci"), help: "Record even though CI is set in the environment.")
  var allowCI = false

  func validate() throws { try golden.validate("record") }

  func run() throws {
    var options = golden.options(.record)
    options.prune = prune
    options.allowCI = allowCI
    try GoldenArguments.run(options)
  }
}

/// `layoutc diff OLD.json NEW.json`.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layoutc diff",
    abstract: "Show what changed between two JSON outputs of layoutc, view by view.",
    discussion: """
      Views are matched by .id, else by their type path and index; each is reported moved, \
      resized, rewrapped, added or removed, and views that only moved with their parent are \
      counted under it. JSON Lines (a matrix) are compared line by line.

      Exit status: 0 the same layout; 1 different; 2 a file that cannot be read or is not \
      layoutc's JSON.
      """)

  @Argument(help: ArgumentHelp("The JSON before.", valueName: "old.json"))
  var old: String

  @Argument(help: ArgumentHelp("The JSON after.", valueName: "new.json"))
  var new: String

  @Option(help: "semantic (view by view) or text (a unified diff of the JSON).")
  var diff: DiffStyleArgument = .semantic

  func run() throws {
    let outcome = LayoutCommand.runDiff(old: old, new: new, style: diff.style)
    outcome.emit()
    if outcome.exitCode != 0 { throw ExitCode(outcome.exitCode) }
  }
}
