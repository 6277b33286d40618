import CICUShim

/// UAX #14 line-break opportunities from ICU's line iterator (root locale), through the C
/// shim. One iterator per text measurer, given each paragraph in turn: opening one per
/// paragraph built ICU's rule tables anew each time, half of a short text's first measurement
/// (BENCHMARKS.md, *Speed work, third round: text*).
final class LineBreaker {
  private let iterator: UnsafeMutableRawPointer?

  init() { iterator = icushim_line_breaker_open() }

  deinit { icushim_line_breaker_close(iterator) }

  /// UTF-16 offsets where a line may end (after the text's start, including its end).
  func utf16Offsets(_ utf16: [UInt16]) -> [Int] {
    guard !utf16.isEmpty else { return [] }
    var out = [Int32](repeating: 0, count: utf16.count + 1)
    let count = utf16.withUnsafeBufferPointer { text in
      out.withUnsafeMutableBufferPointer { buffer in
        icushim_line_breaks(
          iterator, text.baseAddress, Int32(text.count), buffer.baseAddress, Int32(buffer.count))
      }
    }
    // ICU failing is not expected with valid UTF-16; then only the end is a break.
    guard count > 0 else { return [utf16.count] }
    return out[0..<Int(count)].map(Int.init)
  }
}

enum LineBreakOpportunities {
  /// The Unicode version of ICU's data (for golden headers and the docs).
  static var unicodeVersion: String {
    var buffer = [CChar](repeating: 0, count: 32)
    icushim_unicode_version(&buffer)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
