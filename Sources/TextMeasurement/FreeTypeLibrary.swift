import CFreeType

/// The FreeType library this build links: loading the bundled font comes with the text issue;
/// for now this proves the system-library target and the link work.
public enum FreeTypeLibrary {
  /// FreeType's version as `major.minor.patch`, or nil if the library cannot start.
  public static func version() -> String? {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0, let library else { return nil }
    defer { FT_Done_FreeType(library) }
    var major: FT_Int = 0
    var minor: FT_Int = 0
    var patch: FT_Int = 0
    FT_Library_Version(library, &major, &minor, &patch)
    return "\(major).\(minor).\(patch)"
  }
}
