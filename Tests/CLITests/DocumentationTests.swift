import Foundation
import Testing

/// The documentation's examples stay true: in the README, CONTRIBUTING.md and every page of
/// Documentation/, every ```view block compiles, and every ```console block's `$ layoutc …`
/// commands print exactly the lines that follow them.
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
  }

  @Test(arguments: blocks("view"))
  func viewBlockCompiles(_ block: Block) throws {
    let run = try layoutc(["-", "--strict"], input: block.text)
    #expect(run.status == 0, "\(block) does not lay out:\n\(run.standardError)")
  }

  @Test(arguments: blocks("console"))
  func consoleBlockPrintsWhatItShows(_ block: Block) throws {
    var commands: [(arguments: [String], expected: String)] = []
    for line in block.text.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("$ ") {
        commands.append((shellWords(String(line.dropFirst(2))), ""))
      } else if !commands.isEmpty {
        commands[commands.count - 1].expected += line + "\n"
      }
    }
    #expect(!commands.isEmpty, "\(block) has no $ command")
    for command in commands {
      #expect(
        command.arguments.first == "layoutc", "\(block): only layoutc commands can be checked")
      let run = try layoutc(Array(command.arguments.dropFirst()))
      // The block ends with a newline of its own; the output's last line ends with one too.
      let expected = String(command.expected.dropLast())
      #expect(
        run.standardOutput == expected, "\(block): $ \(command.arguments.joined(separator: " "))")
    }
  }

  /// Splits a command line on spaces, keeping "double" or 'single' quoted words together.
  func shellWords(_ line: String) -> [String] {
    var words: [String] = []
    var word = ""
    var quote: Character?
    var inWord = false
    for character in line {
      if let q = quote {
        if character == q { quote = nil } else { word.append(character) }
      } else if character == "\"" || character == "'" {
        quote = character
        inWord = true
      } else if character == " " {
        if inWord { words.append(word) }
        word = ""
        inWord = false
      } else {
        word.append(character)
        inWord = true
      }
    }
    if inWord { words.append(word) }
    return words
  }
}
