import Testing

@testable import LayoutEngine

/// `ProposedSize` keeps nil as a NaN of its own: it must behave as two `Double?`.
@Suite struct ProposedSizeTests {
  /// nil reads back as nil and a length as itself, on either axis and through the subscript.
  @Test func nilAndLengthsReadBack() {
    var p = ProposedSize(width: nil, height: 40)
    #expect(p.width == nil && p.height == 40)
    p[.horizontal] = 0
    p[.vertical] = nil
    #expect(p.width == 0 && p.height == nil)
    #expect(ProposedSize.unspecified.width == nil && ProposedSize.unspecified.height == nil)
  }

  /// A NaN length (∞ − ∞ in a stack's share, 0 × ∞) is a length, not nil.
  @Test func computedNaNIsNotNil() {
    let nan = Double.infinity - Double.infinity
    let p = ProposedSize(width: nan, height: 0 * Double.infinity)
    #expect(p.width?.isNaN == true)
    #expect(p.height?.isNaN == true)
  }

  /// Equality and hashing as two optionals: nil equals nil, NaN equals nothing (itself
  /// included), −0 equals 0 and hashes alike; printed as before.
  @Test func equalityHashingAndDescription() {
    #expect(ProposedSize.unspecified == ProposedSize(width: nil, height: nil))
    #expect(ProposedSize(width: .nan, height: nil) != ProposedSize(width: .nan, height: nil))
    #expect(ProposedSize(width: -0.0, height: 1) == ProposedSize(width: 0, height: 1))
    #expect(
      ProposedSize(width: -0.0, height: 1).hashValue == ProposedSize(width: 0, height: 1).hashValue)
    #expect(ProposedSize(width: nil, height: 0) != ProposedSize(width: 0, height: 0))
    #expect(
      ProposedSize(width: nil, height: 40).description
        == "ProposedSize(width: nil, height: Optional(40.0))")
  }
}
