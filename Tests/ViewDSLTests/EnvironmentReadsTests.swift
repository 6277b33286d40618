import LayoutEngine
import Testing

@testable import ViewDSL

/// What a compile says it read of the run's environment, and the key a matrix shares
/// lowerings by.
@Suite struct EnvironmentReadsTests {
  func reads(_ text: String, images: ImageLookup? = nil) throws -> EnvironmentReads {
    let result = compile(
      SourceFile(name: "t", text: text), options: CompileOptions(imageSize: images))
    #expect(!result.hasErrors, "\(result.diagnostics.map(\.message))")
    return result.environmentReads
  }

  /// Stacks, shapes, frames and fonts read nothing: a font's size is the measurer's, at
  /// layout.
  @Test func plainViewsReadNothing() throws {
    #expect(
      try reads(
        "VStack(spacing: 8)\n  Circle()\n    .frame(width: 44)\n  Text(\"a\")\n    .font(.title)\n")
        == [])
  }

  /// Each reader of the run, alone: a symbol's size scales with Dynamic Type, a hairline
  /// with the scale, an image file with the scale (`@2x`/`@3x`), a list's metrics with the
  /// OS, a condition with what it names.
  @Test func eachReadIsRecorded() throws {
    #expect(try reads("Image(systemName: \"star\")\n") == [.dynamicTypeSize])
    #expect(try reads("Color.red\n  .frame(height: pixelLength)\n") == [.displayScale])
    #expect(
      try reads("Image(\"logo\")\n", images: { _ in .found(Size(width: 10, height: 10)) })
        == [.displayScale])
    #expect(try reads("List\n  Text(\"a\")\n").contains(.os))
    #expect(
      try reads("AnyLayout(canvasWidth > 600 ? HStackLayout() : VStackLayout())\n  Color.red\n")
        == [.canvasWidth])
    #expect(
      try reads(
        "AnyLayout(dynamicTypeSize.isAccessibilitySize ? VStackLayout() : HStackLayout())\n  Color.red\n"
      )
        == [.dynamicTypeSize])
  }

  /// A `.view` program reads only the names it uses: `horizontalSizeClass` in an `if`, not
  /// the Dynamic Type size or the scale every program can name.
  @Test func programReadsOnlyTheNamesItUses() throws {
    let text = "if horizontalSizeClass == .compact\n  Text(\"a\")\nelse\n  Text(\"b\")\n"
    #expect(try reads(text) == [.horizontalSizeClass])
  }

  /// A component's `@Environment(\.horizontalSizeClass)` under
  /// `.environment(\.horizontalSizeClass, .regular)` is the code's value, not the canvas's:
  /// nothing is read; without the modifier the canvas's class is.
  @Test func valueSetByTheCodeIsNotARead() throws {
    let component = """
      struct Cell: View
        @Environment(\\.horizontalSizeClass) var sizeClass
        var body: some View
          Text(sizeClass == .compact ? "c" : "r")

      """
    #expect(
      try reads("Cell()\n  .environment(\\.horizontalSizeClass, .regular)\n" + component) == [])
    #expect(try reads("Cell()\n" + component) == [.horizontalSizeClass])
  }

  /// The key keeps only the parts read: an iPhone 16 Pro (402 × 874) and an iPhone SE
  /// (375 × 667) are both compact wide, so a compile that read the class is shared; one that
  /// read the width is not; one that read nothing is shared by any environment.
  @Test func keyKeepsOnlyThePartsRead() {
    let pro = CompileEnvironment(canvasSize: Size(width: 402, height: 874))
    let se = CompileEnvironment(
      dynamicTypeSize: .xxLarge, canvasSize: Size(width: 375, height: 667), displayScale: 2)
    let iPad = CompileEnvironment(canvasSize: Size(width: 1032, height: 1376))
    let sizeClass: EnvironmentReads = [.horizontalSizeClass]
    #expect(sizeClass.key(of: pro) == sizeClass.key(of: se))
    #expect(sizeClass.key(of: pro) != sizeClass.key(of: iPad))
    let width: EnvironmentReads = [.canvasWidth]
    #expect(width.key(of: pro) != width.key(of: se))
    #expect(EnvironmentReads().key(of: se) == EnvironmentReads().key(of: iPad))
    let size: EnvironmentReads = [.dynamicTypeSize]
    #expect(size.key(of: pro) != size.key(of: se))
    // Different read sets never share a key, even with the same values.
    #expect(sizeClass.key(of: pro) != EnvironmentReads([.verticalSizeClass]).key(of: pro))
  }
}
