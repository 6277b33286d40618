import LayoutEngine
import Testing

@testable import LayoutCommand

/// How `check` and `record` name goldens and find a screen's canvases (Documentation/CI.md).
@Suite struct GoldenCanvasesTests {
  func combination(_ device: String?, _ size: DynamicTypeSize = .large, rtl: Bool = false)
    -> Matrix.Combination
  {
    Matrix(
      files: ["Card.view"], devices: [device], dynamicTypeSizes: [size],
      layoutDirections: [rtl ? .rightToLeft : .leftToRight]
    ).combinations[0]
  }

  @Test func goldenNames() {
    #expect(
      GoldenName.file(stem: "Card", combination("iPhone 16 Pro")) == "Card.iPhone-16-Pro.json")
    #expect(
      GoldenName.file(stem: "Card", combination("iPhone SE (3rd generation)", .xxLarge, rtl: true))
        == "Card.iPhone-SE-3rd-generation.xxLarge.rtl.json")
    #expect(GoldenName.file(stem: "Card", combination(nil)) == "Card.json")
    #expect(
      GoldenName.canvas(combination(nil, .accessibility1)) == "default canvas · accessibility1")
    #expect(GoldenName.dashed("Meeting card / 2") == "Meeting-card-2")
    #expect(GoldenName.stem(of: "Screens/Card.view") == "Card")
    #expect(GoldenName.stem(of: "Screens/.hidden") == ".hidden")
    #expect(
      GoldenInputs.goldenFolder(for: "Screens/Sub/Card.view", root: "Screens", goldens: nil)
        == "Screens/Sub/__Layouts__")
    #expect(
      GoldenInputs.goldenFolder(for: "Screens/Sub/Card.view", root: "Screens", goldens: "G")
        == "G/Sub")
    #expect(GoldenInputs.goldenFolder(for: "Card.view", root: nil, goldens: "G") == "G")
    #expect(
      LayoutCommand.pictureName("Screens/__Layouts__/Card.iPhone-16-Pro.json", in: "out")
        == "out/Screens/Card.iPhone-16-Pro.svg")
    #expect(LayoutCommand.pictureName("../x/Card.json", in: "out") == "out/__/x/Card.svg")
  }

  /// A header's lists become the screen's canvases; its other flags stay canvas flags.
  @Test func headerLists() throws {
    let (canvases, flags) = try GoldenCanvases.header(
      "// layoutc: --device=all --dynamic-type small,large --layout-direction both --width 300\nColor.red\n"
    )
    #expect(canvases.devices?.count == DevicePreset.all.count)
    #expect(canvases.dynamicTypeSizes == [.small, .large])
    #expect(canvases.layoutDirections == [.leftToRight, .rightToLeft])
    #expect(flags.width == 300)
    #expect(throws: ExampleHeaderError.self) {
      try GoldenCanvases.header("// layoutc: --device Nokia\n")
    }
    #expect(throws: ExampleHeaderError.self) { try GoldenCanvases.header("// layoutc: --device\n") }
  }

  /// The command line over the header over the config, list by list.
  @Test func precedence() throws {
    let config = try GoldenCanvases.config(
      Array(#"{"device": ["iPhone 13", "iPhone 16"], "layoutDirection": "rtl"}"#.utf8)
    ).get()
    let header = GoldenCanvases(devices: ["iPhone 16 Pro"])
    let commandLine = GoldenCanvases(dynamicTypeSizes: [.xSmall])
    let chosen = commandLine.over(header).over(config)
    #expect(chosen.devices == ["iPhone 16 Pro"])
    #expect(chosen.dynamicTypeSizes == [.xSmall])
    #expect(chosen.layoutDirections == [.rightToLeft])
    #expect(config.devices == ["iPhone 13", "iPhone 16"])
  }

  @Test func configErrors() {
    func problem(_ text: String) -> String? {
      if case .failure(let p) = GoldenCanvases.config(Array(text.utf8)) { return p.reason }
      return nil
    }
    #expect(problem("[]") == "give an object, such as {\"device\": [\"iPhone 16 Pro\"]}")
    #expect(problem("{\"devices\": \"all\"}")?.hasPrefix("'devices' is not a setting") == true)
    #expect(problem("{\"device\": 3}") == "\"device\" takes a string or an array of strings")
    #expect(problem("{\"device\": []}") == "\"device\" takes a string or an array of strings")
    #expect(
      problem("{\"dynamicType\": \"huge\"}")?.hasPrefix("\"dynamicType\": 'huge' is not") == true)
    #expect(problem("{") != nil)
    #expect(problem("{}") == nil)
  }
}
