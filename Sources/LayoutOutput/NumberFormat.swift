/// Formats a length for output: at most three decimals, no trailing zeros, no exponent, never
/// `-0` (SPEC §4). (Skeleton.)
public func formatNumber(_ value: Double) -> String {
  String(value)
}
