/// The reading direction of a subtree (SwiftUI's `LayoutDirection`).
///
/// Layouts compute positions in left-to-right terms; the engine mirrors them inside the
/// parent's bounds for right-to-left: `x_rtl = parentWidth − (x_ltr + childWidth)`
/// (LayoutRules.md §1.6).
public enum LayoutDirection: Sendable, Hashable {
  case leftToRight
  case rightToLeft
}
