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
  let magnitude = value.magnitude
  if magnitude >= 0x1p53 {
    let digits = wholeNumberDigits(magnitude)
    return value < 0 ? "-" + digits : digits
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
  if units == 0 && fraction == 0 { return "0" }
  var text = String(units)
  if fraction != 0 {
    var decimals = 3
    while fraction % 10 == 0 {
      fraction /= 10
      decimals -= 1
    }
    let digits = String(fraction)
    text += "." + String(repeating: "0", count: decimals - digits.count) + digits
  }
  return value < 0 ? "-" + text : text
}

/// The decimal digits of a finite, non-negative whole `Double` of any size: its significand
/// doubled `exponent` times in a little-endian array of decimal digits.
private func wholeNumberDigits(_ value: Double) -> String {
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
  return String(decoding: digits.reversed().map { $0 + UInt8(ascii: "0") }, as: UTF8.self)
}
