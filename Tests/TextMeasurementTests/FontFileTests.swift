import Testing
import TextMeasurement

#if canImport(Glibc)
  import Glibc
#endif

/// The bundled Inter files are exactly Debian fonts-inter 4.0~beta7+ds-1's: goldens depend on
/// every byte.
@Suite struct FontFileTests {
  static let pinned: [String: String] = [
    "Inter-Regular.otf": "a7e791e8f5a0fb02b65663f7fca73e1d1ca9543f772ad480cbd76f4e3fe3f8cc",
    "Inter-Italic.otf": "45ecfe6cbadfd4803de6214e02c336a95163a7703973bc8a5ce7ac2d174ecaf7",
    "Inter-Medium.otf": "99dab2bdcb613c4c8264000a94351d1227f74dc95a86d1249493aeee0c0179c4",
    "Inter-MediumItalic.otf": "a0d825963fd0040dd3445c42bf769472dd0777b4e76323486caf72d955bb4723",
    "Inter-SemiBold.otf": "8c1990b6012254ea2b487161697d107357dd0ee55811cfd91c8c11227bbef457",
    "Inter-SemiBoldItalic.otf": "404251faffd4c55dfcb53007e7afb9d5c2891584c842165e35050345ab97744b",
    "Inter-Bold.otf": "1e9dfd6a6e33ac63a8fe3b4ed7ae0df9eac2d0b25e444e8e7daef4ac77943fc1",
    "Inter-BoldItalic.otf": "db4356b780ed61e0d0597a07566bef5bd7497d6f0edc2d88dbf8deaedaf1ace4",
    "InterDisplay-Regular.otf": "82132edfc052b9f30a4bec53c9089cc5f1e6a0d4aa3b3aa3dfdd1eca89123780",
    "InterDisplay-Italic.otf": "416db016f05e828c3831069bd6b231a1e86f51ef1fe356a992e535a225404235",
    "InterDisplay-Medium.otf": "c6c1495a1d948689718b853983b699a86488c2a044fbc1317b64545eb78176bd",
    "InterDisplay-MediumItalic.otf":
      "4433a792f6eac887df5435f2784147d2110f6199c8405f5f8204ef9375aa16f0",
    "InterDisplay-SemiBold.otf": "1db59eb44058d96bd1eb258317ecc33e9766e96726939eb6850987dcda47ef5e",
    "InterDisplay-SemiBoldItalic.otf":
      "3f58177fb439009f6efc1c5a0523ccd2387f9b5f4f15c0d1c4e7cdb3327c9d32",
    "InterDisplay-Bold.otf": "2738619937fdcd1f0a331ea68d74ef6f9619a6eaaa1f904c73ceafc6c99879d6",
    "InterDisplay-BoldItalic.otf":
      "b9478a740ae33a3cf78e4aaec74207fa7e35ab69f2ff94ece3bd2e1bf4a5191b",
  ]

  static func read(_ path: String) -> [UInt8]? {
    guard let file = fopen(path, "rb") else { return nil }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count <= 0 { break }
      bytes += buffer[0..<count]
    }
    return bytes
  }

  @Test func sha256OfKnownInput() {
    #expect(
      SHA256.hex(Array("abc".utf8))
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test func everyBundledFileIsPinned() {
    #expect(Set(TextMeasurer.bundledFontFiles) == Set(Self.pinned.keys))
  }

  @Test(arguments: pinned.keys.sorted())
  func bundledFileHasPinnedChecksum(_ name: String) throws {
    let bytes = try #require(Self.read(fontDirectory + "/" + name))
    #expect(SHA256.hex(bytes) == Self.pinned[name])
  }

  @Test func licenceShipsWithTheFonts() throws {
    let text = String(decoding: try #require(Self.read(fontDirectory + "/OFL.txt")), as: UTF8.self)
    #expect(text.contains("Copyright (c) 2016-2022 The Inter Project Authors"))
    #expect(text.contains("SIL OPEN FONT LICENSE Version 1.1"))
  }

  /// The default initialiser finds the fonts without a path (a build run in place: the source
  /// tree).
  @Test func bundledFontsAreFoundWithoutAPath() throws {
    let directory = try TextMeasurer.bundledFontDirectory()
    #expect(directory.hasSuffix("/Fonts"))
    _ = try TextMeasurer()
  }

  @Test func missingDirectoryIsAnError() {
    #expect(throws: TextMeasurementError.self) {
      try TextMeasurer(displayScale: 3, dynamicTypeSize: .large, fontDirectory: "/nonexistent")
    }
  }
}
