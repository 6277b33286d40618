import Foundation
import Testing

@testable import LayoutDiff

/// The semantic diff of two layouts, on small documents written out in full: each expected
/// line is worked out by hand from the frames below.
@Suite struct SemanticDiffTests {
  /// A view of a document: `parent`, type, frame, and optionally an id, text and line count.
  struct V {
    var parent: Int?
    var type: String
    var frame: (Double, Double, Double, Double)
    var id: String? = nil
    var text: String? = nil
    var lines: Int? = nil
    var line = 1
    var modifiers: [(String, (Double, Double, Double, Double))] = []
  }

  /// The JSON layoutc prints for these views on a 390×844 canvas (compact, as a matrix line).
  static func json(_ views: [V], width: Double = 390) -> String {
    func frame(_ f: (Double, Double, Double, Double)) -> String {
      "\"x\":\(f.0),\"y\":\(f.1),\"width\":\(f.2),\"height\":\(f.3)"
    }
    let items = views.enumerated().map { index, v in
      var item = "{\"index\":\(index),\"parent\":\(v.parent.map(String.init) ?? "null"),"
      item += "\"type\":\"\(v.type)\","
      if let id = v.id { item += "\"id\":\"\(id)\"," }
      if let text = v.text { item += "\"text\":\"\(text)\",\"lines\":\(v.lines ?? 1)," }
      item += "\"line\":\(v.line),\"column\":1,\(frame(v.frame)),\"modifiers\":["
      item += v.modifiers.map { "{\"name\":\"\($0.0)\",\(frame($0.1))}" }.joined(separator: ",")
      return item + "]}"
    }
    return
      "{\"schemaVersion\":1,\"canvas\":{\"width\":\(width),\"height\":844,\"scale\":3,"
      + "\"layoutDirection\":\"leftToRight\",\"os\":\"iOS 26\",\"safeArea\":{\"top\":0,"
      + "\"leading\":0,\"bottom\":0,\"trailing\":0}},\"views\":["
      + items.joined(separator: ",") + "]}\n"
  }

  static func document(_ views: [V], width: Double = 390) throws -> LayoutDocument {
    let read = LayoutDocument.read(Array(json(views, width: width).utf8))
    return try #require(try read.get().first)
  }

  static func diff(_ old: [V], _ new: [V]) throws -> [String] {
    SemanticDiff(old: try document(old), new: try document(new)).lines
  }

  /// A card (id `card1`) holding a title and a byline in a VStack.
  static let card: [V] = [
    V(parent: nil, type: "VStack", frame: (16, 300, 358, 120), line: 1),
    V(parent: 0, type: "HStack", frame: (28, 312, 334, 60), id: "card1", line: 3),
    V(parent: 1, type: "Circle", frame: (28, 312, 44, 44), line: 4),
    V(parent: 1, type: "VStack", frame: (84, 312, 278, 42), line: 5),
    V(
      parent: 3, type: "Text", frame: (84, 312, 200, 20.333), text: "Title", lines: 1,
      line: 6),
    V(
      parent: 3, type: "Text", frame: (84, 334.333, 150, 20.333), text: "Byline", lines: 1,
      line: 7),
  ]

  @Test func sameLayoutsHaveNoDiff() throws {
    #expect(try Self.diff(Self.card, Self.card) == [])
  }

