import Testing

@testable import LayoutCommand

/// Sizes from PNG and JPEG headers written byte by byte.
@Suite struct ImageHeaderTests {
  /// Signature, IHDR length 13, "IHDR", width 100 (00 00 00 64), height 50 (00 00 00 32).
  static let png100x50: [UInt8] =
    ImageHeader.pngSignature + [0, 0, 0, 13] + Array("IHDR".utf8) + [0, 0, 0, 100, 0, 0, 0, 50]
    + [8, 2, 0, 0, 0]

  @Test func pngIHDR() throws {
    #expect(try ImageHeader.pixelSize(Self.png100x50).get() == .init(width: 100, height: 50))
  }

  /// A width above 16 bits: 0x0001_0000 = 65 536.
  @Test func pngLargeWidth() throws {
    var bytes = Self.png100x50
    bytes[16...19] = [0, 1, 0, 0]
    #expect(try ImageHeader.pixelSize(bytes).get() == .init(width: 65_536, height: 50))
  }

  @Test func pngErrors() {
    #expect(ImageHeader.pixelSize(Array(Self.png100x50.prefix(20))) == .failure(.truncated))
    #expect(
      ImageHeader.pixelSize(Array(ImageHeader.pngSignature.prefix(4))) == .failure(.truncated))
    var noIHDR = Self.png100x50
    noIHDR[12...15] = ArraySlice("IDAT".utf8)
    #expect(ImageHeader.pixelSize(noIHDR) == .failure(.malformed("PNG has no IHDR chunk first")))
    var zero = Self.png100x50
    zero[16...19] = [0, 0, 0, 0]
    #expect(ImageHeader.pixelSize(zero) == .failure(.malformed("PNG size 0×50 is invalid")))
    #expect(ImageHeader.pixelSize(Array("GIF89a".utf8)) == .failure(.unknownFormat))
    #expect(ImageHeader.pixelSize([]) == .failure(.unknownFormat))
  }

  /// SOI, an APP0 segment of length 16 (skipped), a DQT of length 4 with fill bytes before its
  /// marker (skipped), then SOF0: length 17, precision 8, height 0x01E0 = 480, width 0x0280 = 640.
  static let jpeg640x480: [UInt8] =
    [0xFF, 0xD8]
    + [0xFF, 0xE0, 0x00, 0x10] + Array("JFIF".utf8) + [0, 1, 1, 0, 0, 1, 0, 1, 0, 0]
    + [0xFF, 0xFF, 0xFF, 0xDB, 0x00, 0x04, 0x00, 0x00]
    + [0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]

  @Test func jpegWalksSegmentsToSOF0() throws {
    #expect(try ImageHeader.pixelSize(Self.jpeg640x480).get() == .init(width: 640, height: 480))
  }

  /// A progressive JPEG (SOF2) after a DHT (C4, which is not a frame header): 2 × 3.
  @Test func jpegProgressiveAfterDHT() throws {
    let bytes: [UInt8] =
      [
        0xFF, 0xD8, 0xFF, 0xC4, 0x00, 0x03, 0x00, 0xFF, 0xC2, 0x00, 0x0B, 0x08, 0x00, 0x03, 0x00,
        0x02,
      ]
    #expect(try ImageHeader.pixelSize(bytes).get() == .init(width: 2, height: 3))
  }

  @Test func jpegErrors() {
    #expect(ImageHeader.pixelSize(Array(Self.jpeg640x480.prefix(30))) == .failure(.truncated))
    #expect(ImageHeader.pixelSize([0xFF, 0xD8]) == .failure(.truncated))
    // Start of scan before any frame header.
    #expect(
      ImageHeader.pixelSize([0xFF, 0xD8, 0xFF, 0xDA, 0x00, 0x02])
        == .failure(.malformed("JPEG has no frame header before its image data")))
    #expect(
      ImageHeader.pixelSize([0xFF, 0xD8, 0x12, 0x34])
        == .failure(.malformed("JPEG segment does not start with FF")))
  }
}
