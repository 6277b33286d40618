import Testing

@testable import LayoutEngine

@Suite struct PixelGridTests {
  /// Nearest pixel, ties up: at 3x an edge at 20.4 pt is pixel 61.2 → 61 → 20.333…;
  /// 16.5 pt is pixel 49.5 → 50 → 16.666…; at 2x 0.25 pt is pixel 0.5 → 1 → 0.5.
  @Test func roundsToNearestPixelWithTiesUp() {
    #expect(PixelGrid.round(20.4, scale: 3) == 61.0 / 3)
    #expect(PixelGrid.round(16.5, scale: 3) == 50.0 / 3)
    #expect(PixelGrid.round(0.25, scale: 2) == 0.5)
    #expect(PixelGrid.round(0.24, scale: 2) == 0)
  }

  /// Ties go up (towards +∞), also for negative coordinates: −0.25 at 2x is pixel −0.5 → 0.
  @Test func negativeTiesGoUp() {
    #expect(PixelGrid.round(-0.25, scale: 2) == 0)
    #expect(PixelGrid.round(-0.26, scale: 2) == -0.5)
  }

  /// Scale 0 turns rounding off.
  @Test func scaleZeroLeavesValues() {
    #expect(PixelGrid.round(20.4, scale: 0) == 20.4)
    let r = Rect(x: 0.1, y: 0.2, width: 10.33, height: 5)
    #expect(PixelGrid.round(r, scale: 0) == r)
  }

  /// Edges are rounded, not sizes: three 33.333… wide neighbours at 1x start at 0, 33.333
  /// and 66.667 → edges 0, 33, 67, 100 → widths 33, 34, 33, with no gap between them.
  @Test func neighboursLeaveNoGap() {
    let w = 100.0 / 3
    let rects = (0..<3).map {
      PixelGrid.round(Rect(x: Double($0) * w, y: 0, width: w, height: 1), scale: 1)
    }
    #expect(rects.map(\.width) == [33, 34, 33])
    #expect(rects[0].maxX == rects[1].minX)
    #expect(rects[1].maxX == rects[2].minX)
  }
}

@Suite struct PixelGridTieTests {
  /// A tie computed with noise still goes up: a 803/3 tall frame centred on 844 has its top at
  /// (844 − 803/3)/2 = 288.1666…, pixel 864.4999… in binary, a tie: 865/3 = 288.333.
  @Test func noisyTieGoesUp() {
    let top = (844 - 803.0 / 3) / 2
    #expect(PixelGrid.round(top, scale: 3) == 865.0 / 3)
  }
}
