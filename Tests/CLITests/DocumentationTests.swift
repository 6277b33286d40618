import Foundation
import Testing

/// The documentation's examples stay true: in the README, CONTRIBUTING.md and every page of
/// Documentation/, every ```view block compiles, and every ```console block's commands print
/// exactly the lines that follow them. A console command is `$ layoutc ARGS`, optionally
/// followed by `2>&1` (standard error is shown after standard output) or by `| jq ARGS`
/// (layoutc's output is piped into jq, and jq's output is shown); `$ echo $?` prints the exit
/// status of the command before it. A command that fails must show it (`2>&1` or `echo $?`).
@Suite struct DocumentationTests {
  struct Block: CustomStringConvertible {
    var page: String
    var info: String
    var line: Int
    var text: String
    var description: String { "\(page):\(line) (\(info))" }
  }

  /// The pages checked, relative to the repository root.
  static let pages: [String] = {
    let documentation = repositoryRoot.appendingPathComponent("Documentation")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: documentation.path)) ?? []
    return ["README.md", "CONTRIBUTING.md"]
      + names.filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/\($0)" }
  }()

  static func blocks(_ info: String) -> [Block] {
    pages.flatMap { blocks(info, in: $0) }
  }

  static func blocks(_ info: String, in page: String) -> [Block] {
    let text =
      (try? String(contentsOf: repositoryRoot.appendingPathComponent(page), encoding: .utf8)) ?? ""
    var blocks: [Block] = []
    var current: Block?
    for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false)
      .enumerated()
    {
      if line.hasPrefix("```") {
        if var block = current {
          if block.info == info { blocks.append(block) }
          current = nil
        } else {
          current = Block(
            page: page, info: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces),
            line: number + 1, text: "")
        }
      } else if current != nil {
        current!.text += line + "\n"
      }
    }
    return blocks
  }

  @Test func thereAreExamplesToCheck() {
    #expect(!Self.blocks("view", in: "README.md").isEmpty)
    #expect(!Self.blocks("console", in: "README.md").isEmpty)
    #expect(Self.pages.contains("Documentation/CommandLine.md"))
    #expect(!Self.blocks("console", in: "Documentation/CommandLine.md").isEmpty)
    // The README's tour shows jq and the CI check as checked blocks, not as plain `sh`.
    let readme = Self.blocks("console", in: "README.md").map(\.text).joined()
    #expect(readme.contains("| jq "))
    #expect(readme.contains("--check ") && readme.contains("$ echo $?"))
    #expect(readme.contains("$ layoutc check "))
    #expect(Self.pages.contains("Documentation/CI.md"))
  }

  /// `layoutc A 'B | C' 2>&1` is layoutc with two arguments (the quoted `|` is a character)
  /// and standard error shown; `layoutc A | jq -c '.x'` pipes into jq with two arguments.
  @Test func consoleCommandsAreSplitLikeAShellSplitsThem() throws {
    let merged = try #require(Self.command("layoutc A 'B | C' 2>&1"))
    #expect(merged.layoutc == ["A", "B | C"])
    #expect(merged.mergesStandardError && merged.jq == nil)
    let piped = try #require(Self.command("layoutc A | jq -c '.x'"))
    #expect(piped.layoutc == ["A"] && piped.jq == ["-c", ".x"])
    #expect(!piped.mergesStandardError)
    #expect(try #require(Self.command("echo $?")).echoesStatus)
    #expect(Self.command("cat Screen.view") == nil)
    #expect(Self.command("layoutc A | grep B") == nil)
  }

  @Test(arguments: blocks("view"))
  func viewBlockCompiles(_ block: Block) throws {
    let run = try layoutc(["-", "--strict"], input: block.text)
    #expect(run.status == 0, "\(block) does not lay out:\n\(run.standardError)")
  }

  /// One `$` line of a console block, split into layoutc's arguments and what follows them.
  struct Command {
    var layoutc: [String]
    var mergesStandardError = false
    var jq: [String]?
    var echoesStatus = false
    var expected = ""
  }

  static func command(_ line: String) -> Command? {
    let words = shellWords(line)
    if words.map(\.text) == ["echo", "$?"] {
      return Command(layoutc: [], echoesStatus: true)
    }
    guard words.first?.text == "layoutc" else { return nil }
    let pipe = words.firstIndex { !$0.quoted && $0.text == "|" }
    var arguments = Array(words[1..<(pipe ?? words.endIndex)])
    var command = Command(layoutc: [])
    if let last = arguments.last, !last.quoted, last.text == "2>&1" {
      command.mergesStandardError = true
      arguments.removeLast()
    }
    command.layoutc = arguments.map(\.text)
    if let pipe {
      let stage = words[(pipe + 1)...]
      guard stage.first?.text == "jq" else { return nil }
      command.jq = stage.dropFirst().map(\.text)
    }
    return command
  }

  @Test(arguments: blocks("console"))
  func consoleBlockPrintsWhatItShows(_ block: Block) throws {
    var commands: [Command] = []
    // Every line of the block ends with "\n": split without the last one's, so each command
    // expects exactly its lines, each with its newline.
    for line in block.text.dropLast().split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("$ ") {
        let command = try #require(
          Self.command(String(line.dropFirst(2))),
          "\(block): only `layoutc …`, `layoutc … | jq …` and `echo $?` can be checked: \(line)")
        commands.append(command)
      } else if !commands.isEmpty {
        commands[commands.count - 1].expected += line + "\n"
      }
    }
    #expect(!commands.isEmpty, "\(block) has no $ command")
    var status: Int32?
    for (k, command) in commands.enumerated() {
      let expected = command.expected
      if command.echoesStatus {
        let previous = try #require(status, "\(block): `echo $?` before any command")
        #expect("\(previous)\n" == expected, "\(block): echo $?")
        continue
      }
      let run = try layoutc(command.layoutc)
      var shown = run.standardOutput + (command.mergesStandardError ? run.standardError : "")
      status = run.status
      if let filter = command.jq {
        let jq = try Self.jq(filter, input: run.standardOutput)
        shown = jq.standardOutput
        status = jq.status
      }
      #expect(shown == expected, "\(block): $ layoutc \(command.layoutc.joined(separator: " "))")
      // A failure must be shown: its message (`2>&1`) or its status (`echo $?` after it);
      // otherwise an error with empty output would pass as "prints nothing".
      let statusShown = commands.indices.contains(k + 1) && commands[k + 1].echoesStatus
      if !statusShown, !command.mergesStandardError {
        #expect(
          status == 0,
          "\(block): $ layoutc \(command.layoutc.joined(separator: " ")) failed: \(run.standardError)"
        )
      }
    }
  }

  /// Runs jq (found on the PATH; `make setup-test` installs it) on `input`.
  static func jq(_ arguments: [String], input: String) throws -> Run {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
      "layoutc-jq-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: scratch) }
    let inURL = scratch.appendingPathComponent("in")
    let outURL = scratch.appendingPathComponent("out")
    let errURL = scratch.appendingPathComponent("err")
    _ = FileManager.default.createFile(atPath: inURL.path, contents: Data(input.utf8))
    _ = FileManager.default.createFile(atPath: outURL.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errURL.path, contents: nil)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["jq"] + arguments
    process.standardInput = try FileHandle(forReadingFrom: inURL)
    process.standardOutput = try FileHandle(forWritingTo: outURL)
    process.standardError = try FileHandle(forWritingTo: errURL)
    try process.run()
    process.waitUntilExit()
    let run = Run(
      standardOutput: try String(contentsOf: outURL, encoding: .utf8),
      standardError: try String(contentsOf: errURL, encoding: .utf8),
      status: process.terminationStatus)
    #expect(run.status != 127, "jq is not installed (make setup-test installs it)")
    return run
  }

  /// Splits a command line on spaces, keeping "double" or 'single' quoted words together, and
  /// says which words were quoted (an unquoted `|` is a pipe, a quoted one a character).
  static func shellWords(_ line: String) -> [(text: String, quoted: Bool)] {
    var words: [(text: String, quoted: Bool)] = []
    var word = ""
    var quote: Character?
    var inWord = false
    var quoted = false
    for character in line {
      if let q = quote {
        if character == q { quote = nil } else { word.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
        quoted = true
      } else if character == " " {
        if inWord { words.append((word, quoted)) }
        word = ""
        inWord = false
        quoted = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append((word, quoted)) }
    return words
  }
}
