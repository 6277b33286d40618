import Testing

@testable import ViewDSL

@Suite struct ClosestSpellingTests {
  @Test func distances() {
    #expect(editDistance("kitten", "sitting") == 3)
    #expect(editDistance("widht", "width") == 1)  // one swap of adjacent letters
    #expect(editDistance("", "abc") == 3)
    #expect(editDistance("same", "same") == 0)
    #expect(editDistance("abcdefgh", "zzzzzzzz", limit: 2) == 3)
  }

  @Test func suggestions() {
    #expect(closestSpelling(to: "Txt", in: Catalogue.knownViewNames) == "Text")
    #expect(closestSpelling(to: "Rectngle", in: Catalogue.knownViewNames) == "Rectangle")
    #expect(
      closestSpelling(to: "RoundRectangle", in: Catalogue.knownViewNames) == "RoundedRectangle")
    #expect(closestSpelling(to: "paddding", in: Catalogue.knownModifierNames) == "padding")
    #expect(closestSpelling(to: "fram", in: Catalogue.knownModifierNames) == "frame")
    #expect(closestSpelling(to: "widht", in: ["width", "height", "alignment"]) == "width")
  }

  @Test func caseInsensitiveMatchWins() {
    #expect(closestSpelling(to: "vstack", in: Catalogue.knownViewNames) == "VStack")
    #expect(closestSpelling(to: "RECTANGLE", in: Catalogue.knownViewNames) == "Rectangle")
    // "HStack" is one edit from "hstack"'s neighbours too, but the case-insensitive match wins.
    #expect(closestSpelling(to: "zstack", in: ["HStack", "ZStack"]) == "ZStack")
  }

  @Test func nothingCloseMeansNoSuggestion() {
    #expect(closestSpelling(to: "Banana", in: Catalogue.knownViewNames) == nil)
    #expect(closestSpelling(to: "xyz", in: Catalogue.knownModifierNames) == nil)
    #expect(closestSpelling(to: "a", in: ["b", "c"]) == "b")  // one edit is always close
  }
}
