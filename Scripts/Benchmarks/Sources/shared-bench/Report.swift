/// Prints benchmark results as an aligned table, with an optional target per line.
enum Report {
  static func header(_ suite: String) {
    print("\n## \(suite)")
    print(pad("benchmark", 52) + pad("median", 14) + pad("p10", 14) + pad("p90", 14) + "ops/s")
  }

  static func line(_ result: Benchmark.Result, target: String? = nil) {
    var text = pad(result.name, 52) + pad(format(result.median), 14) + pad(format(result.p10), 14)
    text += pad(format(result.p90), 14) + formatRate(result.operationsPerSecond)
    if let target { text += "   target: \(target)" }
    print(text)
  }

  static func note(_ text: String) { print("  " + text) }

  /// The header of a side-by-side table against `peer`.
  static func comparisonHeader(_ suite: String, peer: String) {
    print("\n## \(suite)")
    print(pad("benchmark", 52) + pad("ours", 14) + pad(peer, 14) + "speedup (\(peer) / ours)")
  }

  /// One side-by-side line: both medians and the ratio, with an optional goal for the ratio.
  static func comparison(_ comparison: Benchmark.Comparison, goal: Double? = nil) {
    var text = pad(comparison.ours.name, 52) + pad(format(comparison.ours.median), 14)
    text += pad(format(comparison.theirs.median), 14) + String(format2: comparison.speedup) + "×"
    if let goal { text += "   goal: ≥ \(String(format1: goal))×" }
    print(text)
  }

  static func format(_ nanoseconds: Double) -> String {
    switch nanoseconds {
    case ..<1_000: return String(format1: nanoseconds) + " ns"
    case ..<1_000_000: return String(format1: nanoseconds / 1_000) + " µs"
    default: return String(format1: nanoseconds / 1_000_000) + " ms"
    }
  }

  static func formatRate(_ rate: Double) -> String {
    if rate >= 1_000_000 { return String(format1: rate / 1_000_000) + "M" }
    if rate >= 1_000 { return String(format1: rate / 1_000) + "k" }
    return String(format1: rate)
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}

extension String {
  /// Two decimal places, without Foundation's locale-dependent formatting.
  init(format2 value: Double) {
    let scaled = Int((value * 100).rounded())
    let fraction = abs(scaled % 100)
    self = "\(scaled / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
  }

  /// One decimal place, without Foundation's locale-dependent formatting.
  init(format1 value: Double) {
    let scaled = (value * 10).rounded()
    self = "\(Int(scaled) / 10).\(abs(Int(scaled) % 10))"
  }
}
