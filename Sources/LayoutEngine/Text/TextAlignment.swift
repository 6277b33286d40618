/// `multilineTextAlignment(_:)`: where a text's lines sit inside its box. It changes no frame
/// (the box is as wide as its widest line either way); pictures draw the lines by it.
public enum TextAlignment: String, Sendable, Hashable, CaseIterable {
  case leading, center, trailing
}
