/// SwiftUI's `DynamicTypeSize`, from `--dynamic-type` (default `large`). Stored on the options
/// for text measurement, which scales font sizes by it.
public enum DynamicTypeSize: String, Sendable, CaseIterable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
}
