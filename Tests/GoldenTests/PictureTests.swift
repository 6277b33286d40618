import Foundation
import LayoutCommand
import LayoutOutput
import Testing

/// Every example's picture, `Documentation/Pictures/X.svg`, must be what `layoutc X.view
/// --format svg` draws now (with the example's header flags), byte for byte, so the gallery
/// (Documentation/Gallery.md) cannot go stale. The tests never write pictures: re-draw them
/// with `make pictures`.
@Test(arguments: exampleNames())
func picture(_ name: String) throws {
  let pictureName = String(name.dropLast(".view".count)) + ".svg"
  let picture = repositoryRoot.appendingPathComponent("Documentation/Pictures/\(pictureName)")
  let outcome = try runExample(name, format: .svg).outcome
  #expect(outcome.exitCode == 0, "exit status \(outcome.exitCode): \(outcome.standardError)")
  guard let expected = try? String(contentsOf: picture, encoding: .utf8) else {
    Issue.record("Documentation/Pictures/\(pictureName) is missing: draw it with `make pictures`")
    return
  }
  // The embedded fonts are long single lines: compare them apart from the diff.
  let diff = UnifiedDiff.diff(
    expected: expected, actual: outcome.standardOutput,
    expectedName: "Documentation/Pictures/\(pictureName)",
    actualName: "layoutc Examples/\(name) --format svg")
  #expect(
    expected == outcome.standardOutput,
    "the picture is stale (make pictures):\n\(diff.prefix(4000))")
}

@Test func everyPictureHasItsExample() {
  let folder = repositoryRoot.appendingPathComponent("Documentation/Pictures").path
  let pictures = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
    $0.hasSuffix(".svg")
  }
  let names = exampleNames()
  #expect(!pictures.isEmpty, "no pictures in Documentation/Pictures")
  for picture in pictures {
    #expect(
      names.contains(String(picture.dropLast(4)) + ".view"),
      "Documentation/Pictures/\(picture) has no example")
  }
}

/// The gallery page shows every example's picture.
@Test func theGalleryShowsEveryPicture() throws {
  let page = try String(
    contentsOf: repositoryRoot.appendingPathComponent("Documentation/Gallery.md"), encoding: .utf8)
  let gallery = try #require(page.range(of: "## Gallery").map { page[$0.upperBound...] })
  for name in exampleNames() {
    let picture = "Pictures/\(name.dropLast(".view".count)).svg"
    #expect(
      gallery.contains("<img src=\"\(picture)\""), "the gallery page does not show \(picture)")
  }
}
