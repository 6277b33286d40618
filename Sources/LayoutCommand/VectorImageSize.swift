import LayoutEngine

/// The natural size of a vector image in an asset catalogue, in points, read from the file's
/// own declaration (nothing is drawn): a PDF's page box (`/MediaBox [x0 y0 x1 y1]`, in PDF
/// points, 1/72 inch, which UIKit draws one to one), an SVG's `width` and `height` (unitless
/// or `px`, one point each), else its `viewBox`. Xcode renders a catalogue's vector image at
/// that size, so `Image("logo")` is as large as a PNG of that many points would be.
enum VectorImageSize {
  struct Failure: Error, Equatable {
    var reason: String
  }

  static func size(_ bytes: [UInt8], path: String) -> Result<Size, Failure> {
    let lower = path.lowercased()
    if lower.hasSuffix(".pdf") { return pdf(bytes) }
    if lower.hasSuffix(".svg") { return svg(bytes) }
    return .failure(Failure(reason: "not a PDF or SVG file"))
  }

  /// The first page's `/MediaBox`; a `/CropBox` of another size would be what is drawn, so it
  /// is an error rather than a guess, as is a box kept in a compressed object stream.
  static func pdf(_ bytes: [UInt8]) -> Result<Size, Failure> {
    guard let media = box("/MediaBox", in: bytes) else {
      return .failure(Failure(reason: "its page size (/MediaBox) is not written in plain text"))
    }
    if let crop = box("/CropBox", in: bytes), crop != media {
      return .failure(Failure(reason: "its /CropBox differs from its /MediaBox"))
    }
    return .success(media)
  }

  /// Where `needle` first occurs in `bytes` at or after `start`.
  static func find(_ needle: String, in bytes: [UInt8], from start: Int = 0) -> Int? {
    let n = Array(needle.utf8)
    guard !n.isEmpty, bytes.count >= n.count else { return nil }
    var i = start
    while i + n.count <= bytes.count {
      if bytes[i] == n[0], bytes[i..<(i + n.count)].elementsEqual(n) { return i }
      i += 1
    }
    return nil
  }

  /// The four numbers after `key` (`[0 0 128 128]`) as a width and a height.
  private static func box(_ key: String, in bytes: [UInt8]) -> Size? {
    guard let at = find(key, in: bytes), let open = find("[", in: bytes, from: at),
      open - at - key.utf8.count <= 2, let close = find("]", in: bytes, from: open)
    else { return nil }
    let numbers = numbers(String(decoding: bytes[(open + 1)..<close], as: UTF8.self))
    guard numbers.count == 4 else { return nil }
    let size = Size(width: abs(numbers[2] - numbers[0]), height: abs(numbers[3] - numbers[1]))
    return size.width > 0 && size.height > 0 ? size : nil
  }

  private static func numbers(_ text: String) -> [Double] {
    text.split(whereSeparator: { " ,\n\r\t".contains($0) }).compactMap { Double($0) }
  }

  static func svg(_ bytes: [UInt8]) -> Result<Size, Failure> {
    guard let open = find("<svg", in: bytes), let end = find(">", in: bytes, from: open) else {
      return .failure(Failure(reason: "no <svg> element"))
    }
    let element = Array(bytes[open..<end])
    func attribute(_ name: String) -> String? {
      // Preceded by white space, so `stroke-width` is not `width`.
      for space in [" ", "\n", "\t", "\r"] {
        for quote in ["\"", "'"] {
          guard let at = find(space + name + "=" + quote, in: element) else { continue }
          let start = at + name.utf8.count + 3
          guard let close = find(quote, in: element, from: start) else { continue }
          return String(decoding: element[start..<close], as: UTF8.self)
        }
      }
      return nil
    }
    func length(_ value: String) -> Double? {
      let number = value.hasSuffix("px") ? String(value.dropLast(2)) : value
      return numbers(number).count == 1 ? numbers(number).first.flatMap { $0 > 0 ? $0 : nil } : nil
    }
    if let w = attribute("width"), let h = attribute("height") {
      guard let width = length(w), let height = length(h) else {
        return .failure(
          Failure(reason: "its width '\(w)' and height '\(h)' are not plain numbers (px)"))
      }
      return .success(Size(width: width, height: height))
    }
    if let box = attribute("viewBox") {
      let n = numbers(box)
      if n.count == 4, n[2] > 0, n[3] > 0 { return .success(Size(width: n[2], height: n[3])) }
    }
    return .failure(Failure(reason: "its <svg> element gives no width and height or viewBox"))
  }
}
