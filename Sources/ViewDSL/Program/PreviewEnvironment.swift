/// What the canvas gives views through `@Environment`: the size classes follow
/// `CompileEnvironment`'s rule (the same canvas gives `AnyLayout` conditions the same answer).
/// A value the code sets (`.environment(\.horizontalSizeClass, .compact)`) stands for the
/// canvas's in the content; the canvas's is read through the reader, and so recorded, only
/// when a view reads it.
struct PreviewEnvironment {
  let reader: EnvironmentReader
  private var horizontalSizeClassSet: String?
  private var verticalSizeClassSet: String?
  private var dynamicTypeSizeSet: String?

  init(_ reader: EnvironmentReader = EnvironmentReader()) {
    self.reader = reader
  }

  var horizontalSizeClass: String {
    get { horizontalSizeClassSet ?? reader.horizontalSizeClass }
    set { horizontalSizeClassSet = newValue }
  }

  var verticalSizeClass: String {
    get { verticalSizeClassSet ?? reader.verticalSizeClass }
    set { verticalSizeClassSet = newValue }
  }

  /// A `DynamicTypeSize` case name (`xxLarge`).
  var dynamicTypeSize: String {
    get { dynamicTypeSizeSet ?? reader.dynamicTypeSize.rawValue }
    set { dynamicTypeSizeSet = newValue }
  }

  var displayScale: Double { reader.displayScale }
}
