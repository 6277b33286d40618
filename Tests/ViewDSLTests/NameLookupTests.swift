import Testing

@testable import ViewDSL

/// The front end's look-ups by name: a name resolved once and remembered (`NameMemo`), an
/// identifier read again taken from the table (`IdentifierTable`), a view's name split at its
/// dot with its definition found (`ViewName`), and a dotted view name read the same whether or
/// not it has spaces.
@Suite struct NameLookupTests {
  /// Three look-ups of `frame` and two of `padding` resolve each name once: 2 calls.
  @Test func theMemoResolvesEachNameOnce() {
    var memo = NameMemo<Int>()
    var calls = 0
    let resolve = { (name: String) -> Int in
      calls += 1
      return name.utf8.count
    }
    for name in ["frame", "padding", "frame", "padding", "frame"] {
      #expect(memo.value(for: name, resolve: resolve) == name.utf8.count)
    }
    #expect(calls == 2)
  }

  /// `abc` and `adc` have the same length (3) and first and last bytes, so the same slot: each
  /// takes it from the other, and neither is ever answered with the other's value. Look-ups
  /// abc, adc, abc, adc: all four resolve (4 calls), with their own values (97+98+99 = 294,
  /// 97+100+99 = 296).
  @Test func namesSharingASlotNeverAnswerForEachOther() {
    var memo = NameMemo<Int>()
    var calls = 0
    let resolve = { (name: String) -> Int in
      calls += 1
      return name.utf8.reduce(0) { $0 + Int($1) }
    }
    for name in ["abc", "adc", "abc", "adc"] {
      #expect(memo.value(for: name, resolve: resolve) == (name == "abc" ? 294 : 296))
    }
    #expect(calls == 4)
  }

  /// A remembered nil (an unknown modifier) is an answer, not a miss: `frme` resolves once.
  @Test func aNilResultIsRemembered() {
    var memo = NameMemo<Int?>()
    var calls = 0
    for _ in 0..<3 {
      let value = memo.value(for: "frme") { _ in
        calls += 1
        return nil
      }
      #expect(value == nil)
    }
    #expect(calls == 1)
  }

  /// The bytes `red frame red rod`: `red` at 0 and 10 is the same name; `rod` (same length,
  /// first and last byte, so the same slot) is told apart by its bytes.
  @Test func theIdentifierTableComparesBytes() {
    let bytes = Array("red frame red rod".utf8)
    var table = IdentifierTable()
    #expect(table.name(in: bytes, from: 0, to: 3) == "red")
    #expect(table.name(in: bytes, from: 4, to: 9) == "frame")
    #expect(table.name(in: bytes, from: 10, to: 13) == "red")
    #expect(table.name(in: bytes, from: 14, to: 17) == "rod")
    #expect(table.name(in: bytes, from: 0, to: 3) == "red")
  }

  /// Names are compared by their first 16 bytes as two words, then by the bytes past them:
  /// `abcdefgh` and `abcdefgi` (8 bytes) differ in the first word's last byte,
  /// `abcdefghijklmnopX` and `abcdefghijklmnopY` (17 bytes) only past the words, and `abcdefghi`
  /// at the buffer's end (fewer than 16 bytes left) is read byte by byte into the same words as
  /// the one read whole at offset 0.
  @Test func theIdentifierTableComparesWordsAndTails() {
    let text = "abcdefghi abcdefgh abcdefgi abcdefghijklmnopX abcdefghijklmnopY abcdefghi"
    let bytes = Array(text.utf8)
    var table = IdentifierTable()
    #expect(table.name(in: bytes, from: 0, to: 9) == "abcdefghi")
    #expect(table.name(in: bytes, from: 10, to: 18) == "abcdefgh")
    #expect(table.name(in: bytes, from: 19, to: 27) == "abcdefgi")
    #expect(table.name(in: bytes, from: 28, to: 45) == "abcdefghijklmnopX")
    #expect(table.name(in: bytes, from: 46, to: 63) == "abcdefghijklmnopY")
    #expect(table.name(in: bytes, from: 28, to: 45) == "abcdefghijklmnopX")
    #expect(table.name(in: bytes, from: 64, to: 73) == "abcdefghi")
    #expect(table.name(in: bytes, from: 10, to: 18) == "abcdefgh")
  }

  /// The lowering's memo keeps a view name's split and its type's definition. `Rectangle` (9
  /// bytes: 9·7 + 82·3 + 101 = 410) and `Color.pink` (10: 70 + 67·3 + 107 = 378) share slot 26
  /// (410 and 378 mod 32): written in turn, each takes the slot from the other, and each view
  /// is still its own type, bound without errors (a `Rectangle` definition has no member
  /// `pink`).
  @Test func viewNamesSharingASlotKeepTheirOwnDefinitions() throws {
    let tree = try compileClean(
      "VStack\n  Rectangle()\n  Color.pink\n  Rectangle()\n  Color.pink")
    #expect(tree.views.map(\.type) == ["VStack", "Rectangle", "Color", "Rectangle", "Color"])
  }

  @Test func viewNamesSplitAtTheirFirstDot() {
    #expect(ViewName.split("Color.red") == ("Color", "red"))
    #expect(ViewName.split("Rectangle") == ("Rectangle", nil))
    #expect(ViewName.split("Image.a.b") == ("Image", "a.b"))
    #expect(ViewName.base(of: "Color.red") == "Color")
    #expect(ViewName.base(of: "Text") == "Text")
  }

  /// `Color.red` is decoded from the source in one piece; `Color . red` (spaces between its
  /// tokens) is joined from them: both are the view `Color.red`, with the modifier `frame`.
  @Test func aDottedNameIsTheSameWithOrWithoutSpaces() {
    for text in ["Color.red.frame(width: 4)", "Color . red.frame(width: 4)"] {
      let (syntax, diagnostics) = parse(SourceFile(name: "Test.view", text: text))
      #expect(diagnostics.isEmpty)
      #expect(syntax.roots.first?.name == "Color.red")
      #expect(syntax.roots.first?.modifiers.map(\.name) == ["frame"])
    }
  }

  /// Every line's tokens reuse one buffer: lines of different lengths, one after another, each
  /// read whole (a stale token from a longer line before would show up as an argument).
  @Test func linesOfDifferentLengthsReadWhole() {
    let text = """
      VStack(spacing: 0)
        Color.red.frame(width: 40, height: 40, alignment: .leading)
        Color.green.frame(height: 4)
        Text("a")
      """
    let (syntax, diagnostics) = parse(SourceFile(name: "Test.view", text: text))
    #expect(diagnostics.isEmpty)
    let children = syntax.roots.first?.children ?? []
    #expect(children.map(\.name) == ["Color.red", "Color.green", "Text"])
    #expect(children.map { $0.modifiers.first?.arguments?.arguments.count ?? 0 } == [3, 1, 0])
    #expect(children[2].arguments?.arguments.count == 1)
  }
}
