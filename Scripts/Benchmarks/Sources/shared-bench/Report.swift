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
  /// One decimal place, without Foundation's locale-dependent formatting.
  init(format1 value: Double) {
    let scaled = (value * 10).rounded()
    self = "\(Int(scaled) / 10).\(abs(Int(scaled) % 10))"
  }
}
