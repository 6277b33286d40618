/// The colour symbols Xcode generates for an asset catalogue's colour sets (`Color.brand`
/// for `brand.colorset`): read as `Color("brand")`, the asset's colour, so that one is a view
/// and an argument as any named colour is.
extension Interpreter {
  /// `Color.name` as the asset colour `Color("name")`; nil when `name` is no colour set's.
  func assetColor(_ base: ExprSyntax, _ name: String, _ e: ExprSyntax) -> ProgramValue? {
    guard case .identifier("Color") = base.kind, assetColors.contains(name),
      !ValueTables.namedColors.contains(name)
    else { return nil }
    let argument = ArgumentSyntax(
      label: nil, labelRange: nil, value: ExprSyntax(.string(name), range: e.range))
    return .swiftUI(
      ExprSyntax(.call(base, [argument], trailingClosure: nil), range: e.range))
  }
}
