extension Duration {
  /// `seconds` as a duration held to `range`, without trapping: a value below the range (or NaN)
  /// is its lower bound, one above it (or infinity) its upper bound.
  static func loyaltySeconds(_ seconds: Double, within range: ClosedRange<Double>) -> Duration {
    let held = seconds.isNaN ? range.lowerBound : min(max(seconds, range.lowerBound), range.upperBound)
    return .milliseconds(Int64((held * 1000).rounded()))
  }
}
