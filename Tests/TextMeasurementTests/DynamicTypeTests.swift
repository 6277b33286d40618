import LayoutEngine
import Testing
import TextMeasurement

@Suite struct DynamicTypeTests {
  @Test func rawValuesAreSwiftUIsNames() {
    #expect(
      DynamicTypeSize.allCases.map(\.rawValue) == [
        "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
        "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
      ])
  }

  /// Body at every size (Apple HIG Dynamic Type tables): the ascender is 1950/2048 of it.
  @Test(
    arguments: zip(DynamicTypeSize.allCases, [14.0, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]))
  func bodySizePerDynamicTypeSize(_ size: DynamicTypeSize, _ points: Double) throws {
    let measurer = try makeMeasurer(dynamicType: size)
    #expect(same(measurer.metrics(for: .body).ascender, points * 1950 / 2048))
  }

  @Test func everyStyleAtEverySizeHasAPlausibleHeight() throws {
    for size in DynamicTypeSize.allCases {
      let measurer = try makeMeasurer(dynamicType: size)
      for name in FontSpec.TextStyleName.allCases {
        let height = ideal(measurer, "Hg", style(FontSpec(base: .textStyle(name)))).size.height
        #expect(height >= 13 && height <= 72, "\(name) at \(size): \(height)")
      }
    }
  }

  @Test func largeTitleAtAccessibility5() throws {
    let measurer = try makeMeasurer(dynamicType: .accessibility5)
    let font = FontSpec(base: .textStyle(.largeTitle))
    #expect(same(measurer.metrics(for: font).ascender, 60 * 1950 / 2048))
  }

  @Test func systemSizeIsFixed() throws {
    let small = try makeMeasurer(dynamicType: .xSmall)
    let large = try makeMeasurer(dynamicType: .accessibility3)
    let font = FontSpec(base: .system(size: 20))
    #expect(small.metrics(for: font) == large.metrics(for: font))
  }

  @Test func customFontsScaleOnlyWhenRelative() throws {
    let measurer = try makeMeasurer(dynamicType: .xxxLarge)
    let fixed = FontSpec(base: .custom(name: "Any", size: 10, relativeTo: nil))
    let relative = FontSpec(base: .custom(name: "Any", size: 10, relativeTo: .body))
    #expect(same(measurer.metrics(for: fixed).ascender, 10 * 1950 / 2048))
    #expect(same(measurer.metrics(for: relative).ascender, 10 * 23 / 17 * 1950 / 2048))
  }

  /// Display cut from 26 pt: title (28 pt) uses InterDisplay, with no SF tracking.
  @Test func largeSizesUseTheDisplayCut() throws {
    let measurer = try makeMeasurer()
    let atText = ideal(measurer, "Hamburgefonstiv", style(FontSpec(base: .system(size: 25.75))))
      .size.width
    let atDisplay = ideal(measurer, "Hamburgefonstiv", style(FontSpec(base: .system(size: 26))))
      .size.width
    // Inter Display is about 10 % narrower than the text cut at the same size.
    #expect(atDisplay < atText * 0.97)
  }
}

@Suite struct DynamicTypeOverrideTests {
  /// A font's own Dynamic Type size wins over the run's: body at accessibility1 is 28 pt
  /// (HIG table), so one line is 28 × 2444/2048 = 33.414 → 33.667 at 3x.
  @Test func fontOverrideResolvesAtItsOwnSize() throws {
    let m = try makeMeasurer(dynamicType: .large)
    let style = TextStyle(font: FontSpec(dynamicTypeSize: .accessibility1))
    let r = m.measure("Hi", style: style, proposal: .unspecified)
    #expect(abs(r.size.height - 101.0 / 3) < 1e-9)
  }
}
