import LayoutEngine

/// What looking up `Image("name")` found. The language does no I/O: the caller (the
/// command) reads image files and answers through `CompileOptions.imageSize`.
public enum ImageLookupResult: Sendable, Equatable {
  /// The image's natural size in points (pixels ÷ the file's scale).
  case found(Size)
  /// No file of that name; `searched` describes where the caller looked ("'Examples'").
  case notFound(searched: String)
  /// A file was found but its header gives no size: `path` and why.
  case unreadable(path: String, reason: String)
  /// A custom symbol (an asset catalogue's `.symbolset`): sized by the font, as
  /// `Image(systemName:)` is.
  case symbol
}

/// Looks an image up by the name written in `Image("name")`.
public typealias ImageLookup = @Sendable (_ name: String) -> ImageLookupResult
