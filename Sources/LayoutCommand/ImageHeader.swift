/// An image file's pixel size read from its header alone: PNG's IHDR chunk or a JPEG
/// start-of-frame segment. No image library; nothing past the header is decoded.
enum ImageHeader {
  struct PixelSize: Equatable {
    var width: Int
    var height: Int
  }

  enum Failure: Error, Equatable {
    /// The bytes end before the size (read more of the file, or the file is cut short).
    case truncated
    /// Neither a PNG nor a JPEG signature.
    case unknownFormat
    /// The format is known but the header is damaged; the reason says where.
    case malformed(String)

    var reason: String {
      switch self {
      case .truncated: "the file ends before its size"
      case .unknownFormat: "not a PNG or JPEG file"
      case .malformed(let why): why
      }
    }
  }

  static func pixelSize(_ bytes: [UInt8]) -> Result<PixelSize, Failure> {
    if bytes.starts(with: pngSignature) { return png(bytes) }
    if bytes.starts(with: [0xFF, 0xD8]) { return jpeg(bytes) }
    if !bytes.isEmpty, bytes.count < 8,
      pngSignature.starts(with: bytes) || [0xFF, 0xD8].starts(with: bytes)
    {
      return .failure(.truncated)
    }
    return .failure(.unknownFormat)
  }

  static let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Signature, then the first chunk must be IHDR: length (13), "IHDR", width, height (big
  /// endian, 1 … 2³¹−1).
  private static func png(_ b: [UInt8]) -> Result<PixelSize, Failure> {
    guard b.count >= 24 else { return .failure(.truncated) }
    guard Array(b[12..<16]) == Array("IHDR".utf8) else {
      return .failure(.malformed("PNG has no IHDR chunk first"))
    }
    let width = Int(be32(b, 16))
    let height = Int(be32(b, 20))
    guard width > 0, height > 0, width <= Int(Int32.max), height <= Int(Int32.max) else {
      return .failure(.malformed("PNG size \(width)×\(height) is invalid"))
    }
    return .success(PixelSize(width: width, height: height))
  }

  /// Walks the segments after SOI: each is `FF marker` (fill `FF`s allowed), then a 2-byte
  /// length counting itself, except the stand-alone markers (TEM, RST0–7). A start of frame
  /// (SOF0–3, 5–7, 9–11, 13–15) holds precision, height, width. Scanning stops at SOS or EOI.
  private static func jpeg(_ b: [UInt8]) -> Result<PixelSize, Failure> {
    var i = 2
    while true {
      guard i < b.count else { return .failure(.truncated) }
      guard b[i] == 0xFF else { return .failure(.malformed("JPEG segment does not start with FF")) }
      while i < b.count && b[i] == 0xFF { i += 1 }
      guard i < b.count else { return .failure(.truncated) }
      let marker = b[i]
      i += 1
      if marker == 0x01 || (0xD0...0xD7).contains(marker) { continue }
      if marker == 0xD9 || marker == 0xDA {
        return .failure(.malformed("JPEG has no frame header before its image data"))
      }
      guard i + 2 <= b.count else { return .failure(.truncated) }
      let length = Int(be16(b, i))
      guard length >= 2 else {
        return .failure(.malformed("JPEG segment length \(length) is invalid"))
      }
      if isStartOfFrame(marker) {
        guard length >= 7 else { return .failure(.malformed("JPEG frame header is too short")) }
        guard i + 7 <= b.count else { return .failure(.truncated) }
        let height = Int(be16(b, i + 3))
        let width = Int(be16(b, i + 5))
        // A height of 0 means "defined later by a DNL marker": rare, and not supported.
        guard width > 0, height > 0 else {
          return .failure(.malformed("JPEG size \(width)×\(height) is invalid"))
        }
        return .success(PixelSize(width: width, height: height))
      }
      i += length
    }
  }

  /// SOFn: C0–CF except DHT (C4), JPG (C8) and DAC (CC).
  private static func isStartOfFrame(_ m: UInt8) -> Bool {
    (0xC0...0xCF).contains(m) && m != 0xC4 && m != 0xC8 && m != 0xCC
  }

  private static func be16(_ b: [UInt8], _ i: Int) -> UInt16 {
    UInt16(b[i]) << 8 | UInt16(b[i + 1])
  }

  private static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
    UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
  }
}
