import CZlib
import Foundation

/// A PNG decoded to RGB, enough for Chromium's screenshots: 8-bit RGB or RGBA, not interlaced
/// (PNG specification §11–12: chunks, zlib-compressed scanlines, the five filter types).
struct PNGImage {
  let width: Int
  let height: Int
  /// Red, green and blue of each pixel, row by row.
  private let pixels: [UInt8]

  struct DecodingError: Error, CustomStringConvertible {
    let description: String
  }

  init(_ data: [UInt8]) throws {
    guard data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else {
      throw DecodingError(description: "not a PNG")
    }
    func be32(_ at: Int) -> Int { data[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
    var offset = 8
    var header: (width: Int, height: Int, depth: UInt8, color: UInt8, interlace: UInt8)?
    var compressed: [UInt8] = []
    while offset + 8 <= data.count {
      let length = be32(offset)
      let type = String(decoding: data[offset + 4..<offset + 8], as: UTF8.self)
      let body = offset + 8
      guard body + length + 4 <= data.count else {
        throw DecodingError(description: "truncated \(type)")
      }
      switch type {
      case "IHDR":
        header = (be32(body), be32(body + 4), data[body + 8], data[body + 9], data[body + 12])
      case "IDAT": compressed += data[body..<body + length]
      default: break
      }
      offset = body + length + 4
    }
    guard let header, header.depth == 8, header.color == 2 || header.color == 6,
      header.interlace == 0
    else {
      throw DecodingError(
        description: "only 8-bit RGB/RGBA, not interlaced: \(String(describing: header))")
    }
    let channels = header.color == 6 ? 4 : 3
    let stride = header.width * channels
    var raw = [UInt8](repeating: 0, count: header.height * (stride + 1))
    var rawLength = uLongf(raw.count)
    let status = raw.withUnsafeMutableBytes { out in
      compressed.withUnsafeBytes { input in
        uncompress(
          out.bindMemory(to: Bytef.self).baseAddress, &rawLength,
          input.bindMemory(to: Bytef.self).baseAddress, uLong(compressed.count))
      }
    }
    guard status == Z_OK, Int(rawLength) == raw.count else {
      throw DecodingError(description: "zlib status \(status), \(rawLength) of \(raw.count) bytes")
    }
    // Unfilter each scanline in place against the previous one.
    var rows = [UInt8](repeating: 0, count: header.height * stride)
    for y in 0..<header.height {
      let filter = raw[y * (stride + 1)]
      for i in 0..<stride {
        let x = raw[y * (stride + 1) + 1 + i]
        let a = i >= channels ? Int(rows[y * stride + i - channels]) : 0
        let b = y > 0 ? Int(rows[(y - 1) * stride + i]) : 0
        let c = i >= channels && y > 0 ? Int(rows[(y - 1) * stride + i - channels]) : 0
        let predictor: Int
        switch filter {
        case 0: predictor = 0
        case 1: predictor = a
        case 2: predictor = b
        case 3: predictor = (a + b) / 2
        case 4:
          let p = a + b - c
          let (pa, pb, pc) = (abs(p - a), abs(p - b), abs(p - c))
          predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        default: throw DecodingError(description: "filter type \(filter)")
        }
        rows[y * stride + i] = UInt8(truncatingIfNeeded: Int(x) + predictor)
      }
    }
    width = header.width
    height = header.height
    pixels =
      channels == 3
      ? rows
      : stride > 0
        ? (0..<header.width * header.height).flatMap { Array(rows[$0 * 4..<$0 * 4 + 3]) } : []
  }

  /// The pixel's red, green and blue.
  func rgb(_ x: Int, _ y: Int) -> [Int] {
    let at = (y * width + x) * 3
    return pixels[at..<at + 3].map(Int.init)
  }
}
