/// How a yes/no field of a product is written in a form or a CSV cell, and read back.
enum ProductFlagText {
  /// `yes` or `no`.
  static func text(_ flag: Bool) -> String { flag ? "yes" : "no" }

  /// `yes`, `y`, `true` or `1` is true; `no`, `n`, `false` or `0` is false (any case); anything
  /// else is `nil`.
  static func flag(_ text: String) -> Bool? {
    switch text.lowercased() {
    case "yes", "y", "true", "1": true
    case "no", "n", "false", "0": false
    default: nil
    }
  }
}
