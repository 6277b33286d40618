import Foundation
import LayoutEngine
import Testing

@testable import LayoutCommand

/// Matrices : the combinations and their order, the flags' list syntax, and one
/// JSON Lines document per combination naming it.
@Suite struct MatrixTests {
  /// File outermost, then device, size, direction: 2 × 1 × 2 × 2 = 8, in that order.
  @Test func combinationsInAFixedOrder() {
    let m = Matrix(
      files: ["a.view", "b.view"], dynamicTypeSizes: [.small, .large],
      layoutDirections: [.leftToRight, .rightToLeft])
    let c = m.combinations
    #expect(c.count == 8)
    #expect(m.isMatrix)
    #expect(
      c[0]
        == Matrix.Combination(
          file: "a.view", device: nil, dynamicTypeSize: .small, layoutDirection: .leftToRight))
    #expect(c[1].layoutDirection == .rightToLeft)
    #expect(c[2].dynamicTypeSize == .large)
    #expect(c[4].file == "b.view")
    #expect(!Matrix(files: ["a.view"]).isMatrix)
  }

  @Test func listSyntax() throws {
    #expect(try Matrix.devices(nil) == [nil])
    #expect(try Matrix.devices("all").count == DevicePreset.all.count)
    #expect(
      try Matrix.devices("iphone-16-pro, iPhone SE (3rd generation)") == [
        "iPhone 16 Pro", "iPhone SE (3rd generation)",
      ])
    #expect(throws: DeviceLookupError.self) { try Matrix.devices("iPhone 16 Pro,Nokia 3310") }
    #expect(Matrix.dynamicTypeSizes("all")?.count == 12)
    #expect(Matrix.dynamicTypeSizes("small,accessibility1") == [.small, .accessibility1])
    #expect(Matrix.dynamicTypeSizes("small,huge") == nil)
    #expect(Matrix.layoutDirections("both") == [.leftToRight, .rightToLeft])
    #expect(Matrix.layoutDirections("up") == nil)
  }

  /// A pretty document becomes one line with the combination right after `schemaVersion`,
  /// and it is still the same JSON (parsed with Foundation).
  @Test func jsonLineNamesItsCombination() throws {
    let pretty =
      "{\n  \"schemaVersion\": 1,\n  \"views\": [\n    {\n      \"text\": \"a  b\"\n    }\n  ]\n}\n"
    let c = Matrix.Combination(
      file: "S.view", device: "iPhone 16 Pro", dynamicTypeSize: .large,
      layoutDirection: .rightToLeft)
    let line = LayoutCommand.jsonLine(pretty, c)
    #expect(line.filter { $0 == "\n" }.count == 1)
    #expect(
      line.hasPrefix(
        "{\"schemaVersion\": 1,\"combination\": {\"file\": \"S.view\",\"device\": \"iPhone 16 Pro\",\"dynamicType\": \"large\",\"layoutDirection\": \"rightToLeft\"},\"views\""
      ))
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
    let views = try #require(object["views"] as? [[String: Any]])
    // Spaces inside strings are kept; only indentation goes.
    #expect(views[0]["text"] as? String == "a  b")
  }

  /// Without a `schemaVersion` second line the combination goes after the first line; blank
  /// lines go, and only leading spaces are dropped (`"a  b"` keeps its two). A document of one
  /// line gets it at the end; an empty one is the field alone.
  @Test func jsonLineEdgeCases() {
    let c = Matrix.Combination(
      file: "S.view", device: nil, dynamicTypeSize: .small, layoutDirection: .leftToRight)
    let field =
      "\"combination\": {\"file\": \"S.view\",\"device\": null,\"dynamicType\": \"small\",\"layoutDirection\": \"leftToRight\"},"
    #expect(
      LayoutCommand.jsonLine("{\n\n  \"views\": [\n    \"a  b\"\n  ]\n}\n", c)
        == "{" + field + "\"views\": [\"a  b\"]}\n")
    #expect(LayoutCommand.jsonLine("{}", c) == "{}" + field + "\n")
    #expect(LayoutCommand.jsonLine("", c) == field + "\n")
  }

  /// The same results in the same order whatever the number of workers.
  @Test func workersDoNotChangeTheOrder() {
    let one = parallelMap(50, workers: 1) { $0 * $0 }
    let many = parallelMap(50, workers: 7) { $0 * $0 }
    #expect(one == many)
    #expect(one[49] == 2401)
  }
}
