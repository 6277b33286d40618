import Foundation
import Testing

@testable import ViewDSL

/// Hostile input: deep nesting, huge lines, many lines. Errors where they belong, linear time,
/// no stack overflow. (Time bounds are generous for debug builds.)
@Suite struct ParserLimitsTests {
  /// Runs `body` and returns its result and the seconds it took.
  func timed<T>(_ body: () -> T) -> (T, Double) {
    let start = Date()
    let result = body()
    return (result, Date().timeIntervalSince(start))
  }

  @Test func nestingDeeperThanTheLimitIsOneErrorAtTheFirstLineTooDeep() {
    // 10,000 levels, one space each: line 4001 is the first one too deep.
    var text = ""
    for level in 0..<10_000 { text += String(repeating: " ", count: level) + "VStack\n" }
    text += "Text(\"after\")\n"
    let (result, seconds) = timed { parse(SourceFile(name: "t", text: text)) }
    #expect(result.diagnostics.map(\.id) == ["nestingTooDeep"])
    #expect(result.diagnostics.first?.location.line == 4001)
    #expect(result.diagnostics.first?.location.column == 4001)
    #expect(result.diagnostics.first?.message == "nesting is deeper than the limit of 4000 levels")
    // The tree holds the 4,000 levels that fit, then the sibling after the skipped subtree.
    #expect(result.syntax.roots.map(\.name) == ["VStack", "Text"])
    var depth = 0
    var view = result.syntax.roots[0]
    while let child = view.children.first {
      depth += 1
      view = child
    }
    #expect(depth == 3_999)
    #expect(seconds < 30)
  }

  @Test func deepPastedBracesToo() {
    var text = ""
    for level in 0..<5_000 { text += String(repeating: " ", count: level) + "VStack {\n" }
    for level in (0..<5_000).reversed() { text += String(repeating: " ", count: level) + "}\n" }
    let result = parse(SourceFile(name: "t", text: text))
    // One error: the braces of the skipped lines are skipped with them.
    #expect(
      result.diagnostics.map(\.id) == ["nestingTooDeep"],
      "\(result.diagnostics.prefix(3).map(\.message))")
  }

  @Test func tenMegabyteLineIsFastAndItsDiagnosticShort() {
    let long = String(repeating: "a", count: 10_000_000)
    let text = "VStack\n  Text(\"\(long)\")\n  Text(\"\(long)\n"
    let source = SourceFile(name: "big.view", text: text)
    let (result, seconds) = timed { parse(source) }
    // Both lines are over the 100,000-byte limit: one error each, and they are read as blank.
    #expect(result.diagnostics.map(\.id) == ["lineTooLong", "lineTooLong"])
    #expect(result.syntax.roots[0].children.isEmpty)
    #expect(seconds < 20)
    let (output, formatSeconds) = timed {
      DiagnosticFormatter.format(result.diagnostics, in: source, color: false)
    }
    // Each excerpt is a window of about 120 columns around the caret.
    #expect(output.count < 800)
    #expect(formatSeconds < 5)
  }

  /// A 10 MB line is over the 100,000-byte line limit: one error, found in one linear scan. A
  /// line just under the limit (9,000 chained modifiers) still parses, quickly.
  @Test func tenMegabyteLineOfTokens() {
    let text = "Text(\"a\")" + String(repeating: ".padding(1)", count: 500_000) + "\n"
    let (result, seconds) = timed { parse(SourceFile(name: "t", text: text)) }
    #expect(result.diagnostics.map(\.id) == ["lineTooLong"])
    #expect(seconds < 30)
    let fits = "Text(\"a\")" + String(repeating: ".padding(1)", count: 9_000) + "\n"
    let parsed = parse(SourceFile(name: "t", text: fits))
    #expect(parsed.diagnostics.isEmpty)
    #expect(parsed.syntax.roots[0].modifiers.count == 9_000)
  }

  @Test func manySiblingLines() {
    let text = "VStack\n" + String(repeating: "  Color.red\n", count: 200_000)
    let (result, seconds) = timed { parse(SourceFile(name: "t", text: text)) }
    #expect(result.diagnostics.isEmpty)
    #expect(result.syntax.roots[0].children.count == 200_000)
    #expect(seconds < 30)
  }

  /// The parser recurses once per level up to the limit (256); under AddressSanitizer the
  /// debug build's frames with their red zones outgrow a test thread's stack before that, so
  /// the parsing runs on a large one, as `layoutc` runs a file (the checks stay on the test's).
  @Test func expressionNestingHasALimit() {
    let fine =
      "let x = " + String(repeating: "(", count: 200) + "1" + String(repeating: ")", count: 200)
    var texts = [fine]
    for (open, close) in [("(", ")"), ("[", "]"), ("f(", ")"), ("-", ""), ("{ ", " }")] {
      texts.append(
        "let x = " + String(repeating: open, count: 10_000) + "1"
          + String(repeating: close, count: 10_000))
    }
    // Views in closures in arguments recurse through the same counter.
    texts.append(
      "Text(\"a\")" + String(repeating: ".overlay { Text(\"b\")", count: 3_000)
        + String(repeating: " }", count: 3_000))
    let found = onLargeStack { [texts] in
      texts.map { parse(SourceFile(name: "t", text: $0)).diagnostics.map(\.id) }
    }
    #expect(found[0].isEmpty)
    for ids in found.dropFirst() { #expect(ids == ["expressionNestedTooDeeply"]) }
  }

  @Test func unclosedBracketsDoNotSwallowTheFile() {
    let text = "VStack\n  Text(\"a\"\n" + String(repeating: "  Text(\"b\")\n", count: 1000)
    let result = parse(SourceFile(name: "t", text: text))
    #expect(result.diagnostics.map(\.id) == ["expectedClosingParenthesis"])
    #expect(result.syntax.roots[0].children.count == 1001)
  }
}

/// Runs `body` on a thread with a 512 MiB stack and returns its result.
private func onLargeStack<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
  let box = LargeStackResult<T>()
  let done = DispatchSemaphore(value: 0)
  let thread = Thread {
    box.value = body()
    done.signal()
  }
  thread.stackSize = 512 << 20
  thread.start()
  done.wait()
  return box.value!
}

private final class LargeStackResult<T>: @unchecked Sendable {
  var value: T?
}