  /// The title wraps: 20.333 → 40.667 tall (two lines of 20.333, rounded to the 1/3 grid), so
  /// the byline below it moves down by the same 20.333 (334.333 → 354.667) and is listed on
  /// its own: its parent, the inner VStack, grew but did not move.
  @Test func aTitleThatWrapsIsResizedAndItsNeighbourMoves() throws {
    var new = Self.card
    new[4].frame = (84, 312, 200, 40.667)
    new[4].lines = 2
    new[5].frame = (84, 354.667, 150, 20.333)
    new[3].frame = (84, 312, 278, 62.667)
    #expect(
      try Self.diff(Self.card, new) == [
        "card1 › VStack (line 5): resized 278×42 → 278×62.667",
        "card1 › VStack › Text \"Title\" (line 6): resized 200×20.333 → 200×40.667, now wraps onto 2 lines (was 1)",
        "card1 › VStack › Text \"Byline\" (line 7): moved 84,334.333 → 84,354.667",
      ])
  }

  /// The card moves 20 down: its four descendants move exactly with it (each y + 20), so they
  /// are counted, not listed.
  @Test func descendantsThatFollowTheirParentAreCounted() throws {
    let new = Self.card.enumerated().map { index, v in
      var v = v
      if index > 0 { v.frame.1 += 20 }
      return v
    }
    #expect(
      try Self.diff(Self.card, new) == [
        "card1 (line 3): moved 28,312 → 28,332, and 4 descendants moved with it"
      ])
  }

  /// A view that moves by a different amount than its parent is listed: the card moves 20
  /// down, the circle 30 (10 more than the card).
  @Test func aDescendantThatMovesOtherwiseIsListed() throws {
    var new = Self.card
    for index in 1...5 { new[index].frame.1 += 20 }
    new[2].frame.1 += 10
    #expect(
      try Self.diff(Self.card, new) == [
        "card1 (line 3): moved 28,312 → 28,332, and 3 descendants moved with it",
        "card1 › Circle (line 4): moved 28,312 → 28,342",
      ])
  }

  /// Unnamed views match by type path and index: with an Image inserted before the card, the
  /// card (by id) and the texts (under it) still match; the Image is added.
  @Test func addedAndRemovedViews() throws {
    var new = Self.card
    new.insert(V(parent: 0, type: "Image", frame: (16, 280, 20, 20), line: 2), at: 1)
    for index in 2..<new.count {
      new[index].parent = new[index].parent.map { $0 == 0 ? 0 : $0 + 1 }
    }
    // The byline is gone.
    new.removeLast()
    #expect(
      try Self.diff(Self.card, new) == [
        "VStack › Image (line 2): added at 16,280, 20×20",
        "card1 › VStack › Text \"Byline\" (was line 7): removed (was at 84,334.333, 150×20.333)",
      ])
  }

  /// Removing the card removes its four descendants with it: one line.
  @Test func aRemovedSubtreeIsOneLine() throws {
    let new = [Self.card[0]]
    #expect(
      try Self.diff(Self.card, new) == [
        "card1 (was line 3): removed (was at 28,312, 334×60), with 4 views inside"
      ])
  }

  /// The text changed and fits on one line again; a padding that grew (the view itself kept
  /// its frame) is named by its modifier; the canvas line shows the new width.
  @Test func textModifiersAndCanvas() throws {
    var old = Self.card
    old[4].lines = 2
    old[2].modifiers = [("padding", (24, 308, 52, 52))]
    var new = Self.card
    new[4].text = "A new title"
    new[2].modifiers = [("padding", (20, 304, 60, 60))]
    let diff = SemanticDiff(
      old: try Self.document(old), new: try Self.document(new, width: 400))
    #expect(
      diff.lines == [
        "canvas 390×844 @3x, safe area 0,0,0,0, leftToRight, iOS 26 → 400×844 @3x, safe area 0,0,0,0, leftToRight, iOS 26",
        "card1 › Circle (line 4): .padding resized 52×52 → 60×60",
        "card1 › VStack › Text \"A new title\" (line 6): text \"Title\" → \"A new title\", now fits on 1 line (was 2)",
      ])
  }

  /// A file of JSON Lines is one document per line, with its combination; anything else is an
  /// error with its position.
  @Test func readingDocuments() throws {
    let line = Self.json(Self.card).replacingOccurrences(
      of: "\"schemaVersion\":1,",
      with:
        "\"schemaVersion\":1,\"combination\":{\"file\":\"A.view\",\"device\":null,\"dynamicType\":\"large\",\"layoutDirection\":\"leftToRight\"},"
    )
    let documents = try LayoutDocument.read(Array((line + line).utf8)).get()
    #expect(documents.count == 2)
    #expect(documents[0].combination == "A.view · no device · large · leftToRight")
    #expect(documents[1].views.count == 6)
    let notJSON = LayoutDocument.read(Array("{\"canvas\": 1,\n".utf8))
    #expect(throws: LayoutDocumentError.self) { try notJSON.get() }
    let notLayout = LayoutDocument.read(Array("{\"a\": 1}".utf8))
    guard case .failure(let error) = notLayout else {
      Issue.record("a document without canvas and views was read")
      return
    }
    #expect(
      error.description == "line 1: not a layoutc JSON document (no \"canvas\" and \"views\")")
    // A parent after its child is refused, not followed.
    let loop = Self.json([V(parent: 0, type: "Color", frame: (0, 0, 1, 1))])
    #expect((try? LayoutDocument.read(Array(loop.utf8)).get()) == nil)
  }
}
