/// Formats a length for output: at most three decimals, no trailing zeros, no exponent, never
/// `-0` (SPEC §4): `20.333`, `16`, `-4.5`, `0`.
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

/// `formatNumber` of a finite value, appended as ASCII bytes (what the JSON writer uses).
func appendNumber(_ value: Double, to output: inout [UInt8]) {
  precondition(value.isFinite, "only finite lengths are printed as numbers")
  let magnitude = value.magnitude
  if magnitude >= 0x1p53 {
    if value < 0 { output.append(UInt8(ascii: "-")) }
    appendWholeNumberDigits(magnitude, to: &output)
    return
  }
  // Below 2^53 the whole part fits an Int64 and `magnitude - whole` is exact; only the
  // fraction is scaled, so large values keep every digit they have.
  let whole = magnitude.rounded(.towardZero)
  var units = Int64(whole)
  var fraction = Int64(((magnitude - whole) * 1000).rounded(.toNearestOrAwayFromZero))
  if fraction == 1000 {
    units += 1
    fraction = 0
  }
  if units == 0 && fraction == 0 { return output.append(UInt8(ascii: "0")) }
  if value < 0 { output.append(UInt8(ascii: "-")) }
  appendInteger(units, to: &output)
  if fraction != 0 {
    var decimals = 3
    while fraction % 10 == 0 {
      fraction /= 10
      decimals -= 1
    }
    output.append(UInt8(ascii: "."))
    // Leading zeros of the thousandths: 0.05 is 5 hundredths, written "05".
    var digits = 1
    var rest = fraction / 10
    while rest > 0 {
      digits += 1
      rest /= 10
    }
    for _ in digits..<decimals { output.append(UInt8(ascii: "0")) }
    appendInteger(fraction, to: &output)
  }
}

/// The decimal digits of an integer, with a minus sign when negative.
func appendInteger(_ value: Int64, to output: inout [UInt8]) {
  if value < 0 { output.append(UInt8(ascii: "-")) }
  var magnitude = value.magnitude
  // Least significant digit first, then reversed in place.
  let start = output.count
  repeat {
    output.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
    magnitude /= 10
  } while magnitude > 0
  var (i, j) = (start, output.count - 1)
  while i < j {
    output.swapAt(i, j)
    i += 1
    j -= 1
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
