/// Formats a length for output: at most three decimals, no trailing zeros, no exponent, never
/// `-0` (Documentation/JSON.md): `20.333`, `16`, `-4.5`, `0`.
///
/// The value is rounded to thousandths (ties away from zero) — a whole part and a count of
/// thousandths, both integers — and printed digit by digit, so the result is exact, locale-free and the same on every platform. Values of 2^53 and
/// more are whole numbers in a `Double` and print as plain digits (`1e20` →
/// `100000000000000000000`). Infinities and NaN print as `inf`, `-inf` and `nan`; the JSON
/// renderer never passes them here (it writes `null`).
public func formatNumber(_ value: Double) -> String {
  guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
  var bytes: [UInt8] = []
  appendNumber(value, to: &bytes)
  return String(decoding: bytes, as: UTF8.self)
}

/// `formatNumber` of a finite value, appended as ASCII bytes.
func appendNumber(_ value: Double, to output: inout [UInt8]) {
  precondition(value.isFinite, "only finite lengths are printed as numbers")
  if value.magnitude >= 0x1p53 {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    appendWholeNumberDigits(value.magnitude, to: &output)
    return
  }
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maximumShortNumberLength) { buffer in
    let length = writeShortNumber(value, to: buffer.baseAddress!)
    output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<length]))
  }
}

/// The most bytes `writeShortNumber` writes: a sign, 16 digits, a point and 3 decimals.
let maximumShortNumberLength = 21

/// Writes `formatNumber` of a value below 2^53 in magnitude to `output`; returns the number
/// of bytes (at most `maximumShortNumberLength`). The JSON writer calls this on its buffer.
@inline(__always)
func writeShortNumber(_ value: Double, to output: UnsafeMutablePointer<UInt8>) -> Int {
  // Below 2^53 the whole part fits an Int64 (the conversion truncates toward zero) and
  // `magnitude - whole` is exact; only the fraction is scaled, so large values keep every
  // digit they have. Rounding the scaled fraction by hand (its own fraction, exact by
  // Sterbenz's lemma, against one half) is `rounded(.toNearestOrAwayFromZero)` without a
  // call to libm's `round`, and the truncation spares one to `trunc`.
  let magnitude = value.magnitude
  var units = Int64(magnitude)
  let scaled = (magnitude - Double(units)) * 1000
  var fraction = Int64(scaled)
  if scaled - Double(fraction) >= 0.5 { fraction += 1 }
  if fraction == 1000 {
    units += 1
    fraction = 0
  }
  if units == 0 && fraction == 0 {
    output[0] = UInt8(ascii: "0")
    return 1
  }
  var count = 0
  if value < 0 {
    output[0] = UInt8(ascii: "-")
    count = 1
  }
  count += writeDigits(UInt64(units), to: output + count)
  if fraction != 0 {
    // Thousandths with their leading zeros (0.05 is "05"), then no trailing zeros.
    output[count] = UInt8(ascii: ".")
    output[count + 1] = UInt8(ascii: "0") + UInt8(fraction / 100)
    DigitPairs.write(Int(fraction % 100), to: output + count + 2)
    count += 4
    while output[count - 1] == UInt8(ascii: "0") { count -= 1 }
  }
  return count
}

/// The decimal digits of an integer, with a minus sign when negative.
func appendInteger(_ value: Int64, to output: inout [UInt8]) {
  withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 20) { buffer in
    let length = writeInteger(value, to: buffer.baseAddress!)
    output.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<length]))
  }
}

/// Writes an integer's digits (at most 20 bytes) to `output`; returns the number of bytes.
@inline(__always)
func writeInteger(_ value: Int64, to output: UnsafeMutablePointer<UInt8>) -> Int {
  guard value < 0 else { return writeDigits(UInt64(value), to: output) }
  output[0] = UInt8(ascii: "-")
  return 1 + writeDigits(value.magnitude, to: output + 1)
}

/// The decimal digits of `value`, most significant first; returns how many.
@inline(__always)
private func writeDigits(_ value: UInt64, to output: UnsafeMutablePointer<UInt8>) -> Int {
  // The length by comparison (10^19 is the last power of ten a UInt64 holds), then the digits
  // from the end two at a time.
  var length = 1
  var bound: UInt64 = 10
  while length < 20 && value >= bound {
    length += 1
    bound &*= 10
  }
  var rest = value
  var end = length
  while rest >= 100 {
    end -= 2
    DigitPairs.write(Int(rest % 100), to: output + end)
    rest /= 100
  }
  if rest >= 10 {
    DigitPairs.write(Int(rest), to: output)
  } else {
    output[0] = UInt8(ascii: "0") + UInt8(rest)
  }
  return length
}

/// The two digits of 0 to 99 from one table: a number's digits cost a division by 100 per pair
/// instead of a division by 10 per digit, and no pass to count them (lengths of a layout have
/// up to six digits and three decimals).
enum DigitPairs {
  private static let table: StaticString = """
    00010203040506070809101112131415161718192021222324252627282930313233343536373839\
    40414243444546474849505152535455565758596061626364656667686970717273747576777879\
    8081828384858687888990919293949596979899
    """

  /// Writes `value` (0 to 99) as two digits, a leading zero below 10.
  @inline(__always)
  static func write(_ value: Int, to output: UnsafeMutablePointer<UInt8>) {
    let pair = table.utf8Start + 2 * value
    output[0] = pair[0]
    output[1] = pair[1]
  }
}

/// The decimal digits of a finite, non-negative whole `Double` of any size: its significand
/// doubled `exponent` times in a little-endian array of decimal digits.
private func appendWholeNumberDigits(_ value: Double, to output: inout [UInt8]) {
  let significand = UInt64(value.significandBitPattern) | (1 << 52)
  let shift = Int(value.exponent) - 52
  precondition(shift >= 0, "only whole numbers of 2^53 or more take this path")
  var digits: [UInt8] = []
  var rest = significand
  while rest > 0 {
    digits.append(UInt8(rest % 10))
    rest /= 10
  }
  for _ in 0..<shift {
    var carry: UInt8 = 0
    for i in digits.indices {
      let doubled = digits[i] * 2 + carry
      digits[i] = doubled % 10
      carry = doubled / 10
    }
    if carry > 0 { digits.append(carry) }
  }
  output.append(contentsOf: digits.reversed().map { $0 + UInt8(ascii: "0") })
}
