/// SwiftUI's `DynamicTypeSize`; raw values are SwiftUI's case names. Ordered smallest first.
public enum DynamicTypeSize: String, Sendable, Hashable, CaseIterable, Comparable {
  case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
  case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

  public var isAccessibilitySize: Bool { self >= .accessibility1 }

  private var order: Int { Self.allCases.firstIndex(of: self)! }

  public static func < (a: DynamicTypeSize, b: DynamicTypeSize) -> Bool { a.order < b.order }
}
